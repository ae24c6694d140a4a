import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import type { StoredTile } from '@domain/grid.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import { VISIBILITY_TEXTS } from '@domain/tile-visibility.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { askTile, introTile, qaTile } from '../helpers/tiles.js'

// Hidden, scheduled and sensitive tiles (ADR 0059): what visitors get on every surface, and the owner's saves.

const link = (id: string, x: number, label: string, url: string, more: Partial<StoredTile> = {}): StoredTile => ({
  id,
  type: 'link',
  x,
  y: 3,
  width: 1,
  height: 1,
  color: 'tile-solid-slate',
  data: { links: [{ url, icon: 'Other' }], label },
  ...more,
})

let app: TestApp
let pro: SignedUpUser
let free: SignedUpUser
/** How far the app's clock is ahead of the real one. */
let ahead = 0

const load = async (user: SignedUpUser, name: string) =>
  (await user.get(`/api/grids/${name}/content`)).json() as GridContent

async function publish(
  user: SignedUpUser,
  name: string,
  tiles: StoredTile[],
  settings: Partial<GridContent['settings']> = {},
) {
  const current = await load(user, name)
  return user.put(`/api/grids/${name}/content`, {
    version: current.version,
    tiles,
    mobileTiles: [],
    settings: { ...current.settings, ...settings },
    theme: current.theme,
  })
}

const visit = (name: string, headers: Record<string, string> = {}) => app.client().get(`/${name}`, headers)

beforeAll(async () => {
  app = await buildTestApp({}, { now: () => Date.now() + ahead })
  pro = await app.signUp('pia', { plan: 'pro' })
  free = await app.signUp('fay')
})
afterAll(() => app.close())

describe('a hidden tile', () => {
  it('stays with the owner and is absent for visitors: page, plain form, answers page, messages', async () => {
    const tiles = [
      introTile('Pia'),
      { ...askTile, hidden: true },
      { ...qaTile, hidden: true },
      link('secret', 4, 'Secret shop', 'https://example.com/secret-shop', { hidden: true }),
      link('open', 5, 'Open shop', 'https://example.com/open-shop'),
    ]
    const saved = await publish(pro, 'pia', tiles)
    expect(saved.statusCode, saved.body).toBe(200)
    expect((saved.json() as GridContent).tiles.find((tile) => tile.id === 'secret')?.hidden).toBe(true)

    const page = await visit('pia')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('example.com/open-shop')
    expect(page.body).not.toContain('secret-shop')
    expect(page.body).not.toContain('Secret shop')
    expect(page.body).not.toContain('Write to me')

    const sent = await app
      .client()
      .post('/api/grids/pia/messages', { tileId: 'ask', message: 'Hello there', anonymous: true })
    expect(sent.statusCode).toBe(404)
    const plain = await app.inject({
      method: 'POST',
      url: '/pia/messages',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: 'tileId=ask&message=Hello+there&anonymous=on',
    })
    expect(plain.body).not.toContain('secret-shop')
    expect((await app.client().get('/pia/answers')).statusCode).toBe(404)
  })
})

