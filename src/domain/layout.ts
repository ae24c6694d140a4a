import type { ErrorCode, Problem } from './errors.js'
import { GRID_LIMIT_MESSAGES, MAX_ROWS, type StoredTile } from './grid.js'
import { minimumTileWidth } from './tile-types.js'

/**
 * A layout's size in cells. The layouts of grid.ts give the first screen (desktop 6 x 4, mobile
 * 3 x 5); a page's rows grow below it with its tiles (grownSize), up to MAX_ROWS (ADR 0056).
 */
export type LayoutSize = { readonly columns: number; readonly rows: number }

/** One cell, zero-based from the top-left corner. */
export type Cell = { readonly x: number; readonly y: number }

/** A rectangle of cells: its top-left cell and its size in cells. */
export type Rect = Cell & { readonly width: number; readonly height: number }

/** What the engine needs to know of a tile. Stored tiles and placeholders both are one. */
export type PlacedTile = Rect & { readonly id: string; readonly type: string }

/** A new tile before it has a place: the rectangle it is added into gives it one. */
export type NewTile = Omit<StoredTile, keyof Rect>

/** The grey class of placeholders; it matches EMPTY_TILE_COLOR.className in tile-colors.ts. */
export const PLACEHOLDER_COLOR_CLASS = 'tile-empty'

/**
 * The grey 1x1 placeholder shown in every cell no tile covers. Placeholders are never stored: they are
 * regenerated from the tiles, so the stored layout cannot disagree with them.
 */
export type EmptyCell = {
  readonly id: string
  readonly type: 'empty'
  readonly x: number
  readonly y: number
  readonly width: 1
  readonly height: 1
  readonly color: typeof PLACEHOLDER_COLOR_CLASS
}

/** What the editor and the public page draw: the stored tiles and the placeholders between them. */
export type LayoutItem = StoredTile | EmptyCell

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight'

export const LAYOUT_MESSAGES = {
  outOfGrid: 'That does not fit on the grid.',
  notFree: 'That space is not free.',
  tileNotFound: 'That tile is not on the grid.',
  duplicateId: 'A tile with that id is already on the grid.',
  notWholeCells: 'A tile must cover whole cells, at least 1 wide and 1 tall.',
  messageMinimumWidth: 'Minimum width is 2',
  messageWidthBelowHeight: 'width must be >= height',
  wrongSelection: 'Wrong tiles selected. Select empty cells that form a full rectangle.',
  atLeastOneCell: 'A tile is at least one cell.',
} as const

export type LayoutErrorCode = Extract<
  ErrorCode,
  'OUT_OF_GRID' | 'SPACE_NOT_FREE' | 'TILE_NOT_FOUND' | 'DUPLICATE_TILE_ID' | 'INVALID_TILE_SIZE' | 'WRONG_SELECTION'
>

export type LayoutProblem = Problem<LayoutErrorCode>

/*
 * What is wrong with a layout comes in one shape (ADR 0042): checks return a Problem or undefined,
 * operations throw a LayoutError carrying the Problem of the change they refuse.
 */

/**
 * The code of each fixed refusal, paired with its text by layoutRefusal. Not a second table built at
 * load time: one made the app's bundler merge a 224 KB shared chunk into its entry.
 */
const LAYOUT_CODES = {
  outOfGrid: 'OUT_OF_GRID',
  notFree: 'SPACE_NOT_FREE',
  tileNotFound: 'TILE_NOT_FOUND',
  duplicateId: 'DUPLICATE_TILE_ID',
  notWholeCells: 'INVALID_TILE_SIZE',
  messageMinimumWidth: 'INVALID_TILE_SIZE',
  messageWidthBelowHeight: 'INVALID_TILE_SIZE',
  wrongSelection: 'WRONG_SELECTION',
  atLeastOneCell: 'INVALID_TILE_SIZE',
} as const satisfies Record<keyof typeof LAYOUT_MESSAGES, LayoutErrorCode>

/** One of the layout's refusals in fixed words, with its code. */
export function layoutRefusal(name: keyof typeof LAYOUT_MESSAGES): LayoutProblem {
  return { code: LAYOUT_CODES[name], message: LAYOUT_MESSAGES[name] }
}

