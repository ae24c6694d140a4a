import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '@server/db/client.js'
import type { HeartbeatOptions } from '@server/db/notifications.js'
import { runsOnlyIf } from './skip.js'

export const testDriver =
  process.env.TEST_DATABASE_URL && process.env.TESSERA_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite'

/** Options for a `describe` or `it` about one driver: skipped on the other, saying so in `npm test`'s summary. */
export const onlyOn = (driver: typeof testDriver) =>
  runsOnlyIf(testDriver === driver, `about ${driver === 'postgres' ? 'Postgres' : 'the embedded database'} only`)

/**
 * A fresh, migrated database for one test file: in-memory PGlite (from the migrated dump) by default, or a new
 * database on the server at TEST_DATABASE_URL (dropped again on close) when the suite runs on Postgres.
 */
export async function openTestDatabase(
  options: { heartbeat?: HeartbeatOptions; /** Connect through another host:port (a proxy). */ host?: string } = {},
): Promise<Database & { url?: string }> {
  if (testDriver === 'pglite') {
    const database = await openDatabase({ memory: true, dump: migratedDump() })
    await database.migrate()
    return database
  }
  const adminUrl = process.env.TEST_DATABASE_URL!
  const name = `tessera_test_${randomBytes(6).toString('hex')}`
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  if (options.host) url.host = options.host
  const database = await openDatabase({ url: url.toString() }, { heartbeat: options.heartbeat })
  await database.migrate()
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close()
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
    },
  }
}

let dump: Blob | undefined
/** The migrated database's dump that tests/helpers/migrated-dump.ts wrote, read once per worker. */
function migratedDump() {
  dump ??= new Blob([readFileSync(inject('migratedDumpPath'))])
  return dump
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
