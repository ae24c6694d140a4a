import { randomBytes } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import { CLICKABLE_TILE_TYPES, OTHER_SOURCE } from '@domain/analytics.js'
import { DAY_MS, utcDay, utcHourOfDay } from '@domain/dates.js'
import { selectRows, type Db } from '../db/client.js'
import type { AnalyticsBatch, SourceRow } from './batch.js'

// Rows travel as one JSON parameter each statement: any number of rows, the same on both drivers,
// and far from PGlite's limit of 65,535 bind parameters.
const json = (rows: unknown[]) => JSON.stringify(rows)
const clickableTypes = [...CLICKABLE_TILE_TYPES]

/**
 * Distinct referrer sources one grid keeps per UTC day; views from any further source are counted
 * under '(other)'. Referrers are the one open-ended breakdown (a visitor chooses the header):
 * devices, browsers and countries are closed sets.
 */
export const MAX_REFERRERS_PER_GRID_DAY = 100
/** Serialises the batch writes of all instances that add referrers, so that none adds past the cap at the same moment. */
const REFERRER_WRITERS_LOCK = 0x7e55e7a

/**
 * Writes a batch in one transaction, one multi-row statement per table, rows in key order (two
 * instances writing at once take the row locks in the same order, so they cannot deadlock).
 * Counters are added (`views = views + excluded.views`, hour by hour), so instances never
 * overwrite each other; a visitor counts once a day on whichever instance writes its hash first.
 * Rows of grids deleted meanwhile are dropped, and clicks only count for link and links-grid
 * tiles the grid has. The breakdowns' month rows gain what their day rows gain, in the same
 * transaction, so they stay the day rows' sums (ADR 0038).
 */
