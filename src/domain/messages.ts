import { z } from 'zod'
import { MessageAnswer } from './answers.js'
import { DAY_MS, HOUR_MS } from './dates.js'
import { TileId } from './grid.js'
import { NameInput } from './names.js'
import { multiLineText, singleLineText } from './text.js'

export const MESSAGE_MIN = 5
export const MESSAGE_MAX = 2000
export const AUTHOR_MAX = 40
export const INBOX_PAGE_SIZE = 25
/**
 * The list shows up to two lines of each message (ADR 0066): about what two lines of the widest
 * column hold; CSS clamps narrower ones to two lines as well.
 */
export const PREVIEW_LENGTH = 160
/** Inbox search: what the box takes; shorter than three characters no index helps, but it still works. */
export const SEARCH_MAX = 100
export const DEFAULT_AUTHOR_LABEL = 'Anonymous'

/**
 * The message tile's optional name: for a visitor without a session a nickname shown with the
 * anonymous message; a signed-in visitor can instead untick 'Send anonymously' ({username} is theirs).
 */
export const AUTHOR_FIELD_TEXTS = {
  label: 'Nickname (optional)',
  hint: 'Shown with your anonymous message instead of “Anonymous”.',
  signedInHint: 'Shown with your anonymous message. Untick “Send anonymously” to send it as {username}.',
  sentAs: 'Sent as {username}, not anonymously.',
} as const

export const MESSAGE_TEXTS = {
  tooShort: 'Message has to be at least 5 characters long!',
  tooLong: 'Message can be at most 2,000 characters long.',
  authorTooLong: 'Your name can be at most 40 characters long.',
  anonymousNotAllowed: 'This message box only accepts messages from signed-in users.',
  notAccepting: 'This message box is not accepting messages right now.',
  duplicate: 'You have just sent this message.',
  sent: 'Message Sent!',
  deleted: 'Message Deleted!',
  random: 'Random message generated!',
  winnerHint: 'Marks it as a favorite with a Winner badge, so you find it under Favorites.',
  markedAllRead: 'All messages marked as read.',
  inboxProOnly: 'This feature is available only for PRO users!',
  tooManyStreams: 'Live updates are open in too many windows already. Close one of them and reload this one.',
} as const

/** The sender's payload, the same for the JavaScript flow (JSON) and the plain form (urlencoded). */
export const SendMessageBody = z.object({
  tileId: TileId,
  message: multiLineText().trim().min(MESSAGE_MIN, MESSAGE_TEXTS.tooShort).max(MESSAGE_MAX, MESSAGE_TEXTS.tooLong),
  author: singleLineText().trim().max(AUTHOR_MAX, MESSAGE_TEXTS.authorTooLong).optional(),
  // A checkbox posts "on" when ticked and nothing otherwise; JSON sends a boolean.
  anonymous: z.union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false')]).optional(),
  // The honeypot: a field people never see; only bots fill it in.
  website: z.string().max(500).optional(),
})
export type SendMessageBody = z.infer<typeof SendMessageBody>

/** `ignored`: a bot filled in the honeypot field; nothing was stored. */
export const MessageReceipt = z.object({ status: z.enum(['sent', 'ignored']) })

/** Where the plain form's sender lands after a message is sent: the page, showing which tile took it. */
export const SentQuery = z.object({ sent: TileId.optional() })

export function wantsAnonymous(value: SendMessageBody['anonymous']): boolean {
  return value === undefined || value === true || value === 'on' || value === 'true'
}

export const DATE_FILTERS = ['all', 'hour', '24h', 'week'] as const
export type DateFilter = (typeof DATE_FILTERS)[number]

const DATE_FILTER_MS: Record<DateFilter, number | undefined> = {
  all: undefined,
  hour: HOUR_MS,
  '24h': DAY_MS,
  week: 7 * DAY_MS,
}

/** The lower bound of a date filter, or undefined for "all". */
export function dateFilterStart(filter: DateFilter, now: Date): Date | undefined {
  const span = DATE_FILTER_MS[filter]
  return span === undefined ? undefined : new Date(now.getTime() - span)
}

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true')
  .default(false)

/** The `:id` of the routes that address one message of the owner's inbox. */
export const MessageParams = z.object({ id: z.uuid() })

export const MessageFilter = z.object({
  date: z.enum(DATE_FILTERS).default('all'),
  favorites: flag,
  signedIn: flag,
  grid: NameInput.optional(),
  /** Messages containing this text, in any case; empty means no search. */
  search: singleLineText().trim().max(SEARCH_MAX).optional(),
})
export type MessageFilter = z.infer<typeof MessageFilter>

export const InboxQuery = MessageFilter.extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) })

export const InboxMessage = z.object({
  id: z.string(),
  grid: z.string(),
  body: z.string(),
  anonymous: z.boolean(),
  authorLabel: z.string(),
  authorUsername: z.string().nullable(),
  favorite: z.boolean(),
  /** Drawn as the winner by the random pick (also a favorite). */
  winner: z.boolean(),
  /** New: not opened yet, and not marked read with the rest. */
  unread: z.boolean(),
  createdAt: z.string(),
  /** Its public answer, if the owner published one (ADR 0022). */
  answer: MessageAnswer.nullable(),
})
export type InboxMessage = z.infer<typeof InboxMessage>

/**
 * One page of the inbox. There is no total: the pager needs only whether a next page exists, and
 * counting a large inbox on every page costs more than the page itself (ADR 0004). `page` is the
 * page answered: the last one when the asked page lies past the end.
 */
export const InboxPage = z.object({
  messages: z.array(InboxMessage),
  page: z.number(),
  pageSize: z.number(),
  isLastPage: z.boolean(),
})
export type InboxPage = z.infer<typeof InboxPage>

export const RandomMessage = z.object({ message: InboxMessage.nullable() })

export const SetFavoriteBody = z.object({ favorite: z.boolean() })

/** The list's preview: PREVIEW_LENGTH characters plus an ellipsis when longer. */
export function previewOf(body: string): string {
  const characters = Array.from(body)
  return characters.length > PREVIEW_LENGTH ? `${characters.slice(0, PREVIEW_LENGTH).join('')}...` : body
}
