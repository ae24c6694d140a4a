// Visitor analytics' part of `npm run bench`: ingest throughput, the public page with
// analytics on and off, and the dashboard API over a year of rollups for 1,000 grids on Postgres.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { loadCountryTable } from '@server/analytics/country-database.js'
import { AnalyticsRecorder } from '@server/analytics/recorder.js'
import { openDatabase, selectRows } from '@server/db/client.js'
import { DEMO_EMAIL, DEMO_PASSWORD } from '@server/services/demo-account.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { pinServer } from './lib/cpus.js'
import { latency, round, type Results } from './lib/measure.js'
import { median, wrk, wrkAvailable } from './lib/wrk.js'

const GRIDS = 1000
const INGEST_VIEWS = Number(process.env.BENCH_ANALYTICS_VIEWS ?? 300_000)
/** Alternating pairs of 3-second wrk runs, analytics on and off. */
const ON_OFF_PAIRS = Number(process.env.BENCH_ANALYTICS_PAIRS ?? 8)
const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret-0'
const silentLog = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger

function seedDemo(env: Record<string, string>) {
  execFileSync(process.execPath, ['bin/tessera.js', 'seed', 'demo', '--messages', '0'], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: 'inherit',
  })
}

/** 1,000 grids' worth of owners and grids, straight into the tables. */
const FILLER_GRIDS_SQL = (count: number) => `
  insert into users (id, name, email, email_verified)
  select 'bench-' || n, 'bench' || n, 'bench' || n || '@example.com', true from generate_series(1, ${count}) as n;
  insert into profiles (user_id, username) select 'bench-' || n, 'bench' || n from generate_series(1, ${count}) as n;
  insert into grids (owner_id, name, settings, active, tiles)
  select 'bench-' || n, 'bench' || n, '{}'::jsonb, true,
         '[{"id":"site","type":"link","x":0,"y":0,"width":1,"height":1,"color":"","data":{}}]'::jsonb
  from generate_series(1, ${count}) as n;`

/** A public-looking address per number: IPv4 spread over the whole space, every fourth one IPv6. */
function spreadAddress(i: number): string {
  const spread = Math.imul(i + 1, 2_654_435_761) >>> 0
  if (i % 4 === 3)
    return `2${(spread >>> 20).toString(16).padStart(3, '0')}:${(spread & 0xffff).toString(16)}::${i.toString(16)}`
  return `${spread >>> 24}.${(spread >>> 16) & 255}.${(spread >>> 8) & 255}.${spread & 255}`
}

/**
 * The country table (ADR 0033): its load, its size and the process's memory after it, and a
 * lookup's cost for IPv4 and IPv6 addresses spread over the address space.
 */
async function benchCountries(results: Results) {
  const rssBefore = process.memoryUsage().rss
  const start = performance.now()
  const table = await loadCountryTable()
  results['analytics country table load'] = { value: Math.round(performance.now() - start), unit: 'ms' }
  results['analytics country table RSS growth after load'] = {
    value: Math.round((process.memoryUsage().rss - rssBefore) / 1e6),
    unit: 'MB',
  }
  results['analytics country table kept'] = { value: round(table.size.bytes / 1e6), unit: 'MB' }
  for (const family of ['IPv4', 'IPv6'] as const) {
    const addresses = Array.from({ length: 4096 }, (_, i) => spreadAddress(family === 'IPv4' ? i * 4 : i * 4 + 3))
    let found = 0
    const lookups = 2_000_000
    for (let i = 0; i < 200_000; i++) table.countryOf(addresses[i & 4095]!)
    const lookupStart = performance.now()
    for (let i = 0; i < lookups; i++) if (table.countryOf(addresses[i & 4095]!)) found++
    const ns = ((performance.now() - lookupStart) * 1e6) / lookups
    results[`analytics country lookup ${family}`] = { value: round(ns), unit: 'ns' }
    results[`analytics country found ${family} (spread addresses)`] = {
      value: Math.round((found / lookups) * 100),
      unit: '%',
    }
  }
}