export async function writeBatch(db: Db, batch: AnalyticsBatch): Promise<void> {
  const batchSources = batch.sourceRows()
  await db.transaction(async (tx) => {
    // Taken first, before any row lock, so that it can take part in no deadlock.
    if (batchSources.some(isNamedReferrer))
      await tx.execute(sql`select pg_advisory_xact_lock(${REFERRER_WRITERS_LOCK})`)
    const hours = new Map<string, HourCounts>(
      [...batch.hours].map(([key, row]) => [
        key,
        { gridId: row.gridId, hour: row.hour, views: row.views, clicks: row.clicks, visitors: 0 },
      ]),
    )
    const hourRow = (gridId: string, hour: number) => {
      const key = `${gridId}|${hour}`
      let row = hours.get(key)
      if (!row) hours.set(key, (row = { gridId, hour, views: 0, clicks: 0, visitors: 0 }))
      return row
    }

    if (batch.visitors.size > 0) {
      const visitors = [...batch.visitors.values()]
        .map((row) => ({ g: row.gridId, d: row.day, h: row.hash, t: new Date(row.hour).toISOString() }))
        .sort((a, b) => compare(a.g, b.g) || compare(a.d, b.d) || compare(a.h, b.h))
      const fresh = await selectRows<{ grid_id: string; hour: string | Date; n: number | string }>(
        tx,
        sql`with v as (
              select * from jsonb_to_recordset(${json(visitors)}::jsonb) as v(g uuid, d date, h text, t timestamptz)
            ), inserted as (
              insert into analytics_visitors (grid_id, day, hash)
              select v.g, v.d, v.h from v join grids on grids.id = v.g
              on conflict do nothing
              returning grid_id, day, hash
            )
            select v.g as grid_id, v.t as hour, count(*) as n
            from inserted join v on v.g = inserted.grid_id and v.d = inserted.day and v.h = inserted.hash
            group by v.g, v.t`,
      )
      for (const row of fresh) hourRow(row.grid_id, new Date(row.hour).getTime()).visitors += Number(row.n)
    }

    if (batch.clicks.size > 0) {
      const pairs = [...new Set([...batch.clicks.values()].map((row) => `${row.gridId}|${row.tileId}`))].map(
        (pair) => ({ g: pair.slice(0, 36), t: pair.slice(37) }),
      )
      const valid = await selectRows<{ grid_id: string; tile_id: string }>(
        tx,
        sql`select x.g as grid_id, x.t as tile_id
            from jsonb_to_recordset(${json(pairs)}::jsonb) as x(g uuid, t text)
            join grids on grids.id = x.g
            where exists (
              select 1 from jsonb_array_elements(grids.tiles) as tile
              where tile->>'id' = x.t and tile->>'type' in (${sql.join(
                clickableTypes.map((type) => sql`${type}`),
                sql`, `,
              )})
            )`,
      )
      const counted = new Set(valid.map((row) => `${row.grid_id}|${row.tile_id}`))
      // n: all clicks, dk and ph: those on the desktop and the phone layout (the rest are unknown's).
      const tileDays = new Map<string, { g: string; d: string; t: string; n: number; dk: number; ph: number }>()
      for (const row of batch.clicks.values()) {
        if (!counted.has(`${row.gridId}|${row.tileId}`)) continue
        hourRow(row.gridId, row.hour).clicks += row.clicks
        const key = `${row.gridId}|${row.day}|${row.tileId}`
        let tileDay = tileDays.get(key)
        if (!tileDay) tileDays.set(key, (tileDay = { g: row.gridId, d: row.day, t: row.tileId, n: 0, dk: 0, ph: 0 }))
        tileDay.n += row.clicks
        if (row.layout === 'desktop') tileDay.dk += row.clicks
        else if (row.layout === 'phone') tileDay.ph += row.clicks
      }
      if (tileDays.size > 0) {
        const rows = [...tileDays.values()].sort((a, b) => compare(a.g, b.g) || compare(a.d, b.d) || compare(a.t, b.t))
        const x = sql`jsonb_to_recordset(${json(rows)}::jsonb) as x(g uuid, d date, t text, n int, dk int, ph int)`
        await tx.execute(sql`
          insert into analytics_tile_clicks (grid_id, day, tile_id, clicks, desktop_clicks, phone_clicks)
          select x.g, x.d, x.t, x.n, x.dk, x.ph from ${x}
          join grids on grids.id = x.g
          order by x.g, x.d, x.t
          on conflict (grid_id, day, tile_id) do update set ${addClicks('analytics_tile_clicks')}`)
        await tx.execute(sql`
          insert into analytics_tile_click_months (grid_id, month, tile_id, clicks, desktop_clicks, phone_clicks)
          select x.g, ${monthOf(sql`x.d`)}, x.t, sum(x.n), sum(x.dk), sum(x.ph)
          from ${x}
          join grids on grids.id = x.g
          group by 1, 2, 3
          order by 1, 2, 3
          on conflict (grid_id, month, tile_id) do update set ${addClicks('analytics_tile_click_months')}`)
      }
    }

    const dayRows = [...hourlyDays(hours.values()).values()].sort((a, b) => compare(a.g, b.g) || compare(a.d, b.d))
    if (dayRows.length > 0) {
      await tx.execute(sql`
        insert into analytics_days (grid_id, day, views, visitors, clicks)
        select x.g, x.d, x.v, x.u, x.c
        from jsonb_to_recordset(${json(dayRows)}::jsonb) as x(g uuid, d date, v int[], u int[], c int[])
        join grids on grids.id = x.g
        order by x.g, x.d
        on conflict (grid_id, day) do update set
          views = ${addHours('views')}, visitors = ${addHours('visitors')}, clicks = ${addHours('clicks')}`)
    }

    const sources = await withinReferrerCap(tx, batchSources)
    if (sources.length > 0) {
      const rows = sources
        .map((row) => ({ g: row.gridId, d: row.day, k: row.kind, s: row.value, n: row.views }))
        .sort((a, b) => compare(a.g, b.g) || compare(a.d, b.d) || compare(a.k, b.k) || compare(a.s, b.s))
      await tx.execute(sql`
        insert into analytics_sources (grid_id, day, kind, value, views)
        select x.g, x.d, x.k, x.s, x.n
        from jsonb_to_recordset(${json(rows)}::jsonb) as x(g uuid, d date, k text, s text, n int)
        join grids on grids.id = x.g
        order by x.g, x.d, x.k, x.s
        on conflict (grid_id, day, kind, value) do update set views = analytics_sources.views + excluded.views`)
      await tx.execute(sql`
        insert into analytics_source_months (grid_id, month, kind, value, views)
        select x.g, ${monthOf(sql`x.d`)}, x.k, x.s, sum(x.n)
        from jsonb_to_recordset(${json(rows)}::jsonb) as x(g uuid, d date, k text, s text, n int)
        join grids on grids.id = x.g
        group by 1, 2, 3, 4
        order by 1, 2, 3, 4
        on conflict (grid_id, month, kind, value) do update set views = analytics_source_months.views + excluded.views`)
    }
  })
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** An upsert's additions to a tile's click counts, in all and per layout. */
const addClicks = (table: 'analytics_tile_clicks' | 'analytics_tile_click_months') =>
  sql.raw(
    ['clicks', 'desktop_clicks', 'phone_clicks']
      .map((column) => `${column} = ${table}.${column} + excluded.${column}`)
      .join(', '),
  )

const isNamedReferrer = (row: SourceRow) => row.kind === 'referrer' && row.value !== OTHER_SOURCE

/**
 * The batch's source rows with referrers a grid does not have yet for the day given to '(other)'
 * once the day holds MAX_REFERRERS_PER_GRID_DAY: the sources already stored keep counting, and the
 * new ones with the most views are kept first.
 */
async function withinReferrerCap(db: Db, rows: SourceRow[]): Promise<SourceRow[]> {
  const referrers = rows.filter(isNamedReferrer)
  if (referrers.length === 0) return rows
  const dayOf = (gridId: string, day: string) => `${gridId}|${day}`
  const days = [...new Set(referrers.map((row) => dayOf(row.gridId, row.day)))].map((key) => ({
    g: key.slice(0, 36),
    d: key.slice(37),
  }))
  const stored = await selectRows<{ grid_id: string; day: string; value: string }>(
    db,
    sql`select s.grid_id, s.day::text as day, s.value
        from jsonb_to_recordset(${json(days)}::jsonb) as x(g uuid, d date)
        join analytics_sources s on s.grid_id = x.g and s.day = x.d and s.kind = 'referrer'
        where s.value <> ${OTHER_SOURCE}`,
  )
  const known = new Map<string, Set<string>>()
  for (const row of stored) {
    const key = dayOf(row.grid_id, row.day)
    known.set(key, (known.get(key) ?? new Set()).add(row.value))
  }
  const kept = rows.filter((row) => !isNamedReferrer(row))
  const overflow = new Map<string, SourceRow>()
  for (const row of [...referrers].sort((a, b) => b.views - a.views)) {
    const key = dayOf(row.gridId, row.day)
    let sources = known.get(key)
    if (!sources) known.set(key, (sources = new Set()))
    if (sources.has(row.value) || sources.size < MAX_REFERRERS_PER_GRID_DAY) {
      sources.add(row.value)
      kept.push(row)
    } else {
      const other = overflow.get(key)
      if (other) other.views += row.views
      else overflow.set(key, { ...row, value: OTHER_SOURCE })
    }
  }
  for (const extra of overflow.values()) {
    const other = kept.find(
      (row) =>
        row.kind === 'referrer' && row.value === OTHER_SOURCE && row.gridId === extra.gridId && row.day === extra.day,
    )
    if (other) other.views += extra.views
    else kept.push(extra)
  }
  return kept
}

/** The first day of a date's calendar month (as a timestamp without zone, so no session time zone applies). */
export const monthOf = (day: SQL) => sql`date_trunc('month', ${day}::timestamp)::date`

/** The stored day's 24 hourly counts plus the batch's, hour by hour. */
const addHours = (column: 'views' | 'visitors' | 'clicks') =>
  sql.raw(
    `array(select a + b from unnest(analytics_days.${column}, excluded.${column}) with ordinality as x(a, b, i) order by i)`,
  )

/**
 * Sums a grid's breakdowns per month again from its day rows, from the month of `fromDay` on: for
 * writers that replace day rows rather than add to them (the demo's history).
 */
export async function rebuildMonths(db: Db, gridId: string, fromDay: string) {
  const from = monthOf(sql`${fromDay}::date`)
  await db.execute(sql`delete from analytics_tile_click_months where grid_id = ${gridId} and month >= ${from}`)
  await db.execute(sql`delete from analytics_source_months where grid_id = ${gridId} and month >= ${from}`)
  await db.execute(sql`
    insert into analytics_tile_click_months (grid_id, month, tile_id, clicks, desktop_clicks, phone_clicks)
    select grid_id, ${monthOf(sql`day`)}, tile_id, sum(clicks), sum(desktop_clicks), sum(phone_clicks)
    from analytics_tile_clicks
    where grid_id = ${gridId} and day >= ${from}
    group by 1, 2, 3`)
  await db.execute(sql`
    insert into analytics_source_months (grid_id, month, kind, value, views)
    select grid_id, ${monthOf(sql`day`)}, kind, value, sum(views) from analytics_sources
    where grid_id = ${gridId} and day >= ${from}
    group by 1, 2, 3, 4`)
}

/** Views, visitors and clicks of a grid in one UTC hour (epoch ms of its start). */
export interface HourCounts {
  gridId: string
  hour: number
  views: number
  visitors: number
  clicks: number
}

/** One row per grid and UTC day with 24 hourly counts each, from hourly counters. */
export function hourlyDays(hours: Iterable<HourCounts>) {
  const days = new Map<string, { g: string; d: string; v: number[]; u: number[]; c: number[] }>()
  for (const row of hours) {
    if (row.views + row.visitors + row.clicks === 0) continue
    const day = utcDay(row.hour)
    const key = `${row.gridId}|${day}`
    let counts = days.get(key)
    if (!counts) {
      const empty = () => Array.from({ length: 24 }, () => 0)
      days.set(key, (counts = { g: row.gridId, d: day, v: empty(), u: empty(), c: empty() }))
    }
    const slot = utcHourOfDay(row.hour)
    counts.v[slot]! += row.views
    counts.u[slot]! += row.visitors
    counts.c[slot]! += row.clicks
  }
  return days
}

/**
 * Today's and tomorrow's salts (UTC days), created by whichever instance asks first, so that
 * every instance hashes a visitor the same way; tomorrow's is ready before midnight. Salts and
 * visitor hashes of days that are over are deleted here: after that no one can tell whether two
 * visits of a past day came from the same visitor.
 */
export async function loadSalts(db: Db, now: number): Promise<Map<string, string>> {
  const days = [utcDay(now), utcDay(now + DAY_MS)]
  await db.execute(sql`
    insert into analytics_salts (day, salt)
    values (${days[0]}, ${randomBytes(32).toString('hex')}), (${days[1]}, ${randomBytes(32).toString('hex')})
    on conflict (day) do nothing`)
  await db.execute(sql`delete from analytics_salts where day < ${days[0]}`)
  await db.execute(sql`delete from analytics_visitors where day < ${days[0]}`)
  const rows = await selectRows<{ day: string; salt: string }>(
    db,
    sql`select day::text as day, salt from analytics_salts where day in (${days[0]}, ${days[1]})`,
  )
  return new Map(rows.map((row) => [row.day, row.salt]))
}
