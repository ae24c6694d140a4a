import { sql } from 'drizzle-orm'
import type { Me } from '../../domain/account.js'
import {
  ANALYTICS_MAX_DAYS,
  DEVICE_KINDS,
  type AnalyticsDay,
  type AnalyticsQuery,
  type DeviceKind,
  type GridAnalytics,
} from '../../domain/analytics.js'
import { PLAN_MESSAGES } from '../../domain/plans.js'
import { selectRows, type Db } from '../db/client.js'
import { forbidden } from '../errors.js'
import { findOwnGrid } from './grids.js'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const TOP_SOURCES = 10

interface Range {
  /** The owner's local dates of the range, oldest first. */
  dates: string[]
  /** The range's first local midnight and the next one after its last day, as instants. */
  start: Date
  end: Date
  previousStart: Date
  /** The UTC days whose noon falls inside the range: the per-day breakdowns' share of it. */
  firstUtcDay: string
  lastUtcDay: string
}

const isoDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10)

/** The last `days` days up to today in `tz`, with their boundaries as instants (DST-aware, by Postgres). */
async function rangeOf(db: Db, days: number, tz: string, now: Date): Promise<Range> {
  const [row] = await selectRows<{ today: string; start: string | Date; end: string | Date; previous: string | Date }>(
    db,
    sql`select to_char(t, 'YYYY-MM-DD') as today,
               (t - ${days - 1}::int)::timestamp at time zone ${tz} as start,
               (t + 1)::timestamp at time zone ${tz} as end,
               (t - ${2 * days - 1}::int)::timestamp at time zone ${tz} as previous
        from (select (${now.toISOString()}::timestamptz at time zone ${tz})::date as t) as local_today`,
  )
  const today = Date.parse(`${row!.today}T00:00:00Z`)
  const dates = Array.from({ length: days }, (_, index) => isoDay(today - (days - 1 - index) * DAY_MS))
  const start = new Date(row!.start)
  const end = new Date(row!.end)
  return {
    dates,
    start,
    end,
    previousStart: new Date(row!.previous),
    firstUtcDay: isoDay(Math.ceil((start.getTime() - 12 * HOUR_MS) / DAY_MS) * DAY_MS),
    lastUtcDay: isoDay((Math.ceil((end.getTime() - 12 * HOUR_MS) / DAY_MS) - 1) * DAY_MS),
  }
}

/**
 * The owner's figures for the last `days` days, days cut at midnight in `tz`. Free owners may look
 * at 7 days of views, visitors and clicks; the breakdowns (tiles, referrers, devices, browsers)
 * and longer ranges are Pro's. Another user's grid is reported as missing.
 */