/** Views counted in memory per second, and one batch's write, on an embedded database. */
async function benchIngest(results: Results) {
  const database = await openDatabase({ memory: true })
  try {
    await database.migrate()
    for (const statement of FILLER_GRIDS_SQL(GRIDS)
      .split(';')
      .filter((part) => part.trim())) {
      await database.db.execute(sql.raw(statement))
    }
    const rows = await selectRows<{ id: string }>(database.db, sql`select id from grids order by name`)
    const recorder = new AnalyticsRecorder({
      db: database.db,
      log: silentLog,
      ownHost: 'localhost',
      enabled: true,
      flushIntervalMs: 60_000,
      countries: loadCountryTable,
    })
    await recorder.start()
    // 20,000 distinct visitors (address, a quarter IPv6, and browser), five referrers, spread over the grids.
    const requests = Array.from({ length: 20_000 }, (_, i) => ({
      method: 'GET',
      ip: spreadAddress(i),
      url: i % 7 === 0 ? '/bench?utm_source=bio' : '/bench',
      headers: {
        'user-agent': `${BROWSER} ${i % 50}`,
        referer: ['', 'https://l.instagram.com/', 'https://t.co/x', 'https://www.youtube.com/', 'https://tiktok.com/'][
          i % 5
        ],
      },
    })) as unknown as FastifyRequest[]
    const start = performance.now()
    for (let i = 0; i < INGEST_VIEWS; i++) recorder.countView(requests[i % requests.length]!, rows[i % rows.length]!)
    const counted = performance.now() - start
    results['analytics ingest views/s (in memory)'] = {
      value: Math.round(INGEST_VIEWS / (counted / 1000)),
      unit: 'views/s',
    }
    const writeStart = performance.now()
    await recorder.flush()
    results[`analytics batch write (${INGEST_VIEWS / 1000}k views, 20k visitors, PGlite)`] = {
      value: Math.round(performance.now() - writeStart),
      unit: 'ms',
    }
    await recorder.stop()
  } finally {
    await database.close()
  }
}

type Mode = 'on' | 'off'

/**
 * GET /{name} with analytics on and off (wrk): two servers on identical seeded data, both up,
 * measured in alternating short runs (the order swapped every pair), so that the shared machine's
 * changing load falls on both alike; the figure is the median of the pairs' ratios.
 */
async function benchPublicPage(results: Results) {
  if (!wrkAvailable()) {
    console.warn('Analytics on/off benchmark skipped: wrk is not installed')
    return
  }
  const modes: Mode[] = ['on', 'off']
  const dataDirs: Record<Mode, string> = {
    on: mkdtempSync(join(tmpdir(), 'tessera-bench-analytics-on-')),
    off: mkdtempSync(join(tmpdir(), 'tessera-bench-analytics-off-')),
  }
  const servers: Partial<Record<Mode, RunningServer>> = {}
  try {
    for (const mode of modes) {
      seedDemo({ DATA_DIR: dataDirs[mode], DATABASE_URL: '' })
      servers[mode] = await startServer({ DATA_DIR: dataDirs[mode], LOG_LEVEL: 'error', ANALYTICS: mode })
      pinServer(servers[mode].process.pid!)
    }
    const headers = { 'accept-encoding': 'gzip', 'user-agent': BROWSER }
    const measure = async (mode: Mode, seconds: number) => {
      const url = `${servers[mode]!.baseUrl}/demo`
      const run = await wrk(url, { headers, seconds })
      if (run.non2xx > 0 || run.errors > 0) throw new Error(`${url}: ${run.non2xx} non-2xx, ${run.errors} errors`)
      return run.rps
    }
    for (const mode of modes) await measure(mode, 2)
    const rps: Record<Mode, number[]> = { on: [], off: [] }
    const ratios: number[] = []
    for (let pair = 0; pair < ON_OFF_PAIRS; pair++) {
      for (const mode of pair % 2 === 0 ? modes : [...modes].reverse()) {
        rps[mode].push(await measure(mode, 3))
      }
      ratios.push(rps.on.at(-1)! / rps.off.at(-1)!)
    }
    results['GET /{name} analytics on requests/s'] = { value: median(rps.on), unit: 'req/s' }
    results['GET /{name} analytics off requests/s'] = { value: median(rps.off), unit: 'req/s' }
    results['GET /{name} analytics on / off'] = { value: round(median(ratios)), unit: 'x' }
  } finally {
    for (const server of Object.values(servers)) await server.stop()
    for (const dir of Object.values(dataDirs)) rmSync(dir, { recursive: true, force: true })
  }
}

