import { readFileSync } from 'node:fs'

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100

/** CPU seconds (user and system) a process's main thread has run. */
export function mainThreadCpuSeconds(pid: number): number {
  // After the command name, which may hold spaces, come the state and then utime, stime at 12 and 13.
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

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
