import { z } from 'zod'

/** The languages Tessera speaks (ADR 0068). The first is the default and the catalogues' source. */
export const LOCALES = ['en', 'pl'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LocaleSchema = z.enum(LOCALES)

/** The cookie of a signed-out visitor's choice in the footer's language switch (the privacy policy names it). */
export const LANG_COOKIE = 'lang'
/** The query parameter of a link that picks the language (`/?lang=pl`). */
export const LANG_QUERY = 'lang'

/** What each language calls itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', pl: 'Polski' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * The language of an `Accept-Language` header: the supported one the browser ranks highest
 * (`pl-PL,pl;q=0.9,en;q=0.8` → pl), the default when it names none of ours.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  let best: { locale: Locale; quality: number } | undefined
  for (const part of header.split(',')) {
    const [range = '', ...parameters] = part.trim().split(';')
    const language = range.trim().toLowerCase().split('-')[0]
    if (!isLocale(language)) continue
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const quality = q === undefined ? 1 : Number(q.slice(2))
    if (!(quality > 0)) continue
    if (best === undefined || quality > best.quality) best = { locale: language, quality }
  }
  return best?.locale ?? DEFAULT_LOCALE
}

/**
 * A signed-out visitor's language: a `?lang=` link first, then the `lang` cookie of the footer's
 * switch, then the browser's `Accept-Language`.
 */
export function visitorLocale(choice: { query?: unknown; cookie?: unknown; acceptLanguage?: string }): Locale {
  if (isLocale(choice.query)) return choice.query
  if (isLocale(choice.cookie)) return choice.cookie
  return localeFromAcceptLanguage(choice.acceptLanguage)
}
