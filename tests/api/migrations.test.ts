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

  it("sum the breakdowns' day rows so far into month rows (0014)", async () => {
    const migration = readFileSync(join(MIGRATIONS_DIR, '0014_analytics_months.sql'), 'utf8')
    const copies = migration.split('--> statement-breakpoint').filter((part) => part.includes('INSERT INTO'))
    const grid = '00000000-0000-4000-8000-000000000014'
    await database.db.execute(
      sql`insert into users (id, name, email) values ('months-owner', 'months', 'months@example.com')`,
    )
    try {
      await database.db.execute(sql`
        insert into grids (id, owner_id, name, settings, tiles) values (${grid}, 'months-owner', 'months', '{}'::jsonb, '[]'::jsonb)`)
      await database.db.execute(sql`
        insert into analytics_sources (grid_id, day, kind, value, views) values
          (${grid}, '2026-03-01', 'device', 'phone', 2), (${grid}, '2026-03-31', 'device', 'phone', 3),
          (${grid}, '2026-04-01', 'device', 'phone', 4), (${grid}, '2026-03-31', 'country', 'PL', 1)`)
      await database.db.execute(sql`
        insert into analytics_tile_clicks (grid_id, day, tile_id, clicks) values
          (${grid}, '2026-03-02', 'site', 1), (${grid}, '2026-03-30', 'site', 5)`)
      for (const copy of copies) await database.db.execute(sql.raw(copy))
      const sources = await selectRows(
        database.db,
        sql`select month::text as month, kind, value, views from analytics_source_months where grid_id = ${grid} order by 1, 2`,
      )
      expect(sources).toEqual([
        { month: '2026-03-01', kind: 'country', value: 'PL', views: 1 },
        { month: '2026-03-01', kind: 'device', value: 'phone', views: 5 },
        { month: '2026-04-01', kind: 'device', value: 'phone', views: 4 },
      ])
      const tiles = await selectRows(
        database.db,
        sql`select month::text as month, tile_id, clicks from analytics_tile_click_months where grid_id = ${grid}`,
      )
      expect(tiles).toEqual([{ month: '2026-03-01', tile_id: 'site', clicks: 6 }])
      // The keys carry the counts, so whole months are read from the index alone.
      const keys = await selectRows<{ indexdef: string }>(
        database.db,
        sql`select indexdef from pg_indexes where tablename in ('analytics_source_months', 'analytics_tile_click_months')`,
      )
      // Migration 0019 added the counts per layout to the tiles' key (ADR 0071).
      expect(keys.map((key) => key.indexdef.replace(/.*INCLUDE/, 'INCLUDE')).sort()).toEqual([
        'INCLUDE (clicks, desktop_clicks, phone_clicks)',
        'INCLUDE (views)',
      ])
    } finally {
      await database.db.execute(sql`delete from users where id = 'months-owner'`)
    }
  })

  it("count a tile's clicks from before 0019 under no layout, and index one tile's days", async () => {
    const columns = await selectRows<{ table_name: string; column_name: string; column_default: string }>(
      database.db,
      sql`select table_name, column_name, column_default from information_schema.columns
          where table_name in ('analytics_tile_clicks', 'analytics_tile_click_months')
            and column_name in ('desktop_clicks', 'phone_clicks')
          order by 1, 2`,
    )
    expect(columns.map((column) => `${column.table_name}.${column.column_name} ${column.column_default}`)).toEqual([
      'analytics_tile_click_months.desktop_clicks 0',
      'analytics_tile_click_months.phone_clicks 0',
      'analytics_tile_clicks.desktop_clicks 0',
      'analytics_tile_clicks.phone_clicks 0',
    ])
    const [index] = await selectRows<{ indexdef: string }>(
      database.db,
      sql`select indexdef from pg_indexes where indexname = 'analytics_tile_clicks_grid_tile_day'`,
    )
    expect(index?.indexdef).toContain('(grid_id, tile_id, day)')
  })

  it('are idempotent when applied again', async () => {
    await expect(database.migrate()).resolves.toBeUndefined()
  })
})
