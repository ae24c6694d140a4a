import { sql } from 'drizzle-orm'
import { boolean, date, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, senderHash, updatedAt } from './columns.js'
import { users } from './accounts.js'
import { grids } from './grids.js'

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gridId: uuid('grid_id')
      .notNull()
      .references(() => grids.id, { onDelete: 'cascade' }),
    // The grid's owner, copied at insert (grids never change hands) so that the inbox across all
    // of an owner's grids is one ordered index scan (ADR 0004).
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    anonymous: boolean('anonymous').notNull().default(true),
    authorLabel: text('author_label').notNull(),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    favorite: boolean('favorite').notNull().default(false),
    // Set by Mark as winner (the random pick's): a favourite that shows a Winner badge.
    winner: boolean('winner').notNull().default(false),
    // New until the owner opens it or marks all read; /home counts these (ADR 0066).
    unread: boolean('unread').notNull().default(true),
    senderHash: senderHash(),
    createdAt: createdAt(),
    // Drawn once at insert, uniform in [0, 1): the random pick samples buckets of this key (ADR 0004).
    randomKey: doublePrecision('random_key')
      .notNull()
      .default(sql`random()`),
  },
  (table) => [
    index('messages_grid_created_idx').on(table.gridId, table.createdAt.desc(), table.id.desc()),
    index('messages_owner_created_idx').on(table.ownerId, table.createdAt.desc(), table.id.desc()),
    index('messages_owner_favorite_idx')
      .on(table.ownerId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.favorite}`),
    index('messages_owner_signed_in_idx')
      .on(table.ownerId, table.createdAt.desc(), table.id.desc())
      .where(sql`not ${table.anonymous}`),
    index('messages_owner_random_idx').on(table.ownerId, table.randomKey),
    // The random pick among favourites (a contest's shortlist) walks only them (ADR 0074).
    index('messages_owner_favorite_random_idx')
      .on(table.ownerId, table.randomKey)
      .where(sql`${table.favorite}`),
    index('messages_owner_unread_idx')
      .on(table.ownerId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.unread}`),
    // Search by text (ADR 0066): trigrams serve `ilike '%words%'` for any part of a word.
    index('messages_body_trgm_idx').using('gin', table.body.op('gin_trgm_ops')),
  ],
)

/**
 * A message's public answer, shown by the Q&A tiles of the grid it was published to (ADR 0022).
 * One per message: deleting the message withdraws it. A trigger (the `answers` migration) touches the grid's
 * updated_at on every change, so the page's cached render and Last-Modified move with it.
 */
export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .unique()
      .references(() => messages.id, { onDelete: 'cascade' }),
    gridId: uuid('grid_id')
      .notNull()
      .references(() => grids.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    showUsername: boolean('show_username').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('answers_grid_created_idx').on(table.gridId, table.createdAt.desc(), table.id.desc())],
)

/**
 * An owner's inbox bookkeeping (ADR 0024): how they want to hear of new messages, and the daily digest's claim: the instance that moves
 * `digest_day` to today sends that day's digest, so several instances send it once.
 */
export const inboxSettings = pgTable(
  'inbox_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // New accounts hear of messages once a day (ADR 0066).
    notify: text('notify', { enum: ['off', 'each', 'daily'] })
      .notNull()
      .default('daily'),
    // Random, in the notification mails' unsubscribe link, which works without signing in.
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    digestDay: date('digest_day', { mode: 'string' }),
    // The digest covers messages received after this time; the claim moves it forward.
    digestSince: timestamp('digest_since', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inbox_settings_daily_idx')
      .on(table.digestDay)
      .where(sql`${table.notify} = 'daily'`),
  ],
)
