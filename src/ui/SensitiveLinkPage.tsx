import { Trans, useLingui } from '@lingui/react'
import { linkForVisitors } from '@domain/campaign-tags.js'
import { DEFAULT_GRID_SETTINGS, GridSettingsSchema, type StoredTile } from '@domain/grid.js'
import { fontById } from '@domain/fonts.js'
import { themeByName } from '@domain/themes.js'
import { tileTargets } from '@domain/tile-types.js'
import { VISIBILITY_TEXTS } from '@domain/tile-visibility.js'
import { Document } from './Document.js'
import PAGE_CSS from './styles/page.css?inline'
import { fontCss, themeCss } from './styles/page-rules.js'
import SENSITIVE_CSS from './styles/sensitive.css?inline'
import { CONFIRM_TEXTS, gatedTileTitle } from './tiles/SensitiveGate.js'
import { resolveLink } from './tiles/TileLink.js'

interface SensitiveLinkPageProps {
  grid: { name: string; settings: unknown; theme: string }
  tile: StoredTile
}

/**
 * A sensitive tile's confirmation page (`/{name}/go/{tileId}`, ADR 0059): the notice, Continue to
 * each of its links and Back to the page. It works without JavaScript; with it, the public page
 * shows this page's `.confirm` part in a dialog instead. Not indexed.
 */
export function SensitiveLinkPage({ grid, tile }: SensitiveLinkPageProps) {
  const parsed = GridSettingsSchema.safeParse(grid.settings)
  const font = fontById((parsed.success ? parsed.data : DEFAULT_GRID_SETTINGS).fontId)
  const { i18n } = useLingui()
  const title = gatedTileTitle(tile, i18n)
  const notice = i18n._(VISIBILITY_TEXTS.sensitiveNotice)
  const links = tileTargets(tile).flatMap((url) => {
    const resolved = resolveLink(url)
    return resolved.href ? [{ href: linkForVisitors(resolved.href, tile.data, grid.name), text: resolved.text }] : []
  })
  return (
    <Document
      title={`${title} · ${notice}`}
      description={notice}
      css={themeCss(themeByName(grid.theme)) + fontCss(font) + PAGE_CSS + SENSITIVE_CSS}
    >
      <meta name="robots" content="noindex" />
      <main className="confirm" aria-labelledby="confirm-heading">
        <h1 id="confirm-heading">{notice}</h1>
        <p>
          <Trans
            id="page.confirm.tileMayBeSensitive"
            message="<0>{title}</0> may contain sensitive content. Continue only if you want to see it."
            values={{ title }}
            components={{ 0: <strong /> }}
          />
        </p>
        <p className="confirm-actions">
          {links.map((link) => (
            <a key={link.href} className="continue" href={link.href} rel="noopener noreferrer" data-continue="">
              {links.length === 1
                ? i18n._(CONFIRM_TEXTS.continue)
                : i18n._({ id: 'page.confirm.continueTo', message: 'Continue to {site}', values: { site: link.text } })}
            </a>
          ))}
          <a href={`/${grid.name}`} data-back="">
            {i18n._(CONFIRM_TEXTS.back)}
          </a>
        </p>
      </main>
    </Document>
  )
}
