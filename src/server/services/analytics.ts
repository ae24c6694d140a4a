import { sql } from 'drizzle-orm'
import type { Me } from '@domain/account.js'
import {
  ANALYTICS_MAX_DAYS,
  countryName,
  DEVICE_KINDS,
  type AnalyticsCsvTable,
  type AnalyticsDay,
  type AnalyticsQuery,
  type DeviceKind,
  type GridAnalytics,
  type TileClicks,
} from '@domain/analytics.js'
import { DAY_MS, HOUR_MS, nextUtcDay, utcDay, utcMidnight } from '@domain/dates.js'
import { LAYOUT_MESSAGES } from '@domain/layout.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import type { TileData } from '@domain/tile-fields.js'
import { tileName } from '@domain/tile-names.js'
import { TILE_TYPE_TABLE, type TileType } from '@domain/tile-types.js'
import { selectRows, type Db } from '../db/client.js'
import { AppError, forbidden, notFound } from '../errors.js'
import { GRID_NAME_MESSAGES } from '@domain/grid-names.js'

const TOP_SOURCES = 10

interface Range {
  /** The owner's local dates of the range, oldest first. */
  dates: string[]
  /**
   * The start of the period before the range, then the range's local midnights to its end (epoch
   * ms): days + 2 instants, so [bounds[0], bounds[1]) is the whole period before (only its totals
   * are shown) and [bounds[i], bounds[i + 1]) is day i of the range for i from 1.
   */
  bounds: number[]
  /** The UTC days whose noon falls inside the range: the per-day breakdowns' share of it. */
  firstUtcDay: string
  lastUtcDay: string
  /**
   * The whole UTC months among those days, [from, to) as first days of months, read from the month
   * rows; from = to = the day after the range when there is none (ADR 0038).
   */
  wholeMonths: { from: string; to: string }
}

