import { createServer, type Socket } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_MESSAGES } from '@domain/account.js'
import { ErrorBody, fieldOfError } from '@domain/errors.js'
import { selectRows } from '@server/db/client.js'
import { grids, profiles } from '@server/db/schema.js'
import { createAccount } from '@server/services/accounts.js'
import { buildTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp, type TestClient } from '../helpers/app.js'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const valid = { email: 'new@example.com', username: 'newbie', password: 'Secret#2024', repeatPassword: 'Secret#2024' }
const register = (body: Record<string, unknown>) => app.client().post('/api/account/register', body)
const messageOf = (res: { json: () => { error: { message: string } } }) => res.json().error.message

describe('sign-up validation, in the spec order', () => {
  it.each([
    ['passwords differ', { repeatPassword: 'Other#2024' }, ACCOUNT_MESSAGES.passwordsDoNotMatch],
    ['password short', { password: 'Ab#1', repeatPassword: 'Ab#1' }, ACCOUNT_MESSAGES.passwordTooShort],
    [
      'password without a digit',
      { password: 'Secret#pass', repeatPassword: 'Secret#pass' },
      ACCOUNT_MESSAGES.passwordNeedsNumberAndSpecial,
    ],
    [
      'password without a special',
      { password: 'Secret2024', repeatPassword: 'Secret2024' },
      ACCOUNT_MESSAGES.passwordNeedsNumberAndSpecial,
    ],
    ['email malformed', { email: 'not-an-email' }, ACCOUNT_MESSAGES.invalidEmail],
    ['username too short', { username: 'ab' }, ACCOUNT_MESSAGES.usernameLength],
    ['username of 16 characters', { username: 'a'.repeat(16) }, ACCOUNT_MESSAGES.usernameLength],
    ['username reserved', { username: 'login' }, ACCOUNT_MESSAGES.usernameNotAvailable],
    ['username starting with a digit', { username: '1abc' }, ACCOUNT_MESSAGES.usernameFormat],
    ['username with a dash', { username: 'ab-cd' }, ACCOUNT_MESSAGES.usernameFormat],
    ['username with unicode', { username: 'zoë_x' }, ACCOUNT_MESSAGES.usernameFormat],
  ])('refuses %s with the exact message', async (_case, change, message) => {
    const res = await register({ ...valid, ...change })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(messageOf(res)).toBe(message)
  })

  it.each([
    [{ repeatPassword: 'Other#2024' }, 'PASSWORDS_DO_NOT_MATCH', 'repeatPassword'],
    [{ password: 'Secret2024', repeatPassword: 'Secret2024' }, 'PASSWORD_TOO_WEAK', 'password'],
    [{ email: 'not-an-email' }, 'INVALID_EMAIL', 'email'],
    [{ username: 'login' }, 'USERNAME_NOT_AVAILABLE', 'username'],
    [{ username: 'ab-cd' }, 'USERNAME_FORMAT', 'username'],
  ])('answers %o with the code %s, about the field %s', async (change, code, field) => {
    const res = await register({ ...valid, ...change })
    expect(ErrorBody.parse(res.json()).error.code).toBe(code)
    expect(fieldOfError(code)).toBe(field)
  })

  it('reports the first broken rule when several are broken', async () => {
    const res = await register({ ...valid, password: 'short', repeatPassword: 'different', email: 'bad' })
    expect(messageOf(res)).toBe(ACCOUNT_MESSAGES.passwordsDoNotMatch)
  })

  it('checks availability before the username format, as the spec orders it', async () => {
    const res = await register({ ...valid, username: 'Terms' })
    expect(messageOf(res)).toBe(ACCOUNT_MESSAGES.usernameNotAvailable)
  })

  it('accepts usernames of exactly 3 and 15 characters', async () => {
    expect((await register({ ...valid, email: 'three@example.com', username: 'abc' })).statusCode).toBe(201)
    expect((await register({ ...valid, email: 'fifteen@example.com', username: 'a'.repeat(15) })).statusCode).toBe(201)
  })

  it('answers wrong types and missing fields with a 400, never a 5xx', async () => {
    for (const body of [{}, { email: 1, username: [], password: null }, 'text', [valid]]) {
      const res = await app
        .client()
        .request('POST', '/api/account/register', body as never, { 'content-type': 'application/json' })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toMatch(/^(BAD_REQUEST|VALIDATION_FAILED)$/)
    }
  })
})

