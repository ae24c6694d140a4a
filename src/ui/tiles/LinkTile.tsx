import { useLingui } from '@lingui/react'
import { linkForVisitors } from '@domain/campaign-tags.js'
import { DEFAULT_LINK_ICON, linkIcon } from '@domain/link-icons.js'
import { Icon } from '../icons.js'
import { LinkIconGlyph } from './LinkIconGlyph.js'
import { linksField, textField } from '@domain/tile-fields.js'
import type { TileContentProps } from './tile-data.js'
import { copyOutcomeTexts, resolveLink, TileLink } from './TileLink.js'

/**
 * One link: its brand icon, the brand's name and the owner's label (a handle) or else the host it
 * leads to. With campaign tags on, the link (and what Copy link copies) carries them.
 */
export function LinkTile({ data, gridName, clickPing, forVisitors }: TileContentProps) {
  const { i18n } = useLingui()
  const [stored] = linksField(data)
  if (!stored) return null
  const icon = linkIcon(stored.icon)
  const resolved = resolveLink(stored.url)
  const link = resolved.href ? { ...resolved, href: linkForVisitors(resolved.href, data, gridName) } : resolved
  const named = icon.name !== DEFAULT_LINK_ICON
  const shown = textField(data, 'label') || link.text
  return (
    <>
      <TileLink className="tile-body t-link" href={link.href} ping={clickPing}>
        <span className="badge">
          <LinkIconGlyph icon={icon} />
        </span>
        <span className="link-text">
          <strong>{named ? icon.name : shown}</strong>
          {named ? <span className="host">{shown}</span> : null}
        </span>
        {link.href ? (
          <span className="arrow" aria-hidden="true">
            ↗
          </span>
        ) : null}
      </TileLink>
      {forVisitors && link.href ? (
        // In-app browsers make opening a link hard: visitors copy it instead. Shown by the page's script,
        // in the arrow's corner: a round icon leaves the tile's text uncovered at every size.
        <button type="button" className="copy-link" data-copy-link={link.href} {...copyOutcomeTexts(i18n)} hidden>
          <Icon name="copy" className="icon" />
          <span className="sr-only" data-copy-label>
            {i18n._({ id: 'page.copyLink', message: 'Copy link' })}
          </span>
        </button>
      ) : null}
    </>
  )
}
