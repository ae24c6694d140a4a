import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { DomainStatus } from '@domain/custom-domains.js'
import { createdAt } from './columns.js'
import { grids } from './grids.js'

/**
 * A grid's own domain (ADR 0065), at most one per grid and each domain on one grid. Its status and
 * domain are part of the page (its canonical address), so a trigger touches the grid when they
 * change, and every change is announced as `domain:<domain>` for the instances' sets of active hosts.
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    gridId: uuid('grid_id')
      .primaryKey()
      .references(() => grids.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    /** The value the TXT record at _tessera.<domain> must hold. */
    token: text('token').notNull(),
    status: text('status').$type<DomainStatus>().notNull().default('pending'),
    /** What the last check found missing, while pending. */
    problem: text('problem'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Set when the daily check demoted an active domain; cleared when it is active again. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('custom_domains_domain_idx').on(table.domain)],
)
