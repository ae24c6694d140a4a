import { aliasedTable, and, eq, inArray, sql } from 'drizzle-orm'
import type { Me } from '@domain/account.js'
import {
  ANSWERS_PAGE_SIZE,
  ANSWER_TEXTS,
  type AnswerBody,
  type AnswersPage,
  type MessageAnswer,
} from '@domain/answers.js'
import type { StoredTile } from '@domain/grid.js'
import { publicAuthor } from '@domain/public-author.js'
import { ANSWERS_TILE } from '@domain/tile-types.js'
import type { Db } from '../db/client.js'
import { answers, grids, messages, profiles } from '../db/schema.js'
import { conflict, notFound } from '../errors.js'
import { GRID_NAME_MESSAGES } from '@domain/grid-names.js'

export const hasQaTile = (tiles: readonly StoredTile[]) => tiles.some((tile) => tile.type === ANSWERS_TILE)

type AnswerRow = typeof answers.$inferSelect

const toMessageAnswer = (row: AnswerRow, grid: string): MessageAnswer => ({
  grid,
  body: row.body,
  showUsername: row.showUsername,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/**
 * Publishes the owner's answer to one of their messages on one of their grids, or changes it (its
 * text, its grid, whether a signed sender is named). Both the message and the grid must be the
 * owner's: anyone else's is "not found". The grid must have a Q&A tile to show it, published or in its draft.
 */
export async function publishAnswer(db: Db, owner: Me, messageId: string, input: AnswerBody): Promise<MessageAnswer> {
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.ownerId, owner.id)))
  if (!message) throw notFound(ANSWER_TEXTS.messageNotFound)
  const [grid] = await db
    .select({ id: grids.id, name: grids.name, tiles: grids.tiles, draft: grids.draft })
    .from(grids)
    .where(and(eq(grids.name, input.grid), eq(grids.ownerId, owner.id)))
  if (!grid) throw notFound(GRID_NAME_MESSAGES.notFound)
  // A Q&A tile in the draft will do: the answer shows once the owner saves it (ADR 0066).
  if (!hasQaTile(grid.tiles) && !hasQaTile(grid.draft?.tiles ?? [])) throw conflict('NO_QA_TILE', ANSWER_TEXTS.noQaTile)
  const [stored] = await db
    .insert(answers)
    .values({ messageId, gridId: grid.id, ownerId: owner.id, body: input.body, showUsername: input.showUsername })
    .onConflictDoUpdate({
      target: answers.messageId,
      set: { gridId: grid.id, body: input.body, showUsername: input.showUsername, updatedAt: sql`now()` },
    })
    .returning()
  return toMessageAnswer(stored!, grid.name)
}

/** Takes the answer off the page; the message stays in the inbox. */
export async function withdrawAnswer(db: Db, owner: Me, messageId: string): Promise<void> {
  const deleted = await db
    .delete(answers)
    .where(and(eq(answers.messageId, messageId), eq(answers.ownerId, owner.id)))
    .returning({ id: answers.id })
  if (deleted.length === 0) throw notFound(ANSWER_TEXTS.answerNotFound)
}

/** The answers of these messages (one page of the inbox), by message id. */
export async function answersOfMessages(
  db: Db,
  ownerId: string,
  messageIds: readonly string[],
): Promise<Map<string, MessageAnswer>> {
  if (messageIds.length === 0) return new Map()
  const rows = await db
    .select({ answer: answers, grid: grids.name })
    .from(answers)
    .innerJoin(grids, eq(grids.id, answers.gridId))
    .where(and(eq(answers.ownerId, ownerId), inArray(answers.messageId, [...messageIds])))
  return new Map(rows.map(({ answer, grid }) => [answer.messageId, toMessageAnswer(answer, grid)]))
}

const authors = aliasedTable(profiles, 'authors')

/**
 * One page of a grid's answered questions, newest answer first, on the `(grid_id, created_at, id)`
 * index; one row more than the page tells whether another page follows. `pageSize` answers from
 * the start of page `page`.
 */
export async function answersOfGrid(
  db: Db,
  gridId: string,
  page: number,
  pageSize = ANSWERS_PAGE_SIZE,
): Promise<AnswersPage> {
  const rows = await db
    .select({
      id: answers.id,
      question: messages.body,
      anonymous: messages.anonymous,
      authorUsername: authors.username,
      showUsername: answers.showUsername,
      answer: answers.body,
      answeredAt: answers.createdAt,
    })
    .from(answers)
    .innerJoin(messages, eq(messages.id, answers.messageId))
    .leftJoin(authors, eq(authors.userId, messages.authorUserId))
    .where(eq(answers.gridId, gridId))
    .orderBy(sql`${answers.createdAt} desc nulls last`, sql`${answers.id} desc nulls last`)
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
  return {
    answers: rows.slice(0, pageSize).map((row) => ({
      id: row.id,
      question: row.question,
      author: publicAuthor(row),
      answer: row.answer,
      answeredAt: row.answeredAt,
    })),
    page,
    isLastPage: rows.length <= pageSize,
  }
}
