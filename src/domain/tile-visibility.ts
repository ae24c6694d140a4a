import { z } from 'zod'
import { ANALYTICS_MESSAGES, isValidTimeZone } from './analytics.js'
import type { ErrorCode, Problem } from './errors.js'
import { inEnglish, type SayText } from './text.js'

/**
 * Whether visitors see a tile (ADR 0059): hidden by its owner, or outside its schedule. A schedule's
 * start and end are entered and shown as wall-clock times of the owner's time zone and kept with the
 * instants they name, which decide. Pure rules, shared by the server, the editor and the page.
 */

export const VISIBILITY_TEXTS = {
  hidden: 'Hidden',
  scheduled: 'Scheduled',
  ended: 'Ended',
  invalidStart: 'Schedule start: enter a date and time between 1970 and 9999.',
  invalidEnd: 'Schedule end: enter a date and time between 1970 and 9999.',
  endBeforeStart: 'Schedule end: it must be after the start.',
  invalidTimeZone: `Schedule time zone: ${ANALYTICS_MESSAGES.invalidTimeZone}`,
  sensitiveNotice: 'May contain sensitive content',
  scheduledFrom: 'Scheduled from {time}',
  endedAt: 'Ended {time}',
  shownUntil: 'Shown until {time}',
  sensitive: 'Sensitive',
} as const

/** Past 9999 an ISO string needs a six-digit year (`9999-12-31T23:00` in New York is in 10000). */
const LATEST_INSTANT = Date.UTC(10_000, 0, 1)

/** A wall-clock time as a `datetime-local` input gives it: `2026-12-24T23:00`. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/**
 * A tile's window. `start` and `end` are what the owner entered, in `timeZone`; `startsAt` and
 * `endsAt` are the instants they name, set by the server on every save (what a client sends there
 * is replaced). Either side may be open.
 */
export const TileScheduleSchema = z.object({
  timeZone: z.string().max(64),
  start: z.string().max(32).optional(),
  end: z.string().max(32).optional(),
  startsAt: z.string().max(32).optional(),
  endsAt: z.string().max(32).optional(),
})
export type TileSchedule = z.infer<typeof TileScheduleSchema>

/** What every tile may carry besides its content, whatever its type. */
export const TileVisibilityFields = {
  /** Off the page for visitors; the owner still sees it in the editor. */
  hidden: z.boolean().optional(),
  /** Visitors confirm before they reach its links. */
  sensitive: z.boolean().optional(),
  schedule: TileScheduleSchema.optional(),
  /** Left off the phone page by its owner (ADR 0056): every other tile has a phone place. */
  hiddenOnPhone: z.boolean().optional(),
}

export interface TileVisibility {
  hidden?: boolean
  sensitive?: boolean
  schedule?: TileSchedule
  hiddenOnPhone?: boolean
}

/** The offset of a time zone from UTC at an instant, in ms (Warsaw in winter: one hour). */
function offsetAt(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant)
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value)
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a wall-clock time of a time zone names, or undefined for a time that is no date or
 * lies outside 1970–9999. A time the clocks skip (spring forward) names the instant an hour on.
 */
export function zonedTimeToInstant(local: string, timeZone: string): number | undefined {
  const match = LOCAL_DATE_TIME.exec(local)
  if (!match) return undefined
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
  if (year < 1970 || hour > 23 || minute > 59) return undefined
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  const date = new Date(wall)
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  // The offset at the wall time read as UTC is right but near a change of offset; once more settles it.
  const first = wall - offsetAt(timeZone, wall)
  const instant = wall - offsetAt(timeZone, first)
  return instant >= 0 && instant < LATEST_INSTANT ? instant : undefined
}

type ScheduleCheck = { ok: true; schedule: TileSchedule | undefined } | { ok: false; problem: Problem }

const refused = (code: ErrorCode, message: string): ScheduleCheck => ({ ok: false, problem: { code, message } })