describe('sign-up', () => {
  it('creates the user, a free profile and an active profile grid showing the username', async () => {
    const res = await register({ ...valid, email: 'Carol@Example.com', username: 'Carol' })
    expect(res.statusCode).toBe(201)
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.username, 'carol'))
    expect(profile?.plan).toBe('free')
    const [grid] = await app.db.select().from(grids).where(eq(grids.name, 'carol'))
    expect(grid?.active).toBe(true)
    expect(grid?.tiles[0]).toMatchObject({ type: 'introduction', data: { firstName: 'carol' } })
    // Published once the email is verified (ADR 0016), not before.
    expect((await app.inject({ method: 'GET', url: '/carol' })).statusCode).toBe(404)
    const link = new URL(await app.mailbox.linkFrom('carol@example.com', /Verify your email/))
    await app.client().get(link.pathname + link.search)
    expect((await app.inject({ method: 'GET', url: '/carol' })).statusCode).toBe(200)
  })

  it('sends a verification mail with a link to this app', async () => {
    await register({ ...valid, email: 'dave@example.com', username: 'dave' })
    const mail = await app.mailbox.waitForMail('dave@example.com', /Verify your email/)
    expect(mail.text).toContain('http://localhost:3000/api/account/verify-email?token=')
    expect(mail.html).toContain('Verify my email')
  })

  it('refuses an email that is already registered, in any case', async () => {
    await register({ ...valid, email: 'erin@example.com', username: 'erin' })
    const res = await register({ ...valid, email: 'ERIN@example.com', username: 'erin2' })
    expect(res.statusCode).toBe(409)
    expect(messageOf(res)).toBe(ACCOUNT_MESSAGES.emailInUse)
  })

  it('treats usernames case-insensitively', async () => {
    await register({ ...valid, email: 'frank@example.com', username: 'Frank' })
    const res = await register({ ...valid, email: 'frank2@example.com', username: 'FRANK' })
    expect(messageOf(res)).toBe(ACCOUNT_MESSAGES.usernameNotAvailable)
  })

  it('lets exactly one of two simultaneous sign-ups take a username', async () => {
    const results = await Promise.all([
      register({ ...valid, email: 'race1@example.com', username: 'racer' }),
      register({ ...valid, email: 'race2@example.com', username: 'racer' }),
    ])
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409])
    const [row] = await selectRows<{ count: number }>(
      app.db,
      sql`select count(*)::int as count from users where name = 'racer'`,
    )
    expect(row?.count).toBe(1)
  })
})

describe('name availability', () => {
  it('reports a free name as available', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/names/somebody/availability' })
    expect(res.json()).toEqual({ name: 'somebody', available: true })
  })

  it('reports reserved names, usernames and grid names as taken, in any case', async () => {
    await app.signUp('grace')
    for (const name of ['pricing', 'GRACE', 'grace']) {
      const res = await app.inject({ method: 'GET', url: `/api/names/${name}/availability` })
      expect(res.json().available).toBe(false)
    }
  })

  it('applies sign-up’s username rule for the landing page’s claim box, in sign-up’s words', async () => {
    const asUsername = async (name: string) =>
      (await app.inject({ method: 'GET', url: `/api/names/${name}/availability?as=username` })).json()
    expect(await asUsername('maya.rivers')).toEqual({
      name: 'maya.rivers',
      available: false,
      problem: ACCOUNT_MESSAGES.usernameFormat,
    })
    // A grid name may hold a dash; a username may not.
    expect((await app.inject({ method: 'GET', url: '/api/names/maya-rivers/availability' })).json().available).toBe(
      true,
    )
    expect((await asUsername('maya-rivers')).problem).toBe(ACCOUNT_MESSAGES.usernameFormat)
    expect((await asUsername('ma')).problem).toBe(ACCOUNT_MESSAGES.usernameLength)
    expect((await asUsername('1maya')).problem).toBe(ACCOUNT_MESSAGES.usernameFormat)
    expect(await asUsername('grace')).toEqual({
      name: 'grace',
      available: false,
      problem: ACCOUNT_MESSAGES.usernameNotAvailable,
    })
    expect(await asUsername('Maya_Rivers')).toEqual({ name: 'maya_rivers', available: true })
    const refused = await app.client().post('/api/account/register', {
      email: 'maya@example.com',
      username: 'maya.rivers',
      password: 'Maya#2024pass',
      repeatPassword: 'Maya#2024pass',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.message).toBe(ACCOUNT_MESSAGES.usernameFormat)
    expect((await app.inject({ method: 'GET', url: '/api/names/x/availability?as=email' })).statusCode).toBe(400)
  })
})

