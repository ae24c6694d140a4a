import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { DAY_MS, HOUR_MS, startOfUtcHour, utcDay } from '@domain/dates.js'
import { hourlyDays, rebuildMonths } from '../analytics/store.js'

/** Twice the 90-day range, so that its change against the 90 days before compares like with like. */
const DAYS = 180

/** A small deterministic generator (mulberry32), so that every seeded demo looks the same. */
function randomFrom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const REFERRERS: [string, number][] = [
  ['l.instagram.com', 0.34],
  ['(direct)', 0.22],
  ['tiktok.com', 0.16],
  ['youtube.com', 0.1],
  ['t.co', 0.07],
  ['l.instagram.com · story', 0.06],
  ['google.com', 0.03],
  ['(direct) · newsletter', 0.02],
]
const DEVICES: [string, number][] = [
  ['phone', 0.71],
  ['desktop', 0.22],
  ['tablet', 0.07],
]
const BROWSERS: [string, number][] = [
  ['Instagram app', 0.31],
  ['Safari', 0.25],
  ['Chrome', 0.24],
  ['TikTok app', 0.1],
  ['Firefox', 0.04],
  ['Samsung Internet', 0.04],
  ['Edge', 0.02],
]
const COUNTRIES: [string, number][] = [
  ['US', 0.31],
  ['GB', 0.14],
  ['DE', 0.1],
  ['PL', 0.08],
  ['CA', 0.07],
  ['FR', 0.06],
  ['BR', 0.05],
  ['AU', 0.04],
  ['NL', 0.03],
  ['JP', 0.03],
  ['IN', 0.03],
  ['ES', 0.02],
  ['SE', 0.02],
]
/** How the demo's clicks spread over its link tiles (ids of DEMO_TILES). */
const TILE_SHARES: [string, number][] = [
  ['socials', 0.68],
  ['site', 0.32],
]

/**
 * Which layout the demo's clicks were made on: most visitors on a phone, a few without JavaScript
 * (the rest, whose layout is unknown: ADR 0071).
 */
const LAYOUT_SHARES = { phone: 0.6, desktop: 0.3 }

/** Splits a whole number by shares, the remainder to the first. */
function split(total: number, shares: [string, number][]): [string, number][] {
  const parts = shares.map(([name, share]): [string, number] => [name, Math.floor(total * share)])
  parts[0]![1] += total - parts.reduce((sum, [, n]) => sum + n, 0)
  return parts.filter(([, n]) => n > 0)
}

/**
 * 180 days of believable history for the demo grid up to the current hour: traffic growing over the
 * period, busier evenings and weekends, a spike after a post, about 70 % unique visitors and a
 * quarter of views clicking a link. Running it again replaces the same days' figures.
 */
export async function seedDemoAnalytics(db: Db, gridId: string, now = Date.now()) {
  const random = randomFrom(2024)
  const end = startOfUtcHour(now)
  const start = end - DAYS * DAY_MS
  const hours: { gridId: string; hour: number; views: number; visitors: number; clicks: number }[] = []
  const days = new Map<string, { views: number; clicks: number }>()
  const spikeDay = Math.floor(DAYS * 0.81)
  for (let hour = start; hour <= end; hour += HOUR_MS) {
    const date = new Date(hour)
    const dayIndex = Math.floor((hour - start) / DAY_MS)
    const growth = 0.55 + (0.9 * dayIndex) / DAYS
    const evening = 0.25 + Math.sin((Math.PI * ((date.getUTCHours() + 6) % 24)) / 24) ** 2
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.35 : 1
    const spike = dayIndex === spikeDay ? 3.2 : dayIndex === spikeDay + 1 ? 1.8 : 1
    const views = Math.round(9 * growth * evening * weekend * spike * (0.55 + random() * 0.9))
    if (views === 0) continue
    const visitors = Math.max(1, Math.round(views * (0.62 + random() * 0.16)))
    const clicks = Math.round(views * (0.18 + random() * 0.14))
    hours.push({ gridId, hour, views, visitors, clicks })
    const day = days.get(utcDay(hour)) ?? { views: 0, clicks: 0 }
    day.views += views
    day.clicks += clicks
    days.set(utcDay(hour), day)
  }

  const tileRows: { g: string; d: string; t: string; n: number; dk: number; ph: number }[] = []
  const sourceRows: { g: string; d: string; k: string; s: string; n: number }[] = []
  for (const [day, { views, clicks }] of days) {
    for (const [tileId, n] of split(clicks, TILE_SHARES)) {
      const [dk, ph] = [Math.floor(n * LAYOUT_SHARES.desktop), Math.floor(n * LAYOUT_SHARES.phone)]
      tileRows.push({ g: gridId, d: day, t: tileId, n, dk, ph })
    }
    for (const [kind, shares] of [
      ['referrer', REFERRERS],
      ['device', DEVICES],
      ['browser', BROWSERS],
      ['country', COUNTRIES],
    ] as const) {
      for (const [value, n] of split(views, shares)) sourceRows.push({ g: gridId, d: day, k: kind, s: value, n })
    }
  }

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into analytics_days (grid_id, day, views, visitors, clicks)
      select x.g, x.d, x.v, x.u, x.c
      from jsonb_to_recordset(${JSON.stringify([...hourlyDays(hours).values()])}::jsonb) as x(g uuid, d date, v int[], u int[], c int[])
      on conflict (grid_id, day) do update
        set views = excluded.views, visitors = excluded.visitors, clicks = excluded.clicks`)
    await tx.execute(sql`
      insert into analytics_tile_clicks (grid_id, day, tile_id, clicks, desktop_clicks, phone_clicks)
      select x.g, x.d, x.t, x.n, x.dk, x.ph
      from jsonb_to_recordset(${JSON.stringify(tileRows)}::jsonb) as x(g uuid, d date, t text, n int, dk int, ph int)
      on conflict (grid_id, day, tile_id) do update
        set clicks = excluded.clicks, desktop_clicks = excluded.desktop_clicks, phone_clicks = excluded.phone_clicks`)
    await tx.execute(sql`
      insert into analytics_sources (grid_id, day, kind, value, views)
      select x.g, x.d, x.k, x.s, x.n
      from jsonb_to_recordset(${JSON.stringify(sourceRows)}::jsonb) as x(g uuid, d date, k text, s text, n int)
      on conflict (grid_id, day, kind, value) do update set views = excluded.views`)
    await rebuildMonths(tx, gridId, utcDay(start))
  })
  return { hours: hours.length }
}