export async function gridAnalytics(db: Db, owner: Me, name: string, query: AnalyticsQuery, now = new Date()) {
  const grid = await findOwnGrid(db, owner, name)
  if (query.days > ANALYTICS_MAX_DAYS[owner.plan]) throw forbidden('PRO_FEATURE', PLAN_MESSAGES.proFeature)
  const range = await rangeOf(db, query.days, query.tz, now)

  const dailyRows = await selectRows<{ date: string; views: number; visitors: number; clicks: number }>(
    db,
    sql`select to_char(hour at time zone ${query.tz}, 'YYYY-MM-DD') as date,
               sum(views)::int as views, sum(visitors)::int as visitors, sum(clicks)::int as clicks
        from analytics_hours
        where grid_id = ${grid.id} and hour >= ${range.start.toISOString()} and hour < ${range.end.toISOString()}
        group by 1`,
  )
  const byDate = new Map(dailyRows.map((row) => [row.date, row]))
  const daily: AnalyticsDay[] = range.dates.map((date) => {
    const row = byDate.get(date)
    return {
      date,
      views: Number(row?.views ?? 0),
      visitors: Number(row?.visitors ?? 0),
      clicks: Number(row?.clicks ?? 0),
    }
  })
  const total = (key: 'views' | 'visitors' | 'clicks') => daily.reduce((sum, day) => sum + day[key], 0)

  const [previous] = await selectRows<{ views: number | null; visitors: number | null; clicks: number | null }>(
    db,
    sql`select sum(views)::int as views, sum(visitors)::int as visitors, sum(clicks)::int as clicks
        from analytics_hours
        where grid_id = ${grid.id} and hour >= ${range.previousStart.toISOString()} and hour < ${range.start.toISOString()}`,
  )

  const analytics: GridAnalytics = {
    views: total('views'),
    visitors: total('visitors'),
    clicks: total('clicks'),
    daily,
    tiles: [],
    referrers: [],
    devices: [],
    previous: {
      views: Number(previous?.views ?? 0),
      visitors: Number(previous?.visitors ?? 0),
      clicks: Number(previous?.clicks ?? 0),
    },
    browsers: [],
  }
  if (owner.plan !== 'pro') return analytics

  const tiles = await selectRows<{ tile_id: string; clicks: number }>(
    db,
    sql`select tile_id, sum(clicks)::int as clicks from analytics_tile_clicks
        where grid_id = ${grid.id} and day between ${range.firstUtcDay} and ${range.lastUtcDay}
        group by tile_id order by 2 desc, 1`,
  )
  const sources = await selectRows<{ kind: string; value: string; views: number }>(
    db,
    sql`select kind, value, sum(views)::int as views from analytics_sources
        where grid_id = ${grid.id} and day between ${range.firstUtcDay} and ${range.lastUtcDay}
        group by kind, value order by 3 desc, 2`,
  )
  const ofKind = (kind: string) => sources.filter((row) => row.kind === kind)
  analytics.tiles = tiles.map((row) => ({ tileId: row.tile_id, clicks: Number(row.clicks) }))
  analytics.referrers = ofKind('referrer')
    .slice(0, TOP_SOURCES)
    .map((row) => ({ source: row.value, views: Number(row.views) }))
  analytics.devices = ofKind('device')
    .filter((row): row is typeof row & { value: DeviceKind } => (DEVICE_KINDS as readonly string[]).includes(row.value))
    .map((row) => ({ kind: row.value, views: Number(row.views) }))
  analytics.browsers = ofKind('browser')
    .slice(0, TOP_SOURCES)
    .map((row) => ({ name: row.value, views: Number(row.views) }))
  return analytics
}

const csvField = (value: string | number) => {
  const text = String(value)
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The daily figures as CSV (Pro), one row per day of the range. */
export function analyticsCsv(analytics: GridAnalytics): string {
  const lines = [
    ['date', 'views', 'visitors', 'clicks'],
    ...analytics.daily.map((day) => [day.date, day.views, day.visitors, day.clicks]),
  ]
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n'
}

/** Everything counted about the owner's grids, per grid and UTC day (part of the account export). */
export async function exportAnalytics(db: Db, ownerId: string) {
  const daily = await selectRows<{ grid: string; date: string; views: number; visitors: number; clicks: number }>(
    db,
    sql`select grids.name as grid, to_char(hour at time zone 'UTC', 'YYYY-MM-DD') as date,
               sum(views)::int as views, sum(visitors)::int as visitors, sum(clicks)::int as clicks
        from analytics_hours join grids on grids.id = analytics_hours.grid_id
        where grids.owner_id = ${ownerId}
        group by 1, 2 order by 1, 2`,
  )
  const tileClicks = await selectRows<{ grid: string; date: string; tileId: string; clicks: number }>(
    db,
    sql`select grids.name as grid, day::text as date, tile_id as "tileId", clicks
        from analytics_tile_clicks join grids on grids.id = analytics_tile_clicks.grid_id
        where grids.owner_id = ${ownerId} order by 1, 2, 3`,
  )
  const sources = await selectRows<{ grid: string; date: string; kind: string; value: string; views: number }>(
    db,
    sql`select grids.name as grid, day::text as date, kind, value, views
        from analytics_sources join grids on grids.id = analytics_sources.grid_id
        where grids.owner_id = ${ownerId} order by 1, 2, 3, 4`,
  )
  const numbers = <T extends Record<string, unknown>>(rows: T[], keys: (keyof T)[]) =>
    rows.map((row) => ({ ...row, ...Object.fromEntries(keys.map((key) => [key, Number(row[key])])) }))
  return {
    daily: numbers(daily, ['views', 'visitors', 'clicks']),
    tileClicks: numbers(tileClicks, ['clicks']),
    sources: numbers(sources, ['views']),
  }
}
