import { serverRssMegabytes } from '../../scripts/lib/process-memory.js'
import type { RunningServer } from '../../tests/helpers/server.js'
import { recordAnswer, serveWithBareNode } from './bare-node.js'
import { busyPercent, cpuTicks, mainThreadCpuSeconds, processCpuSeconds } from './cpu-time.js'
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
/**
 * Seconds of each CPU-time run, and rounds of them (each one Tessera's run and bare node's): the
 * machine's speed swings within seconds, so a round of 3 s moves as much as one of 8 s, and more
 * rounds in the same time give a steadier median.
 */
const CPU_SECONDS = Number(process.env.BENCH_CPU_SECONDS ?? 4)
const CPU_ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 9)
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
 * run, in µs, and its throughput.
 */
async function cpuOfRun(pid: number, url: string, headers: Record<string, string>) {
  const [before, mainBefore] = [processCpuSeconds(pid), mainThreadCpuSeconds(pid)]
  const run = await wrk(url, { headers, seconds: CPU_SECONDS, pinned: false })
  const perRequest = (seconds: number) => (seconds * 1e6) / run.requests
  return {
    microseconds: perRequest(processCpuSeconds(pid) - before),
    mainThreadMicroseconds: perRequest(mainThreadCpuSeconds(pid) - mainBefore),
    rps: run.rps,
  }
}

/**
 * What a request costs the machine, which the load on a shared machine moves less than throughput:
 * the CPU time of all the server's threads per request, beside that of a bare node:http server
 * sending the same status, headers and bytes, uncompressed, nothing pinned; rounds alternate
 * the two, and the ratios are medians of the rounds' ratios.
 */
export async function benchCpuPerRequest(server: RunningServer, label: string, results: Results) {
  if (!wrkAvailable()) {
    console.warn('wrk is not installed (apt-get install wrk): the CPU per request figures are skipped.')
    return
  }
  const pid = server.process.pid!
  // A server just started goes on getting cheaper for some 30 s of load (the JIT and the heap
  // settling): a round of its first page measured 1.47 of bare node, one 30 s later 1.05.
  for (const { path, headers } of PAGES) {
    await wrk(`${server.baseUrl}${path}`, { headers, seconds: CPU_WARM_UP_SECONDS, pinned: false })
  }
  for (const { name, path, headers } of PAGES) {
    const url = `${server.baseUrl}${path}`
    const bare = await serveWithBareNode(await recordAnswer(url, headers))
    pinServer(bare.pid, { release: true })
    try {
      await wrk(bare.url, { headers, seconds: 1, pinned: false })
      const ours: Awaited<ReturnType<typeof cpuOfRun>>[] = []
      const theirs: typeof ours = []
      for (let round = 0; round < CPU_ROUNDS; round++) {
        // Each goes first every other round, so that a machine speeding up or slowing down
        // within a round does not favour the one that runs second.
        if (round % 2 === 0) ours.push(await cpuOfRun(pid, url, headers))
        theirs.push(await cpuOfRun(bare.pid, bare.url, headers))
        if (round % 2 === 1) ours.push(await cpuOfRun(pid, url, headers))
      }
      type Run = (typeof ours)[number]
      const medianOf = (runs: Run[], figure: (run: Run) => number) => round2(median(runs.map(figure)))
      const allThreads = (run: Run) => run.microseconds
      const mainThread = (run: Run) => run.mainThreadMicroseconds
      const ratios = roundRatios(ours.map(allThreads), theirs.map(allThreads))
      results[`${label} ${name} CPU per request`] = { value: medianOf(ours, allThreads), unit: 'µs' }
      results[`${label} ${name} bare node CPU per request`] = { value: medianOf(theirs, allThreads), unit: 'µs' }
      // Whether a difference is the request-answering thread's or the others' (V8's, the database's).
      results[`${label} ${name} main thread CPU per request`] = { value: medianOf(ours, mainThread), unit: 'µs' }
      results[`${label} ${name} bare node main thread CPU per request`] = {
        value: medianOf(theirs, mainThread),
        unit: 'µs',
      }
      results[`${label} ${name} CPU per request / bare node`] = { value: round2(median(ratios)), unit: 'x' }
      // The spread of the rounds, which tells a steady ratio from a noisy median.
      results[`${label} ${name} CPU per request / bare node, lowest round`] = {
        value: round2(Math.min(...ratios)),
        unit: 'x',
      }
      results[`${label} ${name} CPU per request / bare node, highest round`] = {
        value: round2(Math.max(...ratios)),
        unit: 'x',
      }
      results[`${label} ${name} unpinned / bare node ratio`] = {
        value: medianRatio(
          ours.map((run) => run.rps),
          theirs.map((run) => run.rps),
        ),
        unit: 'x',
      }
    } finally {
      bare.stop()
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