describe('a schedule', () => {
  it('turns a time of the owner’s zone into the instant it names (23:00 in Warsaw in winter is 22:00 UTC)', async () => {
    const saved = await publish(pro, 'pia', [
      introTile('Pia'),
      link('sale', 5, 'Sale', 'https://example.com/sale', {
        schedule: { timeZone: 'Europe/Warsaw', start: '2030-01-10T08:00', end: '2030-01-15T23:00' },
      }),
    ])
    expect(saved.statusCode, saved.body).toBe(200)
    expect((saved.json() as GridContent).tiles[1]!.schedule).toEqual({
      timeZone: 'Europe/Warsaw',
      start: '2030-01-10T08:00',
      end: '2030-01-15T23:00',
      startsAt: '2030-01-10T07:00:00.000Z',
      endsAt: '2030-01-15T22:00:00.000Z',
    })
  })

  it('flips the cached page at its boundary with no write in between, validators included', async () => {
    const now = Date.now()
    const warsaw = (date: Date) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Europe/Warsaw',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .format(date)
        .replace(' ', 'T')
    // Whole minutes: the boundary is the next minute after now, and the end the one after.
    const start = new Date(Math.ceil((now + 1000) / 60_000) * 60_000)
    const end = new Date(start.getTime() + 60_000)
    ahead = 0
    const saved = await publish(pro, 'pia', [
      introTile('Pia'),
      link('soon', 5, 'Coming soon', 'https://example.com/soon', {
        schedule: { timeZone: 'Europe/Warsaw', start: warsaw(start), end: warsaw(end) },
      }),
    ])
    expect(saved.statusCode, saved.body).toBe(200)

    const before = await visit('pia')
    expect(before.body).not.toContain('Coming soon')
    expect((await visit('pia', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(304)

    ahead = start.getTime() - now + 1
    const during = await visit('pia', { 'if-none-match': before.headers.etag as string })
    expect(during.statusCode).toBe(200)
    expect(during.body).toContain('Coming soon')
    expect(during.headers['last-modified']).toBe(start.toUTCString())
    expect((await visit('pia', { 'if-modified-since': before.headers['last-modified'] as string })).statusCode).toBe(
      200,
    )

    ahead = end.getTime() - now + 1
    const after = await visit('pia', { 'if-none-match': during.headers.etag as string })
    expect(after.statusCode).toBe(200)
    expect(after.body).not.toContain('Coming soon')
    ahead = 0
  })

  it.each([
    [
      { timeZone: 'Europe/Warsaw', start: '2030-01-10T08:00', end: '2030-01-09T08:00' },
      'INVALID_SCHEDULE_END',
      VISIBILITY_TEXTS.endBeforeStart,
    ],
    [{ timeZone: 'Europe/Warsaw', start: '1969-12-31T23:00' }, 'INVALID_SCHEDULE_START', VISIBILITY_TEXTS.invalidStart],
    [{ timeZone: 'Europe/Warsaw', end: '10000-01-01T00:00' }, 'INVALID_SCHEDULE_END', VISIBILITY_TEXTS.invalidEnd],
    [{ timeZone: 'Europe/Warsaw', start: '2030-02-30T08:00' }, 'INVALID_SCHEDULE_START', VISIBILITY_TEXTS.invalidStart],
    [
      { timeZone: 'Mars/Olympus', start: '2030-01-10T08:00' },
      'INVALID_SCHEDULE_TIME_ZONE',
      VISIBILITY_TEXTS.invalidTimeZone,
    ],
  ])('refuses %j with a 400 naming the field, saving nothing', async (schedule, code, message) => {
    const before = await load(pro, 'pia')
    const res = await publish(pro, 'pia', [
      introTile('Pia'),
      link('sale', 5, 'Sale', 'https://example.com/sale', { schedule }),
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: { code, message } })
    expect((await load(pro, 'pia')).version).toBe(before.version)
  })

  it('is Pro: a Free owner cannot set one', async () => {
    const res = await publish(free, 'fay', [
      introTile('Fay'),
      link('sale', 5, 'Sale', 'https://example.com/sale', { schedule: { timeZone: 'UTC', start: '2030-01-10T08:00' } }),
    ])
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toEqual({ code: 'PRO_FEATURE', message: PLAN_MESSAGES.proFeature })
  })
})

describe('sensitive content', () => {
  it('keeps the target out of the page and gives it on the confirmation page, which works without JavaScript', async () => {
    const saved = await publish(pro, 'pia', [
      introTile('Pia'),
      link('late', 5, 'Late show', 'https://example.com/late-show', { sensitive: true }),
    ])
    expect(saved.statusCode, saved.body).toBe(200)
    const page = await visit('pia')
    expect(page.body).not.toContain('example.com/late-show')
    expect(page.body).toContain('Late show')
    expect(page.body).toContain(VISIBILITY_TEXTS.sensitiveNotice)
    expect(page.body).toContain('href="/pia/go/late"')

    const confirmation = await app.client().get('/pia/go/late')
    expect(confirmation.statusCode).toBe(200)
    expect(confirmation.body).toContain('href="https://example.com/late-show"')
    expect(confirmation.body).toMatch(/<a[^>]*href="\/pia"[^>]*>Back<\/a>/)
    expect((await app.client().get('/pia/go/intro')).statusCode).toBe(404)
    expect((await app.client().get('/pia/go/nope')).statusCode).toBe(404)
  })

  it('gives a link marked for campaign tags with its tags on the confirmation page (ADR 0071)', async () => {
    const tagged = link('late', 5, 'Late show', 'https://example.com/late-show?seat=12', { sensitive: true })
    const saved = await publish(pro, 'pia', [
      introTile('Pia'),
      { ...tagged, data: { ...tagged.data, campaignTags: true } },
    ])
    expect(saved.statusCode, saved.body).toBe(200)
    const confirmation = await app.client().get('/pia/go/late')
    expect(confirmation.statusCode).toBe(200)
    expect(confirmation.body).toContain(
      'href="https://example.com/late-show?seat=12&amp;utm_source=tessera&amp;utm_medium=bio&amp;utm_campaign=pia"',
    )
    expect((await visit('pia')).body).not.toContain('example.com/late-show')
  })

  it('puts the whole page behind an interstitial when the page is marked sensitive', async () => {
    const saved = await publish(pro, 'pia', [introTile('Pia')], { sensitive: true })
    expect(saved.statusCode, saved.body).toBe(200)
    const page = await visit('pia')
    expect(page.body).toContain('class="page-gate confirm"')
    expect(page.body).toContain('<main class="page" id="tiles"')
    expect(page.headers['set-cookie']).toBeUndefined()
    await publish(pro, 'pia', [introTile('Pia')], { sensitive: false })
  })
})
