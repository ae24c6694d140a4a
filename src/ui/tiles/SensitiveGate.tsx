import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { StoredTile } from '@domain/grid.js'
import { textField } from '@domain/tile-fields.js'
import { tileTargets, tileType } from '@domain/tile-types.js'
import { VISIBILITY_TEXTS } from '@domain/tile-visibility.js'

/**
 * A tile visitors confirm before they reach: a sensitive one with links (only links have a target to
 * hold back; an image tile without its link has none).
 */
export const isGated = (tile: StoredTile) =>
  tile.sensitive === true && tileType(tile.type).countsClicks && tileTargets(tile).length > 0

/** What a gated tile is called on its gate and its confirmation page: its label, or its type's name. */
export const gatedTileTitle = (tile: StoredTile, i18n: I18n) =>
  textField(tile.data, 'label').trim() || i18n._(tileType(tile.type).name)

/** The words of a confirmation, the whole page's (GridPage) and a tile's (SensitiveLinkPage). */
export const CONFIRM_TEXTS = {
  continue: /*i18n*/ { id: 'page.confirm.continue', message: 'Continue' },
  back: /*i18n*/ { id: 'page.confirm.back', message: 'Back' },
}

/** The address of a gated tile's confirmation page. */
export const confirmationPath = (gridName: string, tileId: string) => `/${gridName}/go/${tileId}`

/**
 * A sensitive tile on the public page: its title and the notice, linking to its confirmation page
 * on this site. Its targets are not in the page; with JavaScript the confirmation opens as a dialog.
 */
export function SensitiveGate({
  tile,
  gridName,
  clickPing,
}: {
  tile: StoredTile
  gridName: string
  clickPing?: string
}) {
  const { i18n } = useLingui()
  return (
    <a className="tile-body t-sensitive" href={confirmationPath(gridName, tile.id)} ping={clickPing} data-sensitive="">
      <strong>{gatedTileTitle(tile, i18n)}</strong>
      <span className="sensitive-notice">{i18n._(VISIBILITY_TEXTS.sensitiveNotice)}</span>
    </a>
  )
}
