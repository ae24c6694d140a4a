import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import type { Locale } from '@domain/locales'
import { createI18n } from '@ui/i18n/i18n'
import { loadCatalogue } from '@ui/i18n/load-catalogue'

/** The instances of the languages the app has shown a page in, made once each catalogue has loaded. */
const PAGE_INSTANCES = new Map<Locale, I18n>()

/**
 * An i18n instance speaking a page's language, for the app's view of a creator's page (the
 * editor's tiles, ADR 0068): the app's own when it speaks that language, else one of that language,
 * once its catalogue (a chunk of its own) has loaded; the app's until then.
 */
export function usePageI18n(locale: Locale): I18n {
  const { i18n } = useLingui()
  const [, setLoaded] = useState<Locale>()
  const foreign = i18n.locale !== locale
  useEffect(() => {
    if (!foreign || PAGE_INSTANCES.has(locale)) return
    let wanted = true
    void loadCatalogue(locale).then((messages) => {
      PAGE_INSTANCES.set(locale, createI18n(locale, messages))
      if (wanted) setLoaded(locale)
    })
    return () => {
      wanted = false
    }
  }, [foreign, locale])
  return (foreign && PAGE_INSTANCES.get(locale)) || i18n
}
