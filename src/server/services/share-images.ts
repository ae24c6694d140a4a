import { aliasedTable, and, eq, sql } from 'drizzle-orm'
import type { Me } from '@domain/account.js'
import { ANSWER_TEXTS } from '@domain/answers.js'
import { DEFAULT_GRID_SETTINGS, GridSettingsSchema, pageLocale } from '@domain/grid.js'
import type { Locale } from '@domain/locales.js'
import { lookShownFor } from '@domain/plans.js'
import { publicAuthor } from '@domain/public-author.js'
import type { Db } from '../db/client.js'
import { answers, grids, messages, profiles } from '../db/schema.js'
import { notFound } from '../errors.js'

/** What a message's share image shows, and the version of it that a drawn image stands for. */
export interface ShareableMessage {
  id: string
  question: string
  /** Who asked, as the public page would say it. */
  author: string
  answer: string | null
  gridName: string
  theme: string
  fontId: number
  /** The language of the grid's page, which its fixed words speak (ADR 0068). */
  locale: Locale
  /** Changes whenever anything drawn changes: the answer, the grid's look and language, who is named. */
  version: string
}

const authors = aliasedTable(profiles, 'authors')

/**
 * One of the owner's messages as its share image shows it (ADR 0030): in the look of the grid its
 * answer is published on, or else of the grid it was sent to; anyone else's message is not found.
 */
export async function findShareableMessage(db: Db, owner: Me, messageId: string): Promise<ShareableMessage> {
  const [row] = await db
    .select({
      question: messages.body,
      anonymous: messages.anonymous,
      authorUsername: authors.username,
      answer: answers.body,
      showUsername: answers.showUsername,
      answeredAt: answers.updatedAt,
      gridName: grids.name,
      theme: grids.theme,
      settings: grids.settings,
    })
    .from(messages)
    .leftJoin(answers, eq(answers.messageId, messages.id))
    .innerJoin(grids, sql`${grids.id} = coalesce(${answers.gridId}, ${messages.gridId})`)
    .leftJoin(authors, eq(authors.userId, messages.authorUserId))
    .where(and(eq(messages.id, messageId), eq(messages.ownerId, owner.id)))
  if (!row) throw notFound(ANSWER_TEXTS.messageNotFound)
  const parsed = GridSettingsSchema.safeParse(row.settings)
  const look = lookShownFor(owner.plan, {
    settings: parsed.success ? parsed.data : DEFAULT_GRID_SETTINGS,
    theme: row.theme,
  })
  const author = publicAuthor({ ...row, showUsername: row.showUsername ?? false })
  const answered = row.answeredAt ? row.answeredAt.getTime().toString(36) : '-'
  const locale = pageLocale(look.settings, owner.locale)
  return {
    id: messageId,
    question: row.question,
    author,
    answer: row.answer,
    gridName: row.gridName,
    theme: look.theme,
    fontId: look.settings.fontId,
    locale,
    version: [answered, look.theme, look.settings.fontId, row.gridName, author, locale].join('|'),
  }
}