interface Counts {
  views: number
  visitors: number
  clicks: number
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`
const nextMonth = (day: string) => {
  const date = new Date(utcMidnight(monthStart(day)))
  date.setUTCMonth(date.getUTCMonth() + 1)
  return utcDay(date.getTime())
}

/** The whole calendar months from `first` to `last` (UTC days, both included). */
function wholeMonths(first: string, last: string): Range['wholeMonths'] {
  const from = first === monthStart(first) ? first : nextMonth(first)
  const afterLast = nextUtcDay(last)
  const to = monthStart(afterLast)
  return from < to ? { from, to } : { from: afterLast, to: afterLast }
}

/**
 * The owner's grid called `name` (404 when there is none), and the last `days` days up to today in
 * `tz` with the period before, as local midnights (DST-aware, by Postgres): one round trip, and
 * only the grid's id, not its content.
 */
async function gridAndRange(db: Db, owner: Me, name: string, days: number, tz: string, now: Date) {
  const [row] = await selectRows<{ gridId: string | null; today: string; bounds: (number | string)[] }>(
    db,
    sql`select (select id from grids where name = ${name} and owner_id = ${owner.id}) as "gridId",
               to_char(t, 'YYYY-MM-DD') as today,
               array(select extract(epoch from (t - ${days - 1}::int + i)::timestamp at time zone ${tz})::float8 * 1000
                     from (select ${-days}::int as i union all select generate_series(0, ${days}::int)) as day
                     order by i) as bounds
        from (select (${now.toISOString()}::timestamptz at time zone ${tz})::date as t) as local_today`,
  )
  if (!row?.gridId) throw notFound(GRID_NAME_MESSAGES.notFound)
  const today = utcMidnight(row.today)
  const bounds = row.bounds.map(Number)
  const start = bounds[1]!
  const end = bounds[days + 1]!
  const firstUtcDay = utcDay(Math.ceil((start - 12 * HOUR_MS) / DAY_MS) * DAY_MS)
  const lastUtcDay = utcDay((Math.ceil((end - 12 * HOUR_MS) / DAY_MS) - 1) * DAY_MS)
  const range: Range = {
    dates: Array.from({ length: days }, (_, index) => utcDay(today - (days - 1 - index) * DAY_MS)),
    bounds,
    firstUtcDay,
    lastUtcDay,
    wholeMonths: wholeMonths(firstUtcDay, lastUtcDay),
  }
  return { gridId: row.gridId, range }
}

/** The index of the local day holding `instant` (bounds[i] <= instant < bounds[i + 1]), or -1 outside them all. */
function dayIndex(bounds: number[], instant: number): number {
  if (instant < bounds[0]! || instant >= bounds[bounds.length - 1]!) return -1
  let low = 0
  let high = bounds.length - 1
  while (high - low > 1) {
    const middle = (low + high) >> 1
    if (bounds[middle]! <= instant) low = middle
    else high = middle
  }
  return low
}

/**
 * Views, visitors and clicks of the period before and per local day of the range (as `bounds`
 * cut them), from the UTC days' hourly counts: one indexed row per UTC day, each hour given to
 * the local day it starts in. The 72 counts of a row travel as one array's text (`{1,2,…}`): parsing three integer arrays per row cost the driver
 * several times the query itself over a year, and Postgres writes an array's text in about two
 * thirds of the time `array_to_string` takes.
 */
async function localDays(db: Db, gridId: string, bounds: number[]): Promise<Counts[]> {
  const rows = await selectRows<{ epochDay: number; counts: string }>(
    db,
    sql`select day - date '1970-01-01' as "epochDay", (views || visitors || clicks)::text as counts from analytics_days
        where grid_id = ${gridId} and day between ${utcDay(bounds[0]!)} and ${utcDay(bounds[bounds.length - 1]! - 1)}`,
  )
  const days = Array.from({ length: bounds.length - 1 }, (): Counts => ({ views: 0, visitors: 0, clicks: 0 }))
  const counts: number[] = []
  for (const row of rows) {
    readCounts(row.counts, counts)
    const midnight = row.epochDay * DAY_MS
    let index = -1
    for (let hour = 0; hour < 24; hour++) {
      const instant = midnight + hour * HOUR_MS
      // A row's hours fall into one or two local days: searched for when the hour leaves the day.
      if (index < 0 || instant >= bounds[index + 1]!) index = dayIndex(bounds, instant)
      if (index < 0) continue
      const day = days[index]!
      day.views += counts[hour]!
      day.visitors += counts[24 + hour]!
      day.clicks += counts[48 + hour]!
    }
  }
  return days
}

/**
 * The counts of an integer array's text (`{1,2,3}`) into `into`, digit by digit: splitting it and
 * converting each part made a string per number, 52,000 for a year's two periods.
 */
function readCounts(text: string, into: number[]) {
  let count = 0
  let value = 0
  for (let index = 1; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code >= 48 && code <= 57) value = value * 10 + code - 48
    else {
      into[count++] = value
      value = 0
    }
  }
}

const sum = (days: Counts[]): Counts =>
  days.reduce(
    (total, day) => ({
      views: total.views + day.views,
      visitors: total.visitors + day.visitors,
      clicks: total.clicks + day.clicks,
    }),
    { views: 0, visitors: 0, clicks: 0 },
  )

type Breakdowns = Pick<GridAnalytics, 'tiles' | 'referrers' | 'devices' | 'browsers' | 'countries'>

/**
 * Clicks per tile, the top referrers and browsers, devices and countries over the range's UTC days
 * (Pro): its whole months from the month rows, the days before and after them from the day rows,
 * all in one round trip. A year groups about 12 months' and 30 to 60 days' rows, not 365 days'.
 */
async function breakdownsOf(db: Db, gridId: string, range: Range): Promise<Breakdowns> {
  const { from, to } = range.wholeMonths
  const days = sql`(day >= ${range.firstUtcDay} and day < ${from}) or (day >= ${to} and day <= ${range.lastUtcDay})`
  const months = sql`month >= ${from} and month < ${to}`
  // d and p: a tile's clicks on the desktop and on the phone layout (ADR 0071); 0 for the sources.
  const rows = await selectRows<{ kind: string; value: string; n: number; d: number; p: number }>(
    db,
    sql`select kind, value, sum(n)::int as n, sum(d)::int as d, sum(p)::int as p from (
          select 'tile' as kind, tile_id as value, clicks as n, desktop_clicks as d, phone_clicks as p
          from analytics_tile_clicks where grid_id = ${gridId} and (${days})
          union all
          select 'tile', tile_id, clicks, desktop_clicks, phone_clicks
          from analytics_tile_click_months where grid_id = ${gridId} and ${months}
          union all
          select kind, value, views, 0, 0 from analytics_sources where grid_id = ${gridId} and (${days})
          union all
          select kind, value, views, 0, 0 from analytics_source_months where grid_id = ${gridId} and ${months}
        ) as counted
        group by kind, value
        order by 3 desc, 2`,
  )
  const ofKind = (kind: string) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => ({ value: row.value, n: Number(row.n), d: Number(row.d), p: Number(row.p) }))
  return {
    tiles: ofKind('tile').map((row) => ({
      tileId: row.value,
      clicks: row.n,
      byLayout: { desktop: row.d, phone: row.p, unknown: row.n - row.d - row.p },
    })),
    referrers: ofKind('referrer')
      .slice(0, TOP_SOURCES)
      .map((row) => ({ source: row.value, views: row.n })),
    devices: ofKind('device')
      .filter((row): row is typeof row & { value: DeviceKind } =>
        (DEVICE_KINDS as readonly string[]).includes(row.value),
      )
      .map((row) => ({ kind: row.value, views: row.n })),
    browsers: ofKind('browser')
      .slice(0, TOP_SOURCES)
      .map((row) => ({ name: row.value, views: row.n })),
    // A few hundred at most: all of them, so that the CSV export has every country.
    countries: ofKind('country').map((row) => ({ country: row.value, views: row.n })),
  }
}

const NO_BREAKDOWNS: Breakdowns = { tiles: [], referrers: [], devices: [], browsers: [], countries: [] }

/**
 * The owner's figures for the last `days` days, days cut at midnight in `tz`. Free owners may look
 * at 7 days of views, visitors and clicks; the breakdowns (tiles, referrers, devices, browsers)
 * and longer ranges are Pro's. Another user's grid is reported as missing.
 */
export async function gridAnalytics(
  db: Db,
  owner: Me,
  name: string,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<GridAnalytics> {
  const { gridId, range } = await gridAndRange(db, owner, name, query.days, query.tz, now)
  if (query.days > ANALYTICS_MAX_DAYS[owner.plan]) throw forbidden('PRO_FEATURE', PLAN_MESSAGES.proFeature)
  const [counts, breakdowns] = await Promise.all([
    localDays(db, gridId, range.bounds),
    owner.plan === 'pro' ? breakdownsOf(db, gridId, range) : NO_BREAKDOWNS,
  ])
  const [previous, ...current] = counts
  return {
    ...sum(current),
    daily: range.dates.map((date, index): AnalyticsDay => ({ date, ...current[index]! })),
    ...breakdowns,
    previous: previous!,
  }
}

/**
 * One tile's clicks per local day of the range (Pro; ADR 0071). Clicks are kept per UTC day, so,
 * as for the breakdowns, the range's UTC days are those whose noon falls inside it, each given to
 * the local day holding its noon. One indexed read of the tile's days beside the tile's name.
 */
export async function tileClicks(
  db: Db,
  owner: Me,
  name: string,
  tileId: string,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<TileClicks> {
  const { gridId, range } = await gridAndRange(db, owner, name, query.days, query.tz, now)
  if (owner.plan !== 'pro' || query.days > ANALYTICS_MAX_DAYS.pro) {
    throw forbidden('PRO_FEATURE', PLAN_MESSAGES.proFeature)
  }
  const [[tile], rows] = await Promise.all([
    selectRows<{ type: TileType; data: TileData }>(
      db,
      sql`select tile->>'type' as type, tile->'data' as data
          from grids, jsonb_array_elements(grids.tiles) as tile
          where grids.id = ${gridId} and tile->>'id' = ${tileId}`,
    ),
    selectRows<{ epochDay: number; clicks: number }>(
      db,
      sql`select day - date '1970-01-01' as "epochDay", clicks from analytics_tile_clicks
          where grid_id = ${gridId} and tile_id = ${tileId} and day between ${range.firstUtcDay} and ${range.lastUtcDay}`,
    ),
  ])
  if (!tile || !(tile.type in TILE_TYPE_TABLE)) throw new AppError(404, 'TILE_NOT_FOUND', LAYOUT_MESSAGES.tileNotFound)
  const daily = range.dates.map((date) => ({ date, clicks: 0 }))
  for (const row of rows) {
    // bounds[0] starts the period before: the range's day i is bounds index i + 1.
    const day = daily[dayIndex(range.bounds, Number(row.epochDay) * DAY_MS + 12 * HOUR_MS) - 1]
    if (day) day.clicks += Number(row.clicks)
  }
  return {
    tileId,
    name: tileName({ type: tile.type, data: tile.data ?? {} }),
    clicks: daily.reduce((total, day) => total + day.clicks, 0),
    daily,
  }
}

const csvField = (value: string | number) => {
  const text = String(value)
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const CSV_TABLES: Record<AnalyticsCsvTable, (analytics: GridAnalytics) => (string | number)[][]> = {
  daily: (analytics) => [
    ['date', 'views', 'visitors', 'clicks'],
    ...analytics.daily.map((day) => [day.date, day.views, day.visitors, day.clicks]),
  ],
  countries: (analytics) => [
    ['country', 'name', 'views'],
    ...analytics.countries.map((row) => [row.country, countryName(row.country, 'en'), row.views]),
  ],
}

/** One table of the figures as CSV (Pro): a row per day of the range, or per country. */
export function analyticsCsv(analytics: GridAnalytics, table: AnalyticsCsvTable): string {
  return (
    CSV_TABLES[table](analytics)
      .map((line) => line.map(csvField).join(','))
      .join('\r\n') + '\r\n'
  )
}

/** Everything counted about the owner's grids, per grid and UTC day or month (part of the account export). */
export async function exportAnalytics(db: Db, ownerId: string) {
  const daily = await selectRows<{ grid: string; date: string; views: number; visitors: number; clicks: number }>(
    db,
    sql`select grids.name as grid, day::text as date, (select sum(n) from unnest(views) as n)::int as views,
               (select sum(n) from unnest(visitors) as n)::int as visitors,
               (select sum(n) from unnest(clicks) as n)::int as clicks
        from analytics_days join grids on grids.id = analytics_days.grid_id
        where grids.owner_id = ${ownerId} order by 1, 2`,
  )
  const tileClicks = await selectRows<{
    grid: string
    date: string
    tileId: string
    clicks: number
    desktopClicks: number
    phoneClicks: number
  }>(
    db,
    sql`select grids.name as grid, day::text as date, tile_id as "tileId", clicks,
               desktop_clicks as "desktopClicks", phone_clicks as "phoneClicks"
        from analytics_tile_clicks join grids on grids.id = analytics_tile_clicks.grid_id
        where grids.owner_id = ${ownerId} order by 1, 2, 3`,
  )
  const sources = await selectRows<{ grid: string; date: string; kind: string; value: string; views: number }>(
    db,
    sql`select grids.name as grid, day::text as date, kind, value, views
        from analytics_sources join grids on grids.id = analytics_sources.grid_id
        where grids.owner_id = ${ownerId} order by 1, 2, 3, 4`,
  )
  const monthlyTileClicks = await selectRows<{
    grid: string
    month: string
    tileId: string
    clicks: number
    desktopClicks: number
    phoneClicks: number
  }>(
    db,
    sql`select grids.name as grid, month::text as month, tile_id as "tileId", clicks,
               desktop_clicks as "desktopClicks", phone_clicks as "phoneClicks"
        from analytics_tile_click_months join grids on grids.id = analytics_tile_click_months.grid_id
        where grids.owner_id = ${ownerId} order by 1, 2, 3`,
  )
  const monthlySources = await selectRows<{ grid: string; month: string; kind: string; value: string; views: number }>(
    db,
    sql`select grids.name as grid, month::text as month, kind, value, views
        from analytics_source_months join grids on grids.id = analytics_source_months.grid_id
        where grids.owner_id = ${ownerId} order by 1, 2, 3, 4`,
  )
  const numbers = <T extends Record<string, unknown>>(rows: T[], keys: (keyof T)[]) =>
    rows.map((row) => ({ ...row, ...Object.fromEntries(keys.map((key) => [key, Number(row[key])])) }))
  return {
    daily: numbers(daily, ['views', 'visitors', 'clicks']),
    // Clicks in all, and those on the desktop and the phone layout (the rest: unknown, ADR 0071).
    tileClicks: numbers(tileClicks, ['clicks', 'desktopClicks', 'phoneClicks']),
    sources: numbers(sources, ['views']),
    // The same clicks and views again, summed per UTC month (ADR 0038).
    monthlyTileClicks: numbers(monthlyTileClicks, ['clicks', 'desktopClicks', 'phoneClicks']),
    monthlySources: numbers(monthlySources, ['views']),
  }
}
