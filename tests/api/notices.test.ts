import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NOTICE_TEXTS, type NoticeState } from '@domain/notices.js'
import { TEXT_MESSAGES } from '@domain/text.js'
import { LINK_URL_MESSAGES } from '@domain/urls.js'
import { grids } from '@server/db/schema.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { introTile } from '../helpers/tiles.js'

// A grid's notice for visitors (ADR 0031): the owner's API, and the page that shows it.

const HOUR = 60 * 60 * 1000
const intro = introTile('Nina')

let app: TestApp
let owner: SignedUpUser
let other: SignedUpUser
/** How far the app's clock is ahead of the real one. */
let ahead = 0

const NOTICE_URL = '/api/grids/owner/notice'
const visit = (headers: Record<string, string> = {}) => app.client().get('/owner', headers)
const bannerOf = (html: string) => /<aside class="notice"[\s\S]*?<\/aside>/.exec(html)?.[0]

beforeAll(async () => {
  app = await buildTestApp({}, { now: () => Date.now() + ahead })
  owner = await app.signUp('owner')
  other = await app.signUp('other')
  await app.db
    .update(grids)
    .set({ tiles: [intro], mobileTiles: [intro], active: true })
    .where(eq(grids.name, 'owner'))
})
afterAll(() => app.close())
beforeEach(async () => {
  ahead = 0
  await owner.delete(NOTICE_URL)
})

describe('the owner’s notice', () => {
  it('is saved normalised, read back, and shown escaped at the top of the page with a safe link', async () => {
    const saved = await owner.put(NOTICE_URL, {
      text: '  <script>alert("hi")</script> & 20 % off\nthis week  ',
      link: 'shop.example.com/sale',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const { notice } = saved.json() as NoticeState
    expect(notice).toEqual({
      text: '<script>alert("hi")</script> & 20 % off\nthis week',
      link: 'https://shop.example.com/sale',
      startsAt: null,
      endsAt: null,
      version: expect.any(String),
    })
    expect((await owner.get(NOTICE_URL)).json()).toEqual({ notice })

    const page = await visit()
    expect(page.statusCode).toBe(200)
    expect(page.headers['set-cookie']).toBeUndefined()
    expect(page.body).not.toContain('<script>alert')
    const banner = bannerOf(page.body)!
    expect(banner).toContain('aria-label="Notice"')
    expect(banner).toContain('data-dismissal-key="tessera-notice:owner"')
    expect(banner).toContain(`data-version="${notice!.version}"`)
    expect(banner).toContain('data-close="Close notice"')
    expect(banner).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; 20 % off\nthis week')
    expect(banner).toContain(
      '<a class="notice-link" href="https://shop.example.com/sale" target="_blank" rel="noopener noreferrer">shop.example.com',
    )
    // The banner comes first in the body, and the page's script (the pop-up) comes with it.
    expect(page.body.indexOf('<aside class="notice"')).toBeLessThan(page.body.indexOf('<main'))
    expect(page.body).toMatch(/<script src="\/scripts\/message-flow\.[0-9a-f]{12}\.js" defer="">/)
  })

  it('is not shown, nor its script or styles sent, when there is none', async () => {
    const page = await visit()
    expect(bannerOf(page.body)).toBeUndefined()
    expect(page.body).not.toContain('<script')
    expect(page.body).not.toContain('.notice-popup')
    expect((await owner.get(NOTICE_URL)).json()).toEqual({ notice: null })
  })

  it('gets a new version with every save, and leaves the editor’s content version alone', async () => {
    const contentVersion = async () => (await owner.get('/api/grids/owner/content')).json().version as number
    const before = await contentVersion()
    const first = ((await owner.put(NOTICE_URL, { text: 'Closed on Monday' })).json() as NoticeState).notice!
    const second = ((await owner.put(NOTICE_URL, { text: 'Closed on Tuesday' })).json() as NoticeState).notice!
    expect(second.version).not.toBe(first.version)
    expect(await contentVersion()).toBe(before)
  })

  it.each([
    [{ text: '   ' }, NOTICE_TEXTS.textRequired],
    [{ text: 'n'.repeat(281) }, NOTICE_TEXTS.textTooLong],
    [{ text: 'Ring \u0007 the bell' }, TEXT_MESSAGES.controlCharacters],
    [{ text: 'Sale', link: 'javascript:alert(1)' }, LINK_URL_MESSAGES.UNSUPPORTED_SCHEME],
    [{ text: 'Sale', link: 'mailto:shop@example.com' }, NOTICE_TEXTS.webLinkOnly],
    [{ text: 'Sale', link: 'https://user:pw@example.com' }, LINK_URL_MESSAGES.INVALID],
    [{ text: 'Sale', startsAt: 'tomorrow' }, NOTICE_TEXTS.invalidStart],
    [{ text: 'Sale', endsAt: '2026-13-01T00:00:00Z' }, NOTICE_TEXTS.invalidEnd],
    // Postgres has no year 0 and no year 10000: both once answered 500.
    [{ text: 'Sale', startsAt: '0000-01-01T00:00:00Z' }, NOTICE_TEXTS.invalidStart],
    [{ text: 'Sale', startsAt: '1969-12-31T23:59:59Z' }, NOTICE_TEXTS.invalidStart],
    [{ text: 'Sale', endsAt: '9999-12-31T23:00:00-05:00' }, NOTICE_TEXTS.invalidEnd],
    [
      { text: 'Sale', startsAt: '2026-12-02T10:00:00Z', endsAt: '2026-12-02T10:00:00+01:00' },
      NOTICE_TEXTS.endBeforeStart,
    ],
  ])('refuses %j with 400 and the text about the field', async (body, message) => {
    const res = await owner.put(NOTICE_URL, body)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message } })
    expect((await owner.get(NOTICE_URL)).json()).toEqual({ notice: null })
  })

  it('belongs to the grid’s owner: anyone else gets 404, a signed-out visitor 401', async () => {
    await owner.put(NOTICE_URL, { text: 'Mine' })
    expect((await other.get(NOTICE_URL)).statusCode).toBe(404)
    expect((await other.put(NOTICE_URL, { text: 'Now mine' })).json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Grid not found' },
    })
    expect((await other.delete(NOTICE_URL)).statusCode).toBe(404)
    expect((await owner.put('/api/grids/nobody-here/notice', { text: 'Hi' })).statusCode).toBe(404)
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect(
        (await app.client().request(method, NOTICE_URL, method === 'PUT' ? { text: 'x' } : undefined)).statusCode,
      ).toBe(401)
    }
    expect((await owner.get(NOTICE_URL)).json().notice.text).toBe('Mine')
  })

  it('is in the OpenAPI document', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths
    expect(Object.keys(paths['/api/grids/{name}/notice'])).toEqual(['get', 'put', 'delete'])
  })
})

