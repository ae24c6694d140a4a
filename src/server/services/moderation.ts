import { and, asc, desc, eq, gt, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Me } from '@domain/account.js'
import { DAY_MS, utcMinute } from '@domain/dates.js'
import {
  BLOCK_DAYS,
  FILTERED_PAGE_SIZE,
  MODERATION_TEXTS,
  type BlockedSender,
  type FilteredMessage,
  type FilteredPage,
  type MessageBoxState,
} from '@domain/moderation.js'
import { distinctFilterEntries } from '@domain/word-filter.js'
import type { Db } from '../db/client.js'
import {
  blockedSenders,
  filteredMessages,
  grids,
  messageFilters,
  messageReports,
  messages,
  profiles,
} from '../db/schema.js'
import { conflict, notFound } from '../errors.js'
import type { MessageBus } from '../realtime/message-bus.js'
import { forTerminal } from '@domain/text.js'
import { GRID_NAME_MESSAGES } from '@domain/grid-names.js'

const BLOCK_MS = BLOCK_DAYS * DAY_MS

export async function filterWordsOf(db: Db, owner: Me): Promise<string[]> {
  const [row] = await db
    .select({ words: messageFilters.words })
    .from(messageFilters)
    .where(eq(messageFilters.ownerId, owner.id))
  return row?.words ?? []
}

export async function setFilterWords(db: Db, owner: Me, entries: string[]): Promise<string[]> {
  const words = distinctFilterEntries(entries)
  await db
    .insert(messageFilters)
    .values({ ownerId: owner.id, words })
    .onConflictDoUpdate({ target: messageFilters.ownerId, set: { words, updatedAt: new Date() } })
  return words
}

/** A message about to be stored, as the owner's blocks and the repeat rule see it. */
export interface SenderCheck {
  ownerId: string
  gridId: string
  body: string
  userId?: string
  /** The sender's keys under every live salt (SenderKeys.keys): a block holds the one it was made with. */
  senderKeys?: string[]
  /** Repeats sent after this moment count. */
  since: Date
}

/** A check's values, or placeholders for them in a statement prepared once (store-message.ts). */
export type SenderCheckParams = { [Key in keyof SenderCheck]-?: SenderCheck[Key] | Placeholder }

/**
 * What the send path asks before storing, as conditions: is this sender blocked (a block in force,
 * on the account or on one of the sender's keys), is it a repeat. A sender with no account or no
 * keys matches no block on them (with placeholders, a null never equals).
 */
export function senderStandingConditions(check: SenderCheck | SenderCheckParams): {
  blocked: SQL<boolean>
  duplicate: SQL<boolean>
} {
  const { ownerId, gridId, body, userId, senderKeys, since } = check
  // One parameter holding the list (a plain list would become one parameter per key).
  const keys = Array.isArray(senderKeys) ? sql.param(senderKeys) : senderKeys
  const sender = or(
    userId ? eq(blockedSenders.userId, userId) : undefined,
    keys ? sql`${blockedSenders.senderHash} = any(${keys}::text[])` : undefined,
  )
  const inForce = or(isNull(blockedSenders.until), gt(blockedSenders.until, sql`now()`))
  const repeatIn = (table: typeof messages | typeof filteredMessages, ...bounds: SQL[]) =>
    sql`exists (select 1 from ${table} where ${and(...bounds, eq(table.gridId, gridId), gt(table.createdAt, since), eq(table.body, body))})`
  return {
    blocked: sender
      ? sql<boolean>`exists (select 1 from ${blockedSenders} where ${and(eq(blockedSenders.ownerId, ownerId), sender, inForce)})`
      : sql<boolean>`false`,
    // Filtered messages are indexed by owner and time, not by grid: without the owner, the check
    // read every owner's filtered messages of the last minute.
    duplicate: sql<boolean>`(${repeatIn(messages)} or ${repeatIn(filteredMessages, eq(filteredMessages.ownerId, ownerId))})`,
  }
}

/** The same conditions, answered: why a message was not stored. */
export async function senderStanding(db: Db, check: SenderCheck): Promise<{ blocked: boolean; duplicate: boolean }> {
  const [row] = await db.select(senderStandingConditions(check)).from(sql`(select 1) as one`)
  return { blocked: Boolean(row?.blocked), duplicate: Boolean(row?.duplicate) }
}

const filteredColumns = {
  id: filteredMessages.id,
  grid: grids.name,
  body: filteredMessages.body,
  anonymous: filteredMessages.anonymous,
  authorLabel: filteredMessages.authorLabel,
  authorUsername: profiles.username,
  matched: filteredMessages.matched,
  createdAt: filteredMessages.createdAt,
}

