import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OTHER_SOURCE } from '@domain/analytics.js'
import type { StoredTile } from '@domain/grid.js'
import { VIEWS_PER_CLIENT_HOUR, VISITORS_PER_CLIENT_HOUR } from '@server/analytics/plugin.js'
import { MAX_REFERRERS_PER_GRID_DAY } from '@server/analytics/store.js'
import { selectRows } from '@server/db/client.js'
import { grids } from '@server/db/schema.js'
import { CLICKS_PER_CLIENT_HOUR } from '@server/routes/analytics/index.js'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { introTile } from '../helpers/tiles.js'

// Issue 31: one client (an IPv4 address, an IPv6 /64) cannot inflate a page's figures, and made-up
// referrers cannot grow its rows. Requests come through one trusted proxy, as in production.

const PROXY = '10.0.0.1'
let clock = Date.parse('2026-06-15T10:05:00Z')
let app: TestApp

const LINK: StoredTile = {
  id: 'site',
  type: 'link',
  x: 2,
  y: 0,
  width: 1,
  height: 1,
  color: 'tile-solid-slate',
  data: { links: [{ url: 'https://example.com/shop', icon: 'Link' }] },
}

const browser = (i: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + i}.0 Safari/537.36`

const load = (grid: string, client: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url: `/${grid}`,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': client, 'user-agent': browser(0), ...headers },
  })

async function publishedGrid(username: string) {
  await app.signUp(username, { plan: 'pro' })
  const [grid] = await app.db
    .update(grids)
    .set({ tiles: [introTile(username), LINK], mobileTiles: [introTile(username), LINK], active: true })
    .where(eq(grids.name, username))
    .returning()
  return grid!
}

async function totals(gridId: string) {
  await app.analytics.flush()
  const [row] = await selectRows<{ views: number | null; visitors: number | null; clicks: number | null }>(
    app.db,
    sql`select (select sum(n) from unnest(views) as n)::int as views,
               (select sum(n) from unnest(visitors) as n)::int as visitors,
               (select sum(n) from unnest(clicks) as n)::int as clicks
        from analytics_days where grid_id = ${gridId}`,
  )
  return { views: row?.views ?? 0, visitors: row?.visitors ?? 0, clicks: row?.clicks ?? 0 }
}

beforeAll(async () => {
  app = await buildTestApp({ TRUST_PROXY: '1' }, { now: () => clock })
}, 180_000)
afterAll(() => app.close())

describe('one client cannot inflate views and visitors', () => {
  it('counts at most 60 views and 20 visitors an hour from one address, whatever its user agents', async () => {
    const grid = await publishedGrid('viewed')
    for (let i = 0; i < 600; i++) {
      const res = await load('viewed', '203.0.113.7', { 'user-agent': browser(i % 120) })
      expect(res.statusCode).toBe(200)
    }
    expect(await totals(grid.id)).toEqual({
      views: VIEWS_PER_CLIENT_HOUR,
      visitors: VISITORS_PER_CLIENT_HOUR,
      clicks: 0,
    })

    // Another client still counts, and so does the same one in the next hour.
    await load('viewed', '198.51.100.20')
    clock += 60 * 60_000
    await load('viewed', '203.0.113.7', { 'user-agent': browser(500) })
    expect(await totals(grid.id)).toEqual({
      views: VIEWS_PER_CLIENT_HOUR + 2,
      visitors: VISITORS_PER_CLIENT_HOUR + 2,
      clicks: 0,
    })
  })

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const grid = await publishedGrid('sixfour')
    for (let i = 0; i < 100; i++) {
      await load('sixfour', `2001:db8:1:2:${i.toString(16)}::1`, { 'user-agent': browser(i) })
    }
    expect(await totals(grid.id)).toEqual({
      views: VIEWS_PER_CLIENT_HOUR,
      visitors: VISITORS_PER_CLIENT_HOUR,
      clicks: 0,
    })
  })
})

describe('one client cannot inflate clicks', () => {
  it('counts at most 60 clicks an hour per grid from the addresses of one IPv6 /64', async () => {
    const grid = await publishedGrid('clicked')
    const codes = new Set<number>()
    for (let i = 0; i < 200; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/analytics/clicks/${grid.id}/${LINK.id}`,
        remoteAddress: PROXY,
        headers: {
          'x-forwarded-for': `2001:db8:5:6:${i.toString(16)}::9`,
          'user-agent': browser(i),
          'content-type': 'text/ping',
        },
        payload: 'PING',
      })
      codes.add(res.statusCode)
    }
    // The first 120 a minute are answered as usual (uncounted past 60), the rest refused.
    expect([...codes].sort()).toEqual([204, 429])
    expect((await totals(grid.id)).clicks).toBe(CLICKS_PER_CLIENT_HOUR)
  })
})

describe('made-up referrers', () => {
  it('keeps at most 100 referrer sources per grid and day, across writes, the rest under "(other)"', async () => {
    const grid = await publishedGrid('referred')
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 100; i++) {
        const n = round * 100 + i
        await load('referred', `192.0.2.${n % 250}`, {
          'user-agent': browser(Math.floor(n / 250)),
          referer: `https://made-up-${n}.example/`,
        })
      }
      await app.analytics.flush()
    }
    const sources = await selectRows<{ value: string; views: number }>(
      app.db,
      sql`select value, views from analytics_sources where grid_id = ${grid.id} and kind = 'referrer'`,
    )
    expect(sources).toHaveLength(MAX_REFERRERS_PER_GRID_DAY + 1)
    expect(sources.find((row) => row.value === OTHER_SOURCE)?.views).toBe(200)
    const months = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from analytics_source_months where grid_id = ${grid.id} and kind = 'referrer'`,
    )
    expect(months[0]!.n).toBe(MAX_REFERRERS_PER_GRID_DAY + 1)

    // A source already kept goes on counting.
    await load('referred', '198.51.100.99', { referer: 'https://made-up-5.example/' })
    await app.analytics.flush()
    const [kept] = await selectRows<{ views: number }>(
      app.db,
      sql`select views from analytics_sources where grid_id = ${grid.id} and kind = 'referrer' and value = 'made-up-5.example'`,
    )
    expect(kept!.views).toBe(2)
  })
})