describe('the verification link', () => {
  const linkFor = async (email: string) => {
    const link = new URL(await app.mailbox.linkFrom(email, /Verify your email/))
    return link.pathname + link.search
  }
  const me = async (client: TestClient) => (await client.get('/api/account/me')).json() as { username?: string }
  const signUpElsewhere = async (email: string, username: string) => {
    await register({ ...valid, email, username })
    return linkFor(email)
  }
  const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!

  it('signs in the browser that signed up, and publishes the page at once', async () => {
    const browser = app.client()
    expect(
      (await browser.post('/api/account/register', { ...valid, email: 'vera@example.com', username: 'vera' }))
        .statusCode,
    ).toBe(201)
    const res = await browser.get(await linkFor('vera@example.com'))
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/home')
    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(await me(browser)).toMatchObject({ email: 'vera@example.com', username: 'vera', emailVerified: true })
    expect((await app.inject({ method: 'GET', url: '/vera' })).statusCode).toBe(200)
  })

  it('in any other browser verifies the address and signs in nobody: the sign-in screen offers its button', async () => {
    const link = await signUpElsewhere('olga@example.com', 'olga')
    const other = app.client()
    const res = await other.get(link)
    expect(res.headers.location).toBe(
      `/login?${new URLSearchParams({ verified: 'true', token: tokenOf(link), email: 'olga@example.com' })}`,
    )
    expect(res.headers['set-cookie']).toBeUndefined()
    expect((await other.get('/api/account/me')).statusCode).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/olga' })).statusCode).toBe(200)

    const button = await other.post('/api/account/verification-sign-in', { token: tokenOf(link) })
    expect(button.statusCode).toBe(200)
    expect(button.json()).toMatchObject({ username: 'olga', emailVerified: true })
    expect(await me(other)).toMatchObject({ username: 'olga' })
    // One sign-in per link: a second browser, or the link again, gets the sign-in form.
    const again = await app.client().post('/api/account/verification-sign-in', { token: tokenOf(link) })
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toEqual({ code: 'LINK_SPENT', message: ACCOUNT_MESSAGES.verificationLinkSpent })
    expect((await app.client().get(link)).headers.location).toBe('/login?verified=true&email=olga%40example.com')
  })

  it('never replaces the session of a browser signed in as someone else', async () => {
    const victim = await app.signUp('victor')
    const link = await signUpElsewhere('mallory@example.com', 'mallory')
    const res = await victim.get(link, { 'sec-fetch-site': 'cross-site' })
    expect(res.headers.location).toBe('/login?verified=true&email=mallory%40example.com')
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(await me(victim)).toMatchObject({ username: 'victor' })
    const button = await victim.post('/api/account/verification-sign-in', { token: tokenOf(link) })
    expect(button.statusCode).toBe(409)
    expect(button.json().error.message).toBe(ACCOUNT_MESSAGES.signedInAsSomeoneElse)
    expect(await me(victim)).toMatchObject({ username: 'victor' })
  })

  it('signs in by the button only from this site', async () => {
    const link = await signUpElsewhere('celia@example.com', 'celia')
    const forger = app.client()
    await forger.get(link)
    const res = await forger.post(
      '/api/account/verification-sign-in',
      { token: tokenOf(link) },
      { origin: 'https://attacker.example' },
    )
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('CROSS_SITE_REQUEST')
    expect((await forger.get('/api/account/me')).statusCode).toBe(401)
  })

  it.each<Record<string, string>>([
    { 'sec-purpose': 'prefetch' },
    { purpose: 'prefetch' },
    { 'sec-purpose': 'prefetch;prerender' },
  ])(
    'verifies nothing and signs in nobody for a prefetch (%o), even in the browser that signed up',
    async (prefetch) => {
      const username = `pre${Math.random().toString(36).slice(2, 8)}`
      const email = `${username}@example.com`
      const browser = app.client()
      await browser.post('/api/account/register', { ...valid, email, username })
      const link = await linkFor(email)
      const res = await browser.get(link, prefetch)
      expect(res.statusCode).toBe(503)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['set-cookie']).toBeUndefined()
      expect((await browser.get('/api/account/me')).statusCode).toBe(401)
      expect((await app.inject({ method: 'GET', url: `/${username}` })).statusCode).toBe(404)
      // The real click still does everything.
      expect((await browser.get(link)).headers.location).toBe('/home')
    },
  )

  it('keeps a return path on this site, and drops one to another', async () => {
    const browser = app.client()
    await browser.post('/api/account/register', { ...valid, email: 'nadia@example.com', username: 'nadia' })
    const link = await linkFor('nadia@example.com')
    expect((await browser.get(`${link}&next=${encodeURIComponent('/demo?tab=1')}`)).headers.location).toBe(
      '/demo?tab=1',
    )
    const elsewhere = await app.client().get(`${link}&next=${encodeURIComponent('//evil.example/x')}`)
    expect(elsewhere.headers.location).toBe('/login?verified=true&email=nadia%40example.com')
    const kept = await app.client().get(`${link}&next=${encodeURIComponent('/demo')}`)
    expect(kept.headers.location).toBe('/login?verified=true&email=nadia%40example.com&next=%2Fdemo')
  })

  it('once used, signs no one in and sends to the sign-in form with the address', async () => {
    await register({ ...valid, email: 'walt@example.com', username: 'walt' })
    const link = await linkFor('walt@example.com')
    await app.client().post('/api/account/verification-sign-in', { token: tokenOf(link) })
    const again = app.client()
    const res = await again.get(link)
    expect(res.headers.location).toBe('/login?verified=true&email=walt%40example.com')
    expect(res.headers['set-cookie']).toBeUndefined()
    expect((await again.get('/api/account/me')).statusCode).toBe(401)
  })

  it('refuses a forged link, keeping its address for the sign-in form', async () => {
    await register({ ...valid, email: 'xena@example.com', username: 'xena' })
    const link = await linkFor('xena@example.com')
    const res = await app.client().get(`${link.slice(0, -4)}AAAA`)
    expect(res.headers.location).toBe('/login?verification=failed&email=xena%40example.com')
    expect(res.headers['set-cookie']).toBeUndefined()
    expect((await app.inject({ method: 'GET', url: '/xena' })).statusCode).toBe(404)
    const button = await app
      .client()
      .post('/api/account/verification-sign-in', { token: `${tokenOf(link).slice(0, -4)}AAAA` })
    expect(button.statusCode).toBe(400)
  })

  it('refuses a link that is no token at all', async () => {
    const res = await app.client().get('/api/account/verify-email?token=nonsense')
    expect(res.headers.location).toBe('/login?verification=failed')
  })
})

