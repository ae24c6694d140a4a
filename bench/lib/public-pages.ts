import { serverRssMegabytes } from '../../scripts/lib/process-memory.js'
import type { RunningServer } from '../../tests/helpers/server.js'
import { recordAnswer, serveWithBareNode } from './bare-node.js'
import { busyPercent, cpuTicks, mainThreadCpuSeconds } from './cpu-time.js'
import { pinLoad, pinning, pinServer } from './cpus.js'
import type { Results } from './measure.js'
import { nginxAvailable, serveWithNginx } from './nginx.js'
import { median, wrk, wrkAvailable } from './wrk.js'
import { prepareWrittenGrids, startWriting } from './writer.js'

const SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 5)
/**
 * Rounds per comparison: the machine's speed swings within seconds, so one round's ratio says
 * little, and more rounds narrow the median's spread (docs/performance.md).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9)
/** How often the soak reports the server's RSS. */
const SOAK_SAMPLE_SECONDS = 30
const BROWSER = { 'accept-encoding': 'gzip' }

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * The median of each round's ratio: a round's two runs follow each other within seconds, so a
 * change in the machine's load between rounds moves both, not the ratio.
 */
const medianRatio = (ours: number[], theirs: number[]) => round2(median(ours.map((value, i) => value / theirs[i]!)))

/**
 * Tessera, a bare node:http server sending the same status, headers and bytes, and nginx with one
 * worker (200 answers only), each loaded by wrk in turn, ROUNDS times alternating; medians, and
 * the ratios as medians of the rounds' ratios.
 */
async function compare(server: RunningServer, label: string, path: string, results: Results) {
  const url = `${server.baseUrl}${path}`
  await wrk(url, { headers: BROWSER, seconds: 1 }) // renders once, warms the JIT
  const answer = await recordAnswer(url, BROWSER)
  const bare = await serveWithBareNode(answer)
  const nginx = answer.status === 200 && nginxAvailable() ? await serveWithNginx(answer.body) : undefined
  try {
    const runs = { tessera: [] as number[], bare: [] as number[], nginx: [] as number[], p99: [] as number[] }
    for (let round = 0; round < ROUNDS; round++) {
      const ours = await wrk(url, { headers: BROWSER, seconds: SECONDS })
      runs.tessera.push(ours.rps)
      runs.p99.push(ours.p99)
      runs.bare.push((await wrk(bare.url, { headers: BROWSER, seconds: SECONDS })).rps)
      if (nginx) runs.nginx.push((await wrk(nginx.url, { headers: BROWSER, seconds: SECONDS })).rps)
    }
    const ours = median(runs.tessera)
    const name = path === '/' ? 'GET /' : path === '/demo' ? 'GET /{name}' : 'GET 404 page'
    results[`${label} ${name} requests/s`] = { value: ours, unit: 'req/s' }
    results[`${label} ${name} p99 latency`] = { value: median(runs.p99), unit: 'ms' }
    results[`${label} ${name} bare node same bytes requests/s`] = { value: median(runs.bare), unit: 'req/s' }
    results[`${label} ${name} / bare node ratio`] = { value: medianRatio(runs.tessera, runs.bare), unit: 'x' }
    if (nginx) {
      results[`${label} ${name} nginx same bytes requests/s`] = { value: median(runs.nginx), unit: 'req/s' }
      results[`${label} ${name} / nginx ratio`] = { value: medianRatio(runs.tessera, runs.nginx), unit: 'x' }
    }
  } finally {
    bare.stop()
    nginx?.stop()
  }
}

/**
 * The same page idle and while a bounded writer works on other grids, alternating; with how busy
 * the server's main thread and the second CPU (wrk, the writer and the database, when pinned)
 * were while both ran: a main thread short of 100% waited for requests, not for CPU.
 */
