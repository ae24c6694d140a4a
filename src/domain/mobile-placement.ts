import { MAX_ROWS, MOBILE_LAYOUT } from './grid.js'
import {
  cellsOf,
  fullRoom,
  isFree,
  readingOrder,
  removeTile,
  sortedByReadingOrder,
  tileSizeProblem,
  usedRows,
  type Cell,
  type PlacedTile,
} from './layout.js'

/*
 * Where a desktop tile goes on the 3-column phone layout (ADR 0020, ADR 0056). Visitors on phones
 * read the tiles top to bottom, so a tile is placed between the tiles that come before and after it
 * on desktop; when that gap is full the phone tiles after it move down to make room, adding rows
 * below. Only past the row cap (MAX_ROWS) does a tile fit nowhere; `roomFor` then names the tile to
 * shrink or hide to make room.
 */

const PHONE_ROOM = fullRoom(MOBILE_LAYOUT)

type Size = { readonly width: number; readonly height: number }

/**
 * The sizes a desktop tile may take on the phone, largest first: as wide as it is (at most the three
 * columns) and shorter down to one row, then narrower; never a size its type refuses.
 */
export function phoneSizes(tile: PlacedTile): Size[] {
  const sizes: Size[] = []
  for (let width = Math.min(tile.width, MOBILE_LAYOUT.columns); width >= 1; width--) {
    for (let height = Math.min(tile.height, MAX_ROWS); height >= 1; height--) {
      if (!tileSizeProblem(tile.type, width, height)) sizes.push({ width, height })
    }
  }
  return sizes
}

/** Corners strictly after `after` and strictly before `before` in reading order (either bound may be absent). */
type Window = { readonly after?: Cell; readonly before?: Cell }

/**
 * The tile at the first free corner inside the window, in the largest of `sizes` that has one. The
 * corners go down to the row below the lowest placed tile: a tile that fits nowhere above starts a
 * new row there.
 */
function placeInWindow<T extends PlacedTile>(
  placed: readonly T[],
  tile: T,
  sizes: readonly Size[],
  window: Window,
): T | undefined {
  const rows = Math.min(MAX_ROWS, usedRows(placed, { columns: MOBILE_LAYOUT.columns, rows: 0 }) + 1)
  const corners = cellsOf({ x: 0, y: 0, width: MOBILE_LAYOUT.columns, height: rows }).filter(
    (corner) =>
      (!window.after || readingOrder(corner, window.after) > 0) &&
      (!window.before || readingOrder(corner, window.before) < 0),
  )
  for (const size of sizes) {
    const corner = corners.find((candidate) => isFree(placed, PHONE_ROOM, { ...candidate, ...size }))
    if (corner) return { ...tile, x: corner.x, y: corner.y, width: size.width, height: size.height }
  }
  return undefined
}

/**
 * The tiles of `before` where they are, then each tile of `after` in turn at the first free corner
 * after the one before it, the new tile (`after`'s first) at `size` and the others at their own
 * size; undefined if one does not fit above the row cap.
 */
function moveDown<T extends PlacedTile>(
  before: readonly T[],
  after: readonly T[],
  newTile: T,
  size: Size,
): T[] | undefined {
  const placed: T[] = [...before]
  for (const tile of after) {
    const next = placeInWindow(placed, tile, [tile === newTile ? size : { width: tile.width, height: tile.height }], {
      after: placed.at(-1),
    })
    if (!next) return undefined
    placed.push(next)
  }
  return placed
}

/**
 * The phone layout with the desktop tile `tileId` placed on it (its earlier phone place, if any, given
 * up first), or undefined when it fits nowhere even at one cell. Tries, in turn: between its desktop
 * neighbours at its full phone size without moving anything; there, moving the phone tiles after it
 * down (rows are added below; it shrinks only when the row cap leaves no room); the first free spot
 * anywhere.
 */
export function placeOnPhone<T extends PlacedTile>(
  desktopTiles: readonly T[],
  mobileTiles: readonly T[],
  tileId: string,
): T[] | undefined {
  const tile = desktopTiles.find((candidate) => candidate.id === tileId)
  if (!tile) return undefined
  const others = removeTile(mobileTiles, tileId)
  const onPhone = new Map(others.map((placed) => [placed.id, placed]))
  const desktopOrder = sortedByReadingOrder(desktopTiles)
  const index = desktopOrder.indexOf(tile)
  const previous = desktopOrder.slice(0, index).findLast((candidate) => onPhone.has(candidate.id))
  const next = desktopOrder.slice(index + 1).find((candidate) => onPhone.has(candidate.id))
  const after = previous && onPhone.get(previous.id)
  const window = { after, before: next && onPhone.get(next.id) }

  const sizes = phoneSizes(tile)
  const between = placeInWindow(others, tile, sizes.slice(0, 1), window)
  if (between) return [...others, between]

  const phoneOrder = sortedByReadingOrder(others)
  const insertAt = after ? phoneOrder.indexOf(after) + 1 : 0
  for (const size of sizes) {
    const movedDown = moveDown(phoneOrder.slice(0, insertAt), [tile, ...phoneOrder.slice(insertAt)], tile, size)
    if (movedDown) return movedDown
  }

  const anywhere = placeInWindow(others, tile, phoneSizes(tile), {})
  return anywhere ? [...others, anywhere] : undefined
}

/** A change that makes room on the phone for a tile that fits nowhere: shrink another tile, or hide it there. */
export type RoomSuggestion =
  | { readonly kind: 'shrink'; readonly tileId: string; readonly width: number; readonly height: number }
  | { readonly kind: 'hide'; readonly tileId: string }

/** The phone layout with the suggestion applied (the other tile shrunk in place, or taken off the phone). */
export function applyRoomSuggestion<T extends PlacedTile>(mobileTiles: readonly T[], suggestion: RoomSuggestion): T[] {
  if (suggestion.kind === 'hide') return removeTile(mobileTiles, suggestion.tileId)
  return mobileTiles.map((tile) =>
    tile.id === suggestion.tileId ? { ...tile, width: suggestion.width, height: suggestion.height } : tile,
  )
}

/** Smaller sizes of a placed phone tile, largest first, that its type allows. */
function smallerSizes(tile: PlacedTile): Size[] {
  return phoneSizes(tile).filter((size) => size.width * size.height < tile.width * tile.height)
}

/**
 * What to shrink or hide on the phone so that the desktop tile `tileId` fits there, at most `limit`
 * suggestions: for each phone tile in reading order, the least shrinking that makes room, else hiding
 * it. Empty when the tile fits already or no single change is enough.
 */
export function roomFor<T extends PlacedTile>(
  desktopTiles: readonly T[],
  mobileTiles: readonly T[],
  tileId: string,
  limit = 3,
): RoomSuggestion[] {
  const others = removeTile(mobileTiles, tileId)
  if (placeOnPhone(desktopTiles, others, tileId)) return []
  const fitsAfter = (suggestion: RoomSuggestion) =>
    placeOnPhone(desktopTiles, applyRoomSuggestion(others, suggestion), tileId) !== undefined
  const suggestions: RoomSuggestion[] = []
  for (const tile of sortedByReadingOrder(others)) {
    const shrink = smallerSizes(tile)
      .map((size): RoomSuggestion => ({ kind: 'shrink', tileId: tile.id, ...size }))
      .find(fitsAfter)
    const hide: RoomSuggestion = { kind: 'hide', tileId: tile.id }
    const suggestion = shrink ?? (fitsAfter(hide) ? hide : undefined)
    if (suggestion) suggestions.push(suggestion)
    if (suggestions.length === limit) break
  }
  return suggestions
}
