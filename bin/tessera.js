#!/usr/bin/env node
// The operator CLI. It runs the build's CLI (dist/server/cli.js) when that build is newer than
// everything it was built from, and the sources through tsx otherwise, so it never lags behind a
// stale build; the build's starts in half the time (ADR 0079).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { register as registerHooks } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const built = join(root, 'dist/server/cli.js')
/** What the server's build is made of: the sources, the build's scripts, the packages and the import aliases. */
const INPUTS = ['src', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json']

function newerThan(path, time) {
  if (!existsSync(path)) return false
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs > time
  return readdirSync(path, { recursive: true }).some((file) => statSync(join(path, file)).mtimeMs > time)
}

function buildIsCurrent() {
  if (!existsSync(built)) return false
  const builtAt = statSync(built).mtimeMs
  return !INPUTS.some((input) => newerThan(join(root, input), builtAt))
}

if (buildIsCurrent()) {
  await import(pathToFileURL(built).href)
} else {
  const { register } = await import('tsx/esm/api')
  register({ tsconfig: join(root, 'tsconfig.json') })
  // `grid export --static` renders a public page, whose components import their stylesheets as text
  // (ADR 0011); the build inlines them, the sources need these hooks (as `npm run dev` does).
  if (process.argv[2] === 'grid') registerHooks('../scripts/assets/stylesheet-hooks.ts', import.meta.url)
  await import('../src/server/cli.ts')
}