/** A year of rollups for the demo grid and 999 others, as the batch writer would have left them. */
async function fillYear(filler: pg.Client, results: Results) {
  await filler.query(FILLER_GRIDS_SQL(GRIDS - 1))
  // A busy demo grid (every hour of two years: a year's range and the year before it) and 999
  // others with visits in a third of a year's hours, written day after day as real traffic comes
  // (one grid's days spread over the table, not side by side).
  await filler.query(`
    insert into analytics_days (grid_id, day, views, visitors, clicks)
    select g.id, d::date, x.v, x.u, x.c
    from grids g, generate_series(now() - interval '730 days', now(), interval '1 day') as d,
      lateral (
        select array_agg(n order by h) as v, array_agg((n * 0.7)::int order by h) as u, array_agg((n * 0.2)::int order by h) as c
        from (select h, case when g.name = 'demo' or random() < 0.33 then 1 + (random() * 40)::int else 0 end as n
              from generate_series(0, 23) as h) as hours
      ) as x
    where g.name = 'demo' or d >= now() - interval '365 days'
    order by d, g.id
    on conflict do nothing`)
  await filler.query(`
    insert into analytics_sources (grid_id, day, kind, value, views)
    select g.id, d::date, v.kind, v.value, 1 + (random() * 200)::int
    from grids g, generate_series(now() - interval '365 days', now(), interval '1 day') as d,
      (values ('device', 'phone'), ('device', 'desktop'), ('browser', 'Safari'), ('browser', 'Chrome'),
              ('referrer', 'l.instagram.com'), ('referrer', '(direct)'), ('country', 'US'), ('country', 'GB'),
              ('country', 'DE'), ('country', 'PL'), ('country', 'BR')) as v(kind, value)
    on conflict do nothing`)
  // The demo grid's visitors come from 60 countries every day: its year has 21,900 country rows.
  await filler.query(`
    insert into analytics_sources (grid_id, day, kind, value, views)
    select g.id, d::date, 'country', chr(65 + n / 26) || chr(65 + n % 26), 1 + (random() * 20)::int
    from grids g, generate_series(now() - interval '365 days', now(), interval '1 day') as d, generate_series(0, 59) as n
    where g.name = 'demo'
    on conflict do nothing`)
  await filler.query(`
    insert into analytics_tile_clicks (grid_id, day, tile_id, clicks, desktop_clicks, phone_clicks)
    select grid_id, day, tile_id, n, (n * 0.3)::int, (n * 0.6)::int from (
      select g.id as grid_id, d::date as day, t as tile_id, 1 + (random() * 50)::int as n
      from grids g, generate_series(now() - interval '365 days', now(), interval '1 day') as d, unnest(array['site', 'socials']) as t
    ) as days
    on conflict do nothing`)
  // The month rows the batch writer keeps beside the day rows (ADR 0038), summed again over all
  // the day rows (the demo seed wrote its own months).
  await filler.query(`
    delete from analytics_tile_click_months;
    delete from analytics_source_months;
    insert into analytics_tile_click_months (grid_id, month, tile_id, clicks, desktop_clicks, phone_clicks)
    select grid_id, date_trunc('month', day::timestamp)::date, tile_id, sum(clicks), sum(desktop_clicks), sum(phone_clicks)
    from analytics_tile_clicks group by 1, 2, 3;
    insert into analytics_source_months (grid_id, month, kind, value, views)
    select grid_id, date_trunc('month', day::timestamp)::date, kind, value, sum(views) from analytics_sources group by 1, 2, 3, 4`)
  await filler.query('vacuum (analyze)')
  const { rows } = await filler.query('select count(*)::int as n from analytics_days')
  results['analytics bench day rows (Postgres)'] = { value: rows[0].n, unit: 'rows' }
}

/** The dashboard API, one request at a time over HTTP, over a year of rollups for 1,000 grids. */
async function benchDashboard(results: Results) {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await admin.connect()
  const name = `tessera_bench_analytics_${Date.now()}`
  await admin.query(`create database ${name}`)
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-analytics-pg-'))
  try {
    seedDemo({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), AUTH_SECRET })
    const filler = new pg.Client({ connectionString: url.toString() })
    await filler.connect()
    try {
      await fillYear(filler, results)
    } finally {
      await filler.end()
    }

    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'error',
      AUTH_SECRET,
    })
    try {
      const login = await fetch(`${server.baseUrl}/api/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      })
      const cookie = login.headers
        .getSetCookie()
        .map((entry) => entry.split(';')[0])
        .join('; ')
      for (const days of [30, 365]) {
        // A running server's figure: the first hundred requests after a start also pay for compiling its code.
        const timing = await latency(
          200,
          () =>
            fetch(`${server.baseUrl}/api/grids/demo/analytics?days=${days}&tz=Europe/Warsaw`, { headers: { cookie } }),
          100,
        )
        results[`analytics dashboard ${days} days p95 (Postgres, 1,000 grids)`] = { value: timing.p95, unit: 'ms' }
      }
      // One tile's clicks per day over a year (ADR 0071): the heatmap's chosen tile.
      const tile = await latency(
        200,
        () =>
          fetch(`${server.baseUrl}/api/grids/demo/analytics/tiles/site?days=365&tz=Europe/Warsaw`, {
            headers: { cookie },
          }),
        100,
      )
      results['analytics tile clicks 365 days p95 (Postgres, 1,000 grids)'] = { value: tile.p95, unit: 'ms' }
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

export async function benchAnalytics(results: Results) {
  await benchCountries(results)
  await benchIngest(results)
  await benchPublicPage(results)
  await benchDashboard(results).catch((error: unknown) =>
    console.warn(`Analytics dashboard benchmark skipped: ${String(error)}`),
  )
}
