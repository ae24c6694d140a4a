import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { Locale } from '@domain/locales.js'

/**
 * An i18n instance speaking one language from its compiled catalogue. Messages are looked up by
 * id and are already compiled (`npm run i18n:compile`), so no message parser runs (ADR 0068).
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } })
}
