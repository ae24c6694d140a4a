import { Trans, useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import type { Locale } from '@domain/locales.js'
import { Document } from '../Document.js'
import SITE_CSS from '../landing/site.css?inline'
import { SITE_FONT_CSS, SiteFontPreload } from '../landing/SiteFont.js'
import { SiteFooter } from '../landing/SiteFooter.js'
import { SiteHeader } from '../landing/SiteHeader.js'
import { SkipLink } from '../landing/SkipLink.js'
import type { Operator } from '../operator.js'
import LEGAL_CSS from './legal.css?inline'

/** The date both legal pages carry (spec section 2), written in each page's language. */
const LEGAL_LAST_UPDATED = new Date('2024-05-28T00:00:00Z')
const LEGAL_LAST_UPDATED_ISO = '2024-05-28'

export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

export interface LegalPageProps {
  title: string
  description: string
  summary: ReactNode
  sections: LegalSection[]
  signedIn: boolean
  operator: Operator
  /** The language whose version prevails (LEGAL_PREVAILING_LANGUAGE); a page in another says so. */
  prevailingLocale: Locale
}

export function LegalPage({
  title,
  description,
  summary,
  sections,
  signedIn,
  operator,
  prevailingLocale,
}: LegalPageProps) {
  const { i18n } = useLingui()
  return (
    <Document
      title={i18n._({ id: 'legal.documentTitle', message: '{title} · Tessera', values: { title } })}
      description={description}
      css={SITE_FONT_CSS + SITE_CSS + LEGAL_CSS}
    >
      <SiteFontPreload />
      <SkipLink />
      <SiteHeader signedIn={signedIn} />
      <main id="main" className="legal">
        <div className="container">
          <header className="legal-head">
            <h1>{title}</h1>
            <p className="legal-updated">
              <Trans
                id="legal.lastUpdated"
                message="Last updated <0>{date}</0>"
                values={{ date: i18n.date(LEGAL_LAST_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }) }}
                components={{ 0: <time dateTime={LEGAL_LAST_UPDATED_ISO} /> }}
              />
            </p>
            {i18n.locale === prevailingLocale ? null : (
              <p className="legal-translation">
                <Trans
                  id="legal.translation"
                  message="This is a translation. Where it differs from the <0>{prevailing, select, pl {Polish version} other {English version}}</0>, that version prevails."
                  values={{ prevailing: prevailingLocale }}
                  components={{ 0: <a href={`?lang=${prevailingLocale}`} hrefLang={prevailingLocale} /> }}
                />
              </p>
            )}
            <p className="legal-summary">{summary}</p>
          </header>
          <div className="legal-layout">
            <nav className="legal-toc" aria-labelledby="toc-title">
              <h2 id="toc-title">{i18n._({ id: 'legal.onThisPage', message: 'On this page' })}</h2>
              <ol>
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
            <article className="prose">
              {sections.map((section) => (
                <section key={section.id} aria-labelledby={section.id}>
                  <h2 id={section.id}>{section.title}</h2>
                  {section.body}
                </section>
              ))}
            </article>
          </div>
        </div>
      </main>
      <SiteFooter signedIn={signedIn} operator={operator} />
    </Document>
  )
}