describe('sign-in', () => {
  it('signs a verified user in and returns who they are', async () => {
    const heidi = await app.signUp('heidi')
    const me = await heidi.get('/api/account/me')
    expect(me.json()).toEqual({
      id: heidi.id,
      email: 'heidi@example.com',
      username: 'heidi',
      plan: 'free',
      emailVerified: true,
      locale: 'en',
    })
  })

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    await app.signUp('ivan')
    const res = await app.client().post('/api/account/login', { email: 'ivan@example.com', password: TEST_PASSWORD })
    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('gives the same answer for a wrong password and an unknown email', async () => {
    await app.signUp('judy')
    const wrong = await app.client().post('/api/account/login', { email: 'judy@example.com', password: 'Wrong#2024' })
    const unknown = await app
      .client()
      .post('/api/account/login', { email: 'nobody@example.com', password: 'Wrong#2024' })
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(messageOf(res)).toBe('Invalid email or password')
    }
  })

  it('refuses an unverified account with a clear message', async () => {
    await register({ ...valid, email: 'kim@example.com', username: 'kim' })
    const res = await app.client().post('/api/account/login', { email: 'kim@example.com', password: valid.password })
    expect(res.statusCode).toBe(403)
    expect(messageOf(res)).toBe(ACCOUNT_MESSAGES.emailNotVerified)
  })

  it('resends the verification mail on request without revealing whether the address exists', async () => {
    await register({ ...valid, email: 'leo@example.com', username: 'leo' })
    const before = app.mailbox.received.length
    const known = await app.client().post('/api/account/resend-verification', { email: 'leo@example.com' })
    const unknown = await app.client().post('/api/account/resend-verification', { email: 'nobody@example.com' })
    expect(known.statusCode).toBe(202)
    expect(unknown.statusCode).toBe(202)
    expect(unknown.json()).toEqual(known.json())
    // The mail leaves after the answer.
    await vi.waitFor(() => expect(app.mailbox.received.length).toBe(before + 1), { timeout: 10_000 })
    expect(app.mailbox.received.at(-1)!.to).toContain('leo@example.com')
  })

  it('refuses a suspended account', async () => {
    const mia = await app.signUp('mia')
    await app.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, mia.id))
    const res = await app.client().post('/api/account/login', { email: 'mia@example.com', password: TEST_PASSWORD })
    expect(res.statusCode).toBe(403)
    expect(messageOf(res)).toBe(ACCOUNT_MESSAGES.suspended)
  })
})

