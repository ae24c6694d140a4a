import { and, asc, count, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Me } from '@domain/account.js'
import {
  DEFAULT_AUTHOR_LABEL,
  INBOX_PAGE_SIZE,
  MESSAGE_TEXTS,
  dateFilterStart,
  wantsAnonymous,
  type InboxMessage,
  type InboxPage,
  type MessageFilter,
  type SendMessageBody,
} from '@domain/messages.js'
import { CATCH_UP_LIMIT, eventIdOf, type LiveMessage, type StreamCursor } from '@domain/live-inbox.js'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { oncePerDatabase, type Db } from '../db/client.js'
import { MODERATION_TEXTS } from '@domain/moderation.js'
import { MESSAGE_BOX } from '@domain/tile-types.js'
import { isShownAt } from '@domain/tile-visibility.js'
import { matchFilter } from '@domain/word-filter.js'
import { grids, inboxSettings, messageFilters, messages, profiles, users } from '../db/schema.js'
import { conflict, forbidden, notFound } from '../errors.js'
import { answersOfMessages } from './answers.js'
import type { Sender, SenderHashes } from '../moderation/sender-hashes.js'
import { senderStanding } from './moderation.js'
import { storeUnlessRefused } from './store-message.js'
import { containsText, newestFirst, searchForPick, searchPage } from './inbox-search.js'
import { pickUniformly, type KeyedMessages } from './random-pick.js'

const DUPLICATE_WINDOW_MS = 60_000

/** `id` is the message's in the inbox; null when it went to Filtered or a block kept it out. */
export type SendResult =
  /** `notifyOwner`: the owner chose a mail for each message (the mail is sent after the answer). */
  { status: 'sent'; id: string | null; notifyOwner: boolean } | { status: 'ignored' }

/** The owner's one-row settings a message needs, each as a subquery of the grid's row. */
const ownerValue = <Column extends AnyPgColumn>(column: Column, owner: AnyPgColumn) =>
  sql<Column['_']['data'] | null>`(select ${column} from ${column.table} where ${owner} = ${grids.ownerId})`.mapWith(
    column,
  )

/**
 * Everything a message tile needs to accept a message, in one statement built once per database.
 * It runs for every message sent, so it joins only the grid and its owner's profile and reads the
 * rest as subqueries, which the embedded database plans in less time than a five-table join; as a
 * named statement, Postgres plans it once per connection (ADR 0046).
 */
function prepareAcceptingGrid(db: Db) {
  return db
    .select({
      id: grids.id,
      ownerId: grids.ownerId,
      tiles: grids.tiles,
      active: grids.active,
      suspended: profiles.suspendedAt,
      ownerPlan: profiles.plan,
      ownerVerified: ownerValue(users.emailVerified, users.id),
      pauseNote: grids.messagePauseNote,
      filterWords: ownerValue(messageFilters.words, messageFilters.ownerId),
      notify: ownerValue(inboxSettings.notify, inboxSettings.userId),
    })
    .from(grids)
    .innerJoin(profiles, eq(profiles.userId, grids.ownerId))
    .where(eq(grids.name, sql.placeholder('name')))
    .prepare('accepting_grid')
}

const acceptingGrid = oncePerDatabase(prepareAcceptingGrid)

async function findAcceptingTile(db: Db, gridName: string, tileId: string) {
  const [grid] = await acceptingGrid(db).execute({ name: gridName })
  const tile = grid?.tiles.find((candidate) => candidate.id === tileId && candidate.type === MESSAGE_BOX)
  // A hidden box, or one outside its schedule, is not on the page: it takes nothing.
  if (!grid || !tile || !isShownAt(tile, Date.now()) || !grid.active || grid.suspended || !grid.ownerVerified)
    throw notFound(MESSAGE_TEXTS.notAccepting)
  // The message box is a Pro tile: after a downgrade it stops taking messages.
  if (grid.ownerPlan !== 'pro') throw forbidden('NOT_ACCEPTING', MESSAGE_TEXTS.notAccepting)
  if (grid.pauseNote !== null) throw forbidden('MESSAGE_BOX_PAUSED', MODERATION_TEXTS.paused)
  return { grid, tile }
}

