import { useState, type CSSProperties } from 'react'
import { DESKTOP_LAYOUT, MOBILE_LAYOUT, type StoredTile } from '@domain/grid'
import { fitsInside, grownSize } from '@domain/layout'
import { DEFAULT_LINK_ICON, linkIcon } from '@domain/link-icons'
import { TILE_TYPE_TABLE } from '@domain/tile-types'
import { tilePhase, VISIBILITY_TEXTS } from '@domain/tile-visibility'
import { linkDisplayText, normalizeLinkUrl } from '@domain/urls'

function linkNames(tile: StoredTile): string[] {
  const links = Array.isArray(tile.data.links) ? (tile.data.links as { url?: unknown; icon?: unknown }[]) : []
  return links.map((link) => {
    const icon = linkIcon(typeof link.icon === 'string' ? link.icon : DEFAULT_LINK_ICON)
    if (icon.name !== DEFAULT_LINK_ICON) return icon.name
    const checked = normalizeLinkUrl(typeof link.url === 'string' ? link.url : '')
    return checked.ok ? linkDisplayText(checked.url) : 'Link'
  })
}

/** What the owner calls a tile: its links' brands or hosts, its heading, or its type's name. */
export function tileName(tile: StoredTile): string {
  const { name, countsClicks } = TILE_TYPE_TABLE[tile.type]
  if (countsClicks) return linkNames(tile).join(', ') || name
  const header = typeof tile.data.header === 'string' ? tile.data.header.trim() : ''
  if (header) return header
  const firstName = typeof tile.data.firstName === 'string' ? tile.data.firstName.trim() : ''
  return firstName || name
}

const PHASE_LABELS = {
  hidden: VISIBILITY_TEXTS.hidden,
  scheduled: VISIBILITY_TEXTS.scheduled,
  ended: VISIBILITY_TEXTS.ended,
} as const

const clicksText = (clicks: number) => (clicks === 1 ? '1 click' : `${clicks.toLocaleString()} clicks`)

interface HeatmapProps {
  tiles: StoredTile[]
  mobileTiles: StoredTile[]
  clicks: { tileId: string; clicks: number }[]
}

/**
 * The grid itself, desktop and phone layouts, each link tile shaded by its share of the clicks
 * (darker is more) and its count shown on hover and focus; every tile is a stop for the keyboard
 * and names its count for screen readers. Tiles without links say they are not counted.
 */
export function ClickHeatmap({ tiles, mobileTiles, clicks }: HeatmapProps) {
  // When the dashboard opened: whether a tile is hidden or outside its schedule now.
  const [now] = useState(() => Date.now())
  const byTile = new Map(clicks.map((entry) => [entry.tileId, entry.clicks]))
  const most = Math.max(1, ...clicks.map((entry) => entry.clicks))
  const content = new Map(tiles.map((tile) => [tile.id, tile]))
  const placedOnMobile = mobileTiles.flatMap((placement) => {
    const tile = content.get(placement.id)
    return tile ? [{ ...tile, x: placement.x, y: placement.y, width: placement.width, height: placement.height }] : []
  })
  return (
    <div className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Layout title="Desktop" layout={DESKTOP_LAYOUT} tiles={tiles} byTile={byTile} most={most} now={now} />
      <Layout
        title="Phone"
        layout={MOBILE_LAYOUT}
        tiles={placedOnMobile}
        byTile={byTile}
        most={most}
        now={now}
        narrow
      />
    </div>
  )
}

interface LayoutProps {
  title: string
  layout: { columns: number; rows: number }
  tiles: StoredTile[]
  byTile: Map<string, number>
  most: number
  now: number
  narrow?: boolean
}

/** One layout's tiles over every row it has (ADR 0056): `layout` is its first screen. */
function Layout({ title, layout, tiles, byTile, most, now, narrow = false }: LayoutProps) {
  const size = grownSize(tiles, layout)
  const fits = (tile: StoredTile) => fitsInside(size, tile)
  const style: CSSProperties = {
    gridTemplateColumns: `repeat(${size.columns}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${size.rows}, ${narrow ? '3.5rem' : '4.5rem'})`,
  }
  return (
    <figure className={`flex flex-col gap-2 ${narrow ? 'mx-auto w-full max-w-64' : ''}`}>
      <figcaption className="text-base-content/70 text-sm font-medium">{title}</figcaption>
      <ul
        className="rounded-box bg-base-200 grid w-full min-w-0 gap-1.5 p-2"
        style={style}
        aria-label={`${title} layout`}
      >
        {tiles.filter(fits).map((tile) => (
          <HeatTile key={tile.id} tile={tile} clicks={byTile.get(tile.id)} most={most} now={now} />
        ))}
      </ul>
    </figure>
  )
}

function HeatTile({ tile, clicks = 0, most, now }: { tile: StoredTile; clicks?: number; most: number; now: number }) {
  const counted = TILE_TYPE_TABLE[tile.type].countsClicks
  const phase = tilePhase(tile, now)
  // A tile visitors do not see now says so: its clicks are from before, or from its window.
  const name = phase === 'shown' ? tileName(tile) : `${tileName(tile)} (${PHASE_LABELS[phase]})`
  // At least a tint for a link never clicked, so it still reads as a link tile.
  const share = counted ? 0.12 + 0.88 * (clicks / most) : 0
  const style: CSSProperties = {
    gridColumn: `${tile.x + 1} / span ${tile.width}`,
    gridRow: `${tile.y + 1} / span ${tile.height}`,
    background: counted
      ? `color-mix(in oklab, var(--color-primary) ${Math.round(share * 100)}%, var(--color-base-100))`
      : undefined,
    color: counted && share > 0.55 ? 'var(--color-primary-content)' : undefined,
  }
  const label = counted ? `${name}: ${clicksText(clicks)}` : `${name}: not a link, clicks are not counted`
  return (
    <li
      tabIndex={0}
      aria-label={label}
      title={label}
      style={style}
      className={`group rounded-field focus-visible:outline-base-content relative flex min-w-0 flex-col justify-between overflow-hidden p-2 text-xs outline-offset-2 focus-visible:outline-2 ${
        counted ? '' : 'bg-base-100 text-base-content/70 border-base-content/20 border border-dashed'
      }`}
    >
      <span className="shrink-0 truncate font-semibold" aria-hidden="true">
        {name}
      </span>
      {counted ? (
        <span
          aria-hidden="true"
          className="text-sm font-bold whitespace-nowrap tabular-nums opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
        >
          {clicksText(clicks)}
        </span>
      ) : null}
    </li>
  )
}
