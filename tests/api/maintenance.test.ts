import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows, type Database } from '@server/db/client.js'
import { startEmbeddedMaintenance } from '@server/db/maintenance.js'
import { openTestDatabase, testDriver } from '../helpers/database.js'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe(`embedded maintenance on ${testDriver}`, () => {
  it('gathers planner statistics at start on PGlite, which has no autovacuum, and leaves Postgres to its own', async () => {
    const maintenance = startEmbeddedMaintenance(database, pino({ level: 'silent' }))
    await maintenance.stop()
    const [messages] = await selectRows<{ analyzed: boolean; vacuumed: boolean }>(
      database.db,
      sql`select last_analyze is not null as analyzed, last_vacuum is not null as vacuumed
          from pg_stat_user_tables where relname = 'messages'`,
    )
    expect(messages).toEqual(
      testDriver === 'pglite' ? { analyzed: true, vacuumed: true } : { analyzed: false, vacuumed: false },
    )
  })
})
