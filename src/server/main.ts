import { build } from './app.js'
import { checkServerConfig, ConfigError, loadConfig } from './config.js'
import { openDatabase } from './db/client.js'
import { DataDirLockedError } from './db/lock.js'
import { startEmbeddedMaintenance } from './db/maintenance.js'
import { startCleanupJobs } from './services/cleanup.js'
import { startDomainRechecks } from './custom-domains/plugin.js'
import { startDailyDigests } from './services/inbox-notifications.js'

/** Failures a self-hoster can fix get one clear line and exit code 1, not a stack trace. */
function exitWithLine(message: string): never {
  process.stderr.write(`tessera: ${message}\n`)
  process.exit(1)
}

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  const config = loadConfig()
  checkServerConfig(config)
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
    {
      heartbeat: { intervalMs: config.DATABASE_HEARTBEAT_MS, timeoutMs: config.DATABASE_HEARTBEAT_TIMEOUT_MS },
    },
  )
  await database.migrate()
  const app = await build({ config, database })
  const maintenance = await startEmbeddedMaintenance(database, app.log)
  const cleanup = startCleanupJobs(database.db, app.storage, app.log)
  const digests = startDailyDigests(database.db, app.inboxMailer)
  const domainChecks = startDomainRechecks(app)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // A connection or a job that will not end must not keep a stopped instance from exiting.
    setTimeout(() => {
      app.log.error({ signal }, `shutdown took over ${SHUTDOWN_GRACE_MS} ms, exiting`)
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    await cleanup.stop()
    await digests.stop()
    await domainChecks.stop()
    await maintenance.stop()
    await app.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
  // Fastify names every address it listens on; forms work only at the public one.
  app.log.info(`Tessera is running at ${config.baseUrl}`)
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
