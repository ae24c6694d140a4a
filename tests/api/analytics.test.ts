import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { StoredTile } from '@domain/grid.js'
import type { CountryTable } from '@domain/ip-country.js'
import { AnalyticsRecorder, type RecorderOptions } from '@server/analytics/recorder.js'
import { build } from '@server/app.js'
import { selectRows } from '@server/db/client.js'
import { grids } from '@server/db/schema.js'
import { DEMO_EMAIL, DEMO_PASSWORD } from '@server/services/demo-account.js'
import { seedDemo } from '@server/services/demo.js'
import { buildTestApp, TEST_PASSWORD, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { introTile } from '../helpers/tiles.js'

const HOUR = 3_600_000
const DAY = 24 * HOUR
// The analytics' clock: tests move it instead of waiting.
let clock = Date.parse('2026-06-15T10:00:00Z')

/** Moves the clock, then lets the recorder do what its periodic write does (a new day's salt). */
async function setClock(iso: string) {
  clock = Date.parse(iso)
  await app.analytics.flush()
}

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

const TILES: StoredTile[] = [
  introTile('Ann'),
  {
    id: 'site',
    type: 'link',
    x: 2,
    y: 0,
    width: 1,
    height: 1,
    color: 'tile-solid-slate',
    data: { links: [{ url: 'https://github.com/ann', icon: 'GitHub' }] },
  },
  {
    id: 'socials',
    type: 'links-grid',
    x: 3,
    y: 0,
    width: 2,
    height: 2,
    color: 'tile-gradient-pink',
    data: {
      links: [
        { url: 'https://instagram.com/ann', icon: 'Instagram' },
        { url: 'https://youtube.com/ann', icon: 'YouTube' },
        { url: 'https://tiktok.com/@ann', icon: 'TikTok' },
        { url: 'https://twitch.tv/ann', icon: 'Twitch' },
      ],
    },
  },
  {
    id: 'about',
    type: 'text',
    x: 2,
    y: 2,
    width: 2,
    height: 1,
    color: 'tile-gradient-violet',
    data: { header: 'Hi', text: 'Hello' },
  },
]

let app: TestApp
let ann: SignedUpUser
let bob: SignedUpUser

async function gridWithTiles(owner: SignedUpUser, name = owner.username) {
  const [grid] = await app.db
    .update(grids)
    .set({ tiles: TILES, mobileTiles: TILES, active: true, updatedAt: new Date() })
    .where(eq(grids.name, name))
    .returning()
  return grid!
}

let visitorCount = 0
/** A visitor of its own: address (a documentation one, of no country, unless given) and browser. */
function visitor(
  userAgent = CHROME,
  headers: Record<string, string> = {},
  remoteAddress = `192.0.2.${++visitorCount}`,
) {
  const get = (url: string, more: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, remoteAddress, headers: { 'user-agent': userAgent, ...headers, ...more } })
  /** A ping (no layout: sent without the page's script) or, with `layout`, the script's beacon. */
  const click = (gridId: string, tileId: string, more: Record<string, string> = {}, layout?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/analytics/clicks/${gridId}/${tileId}${layout ? `?layout=${layout}` : ''}`,
      remoteAddress,
      headers: { 'user-agent': userAgent, 'content-type': 'text/ping', ...more },
      payload: 'PING',
    })
  return { remoteAddress, get, click }
}

/** The analytics rows of every kind kept for a grid. */
async function rowsOf(gridId: string): Promise<number> {
  const [row] = await selectRows<{ n: string }>(
    app.db,
    sql`select (select count(*) from analytics_days where grid_id = ${gridId})
             + (select count(*) from analytics_sources where grid_id = ${gridId})
             + (select count(*) from analytics_tile_clicks where grid_id = ${gridId})
             + (select count(*) from analytics_source_months where grid_id = ${gridId})
             + (select count(*) from analytics_tile_click_months where grid_id = ${gridId})
             + (select count(*) from analytics_visitors where grid_id = ${gridId}) as n`,
  )
  return Number(row!.n)
}

async function figures(owner: SignedUpUser, name: string, query = 'days=7') {
  await app.analytics.flush()
  const res = await owner.get(`/api/grids/${name}/analytics?${query}`)
  expect(res.statusCode).toBe(200)
  return res.json()
}

beforeAll(async () => {
  app = await buildTestApp({}, { now: () => clock })
  ann = await app.signUp('ann', { plan: 'pro' })
  bob = await app.signUp('bob')
  await gridWithTiles(ann)
  await gridWithTiles(bob)
  // Two sign-ups (password hashing) and a build take a while on a loaded two-core machine.
}, 180_000)
afterAll(() => app.close())

describe('views', () => {
  it('counts a page served to a browser, by day, with its visitor, device, browser and referrer', async () => {
    await app.db.execute(sql`update grids set name = 'viewed' where name = 'ann'`)
    try {
      const before = await figures(ann, 'viewed')
      const res = await visitor(IPHONE, { referer: 'https://l.instagram.com/?u=x' }).get('/viewed?utm_source=bio')
      expect(res.statusCode).toBe(200)
      const after = await figures(ann, 'viewed')
      expect(after.views - before.views).toBe(1)
      expect(after.visitors - before.visitors).toBe(1)
      expect(after.daily.at(-1)).toMatchObject({ date: '2026-06-15' })
      expect(after.referrers).toContainEqual({ source: 'l.instagram.com · bio', views: 1 })
      expect(after.devices).toContainEqual({ kind: 'phone', views: 1 })
      expect(after.browsers).toContainEqual({ name: 'Safari', views: 1 })
    } finally {
      await app.db.execute(sql`update grids set name = 'ann' where name = 'viewed'`)
    }
  })

  it('counts a 304 answer to a revalidating browser', async () => {
    const someone = visitor()
    const first = await someone.get('/ann')
    const before = await figures(ann, 'ann')
    const revalidated = await someone.get('/ann', { 'if-none-match': String(first.headers.etag) })
    expect(revalidated.statusCode).toBe(304)
    expect((await figures(ann, 'ann')).views).toBe(before.views + 1)
  })

  it('does not count HEAD requests, bots, link previews, prefetches, requests without a browser, or the owner', async () => {
    const before = await figures(ann, 'ann')
    const head = await app.inject({ method: 'HEAD', url: '/ann', headers: { 'user-agent': CHROME } })
    expect(head.statusCode).toBe(200)
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'WhatsApp/2.23.20.0',
      'curl/8.5.0',
    ]) {
      expect((await visitor(agent).get('/ann')).statusCode).toBe(200)
    }
    expect((await app.inject({ method: 'GET', url: '/ann' })).statusCode).toBe(200)
    expect((await visitor(CHROME, { 'sec-purpose': 'prefetch;prerender' }).get('/ann')).statusCode).toBe(200)
    expect((await visitor(CHROME, { purpose: 'prefetch' }).get('/ann')).statusCode).toBe(200)
    // The owner gets the editor at the same address.
    const own = await ann.get('/ann', { 'user-agent': CHROME })
    expect(own.body).not.toContain('ping=')
    const after = await figures(ann, 'ann')
    expect(after.views).toBe(before.views)
    expect(after.visitors).toBe(before.visitors)
  })

  it('counts views by the country of the address, IPv4 or IPv6, and none for an address of no country', async () => {
    const before = await figures(ann, 'ann')
    const country = (figures: { countries: { country: string; views: number }[] }, code: string) =>
      figures.countries.find((entry) => entry.country === code)?.views ?? 0
    for (const address of ['8.8.8.8', '::ffff:8.8.4.4', '2001:200::1', '192.0.2.200']) {
      expect((await visitor(CHROME, {}, address).get('/ann')).statusCode).toBe(200)
    }
    const after = await figures(ann, 'ann')
    expect(after.views - before.views).toBe(4)
    expect(country(after, 'US') - country(before, 'US')).toBe(2)
    expect(country(after, 'JP') - country(before, 'JP')).toBe(1)
    const located = (figures: { countries: { views: number }[] }) =>
      figures.countries.reduce((sum, entry) => sum + entry.views, 0)
    expect(located(after) - located(before)).toBe(3)
    // Most views first.
    expect(after.countries.map((entry: { views: number }) => entry.views)).toEqual(
      after.countries.map((entry: { views: number }) => entry.views).sort((a: number, b: number) => b - a),
    )
  })

  /** A recorder of its own on the test's database and clock, written only when the test says. */
  const recorderOnTestClock = (options: Partial<RecorderOptions>) =>
    new AnalyticsRecorder({
      db: app.db,
      log: app.log,
      ownHost: 'localhost',
      enabled: true,
      flushIntervalMs: 60_000,
      now: () => clock,
      ...options,
    })

  it('loads the country table when the first view from a public address is written, and gives that view its country', async () => {
    const loads: string[] = []
    const recorder = recorderOnTestClock({
      countries: async () => {
        loads.push('table')
        return { countryOf: (address: string) => (address === '8.8.8.8' ? 'US' : undefined) } as CountryTable
      },
    })
    await recorder.start()
    const grid = (await app.db.select().from(grids).where(eq(grids.name, 'ann')))[0]!
    const view = (ip: string) =>
      recorder.countView({ method: 'GET', url: '/ann', ip, headers: { 'user-agent': CHROME } }, grid)
    const before = await figures(ann, 'ann')
    for (const address of ['127.0.0.1', '10.1.2.3', '192.0.2.7', '::1', 'fd00::1', 'not an address']) view(address)
    await recorder.flush()
    expect(loads).toEqual([])
    view('8.8.8.8')
    view('8.8.8.8')
    await recorder.stop()
    expect(loads).toEqual(['table'])
    const after = await figures(ann, 'ann')
    expect(after.views - before.views).toBe(8)
    const us = (figures: { countries: { country: string; views: number }[] }) =>
      figures.countries.find((entry) => entry.country === 'US')?.views ?? 0
    expect(us(after) - us(before)).toBe(2)
  })

  it('starts a write early when many distinct visits wait, rather than hold them all until the next', async () => {
    const recorder = recorderOnTestClock({ maxWaitingVisits: 500 })
    await recorder.start()
    const lee = await app.signUp('lee')
    const grid = await gridWithTiles(lee)
    const views = async () => {
      const [row] = await selectRows<{ n: number | null }>(
        app.db,
        sql`select sum(n)::int as n from analytics_days, unnest(views) as n where grid_id = ${grid.id}`,
      )
      return row!.n ?? 0
    }
    try {
      const view = (i: number) =>
        recorder.countView(
          { method: 'GET', url: '/lee', ip: `10.0.${i >> 8}.${i & 255}`, headers: { 'user-agent': CHROME } },
          grid,
        )
      // A write starts from countView itself or from the timer (a minute away): none has started.
      const flush = vi.spyOn(recorder, 'flush')
      for (let i = 0; i < 499; i++) view(i)
      expect(flush).not.toHaveBeenCalled()
      expect(await views()).toBe(0)
      // The 500th visit starts the write, its own view included; views of known visits do not.
      view(499)
      view(0)
      expect(flush).toHaveBeenCalledTimes(1)
      await expect.poll(views, { timeout: 10_000, interval: 100 }).toBe(500)
    } finally {
      await recorder.stop()
    }
    expect(await views()).toBe(501)
  })

  it("gives a visitor's views in one batch to the hours they came in", async () => {
    await setClock('2026-06-21T08:59:00Z')
    const kim = await app.signUp('kim', { plan: 'pro' })
    const grid = await gridWithTiles(kim)
    const someone = visitor(IPHONE, { referer: 'https://t.co/x' })
    await someone.get('/kim')
    clock = Date.parse('2026-06-21T09:01:00Z')
    await someone.get('/kim')
    await someone.get('/kim', { referer: '' })
    await app.analytics.flush()
    const [day] = await selectRows<{ views: number[]; visitors: number[] }>(
      app.db,
      sql`select views, visitors from analytics_days where grid_id = ${grid.id}`,
    )
    expect(day!.views.slice(8, 10)).toEqual([1, 2])
    expect(day!.visitors.slice(8, 10)).toEqual([1, 0])
    const { referrers } = await figures(kim, 'kim', 'days=1&tz=UTC')
    expect(referrers).toEqual([
      { source: 't.co', views: 2 },
      { source: '(direct)', views: 1 },
    ])
  })

  it('never sets a cookie on a public page, for visitors with or without a session', async () => {
    for (const res of [await visitor().get('/ann'), await bob.get('/ann', { 'user-agent': CHROME })]) {
      expect(res.statusCode).toBe(200)
      expect(res.headers['set-cookie']).toBeUndefined()
    }
  })
})

describe('visitors', () => {
  it('counts a visitor once a day by a salted hash, and again on the next day with a new salt', async () => {
    await setClock('2026-06-20T09:00:00Z')
    const carol = await app.signUp('carol', { plan: 'pro' })
    await gridWithTiles(carol)
    const someone = visitor(FIREFOX)
    await someone.get('/carol')
    await app.analytics.flush()
    clock += HOUR
    await someone.get('/carol')
    await visitor(CHROME).get('/carol')
    // Same address, another browser: another visitor.
    await app.inject({
      method: 'GET',
      url: '/carol',
      remoteAddress: someone.remoteAddress,
      headers: { 'user-agent': IPHONE },
    })
    let today = await figures(carol, 'carol')
    expect(today).toMatchObject({ views: 4, visitors: 3 })

    const firstSalt = (
      await selectRows<{ salt: string }>(app.db, sql`select salt from analytics_salts where day = '2026-06-20'`)
    )[0]!.salt
    await setClock('2026-06-21T08:00:00Z')
    await someone.get('/carol')
    today = await figures(carol, 'carol')
    expect(today).toMatchObject({ views: 5, visitors: 4 })
    expect(today.daily.slice(-2)).toEqual([
      { date: '2026-06-20', views: 4, visitors: 3, clicks: 0 },
      { date: '2026-06-21', views: 1, visitors: 1, clicks: 0 },
    ])
    // Yesterday's salt and hashes are gone: nobody can link yesterday's visits any more.
    const salts = await selectRows<{ day: string; salt: string }>(
      app.db,
      sql`select day::text as day, salt from analytics_salts`,
    )
    expect(salts.map((row) => row.day).sort()).toEqual(['2026-06-21', '2026-06-22'])
    expect(salts.map((row) => row.salt)).not.toContain(firstSalt)
    const old = await selectRows(app.db, sql`select 1 from analytics_visitors where day < '2026-06-21'`)
    expect(old).toHaveLength(0)
  })

  it('stores no client address anywhere in its tables', async () => {
    const someone = visitor(CHROME, {}, '8.8.8.8')
    await someone.get('/ann')
    await app.analytics.flush()
    const dump = await selectRows<{ row: string }>(
      app.db,
      sql`select row_to_json(t)::text as row from (
            select grid_id::text, hash as value from analytics_visitors
            union all select grid_id::text, value from analytics_sources
            union all select day::text, salt from analytics_salts) as t`,
    )
    expect(dump.length).toBeGreaterThan(0)
    expect(dump.some((row) => row.row.includes(someone.remoteAddress))).toBe(false)
  })
})

describe('clicks', () => {
  it('renders link tiles with their real href and a ping to the click beacon', async () => {
    const grid = await gridWithTiles(ann)
    const res = await visitor().get('/ann')
    expect(res.body).toContain(
      `href="https://github.com/ann" target="_blank" rel="noopener noreferrer" ping="/api/analytics/clicks/${grid.id}/site"`,
    )
    expect(res.body).toContain(`ping="/api/analytics/clicks/${grid.id}/socials"`)
    expect(res.body).toMatch(/<script src="\/scripts\/[^"]+" defer/)
  })

  it('counts pings and beacons per link tile, not for other tiles, unknown grids or bots', async () => {
    const grid = await gridWithTiles(ann)
    const before = await figures(ann, 'ann')
    const someone = visitor()
    expect((await someone.click(grid.id, 'site')).statusCode).toBe(204)
    expect((await someone.click(grid.id, 'socials')).statusCode).toBe(204)
    // A beacon: no body at all.
    const beacon = await app.inject({
      method: 'POST',
      url: `/api/analytics/clicks/${grid.id}/socials`,
      headers: { 'user-agent': FIREFOX, origin: 'http://localhost:3000' },
    })
    expect(beacon.statusCode).toBe(204)
    expect(beacon.headers['set-cookie']).toBeUndefined()
    expect((await someone.click(grid.id, 'about')).statusCode).toBe(204)
    expect((await someone.click(grid.id, 'no-such-tile')).statusCode).toBe(204)
    expect((await someone.click('00000000-0000-4000-8000-000000000000', 'site')).statusCode).toBe(204)
    expect((await visitor('Googlebot/2.1').click(grid.id, 'site')).statusCode).toBe(204)
    expect((await someone.click('not-a-uuid', 'site')).statusCode).toBe(400)
    const after = await figures(ann, 'ann')
    expect(after.clicks - before.clicks).toBe(3)
    const tile = (figures: { tiles: { tileId: string; clicks: number }[] }, id: string) =>
      figures.tiles.find((entry) => entry.tileId === id)?.clicks ?? 0
    expect(tile(after, 'site') - tile(before, 'site')).toBe(1)
    expect(tile(after, 'socials') - tile(before, 'socials')).toBe(2)
    expect(after.tiles.map((entry: { tileId: string }) => entry.tileId)).not.toContain('about')
  })

  it('refuses a ping from another site', async () => {
    const grid = await gridWithTiles(ann)
    const res = await visitor().click(grid.id, 'site', { origin: 'https://evil.example' })
    expect(res.statusCode).toBe(403)
  })
})

describe('GET /api/grids/{name}/analytics', () => {
  it('keeps counts by grid id across a rename', async () => {
    const before = await figures(ann, 'ann')
    await visitor().get('/ann')
    await app.analytics.flush()
    await app.db.execute(sql`update grids set name = 'ann-renamed' where name = 'ann'`)
    try {
      expect((await figures(ann, 'ann-renamed')).views).toBe(before.views + 1)
    } finally {
      await app.db.execute(sql`update grids set name = 'ann' where name = 'ann-renamed'`)
    }
  })

  it('answers signed-out requests with 401 and another user with 404', async () => {
    expect((await app.client().get('/api/grids/ann/analytics')).statusCode).toBe(401)
    const res = await bob.get('/api/grids/ann/analytics')
    expect(res.statusCode).toBe(404)
    expect((await bob.get('/api/grids/ann/analytics.csv')).statusCode).toBe(404)
  })

  it('gives free owners 7 days of views, visitors and clicks, and Pro up to 365 days with the breakdowns', async () => {
    await visitor(CHROME, { referer: 'https://news.example/' }).get('/bob')
    const free = await figures(bob, 'bob')
    expect(free.daily).toHaveLength(7)
    expect(free.views).toBeGreaterThan(0)
    expect(free).toMatchObject({ tiles: [], referrers: [], devices: [], browsers: [], countries: [] })
    const longer = await bob.get('/api/grids/bob/analytics?days=30')
    expect(longer.statusCode).toBe(403)
    expect(longer.json().error).toEqual({
      code: 'PRO_FEATURE',
      message: 'This feature is available only for PRO users!',
    })
    expect((await bob.get('/api/grids/bob/analytics.csv?days=7')).statusCode).toBe(403)

    const year = await figures(ann, 'ann', 'days=365')
    expect(year.daily).toHaveLength(365)
    expect(year.daily[0].date).toBe('2025-06-22')
    expect((await ann.get('/api/grids/ann/analytics?days=366')).statusCode).toBe(400)
    const zone = await ann.get('/api/grids/ann/analytics?tz=Mars/Olympus')
    expect(zone.statusCode).toBe(400)
  })

  it("cuts days at midnight in the owner's time zone", async () => {
    await setClock('2026-07-01T23:30:00Z')
    const dana = await app.signUp('dana', { plan: 'pro' })
    await gridWithTiles(dana)
    await visitor().get('/dana')
    const utc = await figures(dana, 'dana', 'days=7&tz=UTC')
    expect(utc.daily.at(-1)).toEqual({ date: '2026-07-01', views: 1, visitors: 1, clicks: 0 })
    const tokyo = await figures(dana, 'dana', 'days=7&tz=Asia/Tokyo')
    expect(tokyo.daily.at(-1)).toEqual({ date: '2026-07-02', views: 1, visitors: 1, clicks: 0 })
    const newYork = await figures(dana, 'dana', 'days=7&tz=America/New_York')
    expect(newYork.daily.at(-1)).toEqual({ date: '2026-07-01', views: 1, visitors: 1, clicks: 0 })

    // The day before is the previous period of a one-day range.
    await setClock(new Date(clock + DAY).toISOString())
    await visitor().get('/dana')
    await visitor().get('/dana')
    const today = await figures(dana, 'dana', 'days=1&tz=UTC')
    expect(today).toMatchObject({ views: 2, previous: { views: 1, visitors: 1, clicks: 0 } })
  })

  it('exports the daily figures as CSV for Pro owners', async () => {
    const res = await ann.get('/api/grids/ann/analytics.csv?days=7')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toContain('ann-analytics-7d.csv')
    const lines = res.body.trim().split('\r\n')
    expect(lines[0]).toBe('date,views,visitors,clicks')
    expect(lines).toHaveLength(8)
  })

  it('exports every country of the range as CSV, with its name', async () => {
    await visitor(FIREFOX, {}, '2001:200::2').get('/ann')
    const { countries } = await figures(ann, 'ann')
    const res = await ann.get('/api/grids/ann/analytics.csv?days=7&table=countries')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain('ann-countries-7d.csv')
    const lines = res.body.trim().split('\r\n')
    expect(lines[0]).toBe('country,name,views')
    expect(lines).toHaveLength(countries.length + 1)
    const japan = countries.find((entry: { country: string }) => entry.country === 'JP')
    expect(lines).toContain(`JP,Japan,${japan.views}`)
    const bad = await ann.get('/api/grids/ann/analytics.csv?days=7&table=cities')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION_FAILED')
  })

  it('is described in the OpenAPI document', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths
    expect(paths['/api/grids/{name}/analytics']).toHaveProperty('get')
    expect(paths['/api/grids/{name}/analytics.csv']).toHaveProperty('get')
  })
})

describe('storage', () => {
  it('is part of the account export', async () => {
    await visitor().get('/ann')
    await app.analytics.flush()
    const exported = (await ann.get('/api/account/export')).json()
    expect(exported.analytics.daily.length).toBeGreaterThan(0)
    expect(exported.analytics.daily[0]).toMatchObject({ grid: 'ann' })
    expect(exported.analytics.sources.length).toBeGreaterThan(0)
    expect(exported.analytics.monthlySources[0]).toMatchObject({ grid: 'ann', month: '2026-06-01' })
    expect(exported.analytics.monthlyTileClicks.length).toBeGreaterThan(0)
  })

  it("keeps each month's breakdowns as the sums of its days, and reads whole months from them", async () => {
    await setClock('2026-10-30T12:00:00Z')
    const ida = await app.signUp('ida', { plan: 'pro' })
    const grid = await gridWithTiles(ida)
    // Days on both sides of a month's end, written in several batches.
    for (const day of ['2026-10-30', '2026-10-31', '2026-11-01', '2026-12-01', '2026-12-02']) {
      await setClock(`${day}T12:00:00Z`)
      const someone = visitor(FIREFOX, { referer: `https://${day}.example/` }, '2001:200::9')
      await someone.get('/ida')
      await someone.click(grid.id, 'site', {}, 'desktop')
      await someone.click(grid.id, 'site')
      await app.analytics.flush()
    }
    await visitor(IPHONE).get('/ida')
    await visitor().click(grid.id, 'socials', {}, 'phone')
    await app.analytics.flush()

    const summed = (table: string, columns: string, count: string) =>
      selectRows(
        app.db,
        sql.raw(`select date_trunc('month', day::timestamp)::date::text as month, ${columns}, sum(${count})::int as n
                 from ${table} where grid_id = '${grid.id}' group by 1, ${columns} order by 1, ${columns}`),
      )
    const stored = (table: string, columns: string, count: string) =>
      selectRows(
        app.db,
        sql.raw(`select month::text as month, ${columns}, ${count} as n
                 from ${table} where grid_id = '${grid.id}' order by 1, ${columns}`),
      )
    const sources = await stored('analytics_source_months', 'kind, value', 'views')
    expect(sources).toEqual(await summed('analytics_sources', 'kind, value', 'views'))
    expect(sources).toContainEqual({ month: '2026-11-01', kind: 'referrer', value: '2026-11-01.example', n: 1 })
    const tiles = await stored('analytics_tile_click_months', 'tile_id', 'clicks')
    expect(tiles).toEqual(await summed('analytics_tile_clicks', 'tile_id', 'clicks'))
    expect(tiles).toContainEqual({ month: '2026-10-01', tile_id: 'site', n: 4 })
    for (const layout of ['desktop_clicks', 'phone_clicks']) {
      expect(await stored('analytics_tile_click_months', 'tile_id', layout)).toEqual(
        await summed('analytics_tile_clicks', 'tile_id', layout),
      )
    }

    // 2026-11 is a whole month of the last 40 days, read from its month rows; the days around it from day rows.
    const { referrers, tiles: clicked, countries, devices } = await figures(ida, 'ida', 'days=40&tz=UTC')
    expect(referrers.map((row: { source: string }) => row.source).sort()).toEqual([
      '(direct)',
      '2026-10-30.example',
      '2026-10-31.example',
      '2026-11-01.example',
      '2026-12-01.example',
      '2026-12-02.example',
    ])
    expect(clicked).toEqual([
      { tileId: 'site', clicks: 10, byLayout: { desktop: 5, phone: 0, unknown: 5 } },
      { tileId: 'socials', clicks: 1, byLayout: { desktop: 0, phone: 1, unknown: 0 } },
    ])
    expect(countries).toEqual([{ country: 'JP', views: 5 }])
    expect(devices).toEqual([
      { kind: 'desktop', views: 5 },
      { kind: 'phone', views: 1 },
    ])
    // A range that starts inside November takes that month's days, not the whole month.
    const week = await figures(ida, 'ida', 'days=2&tz=UTC')
    expect(week.tiles).toEqual([
      { tileId: 'site', clicks: 4, byLayout: { desktop: 2, phone: 0, unknown: 2 } },
      { tileId: 'socials', clicks: 1, byLayout: { desktop: 0, phone: 1, unknown: 0 } },
    ])
  })

  it('is deleted with the grid and with the account', async () => {
    await setClock('2026-08-01T12:00:00Z')
    const erin = await app.signUp('erin', { plan: 'pro' })
    await gridWithTiles(erin)
    const created = await erin.post('/api/grids', { name: 'erin-shop' })
    expect(created.statusCode).toBe(201)
    const shop = await gridWithTiles(erin, 'erin-shop')
    const profile = (await app.db.select().from(grids).where(eq(grids.name, 'erin')))[0]!
    await visitor().get('/erin-shop')
    await visitor().click(shop.id, 'site')
    await visitor().get('/erin')
    await app.analytics.flush()
    expect(await rowsOf(shop.id)).toBeGreaterThan(0)
    expect((await erin.delete('/api/grids/erin-shop')).statusCode).toBe(204)
    expect(await rowsOf(shop.id)).toBe(0)

    expect(await rowsOf(profile.id)).toBeGreaterThan(0)
    const deleted = await erin.delete('/api/account', { confirmUsername: 'erin', currentPassword: TEST_PASSWORD })
    expect(deleted.statusCode).toBe(204)
    expect(await rowsOf(profile.id)).toBe(0)
  })

  it('lets two instances on one database count without counting anything twice', async () => {
    await setClock('2026-09-01T12:00:00Z')
    const fay = await app.signUp('fay', { plan: 'pro' })
    await gridWithTiles(fay)
    const second = await build({
      config: app.config,
      database: app.database,
      ownsDatabase: false,
      logger: false,
      now: () => clock,
    })
    try {
      const someone = visitor()
      const onSecond = () =>
        second.inject({
          method: 'GET',
          url: '/fay',
          remoteAddress: someone.remoteAddress,
          headers: { 'user-agent': CHROME },
        })
      await someone.get('/fay')
      expect((await onSecond()).statusCode).toBe(200)
      await visitor().get('/fay')
      // Both write at once, each its own batch.
      await Promise.all([app.analytics.flush(), second.analytics.flush()])
      await someone.get('/fay')
      await onSecond()
      await Promise.all([app.analytics.flush(), second.analytics.flush()])
      expect(await figures(fay, 'fay')).toMatchObject({ views: 5, visitors: 2 })
    } finally {
      await second.close()
    }
  })

  it('writes what is left when the app closes', async () => {
    await setClock('2026-09-02T12:00:00Z')
    const gil = await app.signUp('gil', { plan: 'pro' })
    await gridWithTiles(gil)
    const second = await build({
      config: app.config,
      database: app.database,
      ownsDatabase: false,
      logger: false,
      now: () => clock,
    })
    await second.inject({ method: 'GET', url: '/gil', headers: { 'user-agent': CHROME } })
    await second.close()
    expect((await figures(gil, 'gil')).views).toBe(1)
  })
})

