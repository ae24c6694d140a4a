import { useLingui } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { IN_APP_TEXTS, wayOutHref, type WayOut } from '@domain/in-app-browsers.js'
import { DEFAULT_LOCALE, isLocale } from '@domain/locales.js'
import { Localized } from './i18n/Localized.js'
import IN_APP_BAR_CSS from './styles/in-app-bar.css?inline'
import { copyOutcomeTexts } from './tiles/TileLink.js'

/**
 * The slim bar an in-app browser's visitor sees at the top of a page (ADR 0064): "Open in your
 * browser" as a link where the app lets one through, else with a Copy link button (shown by the
 * page's script, which needs the clipboard, copy-link.ts). Dismiss removes it for this view; no
 * cookie remembers it.
 */
export function InAppBar({ wayOut, pageUrl }: { wayOut: WayOut; pageUrl: string }) {
  const { i18n } = useLingui()
  const href = wayOutHref(wayOut, pageUrl)
  const open = i18n._(IN_APP_TEXTS.open)
  return (
    <aside className="in-app" aria-label={open} data-in-app-bar="">
      {href ? (
        <a className="in-app-open" href={href}>
          {open}
        </a>
      ) : (
        <>
          <span>{open}</span>
          <button type="button" className="in-app-copy" data-copy-link={pageUrl} {...copyOutcomeTexts(i18n)} hidden>
            {i18n._(IN_APP_TEXTS.copy)}
          </button>
        </>
      )}
      <button type="button" className="in-app-dismiss" data-dismiss-bar="" hidden>
        {i18n._(IN_APP_TEXTS.dismiss)}
      </button>
    </aside>
  )
}

/** The language a rendered document says it is in (`<html lang>`, Document). */
function documentLocale(html: string) {
  const lang = /<html lang="([^"]*)"/.exec(html)?.[1]
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

/**
 * A rendered page with the bar added: its CSS at the end of the head, the bar first in the body,
 * and the page's script if the page had none. Done on the rendered HTML, once per version of a
 * page and way out, so that the page itself is rendered once for every visitor. The bar speaks the
 * page's language (ADR 0068).
 */
export function withInAppBar(html: string, wayOut: WayOut, pageUrl: string, scriptUrl: string | undefined): string {
  const bar = renderToStaticMarkup(
    <Localized locale={documentLocale(html)}>
      <InAppBar wayOut={wayOut} pageUrl={pageUrl} />
    </Localized>,
  )
  const script = scriptUrl && !html.includes(`src="${scriptUrl}"`) ? `<script src="${scriptUrl}" defer></script>` : ''
  return html
    .replace('</head>', `<style>${IN_APP_BAR_CSS}</style></head>`)
    .replace(/<body[^>]*>/, (body) => body + bar)
    .replace('</body>', `${script}</body>`)
}
