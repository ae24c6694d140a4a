import { and, getTableColumns, not, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { oncePerDatabase, prepareRows, type Db } from '../db/client.js'
import { filteredMessages, messages } from '../db/schema.js'
import { newMessageAnnouncement } from '../realtime/message-bus.js'
import { senderStandingConditions, type SenderCheck, type SenderCheckParams } from './moderation.js'

type MessageRow = typeof messages.$inferInsert
type FilteredRow = typeof filteredMessages.$inferInsert

type Kind = 'inbox' | 'filtered'
const STORED_COLUMNS = ['gridId', 'ownerId', 'body', 'anonymous', 'authorLabel', 'authorUserId', 'senderHash'] as const
/**
 * What a visitor's message stores: every one of these columns every time (null, not left out), so
 * that one statement fits all.
 */
type StoredMessage = Required<Pick<MessageRow, (typeof STORED_COLUMNS)[number]>>
type StoredFiltered = StoredMessage & Required<Pick<FilteredRow, 'matched'>>
const COLUMNS_OF = {
  inbox: STORED_COLUMNS,
  filtered: [...STORED_COLUMNS, 'matched'],
} satisfies Record<Kind, readonly (keyof StoredFiltered)[]>

/** The statement's values: the row's, then the sender check's (its user differs for an anonymous sender). */
type StoreValues = Partial<StoredFiltered> & {
  checkOwnerId: string
  checkGridId: string
  checkBody: string
  checkUserId: string | null
  checkSenderKeys: string[] | null
  checkSince: string
}
/** A placeholder whose name the statement's values must hold. */
const valueOf = (key: keyof StoreValues) => sql.placeholder(key)

/** `insert into table (columns) select $values where …`, each value cast to its column's type. */
function insertSelect(
  table: typeof messages | typeof filteredMessages,
  keys: readonly (keyof StoredFiltered)[],
  where: SQL,
) {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const names = keys.map((key) => sql.identifier(columns[key]!.name))
  // A select list's parameters are not typed by the insert's columns as VALUES' are.
  const values = keys.map((key) => sql`${valueOf(key)}::${sql.raw(columns[key]!.getSQLType())}`)
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)} where ${where}`
}

const CHECK_PLACEHOLDERS: SenderCheckParams = {
  ownerId: valueOf('checkOwnerId'),
  gridId: valueOf('checkGridId'),
  body: valueOf('checkBody'),
  userId: valueOf('checkUserId'),
  senderKeys: valueOf('checkSenderKeys'),
  since: valueOf('checkSince'),
}

function storeStatement(kind: Kind): SQL {
  const { blocked, duplicate } = senderStandingConditions(CHECK_PLACEHOLDERS)
  const admitted = and(not(blocked), not(duplicate))!
  return kind === 'inbox'
    ? sql`with stored as (${insertSelect(messages, COLUMNS_OF.inbox, admitted)} returning id, owner_id)
          select id, ${newMessageAnnouncement(sql`owner_id`, sql`id::text`)} as announced from stored`
    : sql`${insertSelect(filteredMessages, COLUMNS_OF.filtered, admitted)} returning id`
}

const storeStatements = oncePerDatabase((db: Db): Record<Kind, (values: StoreValues) => Promise<{ id: string }[]>> => ({
  inbox: prepareRows(db, 'store_message', storeStatement('inbox')),
  filtered: prepareRows(db, 'store_filtered_message', storeStatement('filtered')),
}))

/**
 * Stores a message, unless its sender is blocked or it repeats a recent one, in one statement that
 * also announces an inbox message to the live inboxes: with the grid's own read, a message costs
 * two round trips to the database, on the embedded one each a message to its thread and back
 * (ADR 0029, 0043). The statement is rendered once per database and kind, and parsed once per
 * connection on Postgres (ADR 0047).
 * Returns the stored row's id, or undefined when the conditions refused it.
 */
export async function storeUnlessRefused(
  db: Db,
  check: SenderCheck,
  message: { inbox: StoredMessage } | { filtered: StoredFiltered },
): Promise<string | undefined> {
  const kind: Kind = 'inbox' in message ? 'inbox' : 'filtered'
  const row = 'inbox' in message ? message.inbox : message.filtered
  const [stored] = await storeStatements(db)[kind]({
    ...row,
    checkOwnerId: check.ownerId,
    checkGridId: check.gridId,
    checkBody: check.body,
    checkUserId: check.userId ?? null,
    checkSenderKeys: check.senderKeys ?? null,
    checkSince: check.since.toISOString(),
  })
  return stored?.id
}
