import { readdirSync, readFileSync } from 'node:fs'

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100

/** CPU seconds (user and system) one thread of a process has run; 0 once it has ended. */
function threadCpuSeconds(pid: number, thread: number | string): number {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8')
  } catch {
    return 0
  }
  // After the command name, which may hold spaces, come the state and then utime, stime at 12 and 13.
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

/** CPU seconds (user and system) a process's main thread has run. */
export const mainThreadCpuSeconds = (pid: number): number => threadCpuSeconds(pid, pid)

/**
 * CPU seconds all of a process's threads have run (its main thread, V8's compiler and collector,
 * libuv's pool, the embedded database's thread): what an operator pays. A thread that ended
 * between two readings takes its time with it, so read around a steady load.
 */
export const processCpuSeconds = (pid: number): number =>
  readdirSync(`/proc/${pid}/task`).reduce((sum, thread) => sum + threadCpuSeconds(pid, thread), 0)

/** Each CPU's busy and total ticks so far (/proc/stat; idle and iowait are not busy). */
export function cpuTicks(): { busy: number; total: number }[] {
  return readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .filter((line) => /^cpu\d/.test(line))
    .map((line) => {
      const ticks = line.split(/\s+/).slice(1).map(Number)
      const total = ticks.reduce((sum, value) => sum + value, 0)
      return { busy: total - ticks[3]! - ticks[4]!, total }
    })
}

/** Each CPU's busy share between two `cpuTicks()`, in per cent. */
export const busyPercent = (before: ReturnType<typeof cpuTicks>, after: ReturnType<typeof cpuTicks>) =>
  after.map((cpu, i) => Math.round((100 * (cpu.busy - before[i]!.busy)) / (cpu.total - before[i]!.total)))
