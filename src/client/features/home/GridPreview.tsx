import type { CSSProperties } from 'react'
import { DESKTOP_LAYOUT, type StoredTile } from '@domain/grid'
import type { GridSummary } from '@domain/grid-summary'
import { tileColorByClass } from '@domain/tile-colors'
import { themeByName } from '@domain/themes'

const CELL_COUNT = DESKTOP_LAYOUT.columns * DESKTOP_LAYOUT.rows

/**
 * A miniature of a grid's desktop layout: each tile in its colour at its place on the 6x4 grid,
 * on the theme's page colour, with a sketch of what the tile holds. Purely a picture: the card
 * names it, and the Show button opens the real page.
 */
export function GridPreview({ grid }: { grid: GridSummary }) {
  const { colors, tileRadius } = themeByName(grid.theme)
  const tiles = grid.tiles.filter(fitsDesktopGrid)
  const frameStyle = {
    '--surface': colors.surface,
    '--text': colors.text,
    background: colors.page,
    gridTemplateColumns: `repeat(${DESKTOP_LAYOUT.columns}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${DESKTOP_LAYOUT.rows}, minmax(0, 1fr))`,
  } as CSSProperties
  // Square themes stay square; the others get a radius in proportion to the miniature.
  const radius = tileRadius === '0' ? '0' : '0.3rem'

  return (
    <div
      role="img"
      aria-label={
        tiles.length ? `Preview of ${grid.name} with ${tileCountText(tiles.length)}` : `${grid.name} is empty`
      }
      className="rounded-box border-base-300 relative grid aspect-[3/2] w-full gap-1 overflow-hidden border p-1.5"
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

function tileCountText(count: number) {
  return count === 1 ? '1 tile' : `${count} tiles`
}

function fitsDesktopGrid(tile: StoredTile) {
  return tile.x + tile.width <= DESKTOP_LAYOUT.columns && tile.y + tile.height <= DESKTOP_LAYOUT.rows
}

function MiniTile({ tile, radius }: { tile: StoredTile; radius: string }) {
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
      <TileSketch tile={tile} />
    </div>
  )
}

/** A hint of the tile's content in its text colour: lines for text, a dot for an avatar or icon. */
function TileSketch({ tile }: { tile: StoredTile }) {
  switch (tile.type) {
    case 'image': {
      const src = uploadedImage(tile.data.image)
      return src ? <img src={src} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" /> : null
    }
    case 'introduction': {
      const avatar = uploadedImage(tile.data.image)
      return (
        <>
          {avatar ? (
            <img src={avatar} alt="" loading="lazy" className="size-3.5 shrink-0 rounded-full object-cover" />
          ) : (
            <Dot />
          )}
          <span className="mt-auto" />
          <Line width="75%" strong />
          <Line width="55%" />
        </>
      )
    }
    case 'link':
      return (
        <>
          <Dot square />
          <span className="mt-auto" />
          <Line width="60%" />
        </>
      )
    case 'links-grid':
      return (
        <span className="grid flex-1 grid-cols-2 gap-[3px]">
          {[0, 1, 2, 3].map((cell) => (
            <span key={cell} className="rounded-[2px] bg-current opacity-25" />
          ))}
        </span>
      )
    case 'text':
      return (
        <>
          <Line width="70%" strong />
          <Line width="90%" />
          <Line width="80%" />
        </>
      )
    case 'qa':
      return (
        <>
          <Line width="55%" strong />
          <Line width="85%" />
          <Line width="70%" />
          <Line width="85%" />
        </>
      )
    case 'message.me':
      return (
        <>
          <Line width="65%" strong />
          <span className="min-h-1 flex-1 rounded-[2px] border border-current opacity-40" />
        </>
      )
  }
}

function Line({ width, strong = false }: { width: string; strong?: boolean }) {
  return (
    <span
      className={`block h-[3px] shrink-0 rounded-full bg-current ${strong ? 'opacity-80' : 'opacity-45'}`}
      style={{ width }}
    />
  )
}

function Dot({ square = false }: { square?: boolean }) {
  return (
    <span className={`block size-2.5 shrink-0 bg-current opacity-60 ${square ? 'rounded-[3px]' : 'rounded-full'}`} />
  )
}

/** Only the site's own uploads: the app's content policy does not load images from elsewhere. */
function uploadedImage(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])[^\s"'<>]*$/.test(value) ? value : undefined
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
        No tiles yet
      </span>
    </>
  )
}
