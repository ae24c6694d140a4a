import { z } from 'zod'
import { multiLineText } from './text.js'
import { isExternalUrl, normalizeLinkUrl } from './urls.js'

/**
 * A grid's notice for visitors (ADR 0031): a short text, an optional web link and an
 * optional window of time. The page shows it while the window is open: as a banner without
 * JavaScript, as a pop-up a visitor can dismiss with it. Pure rules and the API's payloads.
 */

export const NOTICE_TEXT_MAX = 280

export const NOTICE_TEXTS = {
  textRequired: 'Write the notice first.',
  textTooLong: `The notice can be at most ${NOTICE_TEXT_MAX} characters long.`,
  webLinkOnly: 'The notice’s link must start with http:// or https://',
  invalidStart: 'Enter a valid start time.',
  invalidEnd: 'Enter a valid end time.',
  endBeforeStart: 'The end must be after the start.',
  saved: 'Notice saved.',
  removed: 'Notice removed.',
  /** The banner's and the pop-up's accessible name. */
  label: 'Notice',
  close: 'Close notice',
} as const

/** A web link as the owner typed it, stored normalised (a bare domain gets https://); empty is none. */
const NoticeLink = z
  .string()
  .nullable()
  .default(null)
  .transform((value, context) => {
    if (value === null || value.trim() === '') return null
    const result = normalizeLinkUrl(value)
    if (!result.ok) {
      context.addIssue({ code: 'custom', message: result.message })
      return z.NEVER
    }
    // Mail and phone links are the link tiles' business: a notice points to a page.
    if (!isExternalUrl(result.url)) {
      context.addIssue({ code: 'custom', message: NOTICE_TEXTS.webLinkOnly })
      return z.NEVER
    }
    return result.url
  })

/**
 * The instants a window may name, in UTC: Postgres has no year 0, and past 9999 an ISO string needs
 * a six-digit year. Both ends are checked after the offset is applied (`9999-12-31T23:00-05:00` is 10000).
 */
const EARLIEST_INSTANT = Date.UTC(1970, 0, 1)
const LATEST_INSTANT = Date.UTC(10_000, 0, 1) - 1

/** An instant with its offset (`2026-12-01T09:00:00.000Z`); none leaves that side of the window open. */
const Instant = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .refine((value) => {
      const time = Date.parse(value)
      return time >= EARLIEST_INSTANT && time <= LATEST_INSTANT
    }, message)
    .nullable()
    .default(null)
    .transform((value) => (value === null ? null : new Date(value).toISOString()))

/** What the owner saves: the same schema checks the editor's form before it sends. */
export const NoticeBody = z
  .object({
    text: multiLineText().trim().min(1, NOTICE_TEXTS.textRequired).max(NOTICE_TEXT_MAX, NOTICE_TEXTS.textTooLong),
    link: NoticeLink,
    startsAt: Instant(NOTICE_TEXTS.invalidStart),
    endsAt: Instant(NOTICE_TEXTS.invalidEnd),
  })
  .refine((body) => body.startsAt === null || body.endsAt === null || body.endsAt > body.startsAt, {
    message: NOTICE_TEXTS.endBeforeStart,
    path: ['endsAt'],
  })
export type NoticeBody = z.infer<typeof NoticeBody>
export type NoticeFields = z.input<typeof NoticeBody>

/** A stored notice; `version` changes with every save, so a changed notice shows again to those who closed it. */
export const GridNotice = z.object({
  text: z.string(),
  link: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  version: z.string(),
})
export type GridNotice = z.infer<typeof GridNotice>

export const NoticeState = z.object({ notice: GridNotice.nullable() })
export type NoticeState = z.infer<typeof NoticeState>

/** A notice's window in epoch milliseconds; an open side is null. */
export interface NoticeWindow {
  startsAt: number | null
  endsAt: number | null
}

export type NoticePhase = 'scheduled' | 'showing' | 'ended'

/** Before its start, inside its window (start included, end excluded), or past its end. */
export function noticePhase({ startsAt, endsAt }: NoticeWindow, now: number): NoticePhase {
  if (startsAt !== null && now < startsAt) return 'scheduled'
  if (endsAt !== null && now >= endsAt) return 'ended'
  return 'showing'
}

/** When what the page shows next changes by the clock alone: the next start or end after now. */
export function nextNoticeChange({ startsAt, endsAt }: NoticeWindow, now: number): number | undefined {
  const later = [startsAt, endsAt].filter((time): time is number => time !== null && time > now)
  return later.length === 0 ? undefined : Math.min(...later)
}

/** When what the page shows last changed by the clock alone: the latest start or end passed by now. */
export function lastNoticeChange({ startsAt, endsAt }: NoticeWindow, now: number): number | undefined {
  const passed = [startsAt, endsAt].filter((time): time is number => time !== null && time <= now)
  return passed.length === 0 ? undefined : Math.max(...passed)
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** An instant as a `datetime-local` input shows it, in the browser's time zone. */
export function toLocalInputValue(iso: string | null): string {
  if (iso === null) return ''
  const date = new Date(iso)
  return (
    `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}` +
    `T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
  )
}

/** A `datetime-local` input's value (the browser's time zone) as an instant; empty is none, garbage stays garbage for the schema to refuse. */
export function fromLocalInputValue(value: string): string | null {
  if (value === '') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}
