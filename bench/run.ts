// `npm run bench`: measures the built server on this machine and writes bench/results.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { openDatabase } from '../src/server/db/client.js'
import { ensureDemoGrid } from '../src/server/services/demo.js'
import { startServer } from '../tests/helpers/server.js'

type Results = Record<string, { value: number; unit: string }>

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8)
const CONNECTIONS = 32

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'))
  const database = await openDatabase({ dataDir })
  await database.migrate()
  await ensureDemoGrid(database.db)
  await database.close()

  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' })
  const results: Results = {}
  try {
    const html = await (await fetch(`${server.baseUrl}/demo`)).text()
    results['public page html bytes'] = { value: Buffer.byteLength(html), unit: 'B' }
    results['public page html gzip bytes'] = { value: gzipSync(html).length, unit: 'B' }

    const page = await load(`${server.baseUrl}/demo`)
    results['GET /{name} requests/s'] = { value: page.rps, unit: 'req/s' }
    results['GET /{name} p99 latency'] = { value: page.p99, unit: 'ms' }

    const health = await load(`${server.baseUrl}/api/health`)
    results['GET /api/health requests/s'] = { value: health.rps, unit: 'req/s' }
    results['GET /api/health p99 latency'] = { value: health.p99, unit: 'ms' }
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }

  console.table(Object.fromEntries(Object.entries(results).map(([name, { value, unit }]) => [name, { value, unit }])))
  writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`)
}

await main()
