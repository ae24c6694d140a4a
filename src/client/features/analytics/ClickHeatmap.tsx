import { useLingui } from '@lingui/react'
import { useState, type CSSProperties } from 'react'
import type { GridAnalytics } from '@domain/analytics'
import type { ClickLayout } from '@domain/click-layouts'
import { DESKTOP_LAYOUT, MOBILE_LAYOUT, type StoredTile } from '@domain/grid'
import { fitsInside, grownSize } from '@domain/layout'
import { tileName } from '@domain/tile-names'
import { TILE_TYPE_TABLE } from '@domain/tile-types'
import { tilePhase, VISIBILITY_TEXTS } from '@domain/tile-visibility'
import { localText } from '../../lib/texts'
import { tileTypeName } from '../../lib/tile-words'

const PHASE_LABELS = {
  hidden: VISIBILITY_TEXTS.hidden,
  scheduled: VISIBILITY_TEXTS.scheduled,
  ended: VISIBILITY_TEXTS.ended,
} as const

type TileClicks = GridAnalytics['tiles']
type MappedLayout = Exclude<ClickLayout, 'unknown'>

interface HeatmapProps {
  tiles: StoredTile[]
  mobileTiles: StoredTile[]
  clicks: TileClicks
  /** The tile whose clicks per day the chart shows, if any. */
  chosen: string | undefined
  onChoose: (tileId: string | undefined) => void
}

/**
 * The grid itself, desktop and phone layouts, each link tile shaded by its share of the clicks
 * made on that layout (darker is more) and its count shown on hover and focus. A link tile is a
 * button that puts its clicks per day on the chart; other tiles are stops for the keyboard that
 * say they are not counted. Clicks sent without the page's script have no layout (ADR 0071): a
 * note says how many are in neither map.
 */
export function ClickHeatmap({ tiles, mobileTiles, clicks, chosen, onChoose }: HeatmapProps) {
  // When the dashboard opened: whether a tile is hidden or outside its schedule now.
  const [now] = useState(() => Date.now())
  const content = new Map(tiles.map((tile) => [tile.id, tile]))
  const placedOnMobile = mobileTiles.flatMap((placement) => {
    const tile = content.get(placement.id)
    return tile ? [{ ...tile, x: placement.x, y: placement.y, width: placement.width, height: placement.height }] : []
  })
  const shared = { clicks, chosen, onChoose, now }
  const { i18n } = useLingui()
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base-content/70 text-sm">
        {i18n._({
          id: 'analytics.heatmap.choose',
          message: 'Choose a link tile to see its clicks per day on the chart.',
        })}
      </p>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Layout
          title={i18n._({ id: 'analytics.desktop', message: 'Desktop' })}
          layout="desktop"
          size={DESKTOP_LAYOUT}
          tiles={tiles}
          {...shared}
        />
        <Layout
          title={i18n._({ id: 'analytics.phone', message: 'Phone' })}
          layout="phone"
          size={MOBILE_LAYOUT}
          tiles={placedOnMobile}
          {...shared}
        />
      </div>
      <UnknownLayoutNote clicks={clicks} />
    </div>
  )
}

/** How many clicks came without the page's script, whose layout is unknown, in plain words. */
function UnknownLayoutNote({ clicks }: { clicks: TileClicks }) {
  const { i18n } = useLingui()
  const total = clicks.reduce((sum, tile) => sum + tile.clicks, 0)
  const unknown = clicks.reduce((sum, tile) => sum + tile.byLayout.unknown, 0)
  if (unknown === 0) return null
  return (
    <p className="text-base-content/70 text-sm">
      {i18n._({
        id: 'analytics.heatmap.unknownLayout',
        message:
          '{unknown} of {total, plural, one {# click} other {# clicks}} ({share}%) came from browsers with JavaScript off, so the page could not tell which layout the visitor saw. They count in the totals, not in these maps.',
        values: { unknown, total, share: Math.round((unknown / total) * 100) },
      })}
    </p>
  )
}

interface LayoutProps {
  title: string
  layout: MappedLayout
  size: { columns: number; rows: number }
  tiles: StoredTile[]
  clicks: TileClicks
  chosen: string | undefined
  onChoose: (tileId: string | undefined) => void
  now: number
}

