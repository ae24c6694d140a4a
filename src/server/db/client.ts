import { join } from 'node:path'
import { DrizzleQueryError, fillPlaceholders, is, type SQL } from 'drizzle-orm'
import { PgDialect, PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { MIGRATIONS_DIR } from '../paths.js'
import { lockDataDir } from './lock.js'
import { PgliteThread } from './pglite-thread-client.js'
import {
  PostgresListener,
  type HeartbeatOptions,
  type ListenerState,
  type NotificationHandlers,
  type StopListening,
} from './notifications.js'
import * as schema from './schema.js'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

const DRIZZLE_OPTIONS = { schema, casing: 'snake_case' } as const
/** Renders SQL as the databases' drizzle instances do (same casing), for statements prepared by hand. */
const dialect = new PgDialect({ casing: DRIZZLE_OPTIONS.casing })

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
  /** Receives NOTIFYs on `channel` from any connection or process (triggers included). */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>
  /** Whether NOTIFYs reach this process now. */
  listenerState(): ListenerState
}

/** Raw SQL rows, the same shape on both drivers. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

/** What `make` builds on a database (a statement prepared on it), built once per database. */
export function oncePerDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>()
  return (db) => {
    let value = made.get(db)
    if (value === undefined) made.set(db, (value = make(db)))
    return value
  }
}

/**
 * A raw statement rendered to text once, then run with new values for its placeholders
 * (`sql.placeholder(name)`, each name a key of `Values`): drizzle renders a `sql` template anew on
 * every run, which for a statement run on every visitor's message was about a third of what the
 * message cost the page's thread (ADR 0047). On Postgres it is a named statement, parsed once per
 * connection.
 */
export function prepareRows<Row, Values extends Record<string, unknown>>(
  db: Db,
  name: string,
  query: SQL,
): (values: Values) => Promise<Row[]> {
  // A transaction's statements must go through its own connection, which the client beside the
  // database (drizzle's `$client`) is not.
  if (is(db, PgTransaction)) throw new Error(`${name}: a prepared statement runs on a database, not in a transaction`)
  const client = (db as Db & { $client: pg.Pool | PgliteThread }).$client
  const { sql: text, params } = dialect.sqlToQuery(query)
  return async (values) => {
    const filled = fillPlaceholders(params, values)
    try {
      const result =
        client instanceof PgliteThread
          ? await client.query<Row>(text, filled)
          : await client.query<Row & pg.QueryResultRow>({ name, text, values: filled })
      return result.rows
    } catch (error) {
      // As drizzle reports a failed query, so that the error log treats it alike (log.ts).
      throw new DrizzleQueryError(text, filled, error as Error)
    }
  }
}

/**
 * The file system (NodeFS) and memory back ends write during the query itself and have nothing to
 * flush after it, so PGlite's "relaxed durability" changes no guarantee here: it only stops every
 * query from waiting on an empty flush, which halved the cost of a query (ADR 0029).
 */
/**
 * Postgres's memory settings for a small server (ADR 0060): PGlite's defaults are a dedicated
 * server's, and the WebAssembly memory they grow into is never given back.
 */
export const EMBEDDED_DATABASE_SETTINGS = {
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
}

const PGLITE_OPTIONS = { relaxedDurability: true, settings: EMBEDDED_DATABASE_SETTINGS }

/** `memory` may start from a dump of another embedded database (PGlite's dumpDataDir) instead of an empty one. */
export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true; dump?: Blob }

/**
 * Each driver's modules are imported when a database of its kind is opened: an embedded instance
 * does without pg and a Postgres one without PGlite's (ADR 0057).
 */
export async function openDatabase(
  location: DatabaseLocation,
  options: { heartbeat?: HeartbeatOptions } = {},
): Promise<Database> {
  if ('url' in location) return openPostgres(location.url, options.heartbeat)
  if ('memory' in location)
    return openPglite(await PgliteThread.open({ dump: location.dump }, PGLITE_OPTIONS), () => {})
  const unlock = lockDataDir(location.dataDir)
  try {
    return await openPglite(await PgliteThread.open({ dataDir: join(location.dataDir, 'db') }, PGLITE_OPTIONS), unlock)
  } catch (error) {
    unlock()
    throw error
  }
}

/** How many migrations the embedded database has applied (none before the first). */
async function appliedMigrations(client: PgliteThread): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    `select count(*)::int as count from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'`,
  )
  if (rows[0]!.count === 0) return 0
  const applied = await client.query<{ count: number }>(
    'select count(*)::int as count from drizzle.__drizzle_migrations',
  )
  return applied.rows[0]!.count
}

async function openPglite(client: PgliteThread, unlock: () => void): Promise<Database> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  // drizzle's PGlite driver calls `query` and `transaction`, which the thread's client answers alike.
  const db = drizzlePglite(client as never, DRIZZLE_OPTIONS) as unknown as Db
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      const before = await appliedMigrations(client)
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR })
      // A new database (initdb) and its migrations left the thread's memory at 800 MB rather than
      // 300 (ADR 0057); started afresh on the same files, the database runs in its usual size.
      if ('dataDir' in client.location && (await appliedMigrations(client)) !== before) await client.reopen()
    },
    close: async () => {
      await client.close()
      unlock()
    },
    // One process owns an embedded database, and PGlite delivers a NOTIFY before the writing
    // statement returns (its thread's client keeps that order), so nothing can be missed and no
    // reconnection is needed.
    listen: async (channel, { onNotify }) => {
      const unlisten = await client.listen(channel, onNotify)
      return () => unlisten()
    },
    listenerState: () => ({ listening: true }),
  }
}

async function openPostgres(url: string, heartbeat?: HeartbeatOptions): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client's error (a restarted server) must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const db = drizzlePg(pool, DRIZZLE_OPTIONS) as unknown as Db
  const listener = new PostgresListener(url, heartbeat)
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR })
    },
    close: async () => {
      await listener.close()
      await pool.end()
    },
    listen: (channel, handlers) => listener.listen(channel, handlers),
    listenerState: () => listener.state,
  }
}
