import { build } from './app.js'
import type { Config } from './config.js'
import type { Database } from './db/client.js'
import { startEmbeddedMaintenance } from './db/maintenance.js'
import { startCleanupJobs } from './services/cleanup.js'
import { startDomainRechecks } from './custom-domains/plugin.js'
import { startDailyDigests } from './services/inbox-notifications.js'

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000

/** Migrates the open database, builds the app on it, starts the background jobs and listens. */
export async function serve(config: Config, database: Database) {
  await database.migrate()
  const app = await build({ config, database })
  const maintenance = startEmbeddedMaintenance(database, app.log)
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
