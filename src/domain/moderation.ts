import { z } from 'zod'
import { InboxMessage } from './messages.js'
import { singleLineText } from './text.js'

/**
 * What the owner decides reaches them (ADR 0023): a word filter that sets matching
 * messages aside in "Filtered", blocked senders, a paused message box per grid, and reports to the
 * operator. Pure rules and the API's payloads, shared by server and client.
 */

/** The `:id` of a filtered message or of a block. */
export const IdParams = z.object({ id: z.uuid() })

export const FILTER_WORDS_MAX = 500
export const FILTER_WORD_MAX_LENGTH = 60
export const PAUSE_NOTE_MAX = 140
export const FILTERED_PAGE_SIZE = 25
/** How long an anonymous sender stays blocked (ADR 0049). */
export const BLOCK_DAYS = 30
/** What a paused message box shows when the owner wrote no note. */
export const DEFAULT_PAUSE_NOTE = 'This message box is paused for now.'

export const MODERATION_TEXTS = {
  tooManyWords: `The filter can hold at most ${FILTER_WORDS_MAX} words or phrases.`,
  wordTooLong: `A word or phrase can be at most ${FILTER_WORD_MAX_LENGTH} characters long.`,
  noteTooLong: `The note can be at most ${PAUSE_NOTE_MAX} characters long.`,
  paused: 'This message box is paused.',
  filterSaved: 'Word filter saved.',
  released: 'Message moved to the inbox.',
  blocked: 'Sender blocked.',
  blockedForDays: `You won't get messages from this sender for ${BLOCK_DAYS} days.`,
  unblocked: 'Sender unblocked.',
  reported: 'Message reported.',
  pauseSaved: 'Message box paused.',
  resumed: 'Message box open again.',
  messageNotFound: 'Message not found.',
  blockNotFound: 'Block not found.',
  cannotBlock: `An anonymous sender can be blocked only within ${BLOCK_DAYS} days of their message: after that no one can tell who it was.`,
} as const

/**
 * The owner's list, each entry trimmed. The server keeps each entry once, as the filter compares it
 * (`distinctFilterEntries` in word-filter.ts, which the client never loads).
 */
export const FilterWords = z.object({
  words: z
    .array(singleLineText().trim().max(FILTER_WORD_MAX_LENGTH, MODERATION_TEXTS.wordTooLong))
    .max(FILTER_WORDS_MAX, MODERATION_TEXTS.tooManyWords),
})
export type FilterWords = z.infer<typeof FilterWords>

/** The list as stored and answered. */
export const FilterWordList = z.object({ words: z.array(z.string()) })

/** A message the filter set aside, with the entry that matched. */
export const FilteredMessage = InboxMessage.pick({
  id: true,
  grid: true,
  body: true,
  anonymous: true,
  authorLabel: true,
  authorUsername: true,
  createdAt: true,
}).extend({ matched: z.string() })
export type FilteredMessage = z.infer<typeof FilteredMessage>

export const FilteredPage = z.object({
  messages: z.array(FilteredMessage),
  page: z.number(),
  isLastPage: z.boolean(),
})
export type FilteredPage = z.infer<typeof FilteredPage>

export const FilteredQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) })

/** Names one of the owner's messages (inbox or Filtered): to block its sender, or to report it. */
export const MessageIdBody = z.object({ messageId: z.uuid() })

export const BlockedSender = z.object({
  id: z.string(),
  /** The username of a blocked account, or the label of the anonymous message it was blocked from. */
  label: z.string(),
  kind: z.enum(['account', 'anonymous']),
  /** When an anonymous block ends, BLOCK_DAYS after it was made; null for an account (until unblocked). */
  until: z.string().nullable(),
  createdAt: z.string(),
})
export type BlockedSender = z.infer<typeof BlockedSender>

export const BlockedSenders = z.object({ blocks: z.array(BlockedSender) })
export type BlockedSenders = z.infer<typeof BlockedSenders>

export const PauseBody = z.object({
  note: singleLineText().trim().max(PAUSE_NOTE_MAX, MODERATION_TEXTS.noteTooLong).default(''),
})
export type PauseBody = z.infer<typeof PauseBody>

export const MessageBoxState = z.object({
  grid: z.string(),
  paused: z.boolean(),
  note: z.string(),
})
export type MessageBoxState = z.infer<typeof MessageBoxState>

export const MessageBoxStates = z.object({ grids: z.array(MessageBoxState) })
export type MessageBoxStates = z.infer<typeof MessageBoxStates>
