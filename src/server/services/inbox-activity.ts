import { randomBytes } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import type { Me } from '@domain/account.js'
import { NEW_COUNT_LIMIT } from '@domain/inbox.js'
import { MessageFilter } from '@domain/messages.js'
import type { Db } from '../db/client.js'
import { messages } from '../db/schema.js'
import { inboxConditions } from './messages.js'

/** The whole inbox, without filters. */
const ALL_MESSAGES = MessageFilter.parse({})

/** An owner's settings row as first written: a fresh unsubscribe token (and the column defaults). */
export const newInboxSettings = (userId: string) => ({
  userId,
  unsubscribeToken: randomBytes(24).toString('base64url'),
})

/**
 * The unread messages (ADR 0066), counted on their partial index and no further than one past
 * NEW_COUNT_LIMIT.
 */
export async function countNewMessages(db: Db, owner: Me): Promise<number> {
  const newOnes = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(inboxConditions(owner, ALL_MESSAGES), eq(messages.unread, true)))
    .limit(NEW_COUNT_LIMIT + 1)
    .as('new_ones')
  const [counted] = await db.select({ total: count() }).from(newOnes)
  return Number(counted?.total ?? 0)
}

/** How many messages match the filters: one count on the filters' index, asked once per filter set. */
export async function countInbox(db: Db, owner: Me, filter: MessageFilter): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(messages).where(inboxConditions(owner, filter))
  return Number(counted?.total ?? 0)
}
