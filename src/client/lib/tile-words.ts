import { i18n } from '@lingui/core'
import { type EditorWords, TILE_TYPE_NAMES } from '@domain/editor-model'
import type { TileType } from '@domain/tile-types'
import { localText } from './texts'

/** A tile type's name ("Links grid") in the app's language. */
export const tileTypeName = (type: TileType): string => localText(TILE_TYPE_NAMES[type])

/** A cell's place on the grid, "column 3, row 1". */
export const cellPosition = ({ x, y }: { x: number; y: number }): string =>
  i18n._({ id: 'editor.cellPosition', message: 'column {column}, row {row}', values: { column: x + 1, row: y + 1 } })

/** A tile's size in cells, "2 by 1". */
export const sizeText = ({ width, height }: { width: number; height: number }): string =>
  i18n._({ id: 'editor.sizeText', message: '{width} by {height}', values: { width, height } })

/** The editor's labels in the app's language (a tile's on the canvas, a room suggestion's). */
export const EDITOR_WORDS: EditorWords = {
  typeName: tileTypeName,
  cellPosition,
  sizeText,
  shrinkTo: (name, size) =>
    i18n._({ id: 'editor.suggestion.shrink', message: 'Shrink {name} to {size}', values: { name, size } }),
  hideOnMobile: (name) => i18n._({ id: 'editor.suggestion.hide', message: 'Hide {name} on mobile', values: { name } }),
  aTile: () => i18n._({ id: 'editor.aTile', message: 'a tile' }),
  say: localText,
}