describe('sessions', () => {
  it('requires a session for the account routes', async () => {
    const res = await app.client().get('/api/account/me')
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHORIZED')
  })

  it('ends the session on the server at sign-out', async () => {
    const nina = await app.signUp('nina')
    const stolenCookie = nina.cookie
    expect((await nina.post('/api/account/logout')).statusCode).toBe(204)
    const replay = await app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: stolenCookie } })
    expect(replay.statusCode).toBe(401)
  })

  it('refuses a state-changing request from another site', async () => {
    const oscar = await app.signUp('oscar')
    const res = await oscar.request('POST', '/api/account/logout', {}, { origin: 'https://evil.example' })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('CROSS_SITE_REQUEST')
    expect((await oscar.get('/api/account/me')).statusCode).toBe(200)
  })
})

describe('a form sent from another address of this server', () => {
  let logged: TestApp
  const log: string[] = []
  beforeAll(async () => {
    const stream = { write: (line: string) => void log.push(line) }
    logged = await buildTestApp({}, { logger: { level: 'warn', stream } })
  })
  afterAll(() => logged?.close())

  it('is refused, and the operator is told once which address the site is configured at', async () => {
    const send = () =>
      logged
        .client()
        .request(
          'POST',
          '/api/account/login',
          { email: 'ola@example.com', password: TEST_PASSWORD },
          { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
        )
    for (const res of [await send(), await send()]) {
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toBe('Cross-site requests are not allowed.')
    }
    const told = log.filter((line) => line.includes('refusing forms sent from http://127.0.0.1:3000'))
    expect(told).toHaveLength(1)
    expect(told[0]).toContain("the site's address is http://localhost:3000 (BASE_URL)")
  })

  it('from another site is refused without a word to the operator', async () => {
    const res = await logged
      .client()
      .request('POST', '/api/account/logout', {}, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(res.statusCode).toBe(403)
    expect(log.some((line) => line.includes('evil.example'))).toBe(false)
  })
})

describe('password reset', () => {
  async function resetToken(email: string) {
    await app.client().post('/api/account/forgot-password', { email })
    const link = new URL(await app.mailbox.linkFrom(email, /Reset your Tessera password/))
    expect(link.pathname).toBe('/reset-password')
    return link.searchParams.get('token')!
  }

  it('answers the same for known and unknown addresses', async () => {
    await app.signUp('pam')
    const known = await app.client().post('/api/account/forgot-password', { email: 'pam@example.com' })
    const unknown = await app.client().post('/api/account/forgot-password', { email: 'nobody@example.com' })
    expect(known.statusCode).toBe(202)
    expect(unknown.json()).toEqual(known.json())
  })

  it('sets a new password with a single-use link and ends the other sessions', async () => {
    const quinn = await app.signUp('quinn')
    const token = await resetToken('quinn@example.com')
    const reset = await app.client().post('/api/account/reset-password', { token, password: 'Newpass#2024' })
    expect(reset.statusCode).toBe(204)
    expect((await quinn.get('/api/account/me')).statusCode).toBe(401)
    const again = await app.client().post('/api/account/reset-password', { token, password: 'Other#20245' })
    expect(again.statusCode).toBe(400)
    const login = await app
      .client()
      .post('/api/account/login', { email: 'quinn@example.com', password: 'Newpass#2024' })
    expect(login.statusCode).toBe(200)
  })

  it('applies the password rules to the new password', async () => {
    await app.signUp('rita')
    const token = await resetToken('rita@example.com')
    const res = await app.client().post('/api/account/reset-password', { token, password: 'weakpassword' })
    expect(messageOf(res)).toBe(ACCOUNT_MESSAGES.passwordNeedsNumberAndSpecial)
  })

  it('refuses a made-up token', async () => {
    const res = await app.client().post('/api/account/reset-password', { token: 'made-up', password: 'Newpass#2024' })
    expect(res.statusCode).toBe(400)
  })
})

describe('account settings', () => {
  it('changes the password only with the current one', async () => {
    const sam = await app.signUp('sam')
    const wrong = await sam.post('/api/account/change-password', {
      currentPassword: 'Nope#2024',
      newPassword: 'Brandnew#2024',
    })
    expect(wrong.statusCode).toBe(400)
    const right = await sam.post('/api/account/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Brandnew#2024',
    })
    expect(right.statusCode).toBe(204)
    const login = await app.client().post('/api/account/login', { email: 'sam@example.com', password: 'Brandnew#2024' })
    expect(login.statusCode).toBe(200)
  })

  it('exports the profile and grids as one JSON download', async () => {
    const tina = await app.signUp('tina')
    const res = await tina.get('/api/account/export')
    expect(res.headers['content-disposition']).toContain('attachment')
    expect(res.json()).toMatchObject({ profile: { username: 'tina' }, grids: [{ name: 'tina' }], messagesReceived: [] })
  })

  it('links each grid of the export to its static website and its Tessera file', async () => {
    const tina = await app.signUp('tina2')
    const [grid] = (await tina.get('/api/account/export')).json().grids
    expect(grid.downloads).toEqual({
      website: `${TEST_ORIGIN}/api/grids/tina2/export/site.zip`,
      tesseraFile: `${TEST_ORIGIN}/api/grids/tina2/export/tessera.json`,
    })
  })

  it('deletes the account only with the current password, and keeps it after a wrong one', async () => {
    const vic = await app.signUp('vic')
    for (const body of [{ confirmUsername: 'vic' }, { confirmUsername: 'vic', currentPassword: 'Wrong#2024' }]) {
      const res = await vic.delete('/api/account', body)
      expect(res.statusCode).toBe(400)
    }
    const wrong = await vic.delete('/api/account', { confirmUsername: 'vic', currentPassword: 'Wrong#2024' })
    expect(wrong.json().error).toEqual({ code: 'INVALID_PASSWORD', message: 'Your current password is not correct.' })
    expect((await vic.get('/api/account/me')).statusCode).toBe(200)
    const login = await app.client().post('/api/account/login', { email: 'vic@example.com', password: TEST_PASSWORD })
    expect(login.statusCode).toBe(200)
  })

  it('deletes the account only when the username is typed, and frees the name', async () => {
    const uma = await app.signUp('uma')
    const wrongName = await uma.delete('/api/account', { confirmUsername: 'umax', currentPassword: TEST_PASSWORD })
    expect(wrongName.statusCode).toBe(400)
    expect(
      (await uma.delete('/api/account', { confirmUsername: 'UMA', currentPassword: TEST_PASSWORD })).statusCode,
    ).toBe(204)
    expect((await uma.get('/api/account/me')).statusCode).toBe(401)
    const [row] = await selectRows<{ count: number }>(
      app.db,
      sql`select (select count(*) from users where email = 'uma@example.com') + (select count(*) from grids where name = 'uma') + (select count(*) from sessions s join users u on u.id = s.user_id where u.email = 'uma@example.com') as count`,
    )
    expect(Number(row?.count)).toBe(0)
    const availability = await app.inject({ method: 'GET', url: '/api/names/uma/availability' })
    expect(availability.json().available).toBe(true)
  })
})

describe('abuse limits', () => {
  const guess = (client: TestClient, email: string, i: number) =>
    client.post('/api/account/login', { email, password: `Guess#${i}xx` })

  it('locks one address out of one account after 10 sign-in attempts', async () => {
    const guesser = app.client()
    const attempts = []
    for (let i = 0; i < 11; i++) attempts.push(await guess(guesser, 'victim@example.com', i))
    expect(attempts.slice(0, 10).every((res) => res.statusCode === 401)).toBe(true)
    expect(attempts[10]!.statusCode).toBe(429)
    expect(attempts[10]!.json().error.code).toBe('TOO_MANY_REQUESTS')
  })

  it('does not lock the owner out when someone else guesses, but slows the attempts down', async () => {
    const owner = await app.signUp('lockedout')
    const guesser = app.client()
    for (let i = 0; i < 11; i++) await guess(guesser, owner.email, i)
    const started = Date.now()
    const res = await app.client().post('/api/account/login', { email: owner.email, password: TEST_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })

  it('says "Email is already in use" 3 times an hour to one address, then refuses its sign-ups', async () => {
    const taken = ['taken1@example.com', 'taken2@example.com', 'taken3@example.com']
    for (const [i, email] of taken.entries()) {
      expect((await register({ ...valid, email, username: `taken${i}` })).statusCode).toBe(201)
    }
    const prober = app.client()
    let probes = 0
    const probe = (email: string) =>
      prober.post('/api/account/register', { ...valid, email, username: `prober${++probes}` })
    const inUse = []
    for (const email of taken) inUse.push(await probe(email))
    expect(inUse.map((res) => res.statusCode)).toEqual([409, 409, 409])
    expect(messageOf(inUse[0]!)).toBe(ACCOUNT_MESSAGES.emailInUse)
    expect((await probe('taken1@example.com')).statusCode).toBe(429)
    expect((await probe('brand-new@example.com')).statusCode).toBe(429)
  })
})

describe('mail sent after answering', () => {
  // An SMTP server that accepts connections and never speaks: sending would wait for it.
  const stalled = new Set<Socket>()
  const server = createServer((socket) => stalled.add(socket))
  let quiet: TestApp

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    quiet = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })
    await createAccount(quiet.db, quiet.auth, {
      email: 'known@example.com',
      username: 'known',
      password: TEST_PASSWORD,
      verified: true,
    })
    await createAccount(quiet.db, quiet.auth, {
      email: 'fresh@example.com',
      username: 'fresh',
      password: TEST_PASSWORD,
    })
  }, 120_000)
  afterAll(async () => {
    for (const socket of stalled) socket.destroy()
    server.close()
    await quiet.close()
  })

  it('answers a password reset request for a known address without waiting for the mail', async () => {
    const started = Date.now()
    const known = await quiet.client().post('/api/account/forgot-password', { email: 'known@example.com' })
    expect(known.statusCode).toBe(202)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('answers a verification resend for a known address without waiting for the mail', async () => {
    const started = Date.now()
    const known = await quiet.client().post('/api/account/resend-verification', { email: 'fresh@example.com' })
    expect(known.statusCode).toBe(202)
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
