import { format } from 'date-fns'

/**
 * Instants and UTC calendar days, written one way everywhere. An instant is epoch milliseconds or
 * a Date; a day is its ISO date `YYYY-MM-DD` (what Postgres' `date` reads and writes).
 */

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

/** The UTC calendar day of an instant, as `YYYY-MM-DD`. */
export function utcDay(instant: number | Date): string {
  return new Date(instant).toISOString().slice(0, 10)
}

/** The instant a UTC day (`YYYY-MM-DD`) begins, in epoch milliseconds. */
export function utcMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00Z`)
}

/** The UTC day after `day`. */
export function nextUtcDay(day: string): string {
  return utcDay(utcMidnight(day) + DAY_MS)
}

/** The instant the UTC hour holding `epochMs` begins. */
export function startOfUtcHour(epochMs: number): number {
  return epochMs - (epochMs % HOUR_MS)
}

/** The UTC hour of an instant, 0 to 23. */
export function utcHourOfDay(epochMs: number): number {
  return Math.floor((epochMs % DAY_MS) / HOUR_MS)
}

/** `YYYY-MM-DD HH:MM` in UTC: an instant to the minute, for plain-text listings. */
export function utcMinute(instant: Date): string {
  return instant.toISOString().slice(0, 16).replace('T', ' ')
}

/**
 * The spec's inbox format, 'MMMM-dd-yyyy HH:mm' ("November-27-2026 22:54"), in the viewer's own
 * time zone: every date and time the app shows is written this way (ADR 0066).
 */
export function formatDateTime(instant: number | Date | string): string {
  return format(new Date(instant), 'MMMM-dd-yyyy HH:mm')
}

/** A day alone in the same style: "November-27-2026". */
export function formatDay(instant: number | Date | string): string {
  return format(new Date(instant), 'MMMM-dd-yyyy')
}

/** A calendar day (`YYYY-MM-DD`, as analytics counts days) in the same style, whatever the viewer's time zone. */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return format(new Date(year, month - 1, date), 'MMMM-dd-yyyy')
}
