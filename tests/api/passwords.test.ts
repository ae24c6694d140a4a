import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { hashPassword as hashWithScrypt } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '@domain/account.js'
import { build } from '@server/app.js'
import { loadConfig } from '@server/config.js'
import { accounts, verifications } from '@server/db/schema.js'
import { buildTestApp, TEST_ORIGIN, TEST_PASSWORD, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { openTestDatabase } from '../helpers/database.js'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const errorOf = (res: { json: () => { error: { code: string; message: string } } }) => res.json().error

async function storedHash(userId: string): Promise<string> {
  const [row] = await app.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  return row!.password!
}

/** Asks for a reset link and returns its token, waiting for a mail with a token not seen before. */
async function requestResetToken(email: string, seen: readonly string[] = []): Promise<string> {
  await app.client().post('/api/account/forgot-password', { email })
  const deadline = Date.now() + 10_000
  for (;;) {
    const link = new URL(await app.mailbox.linkFrom(email, /Reset your Tessera password/))
    const token = link.searchParams.get('token')!
    if (!seen.includes(token)) return token
    if (Date.now() > deadline) throw new Error(`no new reset mail to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const resetWith = (token: string, password: string) =>
  app.client().post('/api/account/reset-password', { token, password })

describe('password reset links', () => {
  it('kills an older link when a newer one resets the password', async () => {
    await app.signUp('olga')
    const older = await requestResetToken('olga@example.com')
    const newer = await requestResetToken('olga@example.com', [older])
    expect((await resetWith(newer, 'Newpass#2024')).statusCode).toBe(204)
    const replay = await resetWith(older, 'Attacker#2024')
    expect(replay.statusCode).toBe(400)
    expect(errorOf(replay).code).toBe('INVALID_TOKEN')
    const login = await app.client().post('/api/account/login', { email: 'olga@example.com', password: 'Newpass#2024' })
    expect(login.statusCode).toBe(200)
  })

  it('kills every pending link when the password is changed', async () => {
    const piotr = await app.signUp('piotr')
    const pending = await requestResetToken('piotr@example.com')
    const change = await piotr.post('/api/account/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Brandnew#2024',
    })
    expect(change.statusCode).toBe(204)
    const replay = await resetWith(pending, 'Attacker#2024')
    expect(replay.statusCode).toBe(400)
    expect(errorOf(replay).code).toBe('INVALID_TOKEN')
  })

  it('keeps only a hash of the token in the database', async () => {
    const rosa = await app.signUp('rosa')
    const token = await requestResetToken('rosa@example.com')
    const rows = await app.db.select().from(verifications).where(eq(verifications.value, rosa.id))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(token)
    // The link still works: the hash is what better-auth looks up.
    expect((await resetWith(token, 'Newpass#2024')).statusCode).toBe(204)
  })
})

describe('password policy', () => {
  const register = (password: string, change: Record<string, string> = {}) =>
    app.client().post('/api/account/register', {
      email: 'common@example.com',
      username: 'commoner',
      password,
      repeatPassword: password,
      ...change,
    })

  it.each(['passw0rd!', 'Password1!', 'P@ssw0rd', '12345678!', 'Qwerty123!'])(
    'refuses the common password %j at sign-up with its own message',
    async (password) => {
      const res = await register(password)
      expect(res.statusCode).toBe(400)
      expect(errorOf(res)).toEqual({ code: 'PASSWORD_TOO_COMMON', message: ACCOUNT_MESSAGES.passwordTooCommon })
    },
  )

  it("keeps the spec's rules and their order first", async () => {
    expect(errorOf(await register('passw0rd!', { repeatPassword: 'passw0rd?' })).message).toBe(
      ACCOUNT_MESSAGES.passwordsDoNotMatch,
    )
    expect(errorOf(await register('password')).message).toBe(ACCOUNT_MESSAGES.passwordNeedsNumberAndSpecial)
    expect(errorOf(await register('passw0rd!', { email: 'not-an-email' })).message).toBe(ACCOUNT_MESSAGES.invalidEmail)
  })

  it('refuses a common password as a reset or a change too', async () => {
    const sofia = await app.signUp('sofia')
    const token = await requestResetToken('sofia@example.com')
    const reset = await resetWith(token, 'passw0rd!')
    expect(errorOf(reset)).toEqual({ code: 'PASSWORD_TOO_COMMON', message: ACCOUNT_MESSAGES.passwordTooCommon })
    const change = await sofia.post('/api/account/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Password1!',
    })
    expect(errorOf(change)).toEqual({ code: 'PASSWORD_TOO_COMMON', message: ACCOUNT_MESSAGES.passwordTooCommon })
  })
})

describe('password hashing', () => {
  let tomas: SignedUpUser
  beforeAll(async () => {
    tomas = await app.signUp('tomas')
  })

  it('stores new passwords as Argon2id with 19 MiB, 2 passes, 1 lane', async () => {
    expect(await storedHash(tomas.id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('rehashes an old scrypt hash at the next sign-in', async () => {
    const legacy = await hashWithScrypt(TEST_PASSWORD)
    await app.db
      .update(accounts)
      .set({ password: legacy })
      .where(and(eq(accounts.userId, tomas.id), eq(accounts.providerId, 'credential')))
    const wrong = await app.client().post('/api/account/login', { email: tomas.email, password: 'Wrong#2024' })
    expect(wrong.statusCode).toBe(401)
    expect(await storedHash(tomas.id)).toBe(legacy)

    const signIn = await app.client().post('/api/account/login', { email: tomas.email, password: TEST_PASSWORD })
    expect(signIn.statusCode).toBe(200)
    expect(await storedHash(tomas.id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const again = await app.client().post('/api/account/login', { email: tomas.email, password: TEST_PASSWORD })
    expect(again.statusCode).toBe(200)
  })
})

describe('mail without SMTP in production', () => {
  it('writes the reset link to the outbox and never to the log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-prod-mail-'))
    const logLines: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString())
        done()
      },
    })
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      BASE_URL: TEST_ORIGIN,
      AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
    })
    const prod = await build({ config, database: await openTestDatabase(), logger: { level: 'info', stream } })
    try {
      await prod.ready()
      const headers = { origin: TEST_ORIGIN }
      const email = 'vera@example.com'
      const signUp = await prod.inject({
        method: 'POST',
        url: '/api/account/register',
        headers,
        payload: { email, username: 'vera', password: TEST_PASSWORD, repeatPassword: TEST_PASSWORD },
      })
      expect(signUp.statusCode).toBe(201)
      await prod.inject({ method: 'POST', url: '/api/account/forgot-password', headers, payload: { email } })

      const outbox = join(dataDir, 'outbox')
      const deadline = Date.now() + 10_000
      let token: string | undefined
      while (!token && Date.now() < deadline) {
        const files = existsSync(outbox) ? readdirSync(outbox) : []
        const texts = await Promise.all(
          files.map(async (file) => (await simpleParser(readFileSync(join(outbox, file)))).text ?? ''),
        )
        token = texts.map((text) => /reset-password\?token=([\w-]+)/.exec(text)?.[1]).find(Boolean)
        if (!token) await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(token).toMatch(/^[\w-]+$/)

      const log = logLines.join('')
      expect(log).toContain('mail written to the outbox')
      expect(log).not.toContain(token!)
      expect(log).not.toContain('verify-email?token=')
    } finally {
      await prod.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
