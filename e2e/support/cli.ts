import { runTesseraWith } from '../../tests/helpers/cli.js'

/**
 * Runs the release's operator CLI (`node dist/server/cli.js …`, the build under test) on the embedded
 * database in `dataDir` and answers what it printed; throws when it fails. PGlite allows one process
 * per data directory, so never while a server runs on it.
 */
export function runBuiltCli(dataDir: string, env: Record<string, string>, ...args: string[]): string {
  const result = runTesseraWith(dataDir, { env: { LOG_LEVEL: 'warn', ...env }, cli: 'dist/server/cli.js' }, ...args)
  if (result.status !== 0) throw new Error(`tessera ${args.join(' ')} failed: ${result.stderr}`)
  return result.stdout
}
