import { useLingui } from '@lingui/react'
import { Document } from './Document.js'
import { LanguageLinks } from './LanguageLinks.js'

export function NotFoundPage() {
  const { i18n } = useLingui()
  return (
    <Document
      title={i18n._({ id: 'notFound.title', message: 'Page not found · Tessera' })}
      description={i18n._({
        id: 'notFound.description',
        message: 'This Tessera page does not exist or is not public.',
      })}
    >
      <main className="center">
        <p className="muted" aria-hidden="true" style={{ fontSize: '4rem', fontWeight: 800, margin: 0 }}>
          404
        </p>
        <h1 style={{ margin: 0 }}>{i18n._({ id: 'notFound.heading', message: 'This page is not here' })}</h1>
        <p className="muted" style={{ maxWidth: '28rem', margin: 0 }}>
          {i18n._({
            id: 'notFound.explanation',
            message: 'The page you are looking for does not exist, or its owner has not made it public.',
          })}
        </p>
        <p style={{ display: 'flex', gap: '.75rem', flexWrap: 'wrap', justifyContent: 'center' }}>
          <a className="btn btn-primary" href="/">
            {i18n._({ id: 'notFound.home', message: 'Go to Tessera' })}
          </a>
          <a className="btn" href="/register">
            {i18n._({ id: 'notFound.register', message: 'Create your own page' })}
          </a>
        </p>
        <nav aria-label={i18n._({ id: 'notFound.language', message: 'Language' })}>
          <LanguageLinks style={{ display: 'flex', gap: '1rem', margin: 0, padding: 0, listStyle: 'none' }} />
        </nav>
      </main>
    </Document>
  )
}
