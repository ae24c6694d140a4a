import type { ReactElement, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

// Mail clients drop stylesheets: every element carries its style.
const INK = '#0f172a'
/** The colour of secondary text: a quote's byline, the small print. */
export const MUTED = '#475569'

/** The frame of every mail: the product's name over the content. */
export function MailDocument({ children }: { children: ReactNode }) {
  return (
    <html>
      <body style={{ fontFamily: 'system-ui,sans-serif', color: INK, lineHeight: 1.5 }}>
        <p style={{ fontSize: 20, fontWeight: 800 }}>Tessera</p>
        {children}
      </body>
    </html>
  )
}

/** The one thing the mail asks for, as a button. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <a
        href={href}
        style={{
          display: 'inline-block',
          background: INK,
          color: '#fff',
          padding: '12px 20px',
          borderRadius: 10,
          textDecoration: 'none',
          fontWeight: 600,
        }}
      >
        {children}
      </a>
    </p>
  )
}

/** Small print under the button. */
export function MailFootnote({ children }: { children: ReactNode }) {
  return <p style={{ color: MUTED, fontSize: 14 }}>{children}</p>
}

/** A mail's HTML part, rendered the way the pages are (React escapes every text and attribute). */
export function renderMail(element: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`
}