export async function sendMessage(
  db: Db,
  input: {
    /** Normalised (`NameParams`). */
    gridName: string
    body: SendMessageBody
    viewer?: Me
    /**
     * Counts the sender against the spam limits (and throws when over them), called only once the
     * grid and tile accept the message: made-up grid names and tile ids cost an attacker a 404 and
     * count against nobody.
     */
    admit?: (gridName: string) => Promise<void>
    /** Who sent it, for the owner's blocks (ADR 0049); keyed by a salted hash of its network, never stored as is. */
    sender?: Sender
    senderHashes?: SenderHashes
  },
): Promise<SendResult> {
  const { body, viewer } = input
  const { grid, tile } = await findAcceptingTile(db, input.gridName, body.tileId)
  const allowAnonymous = tile.data.allowAnonymous !== false
  const anonymous = !viewer || wantsAnonymous(body.anonymous)
  if (anonymous && !allowAnonymous) throw forbidden('ANONYMOUS_NOT_ALLOWED', MESSAGE_TEXTS.anonymousNotAllowed)
  await input.admit?.(input.gridName)
  // Bots fill in the hidden field; they are told it worked and nothing is stored (but were counted).
  if (body.website) return { status: 'ignored' }

  const showsAuthorField = allowAnonymous && tile.width >= 2
  const authorLabel = anonymous ? (showsAuthorField && body.author) || DEFAULT_AUTHOR_LABEL : viewer.username

  const sender = input.sender && (await input.senderHashes?.of(grid.ownerId, input.sender))
  const check = {
    ownerId: grid.ownerId,
    gridId: grid.id,
    body: body.message,
    userId: viewer?.id,
    senderKeys: sender?.keys,
    since: new Date(Date.now() - DUPLICATE_WINDOW_MS),
  }
  const message = {
    gridId: grid.id,
    ownerId: grid.ownerId,
    body: body.message,
    anonymous,
    authorLabel,
    authorUserId: anonymous ? null : viewer.id,
    senderHash: sender?.key ?? null,
  }
  // The sender is answered the same either way; the owner finds it under Filtered, not in the inbox.
  const matched = matchFilter([message.body, message.authorLabel], grid.filterWords ?? [])
  // Awaited before the sender is answered: an acknowledged message is committed.
  const storedId = await storeUnlessRefused(
    db,
    check,
    matched === undefined ? { inbox: message } : { filtered: { ...message, matched } },
  )
  if (storedId === undefined) {
    // Refused by the statement's conditions; only now is it worth asking which one.
    const standing = await senderStanding(db, check)
    if (standing.duplicate && !standing.blocked) throw conflict('DUPLICATE_MESSAGE', MESSAGE_TEXTS.duplicate)
  }
  const inInbox = storedId !== undefined && matched === undefined
  return { status: 'sent', id: inInbox ? storedId : null, notifyOwner: inInbox && grid.notify === 'each' }
}

export function requirePro(viewer: Me) {
  if (viewer.plan !== 'pro') throw forbidden('PRO_REQUIRED', MESSAGE_TEXTS.inboxProOnly)
}

/** The messages of the owner's inbox under the filters, as a condition on `messages`. */
export function inboxConditions(owner: Me, filter: MessageFilter, now = new Date()): SQL {
  const since = dateFilterStart(filter.date, now)
  return and(
    eq(messages.ownerId, owner.id),
    // One grid: its id among the owner's grids, so that no row of the inbox needs the join to grids.
    filter.grid
      ? sql`${messages.gridId} = (select ${grids.id} from ${grids} where ${grids.ownerId} = ${owner.id} and ${grids.name} = ${filter.grid})`
      : undefined,
    since ? gte(messages.createdAt, since) : undefined,
    filter.favorites ? eq(messages.favorite, true) : undefined,
    filter.signedIn ? eq(messages.anonymous, false) : undefined,
    // Served by the trigram index when the text has three characters or more (ADR 0066).
    filter.search ? containsText(messages.body, filter.search) : undefined,
  )!
}

/** The filters but the search: what a search walks (inbox-search.ts, ADR 0074). */
const withoutSearch = (owner: Me, filter: MessageFilter) => inboxConditions(owner, { ...filter, search: undefined })

const byNewest = newestFirst(messages.createdAt, messages.id)

const inboxColumns = {
  id: messages.id,
  grid: grids.name,
  body: messages.body,
  anonymous: messages.anonymous,
  authorLabel: messages.authorLabel,
  authorUsername: profiles.username,
  favorite: messages.favorite,
  winner: messages.winner,
  unread: messages.unread,
  createdAt: messages.createdAt,
}

