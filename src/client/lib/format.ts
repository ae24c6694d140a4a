import { i18n } from '@lingui/core'
import * as specDates from '@domain/dates'
import { DEFAULT_LOCALE } from '@domain/locales'

/**
 * Dates, numbers and prices in the app's language. English keeps the spec's 'MMMM-dd-yyyy HH:mm'
 * ("November-27-2026 22:54"); another language writes them the way its readers do, through Intl
 * ("27 listopada 2026 22:54").
 */

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

function cached<Format extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => Format): Format {
  const full = `${i18n.locale}:${key}`
  let format = formatters.get(full)
  if (!format) {
    format = make()
    formatters.set(full, format)
  }
  return format as Format
}

const speaksSpecEnglish = () => i18n.locale === DEFAULT_LOCALE

/** An instant to the minute, in the viewer's time zone. */
export function formatDateTime(instant: number | Date | string): string {
  if (speaksSpecEnglish()) return specDates.formatDateTime(instant)
  const format = cached(
    'dateTime',
    () => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }),
  )
  return format.format(new Date(instant))
}

/** The day of an instant, in the viewer's time zone. */
export function formatDay(instant: number | Date | string): string {
  if (speaksSpecEnglish()) return specDates.formatDay(instant)
  return cached('day', () => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' })).format(new Date(instant))
}

/** A calendar day (`YYYY-MM-DD`), whatever the viewer's time zone. */
export function formatCalendarDay(day: string): string {
  if (speaksSpecEnglish()) return specDates.formatCalendarDay(day)
  const format = cached(
    'calendarDay',
    () => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }),
  )
  return format.format(new Date(specDates.utcMidnight(day)))
}

/** A count: "2,340" in English, "2340" and "12 345" in Polish. */
export function formatNumber(value: number): string {
  return cached('number', () => new Intl.NumberFormat(i18n.locale)).format(value)
}

/** A price in US dollars, cents only when there are some: "$3.99", "$0"; "3,99 USD" in Polish. */
export function formatPrice(dollars: number): string {
  const cents = Number.isInteger(dollars) ? 'whole' : 'cents'
  return cached(
    `price-${cents}`,
    () =>
      new Intl.NumberFormat(i18n.locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents === 'whole' ? 0 : 2,
      }),
  ).format(dollars)
}
