import { readdirSync, readFileSync } from 'node:fs'

/** `/proc/<pid>/<file>`, or undefined once the process has ended. */
function procFile(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8')
  } catch {
    return undefined
  }
}

/** A process and its descendants: each thread lists the children it started. */
function processTree(pid: number): number[] {
  let tasks: string[]
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return []
  }
  const children = tasks.flatMap((task) =>
    (procFile(pid, `task/${task}/children`) ?? '').split(' ').filter(Boolean).map(Number),
  )
  return [pid, ...children.flatMap(processTree)]
}

/**
 * What a server holds in memory, in MB: the resident set of its process (its threads, the embedded
 * database's and the drawing ones, share it) plus those of any processes it started.
 */
export function serverRssMegabytes(pid: number): number {
  const kib = processTree(pid).reduce((sum, member) => {
    const status = procFile(member, 'status') ?? ''
    return sum + Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0)
  }, 0)
  return Math.round(kib / 1024)
}
