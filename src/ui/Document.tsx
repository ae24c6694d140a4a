import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import BASE_CSS from './styles/base.css?inline'
import ELEMENTS_CSS from './styles/elements.css?inline'
import SR_ONLY_CSS from './styles/sr-only.css?inline'

interface DocumentProps {
  title: string
  description?: string
  /** Page-specific critical CSS, inlined after the shared base. */
  css?: string
  canonicalUrl?: string
  bodyClassName?: string
  children: ReactNode
}

export function Document({ title, description, css = '', canonicalUrl, bodyClassName, children }: DocumentProps) {
  const { i18n } = useLingui()
  return (
    <html lang={i18n.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
        <meta name="theme-color" content="#0f172a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: ELEMENTS_CSS + BASE_CSS + SR_ONLY_CSS + css }} />
      </head>
      <body className={bodyClassName}>{children}</body>
    </html>
  )
}
