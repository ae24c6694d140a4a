import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { startPeriodicJob, type PeriodicJob } from '../periodic-job.js'
import { selectRows, type Database } from './client.js'

const CHECK_EVERY_MS = 5 * 60 * 1000

/**
 * PGlite is Postgres without its autovacuum daemon. Left alone, no table would ever get planner
 * statistics or a visibility map, and the planner would go on guessing: it read a 100,000-message
 * inbox by sorting every row instead of walking the index (ADR 0004). The embedded server does the
 * daemon's job itself, with its default thresholds: every table at start (PGlite's counters of
 * changed rows do not survive a restart), then every five minutes the tables that changed enough.
 * Real Postgres has the daemon; there this does nothing.
 *
 * The pass at start runs behind the server, not before it: it took 0.6–0.8 s of a 3 s start on the
 * demo, more on a big inbox, and the statistics of the last run are kept on disk meanwhile. One
 * table at a time, so that the pages' queries (PGlite runs one at a time) wait for one table's
 * vacuum at most.
 */
export function startEmbeddedMaintenance(database: Database, log: FastifyBaseLogger): PeriodicJob {
  if (database.driver !== 'pglite') return { stop: async () => {} }
  return startPeriodicJob({
    everyMs: CHECK_EVERY_MS,
    firstAfterMs: 0,
    // Every table at start, the changed ones after.
    pass: (first) => maintainTables(database, first),
    failed: (error) => log.error({ err: error }, 'embedded vacuum failed'),
  })
}

async function maintainTables(database: Database, everyTable: boolean) {
  const tables = await selectRows<{ name: string; vacuum: boolean; analyze: boolean }>(
    database.db,
    sql`select relname as name,
          ${everyTable} or n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup as vacuum,
          n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze
        from pg_stat_user_tables where schemaname = 'public'`,
  )
  for (const table of tables) {
    const name = sql.identifier(table.name)
    if (table.vacuum) await database.db.execute(sql`vacuum (analyze) ${name}`)
    else if (table.analyze) await database.db.execute(sql`analyze ${name}`)
  }
}