/** One page of the Filtered view, newest first, with one row more to know whether a next page exists. */
export async function listFiltered(db: Db, owner: Me, page: number): Promise<FilteredPage> {
  const rows = await db
    .select(filteredColumns)
    .from(filteredMessages)
    .innerJoin(grids, eq(grids.id, filteredMessages.gridId))
    .leftJoin(profiles, eq(profiles.userId, filteredMessages.authorUserId))
    .where(eq(filteredMessages.ownerId, owner.id))
    .orderBy(desc(filteredMessages.createdAt), desc(filteredMessages.id))
    .limit(FILTERED_PAGE_SIZE + 1)
    .offset((page - 1) * FILTERED_PAGE_SIZE)
  return {
    messages: rows.slice(0, FILTERED_PAGE_SIZE).map((row): FilteredMessage => ({
      ...row,
      authorUsername: row.anonymous ? null : row.authorUsername,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    isLastPage: rows.length <= FILTERED_PAGE_SIZE,
  }
}

/** Moves a filtered message to the inbox, as received (its time kept), and tells the live inbox. */
export async function releaseFiltered(db: Db, bus: MessageBus, owner: Me, id: string): Promise<void> {
  const released = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(filteredMessages)
      .where(and(eq(filteredMessages.id, id), eq(filteredMessages.ownerId, owner.id)))
      .returning()
    if (!row) throw notFound(MODERATION_TEXTS.messageNotFound)
    const { matched: _matched, ...message } = row
    const [stored] = await tx.insert(messages).values(message).returning({ id: messages.id })
    return stored!
  })
  await bus.publish({ ownerId: owner.id, messageId: released.id })
}

export async function deleteFiltered(db: Db, owner: Me, id: string): Promise<void> {
  const deleted = await db
    .delete(filteredMessages)
    .where(and(eq(filteredMessages.id, id), eq(filteredMessages.ownerId, owner.id)))
    .returning({ id: filteredMessages.id })
  if (deleted.length === 0) throw notFound(MODERATION_TEXTS.messageNotFound)
}

/** One of the owner's messages, in the inbox or in Filtered. */
async function findOwnMessage(db: Db, owner: Me, id: string) {
  for (const table of [messages, filteredMessages]) {
    const [row] = await db
      .select({
        grid: grids.name,
        body: table.body,
        anonymous: table.anonymous,
        authorLabel: table.authorLabel,
        authorUserId: table.authorUserId,
        authorUsername: profiles.username,
        senderHash: table.senderHash,
        createdAt: table.createdAt,
      })
      .from(table)
      .innerJoin(grids, eq(grids.id, table.gridId))
      .leftJoin(profiles, eq(profiles.userId, table.authorUserId))
      .where(and(eq(table.id, id), eq(table.ownerId, owner.id)))
    if (row) return row
  }
  throw notFound(MODERATION_TEXTS.messageNotFound)
}

const toBlockedSender = (row: typeof blockedSenders.$inferSelect): BlockedSender => ({
  id: row.id,
  label: row.label,
  kind: row.userId ? 'account' : 'anonymous',
  until: row.until?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})

/**
 * Blocks the sender of one of the owner's messages: a signed-in sender by account, until unblocked;
 * an anonymous one by the message's sender key (their network, ADR 0049) for BLOCK_DAYS, from a
 * message of the last BLOCK_DAYS (the key's salt outlives such a block). Blocking twice keeps the
 * first block.
 */
export async function blockSender(db: Db, owner: Me, messageId: string, now = new Date()): Promise<BlockedSender> {
  const message = await findOwnMessage(db, owner, messageId)
  if (!message.anonymous && message.authorUserId && message.authorUsername) {
    await db
      .insert(blockedSenders)
      .values({ ownerId: owner.id, userId: message.authorUserId, label: message.authorUsername })
      .onConflictDoNothing()
    const [block] = await db
      .select()
      .from(blockedSenders)
      .where(and(eq(blockedSenders.ownerId, owner.id), eq(blockedSenders.userId, message.authorUserId)))
    return toBlockedSender(block!)
  }
  if (!message.senderHash || message.createdAt.getTime() <= now.getTime() - BLOCK_MS) {
    throw conflict('CANNOT_BLOCK', MODERATION_TEXTS.cannotBlock)
  }
  const until = new Date(now.getTime() + BLOCK_MS)
  // An ended block of the same key would otherwise keep this one out.
  await deleteEndedBlocks(db, owner, now)
  await db
    .insert(blockedSenders)
    .values({ ownerId: owner.id, senderHash: message.senderHash, label: message.authorLabel, until })
    .onConflictDoNothing()
  const [block] = await db
    .select()
    .from(blockedSenders)
    .where(and(eq(blockedSenders.ownerId, owner.id), eq(blockedSenders.senderHash, message.senderHash)))
  return toBlockedSender(block!)
}

async function deleteEndedBlocks(db: Db, owner: Me, now: Date) {
  await db.delete(blockedSenders).where(and(eq(blockedSenders.ownerId, owner.id), lte(blockedSenders.until, now)))
}

/** The owner's blocks still in force, newest first; anonymous blocks that ended are deleted. */
export async function listBlocks(db: Db, owner: Me, now = new Date()): Promise<BlockedSender[]> {
  await deleteEndedBlocks(db, owner, now)
  const rows = await db
    .select()
    .from(blockedSenders)
    .where(and(eq(blockedSenders.ownerId, owner.id), or(isNull(blockedSenders.until), gt(blockedSenders.until, now))))
    .orderBy(desc(blockedSenders.createdAt))
  return rows.map(toBlockedSender)
}

export async function unblock(db: Db, owner: Me, id: string): Promise<void> {
  const deleted = await db
    .delete(blockedSenders)
    .where(and(eq(blockedSenders.id, id), eq(blockedSenders.ownerId, owner.id)))
    .returning({ id: blockedSenders.id })
  if (deleted.length === 0) throw notFound(MODERATION_TEXTS.blockNotFound)
}

/** Each of the owner's grids and whether its message box is paused, by name. */
export async function messageBoxStates(db: Db, owner: Me): Promise<MessageBoxState[]> {
  const rows = await db
    .select({ grid: grids.name, note: grids.messagePauseNote })
    .from(grids)
    .where(eq(grids.ownerId, owner.id))
    .orderBy(asc(grids.name))
  return rows.map((row) => ({ grid: row.grid, paused: row.note !== null, note: row.note ?? '' }))
}

/**
 * Pauses (a note, possibly empty) or opens (null) a grid's message box. The page changes with it:
 * updated_at moves, and the grid's trigger announces the change to every instance's page cache.
 * The content's version does not move, so that an open editor's next save is not refused.
 */
export async function setMessagePause(
  db: Db,
  owner: Me,
  gridName: string,
  note: string | null,
): Promise<MessageBoxState> {
  const [updated] = await db
    .update(grids)
    .set({ messagePauseNote: note, updatedAt: new Date() })
    .where(and(eq(grids.name, gridName), eq(grids.ownerId, owner.id)))
    .returning({ grid: grids.name, note: grids.messagePauseNote })
  if (!updated) throw notFound(GRID_NAME_MESSAGES.notFound)
  return { grid: updated.grid, paused: updated.note !== null, note: updated.note ?? '' }
}

/** Reports one of the owner's messages to the operator, copied as it is now; a second report changes nothing. */
export async function reportMessage(db: Db, owner: Me, messageId: string): Promise<void> {
  const message = await findOwnMessage(db, owner, messageId)
  await db
    .insert(messageReports)
    .values({
      messageId,
      reporterId: owner.id,
      gridName: message.grid,
      body: message.body,
      authorLabel: message.authorLabel,
      authorUserId: message.anonymous ? null : message.authorUserId,
      sentAt: message.createdAt,
    })
    .onConflictDoNothing()
}

/** Reported messages for the operator, newest report first, with the author's account when signed. */
export async function listReported(db: Db, limit: number) {
  const author = sql<
    string | null
  >`(select ${profiles.username} from ${profiles} where ${profiles.userId} = ${messageReports.authorUserId})`
  const authorSuspended = sql<boolean>`exists (select 1 from ${profiles} where ${profiles.userId} = ${messageReports.authorUserId} and ${profiles.suspendedAt} is not null)`
  const reporter = sql<string>`(select ${profiles.username} from ${profiles} where ${profiles.userId} = ${messageReports.reporterId})`
  return db
    .select({
      reportedAt: messageReports.reportedAt,
      reporter,
      grid: messageReports.gridName,
      author,
      authorLabel: messageReports.authorLabel,
      authorSuspended,
      body: messageReports.body,
    })
    .from(messageReports)
    .orderBy(desc(messageReports.reportedAt))
    .limit(limit)
}

export type ReportedMessage = Awaited<ReturnType<typeof listReported>>[number]

/** The reports as the operator reads them: stored text made safe for a terminal, with what to do about the author. */
export function formatReported(reports: ReportedMessage[]): string {
  if (reports.length === 0) return 'No reported messages.'
  return reports
    .map((report) => {
      const date = utcMinute(report.reportedAt)
      const author = report.author
        ? `${forTerminal(report.author)}${report.authorSuspended ? ' (suspended)' : ` (suspend: npx tessera user suspend ${forTerminal(report.author)})`}`
        : `anonymous, signed "${forTerminal(report.authorLabel)}"`
      const text = forTerminal(report.body.replace(/\r\n?/g, '\n'))
        .split('\n')
        .map((line) => `  ${line}`)
        .join('\n')
      return `${date} UTC  reported by ${forTerminal(report.reporter)} on /${report.grid}\n  from ${author}\n${text}`
    })
    .join('\n\n')
}
