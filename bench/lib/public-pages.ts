import { serverRssMegabytes } from '../../scripts/lib/process-memory.js'
import type { RunningServer } from '../../tests/helpers/server.js'
import { recordAnswer, serveWithBareNode } from './bare-node.js'
import { busyPercent, cpuTicks, mainThreadCpuSeconds, processCpuSeconds } from './cpu-time.js'
import { ALL_CPUS, confineServer, CPU_SIDES, pinLoad, pinning, pinServer } from './cpus.js'
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
/**
 * Seconds of each CPU-time run, and rounds of them (each one run of Tessera and of two bare servers
 * on each CPU, and one of Tessera and a bare server unpinned; six rounds show each CPU every order
 * of the three). The machine's speed swings within seconds, so the three runs compared are kept
 * within 6 s; 2 s of a busy thread are some 200 of /proc's ticks, ±0.5% a reading.
 */
const CPU_SECONDS = Number(process.env.BENCH_CPU_SECONDS ?? 2)
const CPU_ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 6)
/** Seconds of load on each page before the CPU rounds, so that they measure a server in its steady state. */
const CPU_WARM_UP_SECONDS = Number(process.env.BENCH_CPU_WARM_UP_SECONDS ?? 10)
/** What a browser says of its languages: the landing and 404 pages answer in one of them (ADR 0068). */
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' }
const POLISH = { 'accept-language': 'pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7' }
/** The pages measured, each with the request headers of its browser (bare node gets the same requests). */
const PAGES = [
  { name: 'GET /{name}', path: '/demo', headers: {} },
  { name: 'GET /', path: '/', headers: ENGLISH },
  { name: 'GET / in Polish', path: '/', headers: POLISH },
  { name: 'GET 404 page', path: '/no-such-page', headers: ENGLISH },
] as const
type Page = (typeof PAGES)[number]

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * The median of each round's ratio: a round's two runs follow each other within seconds, so a
 * change in the machine's load between rounds moves both, not the ratio.
 */
const roundRatios = (ours: number[], theirs: number[]) => ours.map((value, i) => value / theirs[i]!)
const medianRatio = (ours: number[], theirs: number[]) => round2(median(roundRatios(ours, theirs)))

/**
 * Tessera, a bare node:http server sending the same status, headers and bytes, and nginx with one
 * worker (200 answers only), each loaded by wrk in turn, ROUNDS times alternating; medians, and
 * the ratios as medians of the rounds' ratios.
 */