/** A refused layout change: the Problem, whose code and text it also carries as its own. */
export class LayoutError extends Error {
  readonly code: LayoutErrorCode

  constructor(readonly problem: LayoutProblem) {
    super(problem.message)
    this.name = 'LayoutError'
    this.code = problem.code
  }
}

/** The rows a layout shows: down to its lowest tile, never fewer than its first screen's. */
export function usedRows(tiles: readonly Rect[], firstScreen: LayoutSize): number {
  return tiles.reduce((rows, tile) => Math.max(rows, tile.y + tile.height), firstScreen.rows)
}

/** The layout grown to its tiles: what the page, its previews and its images draw. */
export function grownSize(tiles: readonly Rect[], firstScreen: LayoutSize): LayoutSize {
  return { columns: firstScreen.columns, rows: usedRows(tiles, firstScreen) }
}

/** All the room a layout may take: its columns and every row up to the cap. */
export function fullRoom(firstScreen: LayoutSize): LayoutSize {
  return { columns: firstScreen.columns, rows: MAX_ROWS }
}

/**
 * The rows the editor shows: the used ones, then one empty row to drag or select into, or the
 * `askedRows` the owner asked for ("Add row", editor-rows.ts) when more; never past the cap. The
 * empty rows are not saved.
 */
export function editingSize(tiles: readonly Rect[], firstScreen: LayoutSize, askedRows = 0): LayoutSize {
  const lowest = tiles.reduce((rows, tile) => Math.max(rows, tile.y + tile.height), 0)
  const rows = Math.min(MAX_ROWS, Math.max(firstScreen.rows, lowest + 1, askedRows))
  return { columns: firstScreen.columns, rows }
}

export function cellsOf(rect: Rect): Cell[] {
  const cells: Cell[] = []
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) cells.push({ x, y })
  }
  return cells
}

export function cellKey(cell: Cell): string {
  return `${cell.x}:${cell.y}`
}

/** Every cell covered by a tile; a cell appears twice only if tiles overlap (layoutProblem finds that). */
export function occupiedCells(tiles: readonly PlacedTile[], ignoreTileId?: string): Cell[] {
  return tiles.filter((tile) => tile.id !== ignoreTileId).flatMap(cellsOf)
}

export function isWholeCellRect(rect: Rect): boolean {
  return [rect.x, rect.y, rect.width, rect.height].every(Number.isInteger) && rect.width >= 1 && rect.height >= 1
}

export function fitsInside(size: LayoutSize, rect: Rect): boolean {
  return rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= size.columns && rect.y + rect.height <= size.rows
}

export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Whether the rectangle lies on the grid and no tile covers it; `ignoreTileId` lets a tile move over itself. */
export function isFree(tiles: readonly PlacedTile[], size: LayoutSize, rect: Rect, ignoreTileId?: string): boolean {
  return (
    isWholeCellRect(rect) &&
    fitsInside(size, rect) &&
    !tiles.some((tile) => tile.id !== ignoreTileId && rectsOverlap(tile, rect))
  )
}

/**
 * What the spec's size rule for a tile type says against this size, or undefined when the size is allowed: a type's
 * minimum width (tile-types.ts). Only the message box has one: its form needs two columns. The spec words the
 * refusal two ways, so we say 'width must be >= height' for the tall one-column tile (1x2 and taller), the case the
 * spec ties it to, and 'Minimum width is 2' for the 1x1 tile, which satisfies width >= height and fails only the
 * width rule. A message tile two or more columns wide may be taller than wide: its stepwise flow fits that shape.
 */
export function tileSizeProblem(type: string, width: number, height: number): LayoutProblem | undefined {
  if (width >= minimumTileWidth(type)) return undefined
  return height > width ? layoutRefusal('messageWidthBelowHeight') : layoutRefusal('messageMinimumWidth')
}

/** The placeholder id contains ':', which stored tile ids cannot (see StoredTileSchema), so keys never collide. */
export function placeholderId(cell: Cell): string {
  return `empty:${cell.x}:${cell.y}`
}

export function isPlaceholder(item: PlacedTile): item is EmptyCell {
  return item.type === 'empty'
}