async function underWrites(
  server: RunningServer,
  label: string,
  path: string,
  grids: Awaited<ReturnType<typeof prepareWrittenGrids>>,
  results: Results,
) {
  const url = `${server.baseUrl}${path}`
  const name = path === '/' ? 'GET /' : 'GET /{name}'
  const idle: number[] = []
  const busy: number[] = []
  const p99: number[] = []
  const writes: { messagesPerSecond: number; savesPerSecond: number; failed: number }[] = []
  const mainThreadBusy: number[] = []
  const loadCpuBusy: number[] = []
  const pid = server.process.pid!
  for (let round = 0; round < ROUNDS; round++) {
    idle.push((await wrk(url, { headers: BROWSER, seconds: SECONDS })).rps)
    const writer = startWriting(server.baseUrl, grids)
    const [cpuBefore, threadBefore, started] = [cpuTicks(), mainThreadCpuSeconds(pid), performance.now()]
    const loaded = await wrk(url, { headers: BROWSER, seconds: SECONDS })
    const seconds = (performance.now() - started) / 1000
    mainThreadBusy.push(Math.round((100 * (mainThreadCpuSeconds(pid) - threadBefore)) / seconds))
    loadCpuBusy.push(busyPercent(cpuBefore, cpuTicks())[1] ?? 0)
    writes.push(await writer.stop())
    busy.push(loaded.rps)
    p99.push(loaded.p99)
  }
  results[`${label} ${name} under writes requests/s`] = { value: median(busy), unit: 'req/s' }
  results[`${label} ${name} under writes / idle ratio`] = { value: medianRatio(busy, idle), unit: 'x' }
  results[`${label} ${name} under writes p99 latency`] = { value: median(p99), unit: 'ms' }
  results[`${label} ${name} under writes main thread busy`] = { value: median(mainThreadBusy), unit: '%' }
  if (pinning) results[`${label} ${name} under writes second CPU busy`] = { value: median(loadCpuBusy), unit: '%' }
  results[`${label} writer messages/s`] = { value: median(writes.map((w) => w.messagesPerSecond)), unit: '/s' }
  results[`${label} writer saves/s`] = { value: median(writes.map((w) => w.savesPerSecond)), unit: '/s' }
  results[`${label} writer failed writes`] = { value: writes.reduce((sum, w) => sum + w.failed, 0), unit: '' }
}

/**
 * The server's RSS every SOAK_SAMPLE_SECONDS while wrk reads /demo and the bounded writer writes to
 * other grids, for `seconds` (`npm run bench -- --soak 300`): memory that grows with traffic shows.
 */
export async function soakPublicPages(server: RunningServer, label: string, seconds: number, results: Results) {
  if (!wrkAvailable()) {
    console.warn('wrk is not installed (apt-get install wrk): the soak is skipped.')
    return
  }
  const pid = server.process.pid!
  const grids = await prepareWrittenGrids(server.baseUrl)
  // Warmed first, so that the first sample is the steady state's, not the start-up's.
  await wrk(`${server.baseUrl}/demo`, { headers: BROWSER, seconds: 5 })
  const samples = [serverRssMegabytes(pid)]
  console.log(`${label} soak: RSS ${samples[0]} MB at 0 s`)
  const writer = startWriting(server.baseUrl, grids)
  const slices = Math.max(1, Math.round(seconds / SOAK_SAMPLE_SECONDS))
  const reads: number[] = []
  for (let i = 1; i <= slices; i++) {
    reads.push((await wrk(`${server.baseUrl}/demo`, { headers: BROWSER, seconds: seconds / slices })).rps)
    samples.push(serverRssMegabytes(pid))
    console.log(`${label} soak: RSS ${samples.at(-1)} MB at ${Math.round((i * seconds) / slices)} s`)
  }
  const writes = await writer.stop()
  results[`${label} soak seconds`] = { value: seconds, unit: 's' }
  results[`${label} soak RSS at the start`] = { value: samples[0]!, unit: 'MB' }
  results[`${label} soak RSS at the end`] = { value: samples.at(-1)!, unit: 'MB' }
  results[`${label} soak RSS at most`] = { value: Math.max(...samples), unit: 'MB' }
  results[`${label} soak RSS growth over the second half`] = {
    value: samples.at(-1)! - samples[Math.floor(samples.length / 2)]!,
    unit: 'MB',
  }
  results[`${label} soak GET /{name} requests/s`] = { value: median(reads), unit: 'req/s' }
  results[`${label} soak writer messages/s`] = { value: writes.messagesPerSecond, unit: '/s' }
  results[`${label} soak writer failed writes`] = { value: writes.failed, unit: '' }
}

/** Issue 16's figures for one driver: ratios to bare node and nginx, under writes, RSS. */
export async function benchPublicPages(server: RunningServer, label: string, results: Results) {
  if (!wrkAvailable()) {
    console.warn('wrk is not installed (apt-get install wrk): the public page throughput figures are skipped.')
    return
  }
  const pid = server.process.pid!
  results[`${label} RSS before the public page runs`] = { value: serverRssMegabytes(pid), unit: 'MB' }
  pinServer(pid)
  pinLoad()
  try {
    for (const path of ['/demo', '/', '/no-such-page']) await compare(server, label, path, results)
    const grids = await prepareWrittenGrids(server.baseUrl)
    for (const path of ['/demo', '/']) await underWrites(server, label, path, grids, results)
  } finally {
    pinServer(pid, { release: true })
    pinLoad({ release: true })
  }
  results[`${label} RSS after the public page runs`] = { value: serverRssMegabytes(pid), unit: 'MB' }
}
