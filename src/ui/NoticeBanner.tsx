import { useLingui } from '@lingui/react'
import { NOTICE_TEXTS } from '@domain/notices.js'
import { resolveLink, TileLink } from './tiles/TileLink.js'

/** The grid's notice as its page shows it now (ADR 0031). */
export interface PageNotice {
  text: string
  link: string | null
  /** Changes with every save of the notice: a visitor's dismissal holds for one version. */
  version: string
}

/** Where a browser remembers the version of a grid's notice its visitor closed (localStorage, never a cookie). */
export const noticeDismissalKey = (gridName: string) => `tessera-notice:${gridName}`

/**
 * A banner at the top of the page, which works without JavaScript. With it, the page's script
 * (src/ui/enhance/notice-popup.ts) turns the banner's body into a pop-up the visitor can close,
 * unless they closed this version already; its data attributes are all the script needs.
 */
export function NoticeBanner({ notice, gridName }: { notice: PageNotice; gridName: string }) {
  const { i18n } = useLingui()
  const link = notice.link === null ? undefined : resolveLink(notice.link)
  return (
    <aside
      className="notice"
      aria-label={i18n._(NOTICE_TEXTS.label)}
      data-dismissal-key={noticeDismissalKey(gridName)}
      data-version={notice.version}
      data-close={i18n._(NOTICE_TEXTS.close)}
    >
      <div className="notice-body">
        <p className="notice-text">{notice.text}</p>
        {link ? (
          <TileLink href={link.href} className="notice-link">
            {link.text}
          </TileLink>
        ) : null}
      </div>
    </aside>
  )
}
