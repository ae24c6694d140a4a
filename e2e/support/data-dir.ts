import { cpSync, mkdtempSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { inject } from 'vitest'

/**
 * A fresh embedded database for one test file: a copy of the template that e2e/template-data-dir.ts
 * migrated once for the run (copying takes a fraction of a second, migrating a new one several).
 * It lies beside the template, so the run's teardown removes it even if the test does not.
 */
export function newDataDir(name: string): string {
  const template = inject('templateDataDir')
  const dataDir = mkdtempSync(join(dirname(template), `${name}-`))
  cpSync(template, dataDir, { recursive: true })
  return dataDir
}
