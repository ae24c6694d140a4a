import { i18n } from '@lingui/core'
import { LANG_COOKIE, type Locale, visitorLocale } from '@domain/locales'
import { loadCatalogue } from '@ui/i18n/load-catalogue'

/**
 * The app's first language: the `lang` cookie of the site's language switch, else the browser's
 * languages (as its Accept-Language would rank them). A signed-in user's choice in Settings then
 * replaces it (`activateLocale` with the account's language).
 */
export function initialLocale(): Locale {
  const cookie = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANG_COOKIE}=`))
    ?.slice(LANG_COOKIE.length + 1)
  return visitorLocale({ cookie, acceptLanguage: navigator.languages.join(',') })
}

/** Loads the language's catalogue (its own chunk) and switches the app to it; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return
  i18n.loadAndActivate({ locale, messages: await loadCatalogue(locale) })
  document.documentElement.lang = locale
}
