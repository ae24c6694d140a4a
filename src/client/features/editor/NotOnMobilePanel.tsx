import { sizeText, TILE_TYPE_NAMES } from '../../../domain/editor-model'
import type { StoredTile } from '../../../domain/grid'

/** The mobile view's list of desktop tiles that visitors on phones do not see, each with a Place button. */
export function NotOnMobilePanel({
  tiles,
  onPlace,
}: {
  tiles: readonly StoredTile[]
  onPlace: (tile: StoredTile) => void
}) {
  return (
    <section aria-labelledby="not-on-mobile-panel" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-5">
        <h2 id="not-on-mobile-panel" className="text-base font-semibold">
          Not on mobile
        </h2>
        <p className="text-base-content/70 text-sm">
          Visitors on phones do not see these. Select empty cells in Edit mode and press ADD to place one there, or let
          Tessera find a spot.
        </p>
        <ul className="flex flex-col gap-2">
          {tiles.map((tile) => (
            <li key={tile.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate text-sm font-medium">
                {TILE_TYPE_NAMES[tile.type]}
                <span className="text-base-content/60"> · {sizeText(tile)}</span>
              </span>
              <button type="button" className="btn btn-xs btn-outline" onClick={() => onPlace(tile)}>
                Place
                <span className="sr-only"> {TILE_TYPE_NAMES[tile.type]} automatically</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
