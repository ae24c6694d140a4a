import { i18n } from '@lingui/core'
import { Trans } from '@lingui/react'
import { useState } from 'react'
import { localText } from '../../lib/texts'
import { sizeText, tileTypeName } from '../../lib/tile-words'
import { NO_MOBILE_ROOM } from '@domain/editor-model'
import type { StoredTile } from '@domain/grid'
import type { RoomSuggestion } from '@domain/mobile-placement'

export interface RoomOffer {
  suggestion: RoomSuggestion
  text: string
}

/**
 * The mobile view's list of desktop tiles that visitors on phones do not see, each with a Place
 * button; when a tile has no room, Place lists what to shrink or hide to make some.
 */
export function NotOnMobilePanel({
  tiles,
  onPlace,
  roomFor,
  onMakeRoom,
}: {
  tiles: readonly StoredTile[]
  /** Places the tile where it fits; false when it fits nowhere. */
  onPlace: (tile: StoredTile) => boolean
  roomFor: (tile: StoredTile) => RoomOffer[]
  onMakeRoom: (tile: StoredTile, suggestion: RoomSuggestion) => void
}) {
  const [stuckId, setStuckId] = useState<string>()

  return (
    <section aria-labelledby="not-on-mobile-panel" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-5">
        <h2 id="not-on-mobile-panel" className="text-base font-semibold">
          <Trans id="editor.notOnMobile" message="Not on mobile" />
        </h2>
        <p className="text-base-content/70 text-sm">
          <Trans
            id="editor.visitorsOnPhonesDoNotSee"
            message="Visitors on phones do not see these. Select empty cells in Edit mode and press ADD to place one there, or let Tessera find a spot."
          />
        </p>
        <ul className="flex flex-col gap-3">
          {tiles.map((tile) => {
            const offers = stuckId === tile.id ? roomFor(tile) : []
            return (
              <li key={tile.id} className="flex flex-col gap-2">
                <div className="flex items-center justify-between gap-2">
                  <span className="min-w-0 text-sm font-medium">
                    {tileTypeName(tile.type)}
                    <span className="text-base-content/60"> · {sizeText(tile)}</span>
                  </span>
                  <button
                    type="button"
                    className="btn btn-xs btn-outline"
                    onClick={() => setStuckId(onPlace(tile) ? undefined : tile.id)}
                  >
                    <Trans
                      id="editor.placeAutomatically"
                      message="Place<0> {value} automatically</0>"
                      values={{ value: tileTypeName(tile.type) }}
                      components={{ 0: <span className="sr-only" /> }}
                    />
                  </button>
                </div>
                {stuckId === tile.id ? (
                  <div role="alert" className="bg-base-200 rounded-box flex flex-col gap-2 p-3 text-sm">
                    <p>
                      {offers.length > 0
                        ? i18n._({
                            id: 'editor.noRoomMakeRoom',
                            message: 'There is no free room for it on mobile. Make room:',
                          })
                        : localText(NO_MOBILE_ROOM)}
                    </p>
                    {offers.map((offer) => (
                      <button
                        key={`${offer.suggestion.kind}:${offer.suggestion.tileId}`}
                        type="button"
                        className="btn btn-sm btn-soft h-auto min-h-8 justify-start py-1 text-left"
                        onClick={() => {
                          setStuckId(undefined)
                          onMakeRoom(tile, offer.suggestion)
                        }}
                      >
                        {offer.text}
                        <span className="sr-only">
                          {' '}
                          <Trans
                            id="editor.andPlace"
                            message="and place {value}"
                            values={{ value: tileTypeName(tile.type) }}
                          />
                        </span>
                      </button>
                    ))}
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
