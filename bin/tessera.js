#!/usr/bin/env node
// The operator CLI: the build's (dist/server/cli.js) when nothing it is built from changed after
// that build began, else the sources (tessera-source.js). So it never runs a stale build, and a
// built installation's commands start in half the time (ADR 0079).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
/** Written by scripts/build-server.ts as its last step, so that an unfinished build has none. */
const BUILD_RECORD = join(root, 'dist/server/build.json')
/** What the server's build is made of: the sources, the build's scripts, the packages and the import aliases. */
const INPUTS = ['src', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json']

/**
 * Whether the file, or the folder or anything in it, changed at or after `time`. A folder's own
 * time moves when a file in it is added or deleted; the change time, when a copy that keeps the
 * files' modification times (`tar`, `rsync -a`) puts them there.
 */
function changedSince(path, time) {
  const stats = statSync(path, { throwIfNoEntry: false })
  if (!stats) return false
  if (Math.max(stats.mtimeMs, stats.ctimeMs) >= time) return true
  return stats.isDirectory() && readdirSync(path).some((name) => changedSince(join(path, name), time))
}

function buildIsCurrent() {
  try {
    const { startedAt } = JSON.parse(readFileSync(BUILD_RECORD, 'utf8'))
    return !INPUTS.some((input) => changedSince(join(root, input), startedAt))
  } catch {
    // No finished build, or an input that cannot be read: the sources are always right.
    return false
  }
}

if (buildIsCurrent()) await import(pathToFileURL(join(root, 'dist/server/cli.js')).href)
else await import('./tessera-source.js')
