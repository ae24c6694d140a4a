import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { selectRows, type Database } from './client.js'

const CHECK_EVERY_MS = 5 * 60 * 1000

/**
 * PGlite is Postgres without its autovacuum daemon. Left alone, no table would ever get planner
 * statistics or a visibility map, and the planner would go on guessing: it read a 100,000-message
 * inbox by sorting every row instead of walking the index (ADR 0004). The embedded server does the
 * daemon's job itself, with its default thresholds: everything at start (PGlite's counters of
 * changed rows do not survive a restart), then every five minutes the tables that changed enough.
 * Real Postgres has the daemon; there this does nothing.
 */
export async function startEmbeddedMaintenance(database: Database, log: FastifyBaseLogger) {
  if (database.driver !== 'pglite') return { stop: async () => {} }
  await database.db.execute(sql`vacuum (analyze)`)
  let running: Promise<void> | undefined
  const timer = setInterval(() => {
    running ??= maintainChangedTables(database)
      .catch((error: unknown) => log.error({ err: error }, 'embedded vacuum failed'))
      .finally(() => (running = undefined))
  }, CHECK_EVERY_MS)
  timer.unref()
  return {
    /** Before the database closes: no new pass, and the one under way finished. */
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}

async function maintainChangedTables(database: Database) {
  const tables = await selectRows<{ name: string; vacuum: boolean; analyze: boolean }>(
    database.db,
    sql`select relname as name,
          n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup as vacuum,
          n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze
        from pg_stat_user_tables where schemaname = 'public'`,
  )
  for (const table of tables) {
    const name = sql.identifier(table.name)
    if (table.vacuum) await database.db.execute(sql`vacuum (analyze) ${name}`)
    else if (table.analyze) await database.db.execute(sql`analyze ${name}`)
  }
}
