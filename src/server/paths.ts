import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project root, found from this module whether it runs from src/ (tsx, tests) or from the dist/ bundle. */
function findProjectRoot(start: string): string {
  let dir = start
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`package.json not found above ${start}`)
    dir = parent
  }
  return dir
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)))
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'drizzle')
export const CLIENT_DIST_DIR = join(PROJECT_ROOT, 'dist', 'client')
