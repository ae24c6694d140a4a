import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { SOURCE_KINDS } from '@domain/analytics.js'
import { grids } from './grids.js'

// Visitor analytics (ADR 0013). Counts only, by grid id (a rename keeps them; the grid's deletion,
// and so the account's, takes them along). Written in batches by each instance's recorder.

/**
 * Views, unique visitors and clicks per grid and UTC day, each as 24 hourly counts (index 0 is
 * 00:00 UTC): a year is 365 rows, and any time zone's days can still be cut from the hours (ADR 0026).
 */
export const analyticsDays = pgTable(
  'analytics_days',
  {
    gridId: uuid('grid_id')
      .notNull()
      .references(() => grids.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').array().notNull(),
    visitors: integer('visitors').array().notNull(),
    clicks: integer('clicks').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.gridId, table.day] })],
)

/**
 * How many of a tile's clicks were made on the desktop layout and on the phone layout (ADR 0071);
 * the rest of `clicks` came without the page's script, whose layout is unknown.
 */
const clicksByLayout = {
  desktopClicks: integer('desktop_clicks').notNull().default(0),
  phoneClicks: integer('phone_clicks').notNull().default(0),
}

/** Clicks per link or links-grid tile and UTC day. */
export const analyticsTileClicks = pgTable(
  'analytics_tile_clicks',
  {
    gridId: uuid('grid_id')
      .notNull()
      .references(() => grids.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    tileId: text('tile_id').notNull(),
    clicks: integer('clicks').notNull().default(0),
    ...clicksByLayout,
  },
  (table) => [
    primaryKey({ columns: [table.gridId, table.day, table.tileId] }),
    // One tile's days (its clicks over time): a range of one tile's rows, not of every tile's.
    index('analytics_tile_clicks_grid_tile_day').on(table.gridId, table.tileId, table.day),
  ],
)

/**
 * Views per UTC day by referrer, device kind and browser, read from the request's headers, and by
 * the country of its address (looked up when counted, never stored: ADR 0033).
 */
export const analyticsSources = pgTable(
  'analytics_sources',
  {
    gridId: uuid('grid_id')
      .notNull()
      .references(() => grids.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: SOURCE_KINDS }).notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.gridId, table.day, table.kind, table.value] })],
)

/**
 * Clicks per link or links-grid tile and UTC calendar month (`month` is its first day): the sums
 * of `analytics_tile_clicks`, written by the same batch. A year's dashboard groups 12 months' rows
 * instead of 365 days' (ADR 0038); only the whole months of a range are read from here. Both month
 * tables' primary keys include the count (migration 0014, which drizzle cannot express), so those
 * reads need no table pages.
 */
export const analyticsTileClickMonths = pgTable(
  'analytics_tile_click_months',
  {
    gridId: uuid('grid_id')
      .notNull()
      .references(() => grids.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    tileId: text('tile_id').notNull(),
    clicks: integer('clicks').notNull().default(0),
    ...clicksByLayout,
  },
  (table) => [primaryKey({ columns: [table.gridId, table.month, table.tileId] })],
)

/** Views per UTC month by referrer, device kind, browser and country: the sums of `analytics_sources`. */
export const analyticsSourceMonths = pgTable(
  'analytics_source_months',
  {
    gridId: uuid('grid_id')
      .notNull()
      .references(() => grids.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: SOURCE_KINDS }).notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.gridId, table.month, table.kind, table.value] })],
)

/**
 * The current UTC day's visitor hashes (salted hash of address, user agent and grid), so that
 * every instance counts a visitor once a day. Older days are deleted; their counts stay.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    gridId: uuid('grid_id')
      .notNull()
      .references(() => grids.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gridId, table.day, table.hash] })],
)

/** One random salt per UTC day, shared by the instances and deleted once its day is over. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
})
