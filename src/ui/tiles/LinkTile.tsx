import { DEFAULT_LINK_ICON, linkIcon } from '../../domain/link-icons.js'
import { css } from '../styles/css.js'
import { LinkIconGlyph } from './LinkIconGlyph.js'
import { linksField, type TileContentProps } from './tile-data.js'
import { resolveLink, TileLink } from './TileLink.js'

// The whole tile is the link. Icon on top and name at the bottom; side by side once it is wide.
export const linkTileCss = css`
  .t-link {
    justify-content: space-between;
  }
  .t-link .link-text {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .t-link strong {
    font-size: clamp(0.875rem, 9cqi, 1.375rem);
    line-height: 1.2;
  }
  .t-link .host {
    font-size: 0.875rem;
  }
  .t-link .arrow {
    position: absolute;
    top: var(--tile-padding);
    right: var(--tile-padding);
    font-size: 1.125rem;
    line-height: 1;
  }
  @container (min-width: 18rem) {
    .t-link {
      flex-direction: row;
      justify-content: flex-start;
      gap: 1rem;
    }
    .t-link > * {
      margin: auto 0;
    }
  }
`

/** One link: its brand icon, the brand's name and the host it leads to. */
export function LinkTile({ data }: TileContentProps) {
  const [stored] = linksField(data)
  if (!stored) return null
  const icon = linkIcon(stored.icon)
  const link = resolveLink(stored.url)
  const named = icon.name !== DEFAULT_LINK_ICON
  return (
    <TileLink className="tile-body t-link" href={link.href}>
      <span className="badge">
        <LinkIconGlyph icon={icon} />
      </span>
      <span className="link-text">
        <strong>{named ? icon.name : link.text}</strong>
        {named ? <span className="host">{link.text}</span> : null}
      </span>
      {link.href ? (
        <span className="arrow" aria-hidden="true">
          ↗
        </span>
      ) : null}
    </TileLink>
  )
}
