import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it,
 * so the first process writes its pid and later ones refuse to start while it lives.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const lockFile = join(dir, 'tessera.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      return () => rmSync(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(lockFile, 'utf8'))
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another Tessera process (pid ${holder}); stop it or set another DATA_DIR.`,
        )
      }
      rmSync(lockFile, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`)
}