type InboxRow = Omit<InboxMessage, 'createdAt' | 'answer'> & { createdAt: Date }

/** A new message has no answer yet; the inbox's pages read theirs (withAnswers). */
const toInboxMessage = (row: InboxRow): InboxMessage => ({
  ...row,
  authorUsername: row.anonymous ? null : row.authorUsername,
  createdAt: row.createdAt.toISOString(),
  answer: null,
})

async function withAnswers(db: Db, owner: Me, list: InboxMessage[]): Promise<InboxMessage[]> {
  const answers = await answersOfMessages(
    db,
    owner.id,
    list.map((message) => message.id),
  )
  return list.map((message) => ({ ...message, answer: answers.get(message.id) ?? null }))
}

/** The rows of the messages a query of ids finds, newest first, with their grid's name and author's username. */
function readRows(db: Db, ids: SQLWrapper): Promise<InboxRow[]> {
  return db
    .select(inboxColumns)
    .from(messages)
    .innerJoin(grids, eq(grids.id, messages.gridId))
    .leftJoin(profiles, eq(profiles.userId, messages.authorUserId))
    .where(inArray(messages.id, ids))
    .orderBy(...byNewest)
}

/**
 * One page plus one row (to know whether a next page exists). The offset is walked on the index
 * alone (ids only); the grid name and the author's username are joined to the 26 rows found. A
 * search walks the newest messages or reads the trigram index, whichever finds it (ADR 0074).
 */
function readPage(db: Db, owner: Me, filter: MessageFilter, page: number): Promise<InboxRow[]> {
  const read = (ids: SQLWrapper) => readRows(db, ids)
  if (filter.search) return searchPage(db, withoutSearch(owner, filter), filter.search, page, read)
  return read(
    db
      .select({ id: messages.id })
      .from(messages)
      .where(inboxConditions(owner, filter))
      .orderBy(...byNewest)
      .limit(INBOX_PAGE_SIZE + 1)
      .offset((page - 1) * INBOX_PAGE_SIZE),
  )
}

const pageOf = async (db: Db, owner: Me, rows: InboxRow[], page: number): Promise<InboxPage> => ({
  messages: await withAnswers(db, owner, rows.slice(0, INBOX_PAGE_SIZE).map(toInboxMessage)),
  page,
  pageSize: INBOX_PAGE_SIZE,
  isLastPage: rows.length <= INBOX_PAGE_SIZE,
})

/**
 * One page, newest first, without counting the inbox (ADR 0004). Past the last page (its last
 * message deleted, or an old link) the answer is the last page there is, with its number: fewer
 * messages match than the offset just walked, so counting them costs no more than that walk.
 */
export async function listInbox(db: Db, owner: Me, filter: MessageFilter, page: number): Promise<InboxPage> {
  const rows = await readPage(db, owner, filter, page)
  if (rows.length > 0 || page === 1) return pageOf(db, owner, rows, page)
  const [counted] = await db.select({ total: count() }).from(messages).where(inboxConditions(owner, filter))
  const lastPage = Math.max(1, Math.ceil(Number(counted?.total ?? 0) / INBOX_PAGE_SIZE))
  return pageOf(db, owner, await readPage(db, owner, filter, lastPage), lastPage)
}

/** A uniformly random message among the filtered ones, without counting them (random-pick.ts, ADR 0004). */
export async function randomInboxMessage(db: Db, owner: Me, filter: MessageFilter): Promise<InboxMessage | null> {
  const where = inboxConditions(owner, filter)
  // A message deleted (or changed) between the choice and the read: choose again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = await pickAmong(db, owner, filter)
    if (!id) return null
    const [row] = await db
      .select(inboxColumns)
      .from(messages)
      .innerJoin(grids, eq(grids.id, messages.gridId))
      .leftJoin(profiles, eq(profiles.userId, messages.authorUserId))
      .where(and(eq(messages.id, id), where))
    if (row) return (await withAnswers(db, owner, [toInboxMessage(row)]))[0]!
  }
  return null
}

/** A uniformly random id among the filtered messages; a search's own ways in inbox-search.ts (ADR 0074). */
async function pickAmong(db: Db, owner: Me, filter: MessageFilter): Promise<string | undefined> {
  if (!filter.search) return pickUniformly(keyedMessages(db, inboxConditions(owner, filter)))
  const found = await searchForPick(db, withoutSearch(owner, filter), filter.search)
  return 'drawn' in found ? found.drawn : pickUniformly(found.keyed)
}