/** One layout's tiles over every row it has (ADR 0056), with the clicks made on it: `size` is its first screen. */
function Layout({ title, layout, size, tiles, clicks, chosen, onChoose, now }: LayoutProps) {
  const { i18n } = useLingui()
  const narrow = layout === 'phone'
  const byTile = new Map(clicks.map((entry) => [entry.tileId, entry.byLayout[layout]]))
  const most = Math.max(1, ...byTile.values())
  const grown = grownSize(tiles, size)
  const fits = (tile: StoredTile) => fitsInside(grown, tile)
  const style: CSSProperties = {
    gridTemplateColumns: `repeat(${grown.columns}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${grown.rows}, ${narrow ? '3.5rem' : '4.5rem'})`,
  }
  return (
    <figure className={`flex flex-col gap-2 ${narrow ? 'mx-auto w-full max-w-64' : ''}`}>
      <figcaption className="text-base-content/70 text-sm font-medium">{title}</figcaption>
      <ul
        className="rounded-box bg-base-200 grid w-full min-w-0 gap-1.5 p-2"
        style={style}
        aria-label={i18n._({ id: 'analytics.layout', message: '{title} layout', values: { title } })}
      >
        {tiles.filter(fits).map((tile) => (
          <HeatTile
            key={tile.id}
            tile={tile}
            layout={layout}
            clicks={byTile.get(tile.id)}
            most={most}
            now={now}
            chosen={chosen === tile.id}
            onChoose={() => onChoose(chosen === tile.id ? undefined : tile.id)}
          />
        ))}
      </ul>
    </figure>
  )
}

interface HeatTileProps {
  tile: StoredTile
  layout: MappedLayout
  clicks?: number
  most: number
  now: number
  chosen: boolean
  onChoose: () => void
}

const TILE_BOX =
  'rounded-field relative flex h-full w-full min-w-0 flex-col justify-between overflow-hidden p-2 text-left text-xs'
const FOCUS_RING = 'focus-visible:outline-base-content outline-offset-2 focus-visible:outline-2'

function HeatTile({ tile, layout, clicks = 0, most, now, chosen, onChoose }: HeatTileProps) {
  const { i18n } = useLingui()
  const counted = TILE_TYPE_TABLE[tile.type].countsClicks
  const phase = tilePhase(tile, now)
  // A tile visitors do not see now says so: its clicks are from before, or from its window.
  const named = tileName(tile, tileTypeName)
  const name = phase === 'shown' ? named : `${named} (${localText(PHASE_LABELS[phase])})`
  const place: CSSProperties = {
    gridColumn: `${tile.x + 1} / span ${tile.width}`,
    gridRow: `${tile.y + 1} / span ${tile.height}`,
  }
  if (!counted) {
    const label = i18n._({
      id: 'analytics.heatmap.notCounted',
      message: '{name}: not a link, clicks are not counted',
      values: { name },
    })
    return (
      <li
        tabIndex={0}
        aria-label={label}
        title={label}
        style={place}
        className={`${TILE_BOX} ${FOCUS_RING} bg-base-100 text-base-content/70 border-base-content/20 border border-dashed`}
      >
        <span className="shrink-0 truncate font-semibold" aria-hidden="true">
          {name}
        </span>
      </li>
    )
  }
  // At least a tint for a link never clicked, so it still reads as a link tile.
  const share = 0.12 + 0.88 * (clicks / most)
  const paint: CSSProperties = {
    background: `color-mix(in oklab, var(--color-primary) ${Math.round(share * 100)}%, var(--color-base-100))`,
    color: share > 0.55 ? 'var(--color-primary-content)' : undefined,
  }
  const label = i18n._({
    id: 'analytics.heatmap.tileClicks',
    message:
      '{name}: {count, plural, one {# click} other {# clicks}} {layout, select, desktop {on desktop} other {on phone}}',
    values: { name, count: clicks, layout },
  })
  return (
    <li style={place} className="min-w-0">
      <button
        type="button"
        aria-pressed={chosen}
        title={label}
        style={paint}
        onClick={onChoose}
        className={`group cursor-pointer ${TILE_BOX} ${FOCUS_RING} ${chosen ? 'ring-base-content ring-2 ring-offset-1' : ''}`}
      >
        <span className="sr-only">{label}</span>
        <span className="shrink-0 truncate font-semibold" aria-hidden="true">
          {name}
        </span>
        <span
          aria-hidden="true"
          className={`text-sm font-bold whitespace-nowrap tabular-nums transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 ${chosen ? 'opacity-100' : 'opacity-0'}`}
        >
          {i18n._({
            id: 'analytics.heatmap.clickCount',
            message: '{count, plural, one {# click} other {# clicks}}',
            values: { count: clicks },
          })}
        </span>
      </button>
    </li>
  )
}
