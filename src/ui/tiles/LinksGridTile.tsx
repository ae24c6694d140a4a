import { DEFAULT_LINK_ICON, linkIcon } from '@domain/link-icons.js'
import { LinkIconGlyph } from './LinkIconGlyph.js'
import { linksField } from '@domain/tile-fields.js'
import type { TileContentProps } from './tile-data.js'
import { resolveLink, TileLink } from './TileLink.js'

const LINKS_PER_GRID = 4

/** Four icon links in a 2 x 2 grid, each named by its brand (or its host for 'Other'). */
export function LinksGridTile({ data, clickPing }: TileContentProps) {
  return (
    <ul className="tile-body t-links">
      {linksField(data)
        .slice(0, LINKS_PER_GRID)
        .map((stored, index) => {
          const icon = linkIcon(stored.icon)
          const link = resolveLink(stored.url)
          return (
            // Links have no id of their own and their order is fixed, so the index is their identity.
            <li key={index}>
              <TileLink className="cell" href={link.href} ping={clickPing}>
                <LinkIconGlyph icon={icon} />
                <span className="label">{icon.name === DEFAULT_LINK_ICON ? link.text : icon.name}</span>
              </TileLink>
            </li>
          )
        })}
    </ul>
  )
}
