import { i18n } from '@lingui/core'
import { TILE_TYPE_NAMES } from '@domain/editor-model'
import type { TileType } from '@domain/tile-types'
import { localText } from './texts'

/** A tile type's name ("Links grid") in the app's language. */
export const tileTypeName = (type: TileType): string => localText(TILE_TYPE_NAMES[type])

/** A tile's size in cells, "2 by 1". */
export const sizeText = ({ width, height }: { width: number; height: number }): string =>
  i18n._({ id: 'editor.sizeText', message: '{width} by {height}', values: { width, height } })
