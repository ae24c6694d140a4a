import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, senderHash, updatedAt } from './columns.js'
import { users } from './accounts.js'
import { grids } from './grids.js'

// Moderation (ADR 0023): what the owner decides reaches them.

/** The owner's word filter: entries as they wrote them. */
export const messageFilters = pgTable('message_filters', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  words: jsonb('words').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
})

/**
 * Messages the word filter set aside: kept (not dropped) but outside the inbox, so that nothing
 * reading `messages` (the inbox, its counts, live updates, notifications) sees them until the
 * owner moves one to the inbox.
 */
export const filteredMessages = pgTable(
  'filtered_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gridId: uuid('grid_id')
      .notNull()
      .references(() => grids.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    anonymous: boolean('anonymous').notNull(),
    authorLabel: text('author_label').notNull(),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderHash: senderHash(),
    /** The filter entry that matched. */
    matched: text('matched').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('filtered_messages_owner_created_idx').on(table.ownerId, table.createdAt.desc(), table.id.desc())],
)

/**
 * The salts of senders' keys (ADR 0049), one per 30-day period from the epoch (`period` is its first
 * day). A key is the hash of a period's salt, the owner and the sender's network; a salt is deleted
 * two periods after its own, after which no one can tell whom its keys were.
 */
export const senderSalts = pgTable('sender_salts', {
  period: date('period', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
})

/** Senders whose messages to this owner are answered as sent and not stored. */
export const blockedSenders = pgTable(
  'blocked_senders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    senderHash: senderHash(),
    label: text('label').notNull(),
    /** When an anonymous block ends, 30 days after it was made; null for an account (blocked until unblocked). */
    until: timestamp('until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('blocked_senders_user_idx').on(table.ownerId, table.userId),
    uniqueIndex('blocked_senders_hash_idx').on(table.ownerId, table.senderHash),
  ],
)

/**
 * Messages an owner reported to the operator, copied as they were: the report outlives the
 * message (the owner may delete it) and is read with `tessera messages reported`.
 */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id').notNull().unique(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gridName: text('grid_name').notNull(),
    body: text('body').notNull(),
    authorLabel: text('author_label').notNull(),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_reports_reported_idx').on(table.reportedAt.desc())],
)
