import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows, type Database } from '@server/db/client.js'
import { MIGRATIONS_DIR } from '@server/paths.js'
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

  it('turn the hourly analytics rows into one row per grid and UTC day with 24 hourly counts (0009)', async () => {
    const migration = readFileSync(join(MIGRATIONS_DIR, '0009_analytics_days.sql'), 'utf8')
    const copy = migration.split('--> statement-breakpoint').find((part) => part.includes('INSERT INTO'))!
    const run = async (statements: string) => {
      for (const statement of statements.split(';').filter((part) => part.trim())) {
        await database.db.execute(sql.raw(statement))
      }
    }
    await run(`
      insert into users (id, name, email) values ('hours-owner', 'hours', 'hours@example.com');
      insert into grids (id, owner_id, name, settings, tiles)
      values ('00000000-0000-4000-8000-000000000008', 'hours-owner', 'hours', '{}'::jsonb, '[]'::jsonb);
      create table analytics_hours (grid_id uuid, hour timestamptz, views int, visitors int, clicks int);
      insert into analytics_hours values
        ('00000000-0000-4000-8000-000000000008', '2026-03-01T00:00:00Z', 5, 4, 1),
        ('00000000-0000-4000-8000-000000000008', '2026-03-01T23:00:00Z', 7, 6, 2),
        ('00000000-0000-4000-8000-000000000008', '2026-03-02T10:00:00Z', 3, 3, 0);`)
    try {
      await database.db.execute(sql.raw(copy))
      const rows = await selectRows<{ day: string; views: number[]; visitors: number[]; clicks: number[] }>(
        database.db,
        sql`select day::text as day, views, visitors, clicks from analytics_days
            where grid_id = '00000000-0000-4000-8000-000000000008' order by day`,
      )
      const hours = (entries: Record<number, number>) => Array.from({ length: 24 }, (_, hour) => entries[hour] ?? 0)
      expect(rows).toEqual([
        {
          day: '2026-03-01',
          views: hours({ 0: 5, 23: 7 }),
          visitors: hours({ 0: 4, 23: 6 }),
          clicks: hours({ 0: 1, 23: 2 }),
        },
        { day: '2026-03-02', views: hours({ 10: 3 }), visitors: hours({ 10: 3 }), clicks: hours({}) },
      ])
    } finally {
      await run(`drop table analytics_hours; delete from users where id = 'hours-owner'`)
    }
  })

  it('are idempotent when applied again', async () => {
    await expect(database.migrate()).resolves.toBeUndefined()
  })
})
