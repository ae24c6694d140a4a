import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { insertUserWithGrid } from '../helpers/seed.js'

let app: TestApp
const logged: { msg: string; url?: string }[] = []
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as { msg: string; url?: string })
      done()
    },
  })
  app = await buildTestApp({}, { logger: { level: 'debug', stream } })
  await insertUserWithGrid(app.db, { username: 'alice', active: true })
})
afterAll(() => app.close())

/** A session cookie sends every request the long way, through the routes (ADR 0014). */
const THROUGH_THE_ROUTES = { cookie: 'better-auth.session_token=not-a-session' }
const answeredFromMemory = (url: string) =>
  logged.some((line) => line.msg === 'answered from memory' && line.url === url)
/** What may differ between two answers of the same document. */
const withoutPerRequest = (headers: Record<string, unknown>) => {
  const { 'x-request-id': _id, date: _date, ...rest } = headers
  return rest
}

describe('the public pages fast path', () => {
  it.each(['/wp-login.php', '/.env', '/favicon.ico', '/ab', '/a-name-far-too-long-for-a-page', '/wp-login.php/'])(
    'answers %s, which can name no page, with the 404 page the routes send, from memory',
    async (url) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const routed = await app.inject({ url, headers: { ...THROUGH_THE_ROUTES, 'accept-encoding': encoding } })
        const fast = await app.inject({ url, headers: { 'accept-encoding': encoding } })
        expect(fast.statusCode).toBe(404)
        expect(fast.rawPayload.equals(routed.rawPayload)).toBe(true)
        expect(withoutPerRequest(fast.headers)).toEqual(withoutPerRequest(routed.headers))
        expect(fast.headers['x-request-id']).toBeTruthy()
      }
      expect(answeredFromMemory(url)).toBe(true)
    },
  )

  it('answers a 304 to no 404 page, whatever the validators', async () => {
    const first = await app.inject({ url: '/index.php' })
    const again = await app.inject({ url: '/index.php', headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(404)
    expect(again.body).toContain('This page is not here')
  })

  it('leaves an escaped address to the router, which decodes it to a page', async () => {
    const res = await app.inject({ url: '/%61lice' })
    expect(res.statusCode).toBe(200)
    expect(answeredFromMemory('/%61lice')).toBe(false)
  })

  it("leaves the app's own one-segment routes to them", async () => {
    const res = await app.inject({ url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
  })
})

describe('the visitor’s language on the fast path (ADR 0068)', () => {
  const POLISH = { 'accept-language': 'pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7' }
  const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' }

  it.each([
    ['/', POLISH],
    ['/', ENGLISH],
    ['/wp-login.php', POLISH],
    ['/wp-login.php', ENGLISH],
    ['/nobody-here', { ...ENGLISH, cookie: 'lang=pl' }],
  ])('answers %s with %j as the routes do, from memory', async (url, headers: Record<string, string>) => {
    await app.inject({ url, headers }) // the routes render and remember the landing page
    for (const encoding of ['br', 'gzip', 'identity']) {
      const routed = await app.inject({
        url,
        headers: { ...headers, ...THROUGH_THE_ROUTES, 'accept-encoding': encoding },
      })
      const cookie = [headers.cookie, THROUGH_THE_ROUTES.cookie].filter(Boolean).join('; ')
      const routedWithCookie = await app.inject({ url, headers: { ...headers, cookie, 'accept-encoding': encoding } })
      const fast = await app.inject({ url, headers: { ...headers, 'accept-encoding': encoding } })
      expect(fast.rawPayload.equals(routedWithCookie.rawPayload)).toBe(true)
      expect(withoutPerRequest(fast.headers)).toEqual(withoutPerRequest(routedWithCookie.headers))
      if (!('cookie' in headers)) expect(fast.rawPayload.equals(routed.rawPayload)).toBe(true)
    }
    expect(answeredFromMemory(url)).toBe(true)
  })

  it('leaves a ?lang= link to the routes, which set the cookie', async () => {
    for (const url of ['/?lang=pl', '/wp-login.php?lang=pl']) {
      const res = await app.inject({ url, headers: ENGLISH })
      expect(res.headers['set-cookie']).toBe('lang=pl; Path=/; Max-Age=31536000; SameSite=Lax')
      expect(res.body).toMatch(/^<!doctype html><html lang="pl">/)
      expect(answeredFromMemory(url)).toBe(false)
    }
  })
})
