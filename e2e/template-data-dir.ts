import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { runBuiltCli } from './support/cli.js'

declare module 'vitest' {
  interface ProvidedContext {
    /** An embedded database with every migration applied, for newDataDir (e2e/support/data-dir.ts) to copy. */
    templateDataDir: string
  }
}

// A new PGlite data directory costs an initdb and every migration; the end-to-end files copy this one
// instead. Made by the release's own `tessera migrate`, the build the tests run.
export default function makeTemplateDataDir(project: TestProject) {
  const runDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'))
  const template = join(runDir, 'template')
  mkdirSync(template)
  runBuiltCli(template, {}, 'migrate')
  project.provide('templateDataDir', template)
  return () => rmSync(runDir, { recursive: true, force: true })
}
