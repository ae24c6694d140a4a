import { relations, sql } from 'drizzle-orm'
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { SOURCE_KINDS } from '@domain/analytics.js'
import type { GridSettings, StoredTile } from '@domain/grid.js'
import type { GridLook } from '@domain/grid-content.js'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
/** The sender's salted hash of the day (ADR 0023): lets the owner block them that day, names no one. */
const senderHash = () => text('sender_hash')
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

// better-auth's core tables (usePlural), with snake_case columns.
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

// better-auth reads a session and its user in one joined query through these.
export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}))

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
}))

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
)

export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}))

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
)

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Stored lower-case; the same namespace as grid names (every user owns a grid with this name).
  username: text('username').notNull().unique(),
  // 'comp' when an operator granted Pro by hand; billing never downgrades such an account.
  planSource: text('plan_source', { enum: ['billing', 'comp'] }),
  plan: text('plan', { enum: ['free', 'pro'] })
    .notNull()
    .default('free'),
  stripeCustomerId: text('stripe_customer_id').unique(),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  createdAt: createdAt(),
})

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

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    status: text('status').notNull(),
    priceId: text('price_id'),
    // Whether this subscription is to the Pro price or product: only those grant Pro (ADR 0009).
    grantsPro: boolean('grants_pro').notNull().default(true),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // The provider's timestamp of the newest event applied, so that older events never win.
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('subscriptions_user_id_idx').on(table.userId)],
)

export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
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

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_created_idx').on(table.createdAt.desc())],
)

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
  },
  (table) => [primaryKey({ columns: [table.gridId, table.day, table.tileId] })],
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

/**
 * An owner's inbox bookkeeping (ADR 0024): when they last opened the inbox (what counts as new),
 * how they want to hear of new messages, and the daily digest's claim: the instance that moves
 * `digest_day` to today sends that day's digest, so several instances send it once.
 */
export const inboxSettings = pgTable(
  'inbox_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    notify: text('notify', { enum: ['off', 'each', 'daily'] })
      .notNull()
      .default('off'),
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
    /** An anonymous block's hash stops matching when its day's salt is deleted; null for an account. */
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
