// `npm run bench`: measures the built server on this machine and writes bench/results.json.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import pg from 'pg'
import sharp from 'sharp'
import { DEMO_EMAIL, DEMO_PASSWORD } from '@server/services/demo-account.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { benchAnalytics } from './analytics.js'
import { benchInboxSearch } from './inbox-search.js'
import { lighthouseScores } from './lib/lighthouse.js'
import { latency, type Results } from './lib/measure.js'
import { benchCpuPerRequest, benchPublicPages, soakPublicPages } from './lib/public-pages.js'
import { benchPagesWhileDrawing, benchShareImages } from './lib/share-images.js'
import { benchStartup } from './lib/startup.js'
import { wrk, wrkAvailable } from './lib/wrk.js'
import { WRITING_OWNERS } from './lib/writer.js'

const DEMO_MESSAGES = Number(process.env.BENCH_DEMO_MESSAGES ?? 100_000)
const OTHER_MESSAGES = Number(process.env.BENCH_OTHER_MESSAGES ?? 900_000)
const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/**
 * `BENCH_ONLY=public-pages` measures the public pages' figures only, `BENCH_ONLY=analytics` analytics',
 * `BENCH_ONLY=share-images` the share image's on the embedded database, `BENCH_ONLY=startup` the
 * start-up time and memory on both drivers, `BENCH_ONLY=cpu` those and the public pages' CPU time
 * per request (and each keeps the others in results.json).
 */
const ONLY_PUBLIC_PAGES = process.env.BENCH_ONLY === 'public-pages'
const ONLY_STARTUP = process.env.BENCH_ONLY === 'startup'
const ONLY_CPU = process.env.BENCH_ONLY === 'cpu'
const ONLY_ANALYTICS = process.env.BENCH_ONLY === 'analytics'
const ONLY_SHARE_IMAGES = process.env.BENCH_ONLY === 'share-images'
const ONLY_INBOX_SEARCH = process.env.BENCH_ONLY === 'inbox-search'
/** `npm run bench -- --soak 300`: only the RSS soak of the public pages, that many seconds per driver. */
const { soak } = parseArgs({ options: { soak: { type: 'string' } } }).values
const SOAK_SECONDS = soak === undefined ? 0 : Number(soak)
if (!Number.isInteger(SOAK_SECONDS) || SOAK_SECONDS < 0) throw new Error(`--soak takes whole seconds, not "${soak}"`)
/** Runs that need only a demo page to read, not an inbox to measure. */
const PAGES_ONLY = ONLY_PUBLIC_PAGES || ONLY_STARTUP || ONLY_CPU || SOAK_SECONDS > 0

function seedDemo(env: Record<string, string>) {
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, ['bin/tessera.js', ...args], {
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
      stdio: 'inherit',
    })
  cli('seed', 'demo', '--messages', String(PAGES_ONLY || ONLY_SHARE_IMAGES ? 100 : DEMO_MESSAGES))
  // The bench's writer sends messages to the fans' grids, which takes a message box: Pro.
  for (const fan of WRITING_OWNERS) cli('user', 'set-plan', fan, 'pro')
}

