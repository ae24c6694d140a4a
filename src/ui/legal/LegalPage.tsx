import type { ReactNode } from 'react'
import { Document } from '../Document.js'
import SITE_CSS from '../landing/site.css?inline'
import { SITE_FONT_CSS, SiteFontPreload } from '../landing/SiteFont.js'
import { SiteFooter } from '../landing/SiteFooter.js'
import { SiteHeader } from '../landing/SiteHeader.js'
import type { Operator } from '../operator.js'
import LEGAL_CSS from './legal.css?inline'

/** The date both legal pages carry (spec section 2). */
export const LEGAL_LAST_UPDATED = 'May 28, 2024'
const LEGAL_LAST_UPDATED_ISO = '2024-05-28'

export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

interface LegalPageProps {
  title: string
  description: string
  summary: ReactNode
  sections: LegalSection[]
  signedIn: boolean
  operator: Operator
}

export function LegalPage({ title, description, summary, sections, signedIn, operator }: LegalPageProps) {
  return (
    <Document title={`${title} · Tessera`} description={description} css={SITE_FONT_CSS + SITE_CSS + LEGAL_CSS}>
      <SiteFontPreload />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader signedIn={signedIn} />
      <main id="main" className="legal">
        <div className="container">
          <header className="legal-head">
            <h1>{title}</h1>
            <p className="legal-updated">
              Last updated <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
            </p>
            <p className="legal-summary">{summary}</p>
          </header>
          <div className="legal-layout">
            <nav className="legal-toc" aria-labelledby="toc-title">
              <h2 id="toc-title">On this page</h2>
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
