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
