import type { I18n } from '@lingui/core'
import { LOCALES, type Locale } from '@domain/locales.js'
import { messages as en } from './locales/en/messages.js'
import { messages as pl } from './locales/pl/messages.js'
import { createI18n } from './i18n.js'

/**
 * Every language's instance, loaded at start: the server renders pages and mail in any of them
 * (the app loads only its own catalogue, `load-catalogue.ts`). An instance is never re-activated,
 * so one per language is shared by all requests.
 */
const INSTANCES = Object.fromEntries(
  LOCALES.map((locale) => [locale, createI18n(locale, { en, pl }[locale])]),
) as Record<Locale, I18n>

export function i18nFor(locale: Locale): I18n {
  return INSTANCES[locale]
}