describe('days around a change of clocks', () => {
  it('gives the 25-hour day its visits from both sides of the change, and the period before its own', async () => {
    // Europe/Warsaw leaves summer time on 2026-10-25: that day runs from 22:00 UTC the day
    // before to 23:00 UTC, and is one UTC day's rows plus an hour of the one before.
    await setClock('2026-10-24T10:00:00Z')
    const hal = await app.signUp('hal', { plan: 'pro' })
    await gridWithTiles(hal)
    await visitor().get('/hal')
    await setClock('2026-10-24T22:30:00Z')
    await visitor().get('/hal')
    await setClock('2026-10-25T22:30:00Z')
    await visitor().get('/hal')
    await visitor().get('/hal')
    const warsaw = await figures(hal, 'hal', 'days=1&tz=Europe/Warsaw')
    expect(warsaw).toMatchObject({ views: 3, daily: [{ date: '2026-10-25', views: 3, visitors: 3 }] })
    expect(warsaw.previous).toEqual({ views: 1, visitors: 1, clicks: 0 })
    const twoDays = await figures(hal, 'hal', 'days=2&tz=Europe/Warsaw')
    expect(twoDays.daily.map((day: { views: number }) => day.views)).toEqual([1, 3])
    const utc = await figures(hal, 'hal', 'days=1&tz=UTC')
    expect(utc).toMatchObject({ views: 2, previous: { views: 2 } })
  })
})

