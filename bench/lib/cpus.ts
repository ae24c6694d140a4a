import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

const TASKSET = '/usr/bin/taskset'
const FIRST_CPU = '0'
const SECOND_CPU = '1'
const SERVER_CPU = FIRST_CPU
const LOAD_CPU = SECOND_CPU
export const ALL_CPUS = `0-${availableParallelism() - 1}`

/**
 * The first CPU runs only the request-answering thread of the server under test (Tessera, bare
 * node or nginx); the second runs everything else: wrk, the bench and its writer, the server's
 * other threads (V8's compiler and collector, libuv's pool, the embedded database's thread) and
 * Postgres. Left to the scheduler on a 2-core machine, the load generator or the database
 * sometimes took part of the server's core for part of a round, and that round's figure dropped
 * with no change in the server: the ratios swung by ±0.2 (ADR 0043). CPU per request confines a
 * whole server to either CPU in turn instead (`CPU_SIDES`, ADR 0080).
 */
export const pinning = existsSync(TASKSET) && availableParallelism() >= 2

/** Sets a process's or thread's CPUs; one that has ended meanwhile is passed over. */
function taskset(cpus: string, pid: number | string, { allThreads = false } = {}) {
  try {
    execFileSync(TASKSET, [...(allThreads ? ['--all-tasks'] : []), '--cpu-list', '--pid', cpus, String(pid)], {
      stdio: 'ignore',
    })
  } catch (error) {
    if (existsSync(`/proc/${pid}`)) throw error
  }
}

/**
 * A running server's main thread onto the server's CPU and its other threads onto the load's, or
 * all back onto every CPU. Threads the main thread starts afterwards inherit the server's CPU.
 */
export function pinServer(pid: number, { release = false } = {}) {
  if (!pinning) return
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    taskset(release ? ALL_CPUS : thread === String(pid) ? SERVER_CPU : LOAD_CPU, thread)
  }
}

/**
 * This process (the bench, with its writer) and the machine's Postgres onto the load's CPU, or
 * back onto every CPU. Postgres's backends inherit the postmaster's CPUs.
 */
export function pinLoad({ release = false } = {}) {
  if (!pinning) return
  const cpus = release ? ALL_CPUS : LOAD_CPU
  taskset(cpus, process.pid, { allThreads: true })
  for (const postgres of postgresProcesses()) taskset(cpus, postgres, { allThreads: true })
}

function postgresProcesses(): string[] {
  return readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false
    try {
      return readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres'
    } catch {
      return false // ended meanwhile
    }
  })
}

/** The command and arguments that start a program on one CPU (when the bench pins). */
export const onCpu = (cpu: string, command: string, args: string[]): [string, string[]] =>
  pinning ? [TASKSET, ['--cpu-list', cpu, command, ...args]] : [command, args]

/** The command and arguments that start a single-threaded server (nginx) on the server's CPU. */
export const onServerCpu = (command: string, args: string[]) => onCpu(SERVER_CPU, command, args)

/** The command and arguments that start the load generator on its own CPU. */
export const onLoadCpu = (command: string, args: string[]) => onCpu(LOAD_CPU, command, args)

/**
 * Each CPU as the server's with the other as the load's: each CPU of this VM runs at its own speed,
 * which moves from minute to minute (at 22:55 on 11-29 the same bare server cost 0.95–1.94 times
 * as much a request on the second CPU as on the first).
 */
export const CPU_SIDES = [
  { server: FIRST_CPU, load: SECOND_CPU },
  { server: SECOND_CPU, load: FIRST_CPU },
] as const

/**
 * Every thread of a running server onto one CPU (`ALL_CPUS` hands it back to the scheduler): as on
 * a one-CPU server, its helper threads take turns with the thread that answers.
 */
export function confineServer(pid: number, cpu: string) {
  if (pinning) taskset(cpu, pid, { allThreads: true })
}
