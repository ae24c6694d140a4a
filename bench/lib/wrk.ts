import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import { onCpu, onLoadCpu } from './cpus.js'

const run = promisify(execFile)
const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk'

/** wrk is a C load generator in its own process: the server under test, not the generator, is the limit. */
export const wrkAvailable = () => existsSync(WRK)

export interface WrkResult {
  rps: number
  /** Requests answered in all. */
  requests: number
  /** 99th percentile latency, in milliseconds. */
  p99: number
  /** Answers outside 2xx/3xx, and socket errors. */
  non2xx: number
  errors: number
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }

/**
 * One wrk run: one thread, `connections` keep-alive connections, for `seconds`; on the load's CPU
 * when the bench pins (`pinned: false` leaves it to the scheduler); `cpu`, when given, names the
 * CPU instead and wins over `pinned`.
 */
export async function wrk(
  url: string,
  {
    headers = {},
    seconds,
    connections = 50,
    pinned = true,
    cpu,
  }: { headers?: Record<string, string>; seconds: number; connections?: number; pinned?: boolean; cpu?: string },
): Promise<WrkResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url]
  const [command, commandArgs]: [string, string[]] =
    cpu !== undefined ? onCpu(cpu, WRK, args) : pinned ? onLoadCpu(WRK, args) : [WRK, args]
  const { stdout } = await run(command, commandArgs)
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1])
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(stdout)
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)
  if (!Number.isFinite(rps) || !p99) throw new Error(`unexpected wrk output:\n${stdout}`)
  return {
    rps: Math.round(rps),
    requests: Number(/(\d+) requests in/.exec(stdout)?.[1]),
    p99: Math.round(Number(p99[1]) * MS_PER_UNIT[p99[2]!]! * 100) / 100,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  }
}

/** The middle value, or the mean of the two middle values of an even number of them. */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
