import type { FunctionComponent } from 'react'
import type { StoredTile, TileType } from '../../domain/grid.js'
import { tileColorByClass } from '../../domain/tile-colors.js'
import { css } from '../styles/css.js'
import { ImageTile, imageTileCss } from './ImageTile.js'
import { IntroductionTile, introductionTileCss } from './IntroductionTile.js'
import { LinksGridTile, linksGridTileCss } from './LinksGridTile.js'
import { LinkTile, linkTileCss } from './LinkTile.js'
import { MessageTile, messageTileCss } from './MessageTile.js'
import type { MessageNotice, TileContentProps } from './tile-data.js'
import { TextTile, textTileCss } from './TextTile.js'

/** Each tile type's content and the CSS it needs; a page inlines the CSS of the types it shows. */
const TILE_KINDS: Record<TileType, { Content: FunctionComponent<TileContentProps>; css: string }> = {
  introduction: { Content: IntroductionTile, css: introductionTileCss },
  image: { Content: ImageTile, css: imageTileCss },
  link: { Content: LinkTile, css: linkTileCss },
  'links-grid': { Content: LinksGridTile, css: linksGridTileCss },
  text: { Content: TextTile, css: textTileCss },
  'message.me': { Content: MessageTile, css: messageTileCss },
}

/**
 * The frame every tile shares. A tile is a size container: its content adapts to the size it
 * really gets (`@container`, `cqi`, `cqmin`), which differs between the layouts of the same tile.
 * Padding is the same on every tile of a page, whatever its size, so edges line up.
 * In a fixed cell (desktop page, editor) content that does not fit scrolls inside the tile, so the
 * grid keeps its shape and nothing is lost; the mobile page lets rows grow instead.
 */
export const TILE_FRAME_CSS = css`
  .tile {
    --tile-padding: clamp(1rem, 1.75vw, 1.375rem);
    container-type: size;
    position: relative;
    display: flex;
    flex-direction: column;
    min-width: 0;
    border-radius: var(--radius);
    overflow: hidden;
    overflow-wrap: anywhere;
    box-shadow:
      0 0 0 1px color-mix(in oklab, var(--text) 8%, transparent),
      0 10px 30px -18px rgb(0 0 0/0.35);
  }
  .tile-body {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    min-height: 0;
    overflow-y: auto;
    scrollbar-width: thin;
    padding: var(--tile-padding);
    color: inherit;
    text-decoration: none;
  }
  .tile-body * {
    unicode-bidi: isolate;
  }
  .tile h2 {
    margin: 0;
    font-size: clamp(1.0625rem, 6cqi, 1.625rem);
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
  .tile p {
    margin: 0;
  }
  .icon {
    width: 1.5rem;
    height: 1.5rem;
    flex: none;
    fill: currentColor;
  }
  .badge {
    display: grid;
    place-items: center;
    width: clamp(2.25rem, 28cqmin, 2.75rem);
    height: clamp(2.25rem, 28cqmin, 2.75rem);
    flex: none;
    border-radius: calc(var(--radius) * 0.6);
    background: var(--tint);
  }
  .pill {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    padding: 0.25rem 0.75rem;
    border-radius: 999px;
    background: var(--tint);
    font-size: 0.875rem;
    font-weight: 600;
    text-decoration: none;
  }
  .tile :is(a, button, input, textarea):focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 2px;
  }
  .tile > .tile-body:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: -6px;
    border-radius: var(--radius);
  }
  @media (prefers-reduced-motion: no-preference) {
    .badge,
    .cell {
      transition: transform 0.2s ease;
    }
    a:hover > .badge,
    a.cell:hover {
      transform: scale(1.06);
    }
  }
`

export function tileTypesCss(types: Iterable<TileType>): string {
  return [...new Set(types)].map((type) => TILE_KINDS[type].css).join('')
}

interface TileViewProps {
  tile: StoredTile
  gridName: string
  eager?: boolean
  className?: string
  notice?: MessageNotice
}

/** One read-only tile in its colour: shared by the public page and the editor. */
export function TileView({ tile, gridName, eager = false, className, notice }: TileViewProps) {
  const { Content } = TILE_KINDS[tile.type]
  const frameClass = `tile ${tileColorByClass(tile.color).className}`
  return (
    <div className={className ? `${frameClass} ${className}` : frameClass}>
      <Content
        tileId={tile.id}
        data={tile.data}
        width={tile.width}
        height={tile.height}
        gridName={gridName}
        eager={eager}
        notice={notice}
      />
    </div>
  )
}
