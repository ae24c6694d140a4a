import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns.js'
import { users } from './accounts.js'

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