async function compare(server: RunningServer, label: string, page: Page, results: Results) {
  const url = `${server.baseUrl}${page.path}`
  const headers = { ...BROWSER, ...page.headers }
  await wrk(url, { headers, seconds: 1 }) // renders once, warms the JIT
  const answer = await recordAnswer(url, headers)
  const bare = await serveWithBareNode(answer)
  const nginx = answer.status === 200 && nginxAvailable() ? await serveWithNginx(answer.body) : undefined
  try {
    const runs = { tessera: [] as number[], bare: [] as number[], nginx: [] as number[], p99: [] as number[] }
    for (let round = 0; round < ROUNDS; round++) {
      const ours = await wrk(url, { headers, seconds: SECONDS })
      runs.tessera.push(ours.rps)
      runs.p99.push(ours.p99)
      runs.bare.push((await wrk(bare.url, { headers, seconds: SECONDS })).rps)
      if (nginx) runs.nginx.push((await wrk(nginx.url, { headers, seconds: SECONDS })).rps)
    }
    const ours = median(runs.tessera)
    const name = page.name
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
 * CPU seconds all of a process's threads, and its main thread alone, ran per request during one wrk
 * run, in µs, and its throughput; the server confined to one CPU and wrk on the other, or both left
 * to the scheduler (`side` undefined).
 */
async function cpuOfRun(target: Target, headers: Record<string, string>, side?: CpuSide) {
  confineServer(target.pid, side?.server ?? ALL_CPUS)
  const [before, mainBefore] = [processCpuSeconds(target.pid), mainThreadCpuSeconds(target.pid)]
  const run = await wrk(target.url, { headers, seconds: CPU_SECONDS, pinned: false, cpu: side?.load })
  const perRequest = (seconds: number) => (seconds * 1e6) / run.requests
  return {
    microseconds: perRequest(processCpuSeconds(target.pid) - before),
    mainThreadMicroseconds: perRequest(mainThreadCpuSeconds(target.pid) - mainBefore),
    rps: run.rps,
  }
}

interface Target {
  pid: number
  url: string
}
type CpuSide = (typeof CPU_SIDES)[number]
type CpuRun = Awaited<ReturnType<typeof cpuOfRun>>

/** Every order of three servers: over six runs on one CPU, each runs first, second and last twice, after each of the others. */
const ORDERS_OF_THREE = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
] as const

/**
 * What a request costs the machine, which the load on a shared machine moves less than throughput:
 * the CPU time of all the server's threads per request, beside that of bare node:http servers
 * sending the same status, headers and bytes, uncompressed (ADR 0080).
 *
 * This VM's two CPUs each run at a speed of their own that moves from minute to minute, and two
 * bare servers started alike can differ by a tenth a request for as long as they run. So in each
 * round, on each CPU in turn (all of a server's threads on it, as on a one-CPU server, wrk on the
 * other), Tessera and two bare servers run back to back; over six rounds each CPU sees every order
 * of the three. A ratio is Tessera's over the two bare servers' mean; how far the two bare servers
 * differ from each other is reported too, the yardstick's own spread in that run. Ratios are
 * medians over rounds and CPUs. A last run per round leaves Tessera and one bare server to the
 * scheduler (the unpinned ratio).
 */
export async function benchCpuPerRequest(server: RunningServer, label: string, results: Results) {
  if (!wrkAvailable()) {
    console.warn('wrk is not installed (apt-get install wrk): the CPU per request figures are skipped.')
    return
  }
  if (!pinning) console.warn('taskset or a second CPU is missing: the CPU per request runs are not confined.')
  // Without pinning the two sides would be the same unconfined run twice.
  const sides: readonly CpuSide[] = pinning ? CPU_SIDES : [CPU_SIDES[0]]
  // A server just started goes on getting cheaper for some 30 s of load (the JIT and the heap
  // settling): a round of its first page measured 1.47 of bare node, one 30 s later 1.05.
  for (const { path, headers } of PAGES) {
    await wrk(`${server.baseUrl}${path}`, { headers, seconds: CPU_WARM_UP_SECONDS, pinned: false })
  }
  for (const { name, path, headers } of PAGES) {
    const tessera: Target = { pid: server.process.pid!, url: `${server.baseUrl}${path}` }
    const answer = await recordAnswer(tessera.url, headers)
    const bareA = await serveWithBareNode(answer)
    const bareB = await serveWithBareNode(answer)
    try {
      for (const bare of [bareA, bareB]) await wrk(bare.url, { headers, seconds: 1, pinned: false })
      const ours: CpuRun[] = []
      const theirs: CpuRun[] = []
      const ratios: number[] = []
      const yardstick: number[] = []
      const unpinned = { ours: [] as number[], theirs: [] as number[] }
      const servers = [tessera, bareA, bareB]
      for (let round = 0; round < CPU_ROUNDS; round++) {
        // Each CPU goes first every other round.
        const roundSides = round % 2 === 0 ? sides : [...sides].reverse()
        for (const [i, side] of roundSides.entries()) {
          // Each server's run at its place in `servers`, whatever the order they ran in.
          const runs: CpuRun[] = []
          for (const index of ORDERS_OF_THREE[(sides.length * round + i) % ORDERS_OF_THREE.length]!) {
            runs[index] = await cpuOfRun(servers[index]!, headers, side)
          }
          const [ourRun, runA, runB] = runs as [CpuRun, CpuRun, CpuRun]
          ours.push(ourRun)
          theirs.push(runA, runB)
          ratios.push((2 * ourRun.microseconds) / (runA.microseconds + runB.microseconds))
          yardstick.push(
            Math.max(runA.microseconds, runB.microseconds) / Math.min(runA.microseconds, runB.microseconds),
          )
        }
        const unconfined = round % 2 === 0 ? [tessera, bareA] : [bareA, tessera]
        for (const target of unconfined) {
          const { rps } = await cpuOfRun(target, headers)
          ;(target === tessera ? unpinned.ours : unpinned.theirs).push(rps)
        }
      }
      const medianOf = (runs: CpuRun[], figure: (run: CpuRun) => number) => round2(median(runs.map(figure)))
      const allThreads = (run: CpuRun) => run.microseconds
      const mainThread = (run: CpuRun) => run.mainThreadMicroseconds
      results[`${label} ${name} CPU per request`] = { value: medianOf(ours, allThreads), unit: 'µs' }
      results[`${label} ${name} bare node CPU per request`] = { value: medianOf(theirs, allThreads), unit: 'µs' }
      // Whether a difference is the request-answering thread's or the others' (V8's, the database's).
      results[`${label} ${name} main thread CPU per request`] = { value: medianOf(ours, mainThread), unit: 'µs' }
      results[`${label} ${name} bare node main thread CPU per request`] = {
        value: medianOf(theirs, mainThread),
        unit: 'µs',
      }
      results[`${label} ${name} CPU per request / bare node`] = { value: round2(median(ratios)), unit: 'x' }
      // The spread of the round-and-CPU ratios, which tells a steady ratio from a noisy median.
      results[`${label} ${name} CPU per request / bare node, lowest round`] = {
        value: round2(Math.min(...ratios)),
        unit: 'x',
      }
      results[`${label} ${name} CPU per request / bare node, highest round`] = {
        value: round2(Math.max(...ratios)),
        unit: 'x',
      }
      results[`${label} ${name} bare node servers' difference from each other`] = {
        value: round2(median(yardstick)),
        unit: 'x',
      }
      results[`${label} ${name} unpinned / bare node ratio`] = {
        value: medianRatio(unpinned.ours, unpinned.theirs),
        unit: 'x',
      }
    } finally {
      confineServer(tessera.pid, ALL_CPUS)
      bareA.stop()
      bareB.stop()
    }
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
    idle.push((await wrk(url, { headers: { ...BROWSER, ...ENGLISH }, seconds: SECONDS })).rps)
    const writer = startWriting(server.baseUrl, grids)
    const [cpuBefore, threadBefore, started] = [cpuTicks(), mainThreadCpuSeconds(pid), performance.now()]
    const loaded = await wrk(url, { headers: { ...BROWSER, ...ENGLISH }, seconds: SECONDS })
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
  await benchCpuPerRequest(server, label, results)
  pinServer(pid)
  pinLoad()
  try {
    for (const page of PAGES) await compare(server, label, page, results)
    const grids = await prepareWrittenGrids(server.baseUrl)
    for (const path of ['/demo', '/']) await underWrites(server, label, path, grids, results)
  } finally {
    pinServer(pid, { release: true })
    pinLoad({ release: true })
  }
  results[`${label} RSS after the public page runs`] = { value: serverRssMegabytes(pid), unit: 'MB' }
}