/** The filtered messages through their random keys, on the `(owner_id, random_key)` index or the filters' own. */
function keyedMessages(db: Db, where: SQL): KeyedMessages {
  return {
    lowest: (limit) =>
      db
        .select({ id: messages.id, randomKey: messages.randomKey })
        .from(messages)
        .where(where)
        .orderBy(asc(messages.randomKey))
        .limit(limit),
    inRange: async ({ low, high }, limit) => {
      const rows = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(where, gte(messages.randomKey, low), lt(messages.randomKey, high)))
        .limit(limit)
      return rows.map((row) => row.id)
    },
  }
}

const liveColumns = {
  ...inboxColumns,
  // Microseconds, exactly as stored: a JavaScript Date would round the cursor to milliseconds.
  createdAtMicros: sql<string>`(extract(epoch from ${messages.createdAt}) * 1000000)::bigint::text`,
}

const toLiveMessage = ({ createdAtMicros, ...row }: InboxRow & { createdAtMicros: string }): LiveMessage => ({
  eventId: eventIdOf({ createdAtMicros: BigInt(createdAtMicros), messageId: row.id }),
  message: toInboxMessage(row),
})

const liveMessages = (db: Db) =>
  db
    .select(liveColumns)
    .from(messages)
    .innerJoin(grids, eq(grids.id, messages.gridId))
    .leftJoin(profiles, eq(profiles.userId, messages.authorUserId))

/** One new message for its owner's live inbox, read by id (the announcement carries nothing else). */
export async function findLiveMessage(db: Db, ownerId: string, id: string): Promise<LiveMessage | undefined> {
  const [row] = await liveMessages(db).where(and(eq(messages.id, id), eq(messages.ownerId, ownerId)))
  return row && toLiveMessage(row)
}

/** What an owner's live inbox missed after `cursor`, oldest first: the newest CATCH_UP_LIMIT of it. */
export async function liveMessagesAfter(db: Db, ownerId: string, cursor: StreamCursor): Promise<LiveMessage[]> {
  const rows = await liveMessages(db)
    .where(
      and(
        eq(messages.ownerId, ownerId),
        sql`(${messages.createdAt}, ${messages.id}) > (timestamptz 'epoch' + ${cursor.createdAtMicros.toString()}::bigint * interval '1 microsecond', ${cursor.messageId}::uuid)`,
      ),
    )
    .orderBy(...byNewest)
    .limit(CATCH_UP_LIMIT)
  return rows.reverse().map(toLiveMessage)
}

export async function setFavorite(db: Db, owner: Me, id: string, favorite: boolean): Promise<void> {
  // A winner taken out of the favorites is no longer shown as one.
  await updateOwnMessage(db, owner, id, favorite ? { favorite } : { favorite, winner: false })
}

/** Mark as winner: the random pick's choice becomes a favorite with a Winner badge. */
export async function markWinner(db: Db, owner: Me, id: string): Promise<void> {
  await updateOwnMessage(db, owner, id, { favorite: true, winner: true })
}

/** The owner opened the message: it is no longer new. */
export async function markRead(db: Db, owner: Me, id: string): Promise<void> {
  await updateOwnMessage(db, owner, id, { unread: false })
}

/** Mark all read: nothing in the inbox is new any more (on the partial index of unread messages). */
export async function markAllRead(db: Db, owner: Me): Promise<void> {
  await db
    .update(messages)
    .set({ unread: false })
    .where(and(eq(messages.ownerId, owner.id), eq(messages.unread, true)))
}

async function updateOwnMessage(
  db: Db,
  owner: Me,
  id: string,
  change: Partial<Pick<typeof messages.$inferInsert, 'favorite' | 'winner' | 'unread'>>,
): Promise<void> {
  const updated = await db
    .update(messages)
    .set(change)
    .where(and(eq(messages.id, id), eq(messages.ownerId, owner.id)))
    .returning({ id: messages.id })
  if (updated.length === 0) throw notFound('Message not found.')
}

export async function deleteMessage(db: Db, owner: Me, id: string): Promise<void> {
  const deleted = await db
    .delete(messages)
    .where(and(eq(messages.id, id), eq(messages.ownerId, owner.id)))
    .returning({ id: messages.id })
  if (deleted.length === 0) throw notFound('Message not found.')
}