describe('the page’s cache and the notice', () => {
  it('drops the cached page at once when the notice is saved, changed or removed', async () => {
    const before = await visit()
    expect((await visit({ 'if-none-match': before.headers.etag as string })).statusCode).toBe(304)

    await owner.put(NOTICE_URL, { text: 'Doors open at nine' })
    const shown = await visit({ 'if-none-match': before.headers.etag as string })
    expect(shown.statusCode).toBe(200)
    expect(bannerOf(shown.body)).toContain('Doors open at nine')

    await owner.put(NOTICE_URL, { text: 'Doors open at ten' })
    expect(bannerOf((await visit()).body)).toContain('Doors open at ten')

    await owner.delete(NOTICE_URL)
    expect(bannerOf((await visit()).body)).toBeUndefined()
  })

  it('shows a scheduled notice only inside its window, though the page was cached before it', async () => {
    const start = Date.now() + HOUR
    const end = start + HOUR
    await owner.put(NOTICE_URL, {
      text: 'Live now!',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(end).toISOString(),
    })
    const early = await visit()
    expect(bannerOf(early.body)).toBeUndefined()
    expect(bannerOf((await visit()).body)).toBeUndefined()

    ahead = HOUR + 1000
    const during = await visit({ 'if-none-match': early.headers.etag as string })
    expect(during.statusCode).toBe(200)
    expect(bannerOf(during.body)).toContain('Live now!')
    // The start is the page's last change: a copy from before it is not "not modified".
    expect(during.headers['last-modified']).toBe(new Date(start).toUTCString())
    expect((await visit({ 'if-modified-since': early.headers['last-modified'] as string })).statusCode).toBe(200)
    expect(bannerOf((await visit()).body)).toContain('Live now!')

    ahead = 2 * HOUR + 1000
    const after = await visit({ 'if-none-match': during.headers.etag as string })
    expect(after.statusCode).toBe(200)
    expect(bannerOf(after.body)).toBeUndefined()
    expect(after.headers['last-modified']).toBe(new Date(end).toUTCString())
  })

  it('shows a notice without a start until its end, and one without an end from its start on', async () => {
    await owner.put(NOTICE_URL, { text: 'Until tonight', endsAt: new Date(Date.now() + HOUR).toISOString() })
    expect(bannerOf((await visit()).body)).toContain('Until tonight')
    ahead = HOUR + 1000
    expect(bannerOf((await visit()).body)).toBeUndefined()

    ahead = 0
    await owner.put(NOTICE_URL, { text: 'From tomorrow on', startsAt: new Date(Date.now() + HOUR).toISOString() })
    expect(bannerOf((await visit()).body)).toBeUndefined()
    ahead = 100 * HOUR
    expect(bannerOf((await visit()).body)).toContain('From tomorrow on')
  })
})
