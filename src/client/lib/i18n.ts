import { i18n } from '@lingui/core'
import { DEFAULT_LOCALE, isLocale, LANG_COOKIE, type Locale, visitorLocale } from '@domain/locales'
import { loadCatalogue } from '@ui/i18n/load-catalogue'

/**
 * The app's first language: the `lang` cookie of the site's language switch, else the browser's
 * languages (as its Accept-Language would rank them). A signed-in user's app then speaks the
 * account's language (`activateLocale` once the session is known), which Settings changes.
 */
export function initialLocale(): Locale {
  const cookie = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANG_COOKIE}=`))
    ?.slice(LANG_COOKIE.length + 1)
  return visitorLocale({ cookie, acceptLanguage: navigator.languages.join(',') })
}

/** The language the app speaks now: the one sign-up stores as the new account's. */
export function appLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

/** The language asked for last: a catalogue that arrives after a later choice is not activated. */
let wanted: Locale | undefined

/** Loads the language's catalogue (its own chunk) and switches the app to it; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  wanted = locale
  if (i18n.locale === locale) return
  const messages = await loadCatalogue(locale)
  if (wanted !== locale) return
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
}
