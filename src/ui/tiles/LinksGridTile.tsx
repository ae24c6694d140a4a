import { DEFAULT_LINK_ICON, linkIcon } from '../../domain/link-icons.js'
import { css, VISUALLY_HIDDEN } from '../styles/css.js'
import { LinkIconGlyph } from './LinkIconGlyph.js'
import { linksField, type TileContentProps } from './tile-data.js'
import { resolveLink, TileLink } from './TileLink.js'

const LINKS_PER_GRID = 4

// A 2 x 2 grid, or a row of four on a wide, short tile. Labels show under the icons when there is
// room; on a small tile they stay for screen readers only.
export const linksGridTileCss = css`
  .t-links {
    display: grid;
    grid-template-columns: 1fr 1fr;
    grid-auto-rows: 1fr;
    gap: clamp(0.375rem, 4cqmin, 0.75rem);
    margin: 0;
    padding: clamp(0.5rem, 5cqmin, 0.875rem);
    list-style: none;
  }
  .t-links li {
    display: flex;
    min-width: 0;
  }
  .cell {
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.375rem;
    min-width: 0;
    min-height: 2.75rem;
    padding: 0.375rem;
    border-radius: calc(var(--radius) * 0.7);
    background: var(--tint);
    font-size: 0.875rem;
    font-weight: 600;
    line-height: 1.2;
    text-align: center;
    text-decoration: none;
  }
  .cell .icon {
    width: clamp(1.25rem, 12cqmin, 2rem);
    height: clamp(1.25rem, 12cqmin, 2rem);
  }
  @container (min-width: 18rem) and (max-height: 13rem) {
    .t-links {
      grid-template-columns: repeat(4, 1fr);
    }
  }
  @container (max-width: 13rem) {
    .cell .label {
      ${VISUALLY_HIDDEN};
    }
  }
`

/** Four icon links in a 2 x 2 grid, each named by its brand (or its host for 'Other'). */
export function LinksGridTile({ data }: TileContentProps) {
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
              <TileLink className="cell" href={link.href}>
                <LinkIconGlyph icon={icon} />
                <span className="label">{icon.name === DEFAULT_LINK_ICON ? link.text : icon.name}</span>
              </TileLink>
            </li>
          )
        })}
    </ul>
  )
}