/** A schedule as saved: its time zone and times checked, its instants computed from them; none without a time. */
export function checkSchedule(schedule: TileSchedule): ScheduleCheck {
  const { timeZone } = schedule
  if (!isValidTimeZone(timeZone)) return refused('INVALID_SCHEDULE_TIME_ZONE', VISIBILITY_TEXTS.invalidTimeZone)
  const start = schedule.start || undefined
  const end = schedule.end || undefined
  const startsAt = start === undefined ? undefined : zonedTimeToInstant(start, timeZone)
  if (start !== undefined && startsAt === undefined) {
    return refused('INVALID_SCHEDULE_START', VISIBILITY_TEXTS.invalidStart)
  }
  const endsAt = end === undefined ? undefined : zonedTimeToInstant(end, timeZone)
  if (end !== undefined && endsAt === undefined) return refused('INVALID_SCHEDULE_END', VISIBILITY_TEXTS.invalidEnd)
  if (startsAt !== undefined && endsAt !== undefined && endsAt <= startsAt) {
    return refused('INVALID_SCHEDULE_END', VISIBILITY_TEXTS.endBeforeStart)
  }
  if (startsAt === undefined && endsAt === undefined) return { ok: true, schedule: undefined }
  const instant = (time: number | undefined) => (time === undefined ? undefined : new Date(time).toISOString())
  return {
    ok: true,
    schedule: { timeZone, start, end, startsAt: instant(startsAt), endsAt: instant(endsAt) },
  }
}

/** Where a tile stands for visitors at `now`: on the page, hidden by its owner, or outside its window. */
export type TilePhase = 'shown' | 'hidden' | 'scheduled' | 'ended'

export function tilePhase(tile: TileVisibility, now: number): TilePhase {
  if (tile.hidden) return 'hidden'
  const { startsAt, endsAt } = tile.schedule ?? {}
  if (startsAt !== undefined && now < Date.parse(startsAt)) return 'scheduled'
  if (endsAt !== undefined && now >= Date.parse(endsAt)) return 'ended'
  return 'shown'
}

export const isShownAt = (tile: TileVisibility, now: number) => tilePhase(tile, now) === 'shown'

/** The instants at which the tiles' schedules change what visitors see. */
function boundaries(tiles: readonly TileVisibility[]): number[] {
  return tiles.flatMap((tile) =>
    tile.hidden || !tile.schedule
      ? []
      : [tile.schedule.startsAt, tile.schedule.endsAt].flatMap((time) => (time ? [Date.parse(time)] : [])),
  )
}

/** The next start or end of any of the tiles after `now`, if one is ahead: a page rendered now expires then. */
export function nextTileChange(tiles: readonly TileVisibility[], now: number): number | undefined {
  const ahead = boundaries(tiles).filter((time) => time > now)
  return ahead.length ? Math.min(...ahead) : undefined
}

/** The last start or end of any of the tiles at or before `now`: the page changed then, with no write. */
export function lastTileChange(tiles: readonly TileVisibility[], now: number): number | undefined {
  const passed = boundaries(tiles).filter((time) => time <= now)
  return passed.length ? Math.max(...passed) : undefined
}

/**
 * The layouts as visitors see them at `now`: without hidden tiles and those outside their windows,
 * on desktop and on the phone alike.
 */
export function shownTiles<Tile extends TileVisibility & { id: string }>(
  layouts: { tiles: readonly Tile[]; mobileTiles: readonly Tile[] },
  now: number,
): { tiles: Tile[]; mobileTiles: Tile[] } {
  const tiles = layouts.tiles.filter((tile) => isShownAt(tile, now))
  const shown = new Set(tiles.map((tile) => tile.id))
  return { tiles, mobileTiles: layouts.mobileTiles.filter((tile) => shown.has(tile.id)) }
}

/** A time as the owner entered it, "2026-12-24 09:00". */
const enteredTime = (local: string | undefined) => local?.replace('T', ' ') ?? ''

/**
 * What the editor marks on a tile visitors do not see now, or one with a schedule or a gate:
 * "Hidden", "Scheduled from 2026-12-24 09:00", "Ended 2026-11-27 20:00", "Sensitive", said by
 * `say` (English unless the app passes its language's). The times are the owner's, as entered.
 */
export function visibilityNote(tile: TileVisibility, now: number, say: SayText = inEnglish): string | undefined {
  const phase = tilePhase(tile, now)
  const notes = [
    phase === 'hidden' ? say(VISIBILITY_TEXTS.hidden) : undefined,
    phase === 'scheduled'
      ? say(VISIBILITY_TEXTS.scheduledFrom, { time: enteredTime(tile.schedule?.start) })
      : undefined,
    phase === 'ended' ? say(VISIBILITY_TEXTS.endedAt, { time: enteredTime(tile.schedule?.end) }) : undefined,
    phase === 'shown' && tile.schedule?.end
      ? say(VISIBILITY_TEXTS.shownUntil, { time: enteredTime(tile.schedule.end) })
      : undefined,
    tile.sensitive ? say(VISIBILITY_TEXTS.sensitive) : undefined,
  ].filter((note) => note !== undefined)
  return notes.length ? notes.join(' · ') : undefined
}
