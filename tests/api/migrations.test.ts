import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows, type Database } from '../../src/server/db/client.js'
import { openTestDatabase, testDriver } from '../helpers/database.js'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe(`migrations on ${testDriver}`, () => {
  it('create every table of the data model', async () => {
    const rows = await selectRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
    const tables = rows.map((row) => row.table_name)
    expect(tables).toEqual(
      expect.arrayContaining([
        'accounts',
        'grids',
        'messages',
        'profiles',
        'sessions',
        'stripe_events',
        'subscriptions',
        'uploads',
        'users',
        'verifications',
      ]),
    )
  })

  it('create the inbox indexes on messages', async () => {
    const rows = await selectRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where tablename = 'messages'`,
    )
    expect(rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'messages_grid_created_idx',
        'messages_owner_created_idx',
        'messages_owner_favorite_idx',
        'messages_owner_signed_in_idx',
        'messages_owner_random_idx',
      ]),
    )
  })

  it('are idempotent when applied again', async () => {
    await expect(database.migrate()).resolves.toBeUndefined()
  })
})
