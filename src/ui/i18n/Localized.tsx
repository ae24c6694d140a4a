import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import type { Locale } from '@domain/locales.js'
import { i18nFor } from './catalogues.js'

/** Server-rendered markup in one language: the components below read it with `useLingui()`. */
export function Localized({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nProvider i18n={i18nFor(locale)}>{children}</I18nProvider>
}
