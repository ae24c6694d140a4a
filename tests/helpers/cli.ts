import { spawnSync } from 'node:child_process'

/** Runs `npx tessera …` on an embedded database in `dataDir`, as an operator would. */
export function runTessera(dataDir: string, ...args: string[]) {
  return runTesseraWith(dataDir, {}, ...args)
}

/**
 * The same, with more environment variables, text on standard input, or another entry point
 * (bin/tessera.js picks the build or the sources, ADR 0079): the end-to-end tests run the
 * release's bundled CLI (dist/server/cli.js), and a test may run the sources (bin/tessera-source.js).
 */
export function runTesseraWith(
  dataDir: string,
  { env = {}, input, cli = 'bin/tessera.js' }: { env?: Record<string, string>; input?: string; cli?: string },
  ...args: string[]
) {
  const result = spawnSync(process.execPath, [cli, ...args], {
    // Vitest puts Vite's BASE_URL ("/") into the environment; the CLI reads its own.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BASE_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      ...env,
    },
    input,
    encoding: 'utf8',
    // A first command on a fresh data directory migrates it; a busy machine makes that slow.
    timeout: 120_000,
  })
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() }
}