async function signInDemo(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  })
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status}`)
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** The editor's save round trip (the whole content, as every edit sends it) and a photo upload. */
async function measureEditor(server: RunningServer, cookie: string, label: string, results: Results) {
  const headers = { cookie, origin: server.baseUrl }
  let content = await (await fetch(`${server.baseUrl}/api/grids/demo/content`, { headers })).json()
  const save = await latency(100, async () => {
    const { version, tiles, mobileTiles, settings, theme } = content
    const res = await fetch(`${server.baseUrl}/api/grids/demo/content`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ version, tiles, mobileTiles, settings, theme: theme === 'light' ? 'dark' : 'light' }),
    })
    content = await res.clone().json()
    return res
  })
  results[`${label} layout save p50`] = { value: save.p50, unit: 'ms' }
  results[`${label} layout save p99`] = { value: save.p99, unit: 'ms' }

  const photo = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer()
  const upload = await latency(
    20,
    () => {
      const form = new FormData()
      form.append('bucket', 'tile_images')
      form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg')
      return fetch(`${server.baseUrl}/api/uploads`, { method: 'POST', headers, body: form })
    },
    3,
  )
  results[`${label} upload 3000x2000 JPEG p50`] = { value: upload.p50, unit: 'ms' }
  results[`${label} upload 3000x2000 JPEG p99`] = { value: upload.p99, unit: 'ms' }
}

/** Inbox page, random pick and send, one request at a time, as the owner and a visitor feel them. */
async function measureMessages(server: RunningServer, label: string, results: Results) {
  const cookie = await signInDemo(server)
  const pages = Math.max(1, Math.floor(DEMO_MESSAGES / 25))
  const inbox = await latency(200, (i) =>
    fetch(`${server.baseUrl}/api/messages?page=${1 + ((i * 37) % Math.min(pages, 400))}`, { headers: { cookie } }),
  )
  const random = await latency(200, () => fetch(`${server.baseUrl}/api/messages/random`, { headers: { cookie } }))
  // Each sample from its own address (10.{network}.x.y), so that no sender limit is hit.
  const sendFrom = (network: number) =>
    latency(150, (i) =>
      fetch(`${server.baseUrl}/api/grids/demo/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.baseUrl,
          'x-forwarded-for': `10.${network}.${i >> 8}.${i & 255}`,
        },
        body: JSON.stringify({ tileId: 'ask', message: `Benchmark message number ${i} ${Date.now()}` }),
      }),
    )
  const send = await sendFrom(0)
  // The same with a 200-entry word filter (ADR 0023) that none of the messages matches.
  const setFilter = (words: string[]) =>
    fetch(`${server.baseUrl}/api/moderation/filter`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
      body: JSON.stringify({ words }),
    })
  await setFilter(Array.from({ length: 200 }, (_, i) => (i % 2 ? `unwanted phrase ${i}` : `filterword${i}`)))
  const filteredSend = await sendFrom(1)
  await setFilter([])
  await measureEditor(server, cookie, label, results)
  await benchShareImages(server, cookie, label, results)
  results[`${label} inbox page p95`] = { value: inbox.p95, unit: 'ms' }
  results[`${label} random pick p95`] = { value: random.p95, unit: 'ms' }
  results[`${label} send message p95`] = { value: send.p95, unit: 'ms' }
  results[`${label} send message with a 200-word filter p95`] = { value: filteredSend.p95, unit: 'ms' }
}

