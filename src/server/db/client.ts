import { join } from 'node:path'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
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

/**
 * The file system (NodeFS) and memory back ends write during the query itself and have nothing to
 * flush after it, so PGlite's "relaxed durability" changes no guarantee here: it only stops every
 * query from waiting on an empty flush, which halved the cost of a query (ADR 0029).
 */
const PGLITE_OPTIONS = { relaxedDurability: true }

/** `memory` may start from a dump of another embedded database (PGlite's dumpDataDir) instead of an empty one. */
export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true; dump?: Blob }

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

async function openPglite(client: PgliteThread, unlock: () => void): Promise<Database> {
  // drizzle's PGlite driver calls `query` and `transaction`, which the thread's client answers alike.
  const db = drizzlePglite(client as never, { schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR })
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
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client's error (a restarted server) must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
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
