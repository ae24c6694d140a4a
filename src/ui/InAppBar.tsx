import { renderToStaticMarkup } from 'react-dom/server'
import { IN_APP_TEXTS, wayOutHref, type WayOut } from '@domain/in-app-browsers.js'
import IN_APP_BAR_CSS from './styles/in-app-bar.css?inline'

/**
 * The slim bar an in-app browser's visitor sees at the top of a page (ADR 0064): "Open in your
 * browser" as a link where the app lets one through, else with a Copy link button (shown by the
 * page's script, which needs the clipboard, copy-link.ts). Dismiss removes it for this view; no
 * cookie remembers it.
 */
export function InAppBar({ wayOut, pageUrl }: { wayOut: WayOut; pageUrl: string }) {
  const href = wayOutHref(wayOut, pageUrl)
  return (
    <aside className="in-app" aria-label={IN_APP_TEXTS.open} data-in-app-bar="">
      {href ? (
        <a className="in-app-open" href={href}>
          {IN_APP_TEXTS.open}
        </a>
      ) : (
        <>
          <span>{IN_APP_TEXTS.open}</span>
          <button type="button" className="in-app-copy" data-copy-link={pageUrl} hidden>
            {IN_APP_TEXTS.copy}
          </button>
        </>
      )}
      <button type="button" className="in-app-dismiss" data-dismiss-bar="" hidden>
        {IN_APP_TEXTS.dismiss}
      </button>
    </aside>
  )
}

/**
 * A rendered page with the bar added: its CSS at the end of the head, the bar first in the body,
 * and the page's script if the page had none. Done on the rendered HTML, once per version of a
 * page and way out, so that the page itself is rendered once for every visitor.
 */
export function withInAppBar(html: string, wayOut: WayOut, pageUrl: string, scriptUrl: string | undefined): string {
  const bar = renderToStaticMarkup(<InAppBar wayOut={wayOut} pageUrl={pageUrl} />)
  const script = scriptUrl && !html.includes(`src="${scriptUrl}"`) ? `<script src="${scriptUrl}" defer></script>` : ''
  return html
    .replace('</head>', `<style>${IN_APP_BAR_CSS}</style></head>`)
    .replace(/<body[^>]*>/, (body) => body + bar)
    .replace('</body>', `${script}</body>`)
}
