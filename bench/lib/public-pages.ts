import { readFileSync } from 'node:fs'
import type { RunningServer } from '../../tests/helpers/server.js'
import { recordAnswer, serveWithBareNode } from './bare-node.js'
import type { Results } from './measure.js'
import { nginxAvailable, serveWithNginx } from './nginx.js'
import { median, wrk, wrkAvailable } from './wrk.js'
import { prepareWrittenGrids, startWriting } from './writer.js'

const SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 0)
const BROWSER = { 'accept-encoding': 'gzip' }

/** The resident set of a process, in MB. */
export function rssMegabytes(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
  return Math.round(kb / 1024)
}

const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * Tessera, a bare node:http server sending the same status, headers and bytes, and nginx with one
 * worker (200 answers only), each loaded by wrk in turn, ROUNDS times alternating; medians.
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
    results[`${label} ${name} / bare node ratio`] = { value: round2(ours / median(runs.bare)), unit: 'x' }
    if (nginx) {
      results[`${label} ${name} nginx same bytes requests/s`] = { value: median(runs.nginx), unit: 'req/s' }
      results[`${label} ${name} / nginx ratio`] = { value: round2(ours / median(runs.nginx)), unit: 'x' }
    }
  } finally {
    bare.stop()
    nginx?.stop()
  }
}

/** The same page idle and while a bounded writer works on other grids, alternating. */
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
  for (let round = 0; round < ROUNDS; round++) {
    idle.push((await wrk(url, { headers: BROWSER, seconds: SECONDS })).rps)
    const writer = startWriting(server.baseUrl, grids)
    const loaded = await wrk(url, { headers: BROWSER, seconds: SECONDS })
    writes.push(await writer.stop())
    busy.push(loaded.rps)
    p99.push(loaded.p99)
  }
  results[`${label} ${name} under writes requests/s`] = { value: median(busy), unit: 'req/s' }
  results[`${label} ${name} under writes / idle ratio`] = { value: round2(median(busy) / median(idle)), unit: 'x' }
  results[`${label} ${name} under writes p99 latency`] = { value: median(p99), unit: 'ms' }
  results[`${label} writer messages/s`] = { value: median(writes.map((w) => w.messagesPerSecond)), unit: '/s' }
  results[`${label} writer saves/s`] = { value: median(writes.map((w) => w.savesPerSecond)), unit: '/s' }
  results[`${label} writer failed writes`] = { value: writes.reduce((sum, w) => sum + w.failed, 0), unit: '' }
}

/** RSS while visitors read and the writer writes for SOAK_SECONDS (BENCH_SOAK_SECONDS, 0 skips it). */
async function soak(
  server: RunningServer,
  label: string,
  grids: Awaited<ReturnType<typeof prepareWrittenGrids>>,
  results: Results,
) {
  const pid = server.process.pid!
  const samples = [rssMegabytes(pid)]
  const writer = startWriting(server.baseUrl, grids, { messagesPerSecond: 5, savesPerSecond: 1 })
  const slices = Math.max(1, Math.round(SOAK_SECONDS / 30))
  for (let i = 0; i < slices; i++) {
    await wrk(`${server.baseUrl}/demo`, { headers: BROWSER, seconds: SOAK_SECONDS / slices })
    samples.push(rssMegabytes(pid))
  }
  await writer.stop()
  results[`${label} RSS at the start of a ${SOAK_SECONDS} s soak`] = { value: samples[0]!, unit: 'MB' }
  results[`${label} RSS at the end of the soak`] = { value: samples.at(-1)!, unit: 'MB' }
  results[`${label} RSS at most during the soak`] = { value: Math.max(...samples), unit: 'MB' }
}

/** Issue 16's figures for one driver: ratios to bare node and nginx, under writes, RSS. */
export async function benchPublicPages(server: RunningServer, label: string, results: Results) {
  if (!wrkAvailable()) {
    console.warn('wrk is not installed (apt-get install wrk): the public page throughput figures are skipped.')
    return
  }
  const pid = server.process.pid!
  results[`${label} RSS before the public page runs`] = { value: rssMegabytes(pid), unit: 'MB' }
  for (const path of ['/demo', '/', '/no-such-page']) await compare(server, label, path, results)
  const grids = await prepareWrittenGrids(server.baseUrl)
  for (const path of ['/demo', '/']) await underWrites(server, label, path, grids, results)
  results[`${label} RSS after the public page runs`] = { value: rssMegabytes(pid), unit: 'MB' }
  if (SOAK_SECONDS > 0) await soak(server, label, grids, results)
}
