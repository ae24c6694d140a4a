import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'

const TASKSET = '/usr/bin/taskset'
const SERVER_CPU = '0'
const LOAD_CPU = '1'

/**
 * Each server under test (Tessera, bare node, nginx) has its request-answering thread on the first
 * CPU, and wrk runs on the second. Left to the scheduler on a 2-core machine, the two sometimes
 * share a core for part of a round, and that round's figure drops with no change in the server:
 * the ratios swung by ±0.2. A server's other threads (V8's compiler and collector, libuv's pool,
 * the embedded database's thread) are left to the scheduler, as the Postgres server's processes
 * are (ADR 0043).
 */
export const pinning = existsSync(TASKSET) && availableParallelism() >= 2

/**
 * A running process's main thread onto the server's CPU, or back onto all of them. Threads it has
 * started keep their CPUs; threads it starts afterwards inherit the server's CPU.
 */
export function pinServer(pid: number, { release = false } = {}) {
  if (!pinning) return
  const cpus = release ? `0-${availableParallelism() - 1}` : SERVER_CPU
  execFileSync(TASKSET, ['--cpu-list', '--pid', cpus, String(pid)], { stdio: 'ignore' })
}

/** The command and arguments that start a single-threaded server (nginx) on the server's CPU. */
export const onServerCpu = (command: string, args: string[]): [string, string[]] =>
  pinning ? [TASKSET, ['--cpu-list', SERVER_CPU, command, ...args]] : [command, args]

/** The command and arguments that start the load generator on its own CPU. */
export const onLoadCpu = (command: string, args: string[]): [string, string[]] =>
  pinning ? [TASKSET, ['--cpu-list', LOAD_CPU, command, ...args]] : [command, args]
