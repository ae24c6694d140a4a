import { checkServerConfig, ConfigError, loadConfig } from './config.js'
import { openDatabase } from './db/client.js'
import { DataDirLockedError } from './db/lock.js'

/** Failures a self-hoster can fix get one clear line and exit code 1, not a stack trace. */
function exitWithLine(message: string): never {
  process.stderr.write(`tessera: ${message}\n`)
  process.exit(1)
}

async function main() {
  const config = loadConfig()
  checkServerConfig(config)
  // The embedded database opens on its own thread (ADR 0043) while this one loads the server's
  // modules, instead of after them: the two took most of the start-up, one after the other (ADR 0072).
  const [database, { serve }] = await Promise.all([
    openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR }, {
      heartbeat: { intervalMs: config.DATABASE_HEARTBEAT_MS, timeoutMs: config.DATABASE_HEARTBEAT_TIMEOUT_MS },
    }),
    import('./serve.js'),
  ])
  await serve(config, database)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) exitWithLine(error.message)
  // drizzle wraps the driver's error in `cause`.
  const code =
    (error as NodeJS.ErrnoException).code ?? ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code
  if (code === 'EADDRINUSE')
    exitWithLine(`port ${process.env.PORT ?? 3000} is already in use; set PORT to another port.`)
  if (code === 'ECONNREFUSED') exitWithLine('cannot reach the database at DATABASE_URL (connection refused).')
  process.stderr.write(`tessera: failed to start: ${(error as Error).stack ?? String(error)}\n`)
  process.exit(1)
})
