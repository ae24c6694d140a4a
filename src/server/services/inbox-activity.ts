import { randomBytes } from 'node:crypto'
import { and, count, eq, gt, sql } from 'drizzle-orm'
import type { Me } from '@domain/account.js'
import { NEW_COUNT_LIMIT, type InboxOpened } from '@domain/inbox.js'
import { MessageFilter } from '@domain/messages.js'
import type { Db } from '../db/client.js'
import { inboxSettings, messages } from '../db/schema.js'
import { inboxConditions } from './messages.js'

/** The whole inbox, without filters. */
const ALL_MESSAGES = MessageFilter.parse({})

/** A new owner's settings row: notifications off, a fresh unsubscribe token. */
export const newInboxSettings = (userId: string) => ({
  userId,
  unsubscribeToken: randomBytes(24).toString('base64url'),
})

/**
 * Records that the owner opened the inbox now and answers when they opened it before, so that
 * the messages received since are marked new during this visit (ADR 0024).
 */
export async function openInbox(db: Db, owner: Me): Promise<InboxOpened> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ openedAt: inboxSettings.openedAt })
      .from(inboxSettings)
      .where(eq(inboxSettings.userId, owner.id))
      .for('update')
    const openedAt = new Date()
    await tx
      .insert(inboxSettings)
      .values({ ...newInboxSettings(owner.id), openedAt })
      .onConflictDoUpdate({ target: inboxSettings.userId, set: { openedAt } })
    return { previousOpenedAt: previous?.openedAt?.toISOString() ?? null }
  })
}

/**
 * Messages received since the owner last opened the inbox (all of them before the first
 * opening), counted on the owner's index and no further than one past NEW_COUNT_LIMIT.
 */
export async function countNewMessages(db: Db, owner: Me): Promise<number> {
  const lastOpened = sql`coalesce((select ${inboxSettings.openedAt} from ${inboxSettings} where ${inboxSettings.userId} = ${owner.id}), '-infinity')`
  const newOnes = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(inboxConditions(owner, ALL_MESSAGES), gt(messages.createdAt, lastOpened)))
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
