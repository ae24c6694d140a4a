import { useLingui } from '@lingui/react'
import type { CSSProperties } from 'react'
import { LANG_QUERY, LOCALE_NAMES, LOCALES } from '@domain/locales.js'

/**
 * The language switch of the pages that speak their visitor's language: a `?lang=` link per
 * language, which the server answers in that language and remembers in the `lang` cookie
 * (ADR 0068). Each language is named in itself, so that a visitor finds theirs whatever the page speaks.
 */
export function LanguageLinks({ style }: { style?: CSSProperties }) {
  const { i18n } = useLingui()
  return (
    <ul style={style}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={`?${LANG_QUERY}=${locale}`}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === i18n.locale ? 'true' : undefined}
          >
            {LOCALE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  )
}
