import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows, type Database } from '@server/db/client.js'
import { isUniqueViolation } from '@server/db/errors.js'
import { PROJECT_ROOT } from '@server/paths.js'
import { onlyOn, openTestDatabase } from '../helpers/database.js'

// PGlite on its own thread (ADR 0043): what the server relies on from one PGlite on its thread.
describe('the embedded database on its own thread', onlyOn('pglite'), () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
    await database.db.execute(
      sql`create table thread_probe (id int primary key, at timestamptz not null default now())`,
    )
  })
  afterAll(() => database.close())

  it('leaves the server’s thread free while a statement runs', async () => {
    let longestGapMs = 0
    let last = performance.now()
    const ticker = setInterval(() => {
      const now = performance.now()
      longestGapMs = Math.max(longestGapMs, now - last)
      last = now
    }, 10)
    const started = performance.now()
    await database.db.execute(sql`select sum(n) from generate_series(1, 4000000) as n`)
    const statementMs = performance.now() - started
    clearInterval(ticker)
    longestGapMs = Math.max(longestGapMs, performance.now() - last)
    // On one thread the timer could not fire until the statement returned.
    expect(statementMs).toBeGreaterThan(300)
    expect(longestGapMs).toBeLessThan(statementMs / 2)
  })

  it('delivers a NOTIFY before the statement that sent it returns', async () => {
    const heard: string[] = []
    const stop = await database.listen('thread_probe', {
      onNotify: (payload) => heard.push(payload),
      onLost: () => {},
      onRestored: () => {},
    })
    await database.db.execute(sql`select pg_notify('thread_probe', 'first')`)
    expect(heard).toEqual(['first'])
    await stop()
  })

  it('commits a transaction that finishes and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (1)`)
    })
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe (id) values (2)`)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    const rows = await selectRows<{ id: number }>(database.db, sql`select id from thread_probe order by id`)
    expect(rows.map((row) => row.id)).toEqual([1])
  })

  it('keeps a statement outside a transaction waiting until the transaction ends', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe (id) values (3)`)
      await held
    })
    let answered = false
    const outside = selectRows(database.db, sql`select 1`).then(() => (answered = true))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(answered).toBe(false)
    release()
    await transaction
    await outside
    expect(answered).toBe(true)
  })

  it('keeps a Postgres error’s code and constraint', async () => {
    const error = await database.db
      .execute(sql`insert into thread_probe (id) values (1)`)
      .catch((caught: unknown) => caught)
    expect(isUniqueViolation(error, 'thread_probe_pkey')).toBe(true)
  })

  it('gives timestamps as drizzle’s PGlite driver does: as their text', async () => {
    const [row] = await selectRows<{ at: unknown }>(database.db, sql`select at from thread_probe where id = 1`)
    expect(row!.at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/))
  })

  it('keeps no process alive once its statements are answered, as PGlite on one thread did not', () => {
    // A script that opens a database, asks one thing and never closes it: it must end by itself.
    const directory = mkdtempSync(join(tmpdir(), 'tessera-idle-'))
    const script = join(directory, 'never-closes.mts')
    const client = pathToFileURL(join(PROJECT_ROOT, 'src/server/db/client.ts')).href
    writeFileSync(
      script,
      `import { openDatabase } from '${client}'
       const database = await openDatabase({ memory: true })
       const result = await database.db.execute('select 41 + 1 as answer')
       console.log(result.rows[0].answer)`,
    )
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
        cwd: PROJECT_ROOT,
        encoding: 'utf8',
        timeout: 20_000,
      })
      expect(run.signal).toBeNull()
      expect(run.stdout.trim()).toBe('42')
      expect(run.status).toBe(0)
    } finally {
      rmSync(directory, { recursive: true, force: true })
    }
  })

  it('refuses statements once closed instead of leaving them waiting', async () => {
    const closed = await openTestDatabase()
    await closed.close()
    await expect(closed.db.execute(sql`select 1`)).rejects.toThrow()
  })
})