describe('npx tessera seed demo', () => {
  it('gives the demo grid believable history: 90 days, and the 90 days before to compare with', async () => {
    await setClock(new Date().toISOString())
    await seedDemo(app.db, app.auth, app.storage, { messages: 0, password: DEMO_PASSWORD })
    const demo = app.client()
    expect((await demo.post('/api/account/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).statusCode).toBe(200)
    const res = await demo.get('/api/grids/demo/analytics?days=90&tz=Europe/Warsaw')
    expect(res.statusCode).toBe(200)
    const figures = res.json()
    expect(figures.daily.filter((day: { views: number }) => day.views > 0).length).toBeGreaterThanOrEqual(89)
    expect(figures.visitors).toBeLessThan(figures.views)
    // A growing page, not one that appeared from nothing: the change is tens of percent.
    expect(figures.views / figures.previous.views).toBeGreaterThan(1.1)
    expect(figures.views / figures.previous.views).toBeLessThan(2)
    expect(figures.clicks).toBeGreaterThan(0)
    expect(figures.tiles.map((tile: { tileId: string }) => tile.tileId).sort()).toEqual(['site', 'socials'])
    expect(figures.referrers[0]).toMatchObject({ source: 'l.instagram.com' })
    expect(figures.devices.map((device: { kind: string }) => device.kind)).toEqual(['phone', 'desktop', 'tablet'])
    expect(figures.countries.slice(0, 3).map((entry: { country: string }) => entry.country)).toEqual(['US', 'GB', 'DE'])
  })
})