function placeholderAt(cell: Cell): EmptyCell {
  return {
    id: placeholderId(cell),
    type: 'empty',
    x: cell.x,
    y: cell.y,
    width: 1,
    height: 1,
    color: PLACEHOLDER_COLOR_CLASS,
  }
}

/** Row by row, left to right: the order in which a grid is read, and its tiles are tabbed through. */
export function readingOrder(a: Cell, b: Cell): number {
  return a.y - b.y || a.x - b.x
}

export function sortedByReadingOrder<T extends Cell>(cells: readonly T[]): T[] {
  return [...cells].sort(readingOrder)
}

/** The tiles and a placeholder in every uncovered cell, in reading order so that tab order follows the grid. */
export function withPlaceholders<T extends PlacedTile>(tiles: readonly T[], size: LayoutSize): (T | EmptyCell)[] {
  const covered = new Set(occupiedCells(tiles).map(cellKey))
  const placeholders = cellsOf({ x: 0, y: 0, width: size.columns, height: size.rows })
    .filter((cell) => !covered.has(cellKey(cell)))
    .map(placeholderAt)
  return sortedByReadingOrder([...tiles, ...placeholders])
}

export function withoutPlaceholders<T extends PlacedTile>(items: readonly (T | EmptyCell)[]): T[] {
  return items.filter((item): item is T => !isPlaceholder(item))
}

/** Why the candidate may not take its place among the other tiles, or undefined when it may. */
function placementProblem(
  tiles: readonly PlacedTile[],
  size: LayoutSize,
  candidate: PlacedTile,
): LayoutProblem | undefined {
  if (!isWholeCellRect(candidate)) return layoutRefusal('notWholeCells')
  const sizeProblem = tileSizeProblem(candidate.type, candidate.width, candidate.height)
  if (sizeProblem) return sizeProblem
  if (!fitsInside(size, candidate)) return layoutRefusal('outOfGrid')
  if (!isFree(tiles, size, candidate, candidate.id)) return layoutRefusal('notFree')
  return undefined
}

function assertPlaceable(tiles: readonly PlacedTile[], size: LayoutSize, candidate: PlacedTile): void {
  const problem = placementProblem(tiles, size, candidate)
  if (problem) throw new LayoutError(problem)
}

function findTile<T extends PlacedTile>(tiles: readonly T[], id: string): T {
  const tile = tiles.find((candidate) => candidate.id === id)
  if (!tile) throw new LayoutError(layoutRefusal('tileNotFound'))
  return tile
}

function replaceTile<T extends PlacedTile>(tiles: readonly T[], changed: T): T[] {
  return tiles.map((tile) => (tile.id === changed.id ? changed : tile))
}

/** Places the new tile over the whole rectangle (its top-left corner, its width and height). */
export function addTile(tiles: readonly StoredTile[], size: LayoutSize, rect: Rect, newTile: NewTile): StoredTile[] {
  if (tiles.some((tile) => tile.id === newTile.id)) {
    throw new LayoutError(layoutRefusal('duplicateId'))
  }
  const tile: StoredTile = { ...newTile, x: rect.x, y: rect.y, width: rect.width, height: rect.height }
  assertPlaceable(tiles, size, tile)
  return [...tiles, tile]
}

/** Removing a tile that is not there changes nothing: a repeated click must not fail. */
export function removeTile<T extends PlacedTile>(tiles: readonly T[], id: string): T[] {
  return tiles.filter((tile) => tile.id !== id)
}

export function moveTile<T extends PlacedTile>(tiles: readonly T[], size: LayoutSize, id: string, to: Cell): T[] {
  const moved = { ...findTile(tiles, id), x: to.x, y: to.y }
  assertPlaceable(tiles, size, moved)
  return replaceTile(tiles, moved)
}

export function resizeTile<T extends PlacedTile>(
  tiles: readonly T[],
  size: LayoutSize,
  id: string,
  width: number,
  height: number,
): T[] {
  const resized = { ...findTile(tiles, id), width, height }
  assertPlaceable(tiles, size, resized)
  return replaceTile(tiles, resized)
}

const ARROW_STEPS: Record<ArrowKey, Cell> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
}

