import { spawnSync } from 'node:child_process'

/** Runs `npx tessera …` on an embedded database in `dataDir`, as an operator would. */
export function runTessera(dataDir: string, ...args: string[]) {
  return runTesseraWith(dataDir, {}, ...args)
}

/** The same, with more environment variables and text on standard input. */
export function runTesseraWith(
  dataDir: string,
  { env = {}, input }: { env?: Record<string, string>; input?: string },
  ...args: string[]
) {
  const result = spawnSync(process.execPath, ['bin/tessera.js', ...args], {
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
