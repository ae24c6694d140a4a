import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '@server/auth/passwords.js'
import { openDatabase } from '@server/db/client.js'
import { accounts, feedback, profiles } from '@server/db/schema.js'
import { runTessera, runTesseraWith } from '../helpers/cli.js'
import { insertUserWithGrid } from '../helpers/seed.js'

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-cli-safety-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const tessera = (...args: string[]) => runTessera(dataDir, ...args)

/** Characters a terminal would obey rather than show: controls other than line feed and tab, bidi overrides. */
const controlsIn = (text: string) =>
  [...text].filter((char) => {
    const code = char.codePointAt(0)!
    return (
      (code < 0x20 && code !== 0x0a && code !== 0x09) ||
      (code >= 0x7f && code <= 0x9f) ||
      (code >= 0x202a && code <= 0x202e)
    )
  })
const PASSWORD = 'Piped#2024x'

/** Opens the CLI's embedded database between commands (PGlite allows one process at a time). */
async function withDb<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir })
  try {
    await database.migrate()
    return await work(database.db)
  } finally {
    await database.close()
  }
}

async function signsInWith(username: string, password: string) {
  return withDb(async (db) => {
    const [row] = await db
      .select({ hash: accounts.password })
      .from(accounts)
      .innerJoin(profiles, eq(profiles.userId, accounts.userId))
      .where(and(eq(profiles.username, username), eq(accounts.providerId, 'credential')))
    return verifyPassword({ hash: row!.hash!, password })
  })
}

describe('tessera user create without the password on the command line', { timeout: 180_000 }, () => {
  it('reads it from standard input with --password-stdin', async () => {
    const created = runTesseraWith(
      dataDir,
      { input: `${PASSWORD}\n` },
      ...['user', 'create', '--email', 'piped@example.com', '--username', 'piped', '--password-stdin', '--verified'],
    )
    expect(created).toMatchObject({ status: 0, stdout: 'Created piped <piped@example.com>.' })
    expect(await signsInWith('piped', PASSWORD)).toBe(true)
  })

  it('reads it from TESSERA_PASSWORD', async () => {
    const created = runTesseraWith(
      dataDir,
      { env: { TESSERA_PASSWORD: PASSWORD } },
      ...['user', 'create', '--email', 'env@example.com', '--username', 'fromenv', '--verified'],
    )
    expect(created).toMatchObject({ status: 0, stdout: 'Created fromenv <env@example.com>.' })
    expect(await signsInWith('fromenv', PASSWORD)).toBe(true)
  })

  it('says where the password may come from when none is given, before opening the database', () => {
    const untouched = mkdtempSync(join(tmpdir(), 'tessera-cli-no-password-'))
    try {
      const result = runTesseraWith(
        untouched,
        { env: { TESSERA_PASSWORD: '' } },
        ...['user', 'create', '--email', 'none@example.com', '--username', 'nopass'],
      )
      expect(result.status).toBe(1)
      expect(result.stderr).toBe(
        'tessera: Give the password on standard input with --password-stdin, in TESSERA_PASSWORD, or with --password.',
      )
      expect(readdirSync(untouched)).toEqual([])
    } finally {
      rmSync(untouched, { recursive: true, force: true })
    }
  })
})

describe('tessera output', { timeout: 180_000 }, () => {
  it('prints no terminal control sequence from stored names, emails or feedback', async () => {
    await withDb(async (db) => {
      // Rows stored before control characters were refused at the door.
      const { userId } = await insertUserWithGrid(db, { username: 'evil\u001b]0;owned\u0007' })
      await db.insert(feedback).values({ userId, body: 'Nice\u001b[2J\u001b[31m app\r\nsecond\u009b1m line\u202e' })
    })
    const feedbackList = tessera('feedback', 'list')
    expect(feedbackList.status).toBe(0)
    expect(feedbackList.stdout).toContain('evil]0;owned\n  Nice[2J[31m app\n  second1m line')
    const userList = tessera('user', 'list')
    expect(userList.status).toBe(0)
    for (const output of [feedbackList.stdout, userList.stdout]) {
      expect(controlsIn(output)).toEqual([])
    }
    expect(userList.stdout).toContain('evil]0;owned')
  })
})

describe('tessera seed demo', { timeout: 240_000 }, () => {
  it('refuses in production without --force', () => {
    const result = runTesseraWith(dataDir, { env: { NODE_ENV: 'production' } }, 'seed', 'demo')
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(
      'tessera: seed demo creates accounts you can sign in to; in production run it with --force (it then picks a random password and prints it).',
    )
  })

  it('runs in production with --force under a random password it prints', async () => {
    const result = runTesseraWith(dataDir, { env: { NODE_ENV: 'production' } }, 'seed', 'demo', '--force')
    expect(result.status).toBe(0)
    const password = /^Password of the new accounts \(demo, fan_ania, fan_bartek, fan_celina\): (\S+)$/m.exec(
      result.stdout,
    )?.[1]
    expect(password).toMatch(/^[\w-]{16}#7$/)
    expect(password).not.toBe('Demo#2024pass')
    expect(await signsInWith('demo', password!)).toBe(true)
  })
})
