import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { Locale } from '@domain/locales.js'
import { Localized } from './i18n/Localized.js'

/** Renders a full server-side document in one language (the public pages are documents, not apps). */
export function renderDocument(element: ReactElement, locale: Locale): string {
  return `<!doctype html>${renderToString(<Localized locale={locale}>{element}</Localized>)}`
}
