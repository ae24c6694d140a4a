import { Trans, useLingui } from '@lingui/react'
import type { CSSProperties } from 'react'
import { DESKTOP_LAYOUT, type StoredTile } from '@domain/grid'
import { fitsInside, grownSize } from '@domain/layout'
import type { GridSummary } from '@domain/grid-summary'
import { tileColorByClass } from '@domain/tile-colors'
import { themeByName } from '@domain/themes'
import { CLIENT_TILE_KINDS } from '../../tiles/registry'

const CELL_COUNT = DESKTOP_LAYOUT.columns * DESKTOP_LAYOUT.rows

/**
 * A miniature of a grid's desktop layout: each tile in its colour at its place, over every row the
 * page has (6 x 4 at least, ADR 0056),
 * on the theme's page colour, with a sketch of what the tile holds. Purely a picture: the card
 * names it, and the Show button opens the real page.
 */
export function GridPreview({ grid }: { grid: GridSummary }) {
  const { i18n } = useLingui()
  const { colors, tileRadius } = themeByName(grid.theme)
  const size = grownSize(grid.tiles, DESKTOP_LAYOUT)
  const tiles = grid.tiles.filter((tile) => fitsInside(size, tile))
  const frameStyle = {
    '--surface': colors.surface,
    '--text': colors.text,
    background: colors.page,
    // Cells as wide as tall, as on the page: a 6 x 4 page keeps the card's 3:2.
    aspectRatio: `${size.columns} / ${size.rows}`,
    gridTemplateColumns: `repeat(${size.columns}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${size.rows}, minmax(0, 1fr))`,
  } as CSSProperties
  // Square themes stay square; the others get a radius in proportion to the miniature.
  const radius = tileRadius === '0' ? '0' : '0.3rem'

  return (
    <div
      role="img"
      aria-label={
        tiles.length
          ? i18n._({
              id: 'home.preview',
              message: 'Preview of {name} with {count, plural, one {# tile} other {# tiles}}',
              values: { name: grid.name, count: tiles.length },
            })
          : i18n._({ id: 'home.previewEmpty', message: '{name} is empty', values: { name: grid.name } })
      }
      className="rounded-box border-base-300 relative grid w-full gap-1 overflow-hidden border p-1.5"
      style={frameStyle}
    >
      {tiles.length ? (
        tiles.map((tile) => <MiniTile key={tile.id} tile={tile} radius={radius} />)
      ) : (
        <EmptyCells radius={radius} />
      )}
    </div>
  )
}

function MiniTile({ tile, radius }: { tile: StoredTile; radius: string }) {
  const { Sketch } = CLIENT_TILE_KINDS[tile.type]
  const { background, text } = tileColorByClass(tile.color)
  const paint = background.length === 2 ? `linear-gradient(135deg, ${background[0]}, ${background[1]})` : background[0]
  const style: CSSProperties = {
    gridColumn: `${tile.x + 1} / span ${tile.width}`,
    gridRow: `${tile.y + 1} / span ${tile.height}`,
    background: paint,
    color: text,
    borderRadius: radius,
  }
  return (
    <div className="relative flex min-h-0 min-w-0 flex-col gap-[3px] overflow-hidden p-[7%]" style={style}>
      <Sketch tile={tile} />
    </div>
  )
}

/** The editor's empty cells, with a word that nothing is there yet. */
function EmptyCells({ radius }: { radius: string }) {
  return (
    <>
      {Array.from({ length: CELL_COUNT }, (_, cell) => (
        <span
          key={cell}
          className="border border-dashed border-current opacity-20"
          style={{ borderRadius: radius, color: 'var(--text)' }}
        />
      ))}
      <span
        className="absolute inset-0 m-auto h-fit w-fit rounded-full px-3 py-1 text-xs font-medium shadow-sm"
        style={{ background: 'var(--surface)', color: 'var(--text)' }}
      >
        <Trans id="home.noTilesYet" message="No tiles yet" />
      </span>
    </>
  )
}
