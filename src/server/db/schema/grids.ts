import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { GridSettings, StoredTile } from '@domain/grid.js'
import type { GridLook } from '@domain/grid-content.js'
import { createdAt, updatedAt } from './columns.js'
import { users } from './accounts.js'

export const grids = pgTable(
  'grids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().unique(),
    tiles: jsonb('tiles').$type<StoredTile[]>().notNull().default([]),
    mobileTiles: jsonb('mobile_tiles').$type<StoredTile[]>().notNull().default([]),
    settings: jsonb('settings').$type<GridSettings>().notNull(),
    theme: text('theme').notNull().default('light'),
    active: boolean('active').notNull().default(false),
    // A profile page made with an account signed up to write to someone (ADR 0069): off, and said so
    // on /home, until its owner turns it on or publishes an edit, which clears this for good.
    dormant: boolean('dormant').notNull().default(false),
    // The owner's unpublished changes (ADR 0019): what the editor shows; visitors never read it.
    draft: jsonb('draft').$type<GridLook>(),
    // Bumped on every write so that a stale editor's save is refused instead of overwriting.
    version: integer('version').notNull().default(1),
    // Set while the owner has paused the grid's message box: the note its tiles show instead of the form.
    messagePauseNote: text('message_pause_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('grids_owner_id_idx').on(table.ownerId, table.name)],
)

/**
 * A grid's notice for visitors (ADR 0031), at most one per grid. Every change touches the grid's
 * updated_at (a trigger, as for answers), so the page's version moves on every instance.
 */
export const gridNotices = pgTable('grid_notices', {
  gridId: uuid('grid_id')
    .primaryKey()
    .references(() => grids.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  linkUrl: text('link_url'),
  // An open side of the window is null.
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: updatedAt(),
})

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    bytes: integer('bytes').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('uploads_key_idx').on(table.key), index('uploads_owner_idx').on(table.ownerId)],
)
