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
/** How long the footer's choice is remembered: a year. */
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** What each language calls itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', pl: 'Polski' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

// The headers below are read in place, character by character: the public pages' fast path reads
// them on every request for `/` and the 404 page, and splitting them allocated a dozen strings.
const TAB = 9
const SPACE = 32
const DOT = 46
const SEMICOLON = 59
const EQUALS = 61
const HYPHEN = 45
const Q = 113

const isBlank = (c: number) => c === SPACE || c === TAB
/** An ASCII letter lower-cased (language tags are ASCII, in any case). */
const lower = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c)

function skipBlanks(text: string, from: number, end: number): number {
  let i = from
  while (i < end && isBlank(text.charCodeAt(i))) i++
  return i
}

/** Our language named at `start` (`pl`, `PL-pl`, `en-US`, not `plx`), or undefined. */
function localeAt(text: string, start: number, end: number): Locale | undefined {
  if (end - start < 2) return undefined
  const first = lower(text.charCodeAt(start))
  const second = lower(text.charCodeAt(start + 1))
  const after = start + 2 < end ? text.charCodeAt(start + 2) : HYPHEN
  if (after !== HYPHEN && after !== SEMICOLON && !isBlank(after)) return undefined
  for (let i = 0; i < LOCALES.length; i++) {
    const locale = LOCALES[i]!
    if (locale.charCodeAt(0) === first && locale.charCodeAt(1) === second) return locale
  }
  return undefined
}

/** A q-value (`0.8`, `1`, `0`), or 0 when it is not one. */
function qualityAt(text: string, start: number, end: number): number {
  let value = 0
  let scale = 0
  let digits = 0
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i)
    if (c >= 48 && c <= 57) {
      digits++
      if (scale === 0) value = value * 10 + (c - 48)
      else value += (c - 48) * (scale /= 10)
    } else if (c === DOT && scale === 0) scale = 1
    else if (isBlank(c) || c === SEMICOLON) break
    else return 0
  }
  return digits > 0 && value <= 1 ? value : 0
}

/** The q-value among an entry's parameters (`pl;q=0.8`): 1 without one. */
function qualityOf(text: string, start: number, end: number): number {
  for (let i = text.indexOf(';', start); i >= 0 && i < end; i = text.indexOf(';', i + 1)) {
    const name = skipBlanks(text, i + 1, end)
    if (lower(text.charCodeAt(name)) !== Q) continue
    const equals = skipBlanks(text, name + 1, end)
    if (text.charCodeAt(equals) === EQUALS) return qualityAt(text, skipBlanks(text, equals + 1, end), end)
  }
  return 1
}

/**
 * The language of an `Accept-Language` header: the supported one the browser ranks highest
 * (`pl-PL,pl;q=0.9,en;q=0.8` → pl; the first of equals), the default when it names none of ours.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE
  let best: Locale = DEFAULT_LOCALE
  let bestQuality = 0
  for (let start = 0; start < header.length && bestQuality < 1;) {
    const comma = header.indexOf(',', start)
    const end = comma < 0 ? header.length : comma
    const tag = skipBlanks(header, start, end)
    const locale = localeAt(header, tag, end)
    if (locale) {
      const quality = qualityOf(header, tag, end)
      if (quality > bestQuality) {
        best = locale
        bestQuality = quality
      }
    }
    start = end + 1
  }
  return best
}

const LANG_COOKIE_NAME = `${LANG_COOKIE}=`

/** The language of the `lang` cookie in a `Cookie` header, or undefined without one of ours. */
export function localeFromCookie(header: string | undefined): Locale | undefined {
  if (!header) return undefined
  for (let i = header.indexOf(LANG_COOKIE_NAME); i >= 0; i = header.indexOf(LANG_COOKIE_NAME, i + 1)) {
    // A name begins the header or follows `;` (not `xlang=`).
    const before = i === 0 ? SEMICOLON : header.charCodeAt(i - 1)
    if (before !== SEMICOLON && !isBlank(before)) continue
    return localeAt(header, i + LANG_COOKIE_NAME.length, header.length)
  }
  return undefined
}

/** How a visitor told us their language: a `?lang=` link, the `lang` cookie, their account, their browser. */
export interface LanguageChoice {
  query?: unknown
  /** The `lang` cookie's value. */
  cookie?: unknown
  /** A signed-in visitor's account language. */
  account?: Locale
  acceptLanguage?: string
}

/**
 * The language of a page that speaks its visitor's (the landing, legal and 404 pages): a `?lang=`
 * link first, then the `lang` cookie of the footer's switch, then a signed-in visitor's account,
 * then the browser's `Accept-Language`.
 */
export function visitorLocale(choice: LanguageChoice): Locale {
  if (isLocale(choice.query)) return choice.query
  if (isLocale(choice.cookie)) return choice.cookie
  return choice.account ?? localeFromAcceptLanguage(choice.acceptLanguage)
}
