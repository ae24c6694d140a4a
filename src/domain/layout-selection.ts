import type { Cell, LayoutSize, PlacedTile, Rect } from './layout.js'
import { cellKey, isFree, LayoutError, layoutRefusal } from './layout.js'

export function isCellSelected(selection: readonly Cell[], cell: Cell): boolean {
  return selection.some((selected) => cellKey(selected) === cellKey(cell))
}

/** Clicking an empty cell selects it, clicking it again deselects it. */
export function toggleCell(selection: readonly Cell[], cell: Cell): Cell[] {
  return isCellSelected(selection, cell)
    ? selection.filter((selected) => cellKey(selected) !== cellKey(cell))
    : [...selection, cell]
}

function boundingRect(cells: readonly Cell[]): Rect {
  const xs = cells.map((cell) => cell.x)
  const ys = cells.map((cell) => cell.y)
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, width: Math.max(...xs) - x + 1, height: Math.max(...ys) - y + 1 }
}

/**
 * The rectangle the selection fills, or undefined when it is not a full rectangle of free cells on the grid.
 * Distinct cells filling their bounding box leave no gap in it, so counting them is enough.
 */
export function selectionRectangle(
  selection: readonly Cell[],
  tiles: readonly PlacedTile[],
  size: LayoutSize,
): Rect | undefined {
  const distinctCount = new Set(selection.map(cellKey)).size
  if (distinctCount === 0) return undefined
  const bounds = boundingRect(selection)
  const isFilled = distinctCount === bounds.width * bounds.height
  return isFilled && isFree(tiles, size, bounds) ? bounds : undefined
}

/** The selected rectangle for adding a tile; the spec only logs a wrong selection, we let the user see why. */
export function requireSelectionRectangle(
  selection: readonly Cell[],
  tiles: readonly PlacedTile[],
  size: LayoutSize,
): Rect {
  const rect = selectionRectangle(selection, tiles, size)
  if (!rect) throw new LayoutError(layoutRefusal('wrongSelection'))
  return rect
}
