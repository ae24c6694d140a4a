import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.js'
import { users } from './accounts.js'

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