async function benchEmbedded(results: Results) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'))
  seedDemo({ DATA_DIR: dataDir, DATABASE_URL: '' })
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error', TRUST_PROXY: 'true' })
  try {
    if (SOAK_SECONDS > 0) return await soakPublicPages(server, 'PGlite', SOAK_SECONDS, results)
    await benchStartup(server, 'PGlite', results)
    if (ONLY_STARTUP) return
    if (ONLY_CPU) return await benchCpuPerRequest(server, 'PGlite', results)
    const html = await (await fetch(`${server.baseUrl}/demo`)).text()
    results['public page html bytes'] = { value: Buffer.byteLength(html), unit: 'B' }
    results['public page html gzip bytes'] = { value: gzipSync(html).length, unit: 'B' }
    const script = /<script src="([^"]+)"/.exec(html)?.[1]
    if (script) {
      const source = await (await fetch(`${server.baseUrl}${script}`)).text()
      results['message flow script gzip bytes'] = { value: gzipSync(source).length, unit: 'B' }
    }
    // The first request draws the Open Graph image (and loads satori); later ones come from the cache.
    const drawStart = performance.now()
    const ogImage = await fetch(`${server.baseUrl}/og/demo.png`)
    results['OG image first draw'] = { value: Math.round(performance.now() - drawStart), unit: 'ms' }
    results['OG image bytes'] = { value: (await ogImage.arrayBuffer()).byteLength, unit: 'B' }
    if (ONLY_SHARE_IMAGES) {
      await benchShareImages(server, await signInDemo(server), 'PGlite', results)
      return await benchPagesWhileDrawing(server, 'PGlite', results)
    }
    await benchPublicPages(server, 'PGlite', results)
    if (ONLY_PUBLIC_PAGES) return
    const landing = await (await fetch(`${server.baseUrl}/`)).text()
    results['landing html gzip bytes'] = { value: gzipSync(landing).length, unit: 'B' }
    for (const [label, path] of [
      ['public page', '/demo'],
      ['landing', '/'],
    ] as const) {
      const scores = await lighthouseScores(`${server.baseUrl}${path}`).catch((error: unknown) => {
        console.warn(`Lighthouse skipped for ${path}: ${String(error).slice(0, 200)}`)
        return undefined
      })
      for (const [category, score] of Object.entries(scores ?? {})) {
        results[`${label} Lighthouse ${category}`] = { value: score, unit: '/100' }
      }
    }
    if (wrkAvailable()) {
      const health = await wrk(`${server.baseUrl}/api/health`, { seconds: 5 })
      results['GET /api/health requests/s'] = { value: health.rps, unit: 'req/s' }
      results['GET /api/health p99 latency'] = { value: health.p99, unit: 'ms' }
    }
    await measureMessages(server, 'PGlite', results)
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** 1,000,000 messages on real Postgres: the demo owner's, and filler for another owner, by SQL. */
async function benchPostgres(results: Results) {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await admin.connect()
  const database = `tessera_bench_${Date.now()}`
  await admin.query(`create database ${database}`)
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${database}`
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-pg-'))
  try {
    seedDemo({ DATA_DIR: dataDir, DATABASE_URL: url.toString() })
    const filler = new pg.Client({ connectionString: url.toString() })
    await filler.connect()
    if (!PAGES_ONLY)
      await filler.query(`
      insert into messages (grid_id, owner_id, body, anonymous, author_label, favorite, created_at)
      select g.id, g.owner_id, 'Filler message ' || n, true, 'Anonymous', n % 13 = 0,
             now() - (n % 2592000) * interval '1 second'
      from generate_series(1, ${OTHER_MESSAGES}) as n, (select id, owner_id from grids where name = 'fan_ania') as g`)
    // What autovacuum does soon after a bulk insert this size (Postgres 13+ vacuums after inserts
    // too): statistics, and the visibility map that lets the inbox walk its index without reading
    // the table. The bench does it itself rather than wait (and autovacuum is off on this machine).
    await filler.query('vacuum (analyze) messages')
    await filler.end()
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
    })
    try {
      if (SOAK_SECONDS > 0) return await soakPublicPages(server, 'Postgres', SOAK_SECONDS, results)
      await benchStartup(server, 'Postgres', results)
      if (ONLY_STARTUP) return
      if (ONLY_CPU) return await benchCpuPerRequest(server, 'Postgres', results)
      await benchPublicPages(server, 'Postgres', results)
      if (!ONLY_PUBLIC_PAGES) await measureMessages(server, 'Postgres', results)
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
  }
}

const resultsFile = new URL('./results.json', import.meta.url)
// A partial run (one BENCH_ONLY, or a soak) replaces the figures it measured and keeps the others.
const results: Results =
  (PAGES_ONLY || ONLY_ANALYTICS || ONLY_SHARE_IMAGES || ONLY_INBOX_SEARCH) && existsSync(resultsFile)
    ? JSON.parse(readFileSync(resultsFile, 'utf8'))
    : {}
if (ONLY_INBOX_SEARCH) await benchInboxSearch(results)
else if (!ONLY_ANALYTICS) {
  await benchEmbedded(results)
  if (!ONLY_SHARE_IMAGES)
    await benchPostgres(results).catch((error: unknown) => console.warn(`Postgres benchmark skipped: ${String(error)}`))
}
if (!PAGES_ONLY && !ONLY_SHARE_IMAGES && !ONLY_INBOX_SEARCH) {
  await benchAnalytics(results)
  await benchInboxSearch(results)
}
console.table(results)
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`)
