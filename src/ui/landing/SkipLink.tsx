import { useLingui } from '@lingui/react'

/** The first link of the site's pages, to their main content. */
export function SkipLink() {
  const { i18n } = useLingui()
  return (
    <a className="skip-link" href="#main">
      {i18n._({ id: 'site.skipToContent', message: 'Skip to content' })}
    </a>
  )
}
