import { DESKTOP_LAYOUT, MOBILE_LAYOUT, type StoredTile } from '../domain/grid.js'
import { Document } from './Document.js'
import { TileView } from './tiles/TileView.js'

export interface PublicGrid {
  name: string
  tiles: StoredTile[]
  mobileTiles: StoredTile[]
}

function placementCss(tiles: StoredTile[], prefix: string): string {
  return tiles
    .map(
      (tile) => `.${prefix}-${tile.id}{grid-area:${tile.y + 1}/${tile.x + 1}/span ${tile.height}/span ${tile.width}}`,
    )
    .join('')
}

function gridCss(grid: PublicGrid): string {
  const mobileIds = new Set(grid.mobileTiles.map((tile) => tile.id))
  const hiddenOnMobile = grid.tiles
    .filter((tile) => !mobileIds.has(tile.id))
    .map((tile) => `.d-${tile.id}`)
    .join(',')
  return (
    `.grid{display:grid;gap:.75rem;grid-template-columns:repeat(${MOBILE_LAYOUT.columns},1fr);grid-auto-rows:minmax(6.5rem,auto);max-width:72rem;margin:0 auto;padding:1rem}` +
    `.tile{border-radius:1.25rem;padding:1rem;overflow:hidden;overflow-wrap:anywhere;background:linear-gradient(135deg,#2563eb,#06b6d4);color:#fff;min-width:0}` +
    `.tile h2,.tile p{margin:0}` +
    `@media (max-width:767px){${placementCss(grid.mobileTiles, 'd')}${hiddenOnMobile ? `${hiddenOnMobile}{display:none}` : ''}}` +
    `@media (min-width:768px){.grid{grid-template-columns:repeat(${DESKTOP_LAYOUT.columns},1fr);grid-template-rows:repeat(${DESKTOP_LAYOUT.rows},minmax(9rem,auto))}${placementCss(grid.tiles, 'd')}}`
  )
}

export function GridPage({ grid, title }: { grid: PublicGrid; title: string }) {
  return (
    <Document title={title} css={gridCss(grid)}>
      <main className="grid">
        <h1 className="sr-only">{title}</h1>
        {grid.tiles.map((tile) => (
          <section key={tile.id} className={`tile d-${tile.id}`}>
            <TileView tile={tile} />
          </section>
        ))}
      </main>
    </Document>
  )
}
