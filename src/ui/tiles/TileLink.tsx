import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { isExternalUrl, linkDisplayText, normalizeLinkUrl } from '@domain/urls.js'

export interface ResolvedLink {
  /** Undefined when the stored URL fails the check: it is then shown as text, never as an href. */
  href: string | undefined
  /** The host, mail address or phone number to show. */
  text: string
}

/** Checks a stored URL again at render time (the data may predate a rule or bypass the editor). */
export function resolveLink(url: string): ResolvedLink {
  const checked = normalizeLinkUrl(url)
  return checked.ok ? { href: checked.url, text: linkDisplayText(checked.url) } : { href: undefined, text: url }
}

interface TileLinkProps {
  href: string | undefined
  className?: string
  /** Pinged when the link is followed (`<a ping>`); the href stays the real destination. */
  ping?: string
  children: ReactNode
}

/** What screen readers hear after a link that opens in a new tab. */
export const OPENS_IN_A_NEW_TAB = /*i18n*/ { id: 'page.opensInANewTab', message: ' (opens in a new tab)' }

/** The words a Copy link button shows once it has copied, or failed to (the page's script, copy-link.ts). */
export const copyOutcomeTexts = (i18n: I18n) => ({
  'data-done': i18n._({ id: 'page.copyLink.done', message: 'Link copied' }),
  'data-failed': i18n._({ id: 'page.copyLink.failed', message: 'Copy failed' }),
})

/** A link that opens other sites in a new tab (and says so to screen readers), or plain text without an href. */
export function TileLink({ href, className, ping, children }: TileLinkProps) {
  const { i18n } = useLingui()
  if (href === undefined) return <span className={className}>{children}</span>
  if (!isExternalUrl(href)) {
    return (
      <a className={className} href={href} ping={ping}>
        {children}
      </a>
    )
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" ping={ping}>
      {children}
      <span className="sr-only">{i18n._(OPENS_IN_A_NEW_TAB)}</span>
    </a>
  )
}