/** Arrows move the tile one cell; with `resize` (shift) they grow or shrink it by one from its top-left corner. */
export function nudgeTile<T extends PlacedTile>(
  tiles: readonly T[],
  size: LayoutSize,
  id: string,
  key: ArrowKey,
  resize: boolean,
): T[] {
  const step = ARROW_STEPS[key]
  const tile = findTile(tiles, id)
  if (!resize) return moveTile(tiles, size, id, { x: tile.x + step.x, y: tile.y + step.y })
  // Shrinking the last column away is the one refusal worth its own words.
  if (tile.width + step.x < 1) throw new LayoutError(layoutRefusal('atLeastOneCell'))
  return resizeTile(tiles, size, id, tile.width + step.x, tile.height + step.y)
}

/** nudgeTile for a sequence of key presses: a blocked nudge returns the very same array. */
export function keyboardNudge<T extends PlacedTile>(
  tiles: readonly T[],
  size: LayoutSize,
  id: string,
  key: ArrowKey,
  resize: boolean,
): readonly T[] {
  try {
    return nudgeTile(tiles, size, id, key, resize)
  } catch (error) {
    if (error instanceof LayoutError) return tiles
    throw error
  }
}

/** The first top-left corner, row by row, where a width x height rectangle is free. */
export function firstFreeSpot(
  tiles: readonly PlacedTile[],
  size: LayoutSize,
  width: number,
  height: number,
): Cell | undefined {
  const corners = cellsOf({ x: 0, y: 0, width: size.columns - width + 1, height: size.rows - height + 1 })
  return corners.find((corner) => isFree(tiles, size, { ...corner, width, height }))
}

/** The desktop tiles that have no place in the mobile layout yet. */
export function tilesNotOnMobile<T extends PlacedTile>(
  desktopTiles: readonly T[],
  mobileTiles: readonly PlacedTile[],
): T[] {
  const onMobile = new Set(mobileTiles.map((tile) => tile.id))
  return desktopTiles.filter((tile) => !onMobile.has(tile.id))
}

function tileProblem(tile: PlacedTile, size: LayoutSize): LayoutProblem | undefined {
  if (!isWholeCellRect(tile)) {
    return {
      code: 'INVALID_TILE_SIZE',
      message: `Tile "${tile.id}" must cover whole cells, at least 1 wide and 1 tall.`,
    }
  }
  if (tile.x < 0 || tile.y < 0 || tile.x + tile.width > size.columns) {
    return { code: 'OUT_OF_GRID', message: `Tile "${tile.id}" does not fit on the ${size.columns}-column grid.` }
  }
  if (tile.y + tile.height > MAX_ROWS) {
    return { code: 'OUT_OF_GRID', message: `Tile "${tile.id}" goes below row ${MAX_ROWS}. ${GRID_LIMIT_MESSAGES.rows}` }
  }
  return tileSizeProblem(tile.type, tile.width, tile.height)
}

function conflictWithEarlier(tile: PlacedTile, earlier: readonly PlacedTile[]): LayoutProblem | undefined {
  if (earlier.some((other) => other.id === tile.id)) {
    return { code: 'DUPLICATE_TILE_ID', message: `Tile id "${tile.id}" is used more than once.` }
  }
  const overlapped = earlier.find((other) => rectsOverlap(other, tile))
  return overlapped
    ? { code: 'SPACE_NOT_FREE', message: `Tiles "${overlapped.id}" and "${tile.id}" overlap.` }
    : undefined
}

/**
 * The first thing wrong with a whole layout, or undefined when it is sound: a tile smaller than a cell, outside the
 * layout's columns or below its last possible row (MAX_ROWS), of a size its type refuses, a repeated id, or
 * overlapping tiles. The server runs it on every save, so a layout the editor could not have produced is refused.
 * `size` gives the columns; the rows are the page's to grow.
 */
export function layoutProblem(tiles: readonly PlacedTile[], size: LayoutSize): LayoutProblem | undefined {
  for (const [index, tile] of tiles.entries()) {
    const problem = tileProblem(tile, size) ?? conflictWithEarlier(tile, tiles.slice(0, index))
    if (problem) return problem
  }
  return undefined
}
