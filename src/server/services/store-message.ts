import { and, getTableColumns, not, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { selectRows, type Db } from '../db/client.js'
import { filteredMessages, messages } from '../db/schema.js'
import { newMessageAnnouncement } from '../realtime/message-bus.js'
import { senderStandingConditions, type SenderCheck } from './moderation.js'

type MessageRow = typeof messages.$inferInsert
type FilteredRow = typeof filteredMessages.$inferInsert

/** `insert into table (columns) select values`, each value cast to its column's type. */
function insertSelect(table: typeof messages | typeof filteredMessages, row: Record<string, unknown>, where: SQL) {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const entries = Object.entries(row).filter(([, value]) => value !== undefined)
  const names = entries.map(([key]) => sql.identifier(columns[key]!.name))
  // A select list's parameters are not typed by the insert's columns as VALUES' are.
  const values = entries.map(([key, value]) => sql`${value}::${sql.raw(columns[key]!.getSQLType())}`)
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)} where ${where}`
}

/**
 * Stores a message, unless its sender is blocked or it repeats a recent one, in one statement that
 * also announces an inbox message to the live inboxes: with the grid's own read, a message costs
 * two round trips: each is a parse, plan and execution for the database, and on the embedded one a
 * message to its thread and back (ADR 0029, 0043).
 * Returns the stored row's id, or undefined when the conditions refused it.
 */
export async function storeUnlessRefused(
  db: Db,
  check: SenderCheck,
  message: { inbox: MessageRow } | { filtered: FilteredRow },
): Promise<string | undefined> {
  const { blocked, duplicate } = senderStandingConditions(check)
  const admitted = and(not(blocked), not(duplicate))!
  const [stored] = await selectRows<{ id: string }>(
    db,
    'inbox' in message
      ? sql`with stored as (${insertSelect(messages, message.inbox, admitted)} returning id, owner_id)
            select id, ${newMessageAnnouncement(sql`owner_id`, sql`id::text`)} as announced from stored`
      : sql`${insertSelect(filteredMessages, message.filtered, admitted)} returning id`,
  )
  return stored?.id
}
