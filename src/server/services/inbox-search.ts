import { and, asc, count, gte, ilike, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { INBOX_PAGE_SIZE } from '@domain/messages.js'
import type { Db } from '../db/client.js'
import { messages } from '../db/schema.js'
import type { KeyedMessages } from './random-pick.js'

/*
 * Searching the inbox without trusting the planner's guess of how common a text is (ADR 0074).
 * A text in many messages is found fastest by walking the newest messages (or the lowest random
 * keys) and keeping those that contain it; a rare one by the trigram index, which finds all of
 * them and reads each. The planner chose the walk for a text in 1 of 500 messages and read 38,000
 * rows for a page. So the walk comes first, over a bounded number of rows; only when it falls
 * short, and the inbox has more rows than it walked, the trigram index answers, through a
 * subquery the planner cannot order or limit from outside (`fenced`), so that it reads the
 * matches rather than walking the date index again.
 */

/**
 * `(query offset 0) as alias`: a subquery the planner plans on its own, so that an outer
 * `order by … limit` cannot pull it into a walk of the date or key index. Written out because
 * drizzle leaves out an `offset(0)`, which is how the fence was lost once (ADR 0074 addendum).
 */
function fenced(query: SQLWrapper, alias: string): SQL {
  return sql`(${query} offset 0) as ${sql.identifier(alias)}`
}

/** A column of a `fenced` subquery. */
const columnOf = <T>(alias: string, column: string) => sql<T>`${sql.identifier(alias)}.${sql.identifier(column)}`

/** The walk serves a text in at least one of this many messages; a rarer one goes to the index. */
const WALK_ROWS_PER_MATCH = 40
/** The random pick's probe: as many matches as random-pick.ts asks for first. */
const PROBE_SIZE = 64

/** `body ilike '%text%'`, with the text's `%`, `_` and `\\` matching only themselves. */
export function containsText(body: SQL | typeof messages.body, text: string): SQL {
  return ilike(body, `%${escapeLike(text)}%`)
}

/** The text as itself in a LIKE pattern: its `%`, `_` and `\\` match only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * Newest first, spelled exactly like the indexes (`desc nulls last`): Postgres reads an index in
 * order only when the null ordering matches, and plain `desc` means `nulls first`.
 */
export const newestFirst = (createdAt: SQL | typeof messages.createdAt, id: SQL | typeof messages.id) => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
]

/** Whether more messages match `base` than `rows`: a walk of that many did not see them all. */
async function hasMoreThan(db: Db, base: SQL, rows: number): Promise<boolean> {
  const walked = db
    .select({ one: sql`1` })
    .from(messages)
    .where(base)
    .limit(rows + 1)
    .as('walked')
  const [counted] = await db.select({ rows: count() }).from(walked)
  return Number(counted?.rows ?? 0) > rows
}

/** The ids of a page and one more row among the newest `walk` messages of `base` containing the text. */
function walkedPage(db: Db, base: SQL, text: string, page: number, walk: number) {
  const newest = db
    .select({ id: messages.id, body: messages.body, createdAt: messages.createdAt })
    .from(messages)
    .where(base)
    .orderBy(...newestFirst(messages.createdAt, messages.id))
    .limit(walk)
    .as('newest')
  return db
    .select({ id: newest.id })
    .from(newest)
    .where(containsText(sql`${newest.body}`, text))
    .orderBy(...newestFirst(sql`${newest.createdAt}`, sql`${newest.id}`))
    .limit(INBOX_PAGE_SIZE + 1)
    .offset((page - 1) * INBOX_PAGE_SIZE)
}

/** The same page from every message of `base` containing the text, read through the trigram index. */
function indexedPage(db: Db, base: SQL, text: string, page: number) {
  const matches = db
    .select({ id: messages.id, createdAt: messages.createdAt })
    .from(messages)
    .where(and(base, containsText(messages.body, text)))
  const [id, createdAt] = [columnOf<string>('found', 'id'), columnOf<Date>('found', 'created_at')]
  return db
    .select({ id })
    .from(fenced(matches, 'found'))
    .orderBy(...newestFirst(createdAt, id))
    .limit(INBOX_PAGE_SIZE + 1)
    .offset((page - 1) * INBOX_PAGE_SIZE)
}

/**
 * A page of a search: the walk when it fills the page (or saw every message of `base`), else the
 * index. `read` turns the ids into the page's rows.
 */
export async function searchPage<Row>(
  db: Db,
  base: SQL,
  text: string,
  page: number,
  read: (ids: SQLWrapper) => Promise<Row[]>,
): Promise<Row[]> {
  const walk = (page * INBOX_PAGE_SIZE + 1) * WALK_ROWS_PER_MATCH
  const walked = await read(walkedPage(db, base, text, page, walk))
  if (walked.length > INBOX_PAGE_SIZE || !(await hasMoreThan(db, base, walk))) return walked
  return read(indexedPage(db, base, text, page))
}

/**
 * The messages of `base` containing the text, for the random pick (random-pick.ts), or the id of
 * one drawn among them all when the text is rare. The sampler's probe walks the lowest random keys
 * with the same bound as a page's walk; when it finds enough, its buckets walk the key index too
 * (`fenced` keeps the trigram index out of them). When it finds fewer and did not see every
 * message, the text is rare: the index finds every match and one is drawn among them in SQL.
 */
export async function searchForPick(
  db: Db,
  base: SQL,
  text: string,
): Promise<{ keyed: KeyedMessages } | { drawn: string | undefined }> {
  const walk = PROBE_SIZE * WALK_ROWS_PER_MATCH
  const lowestKeys = db
    .select({ id: messages.id, randomKey: messages.randomKey, body: messages.body })
    .from(messages)
    .where(base)
    .orderBy(asc(messages.randomKey))
    .limit(walk)
    .as('lowest_keys')
  const probe = await db
    .select({ id: lowestKeys.id, randomKey: lowestKeys.randomKey })
    .from(lowestKeys)
    .where(containsText(sql`${lowestKeys.body}`, text))
    .orderBy(asc(lowestKeys.randomKey))
    .limit(PROBE_SIZE)
  if (probe.length < PROBE_SIZE && (await hasMoreThan(db, base, walk))) {
    const matches = db
      .select({ id: messages.id })
      .from(messages)
      .where(and(base, containsText(messages.body, text)))
    const [drawn] = await db
      .select({ id: columnOf<string>('found', 'id') })
      .from(fenced(matches, 'found'))
      .orderBy(sql`random()`)
      .limit(1)
    return { drawn: drawn?.id }
  }
  return {
    keyed: {
      lowest: async (limit) => probe.slice(0, limit),
      inRange: async ({ low, high }, limit) => {
        const bucket = db
          .select({ id: messages.id, body: messages.body })
          .from(messages)
          .where(and(base, gte(messages.randomKey, low), lt(messages.randomKey, high)))
        const rows = await db
          .select({ id: columnOf<string>('bucket', 'id') })
          .from(fenced(bucket, 'bucket'))
          .where(containsText(columnOf<string>('bucket', 'body'), text))
          .limit(limit)
        return rows.map((row) => row.id)
      },
    },
  }
}
