import {
  NEW_TILE_COLOR,
  DESKTOP_LAYOUT,
  MOBILE_LAYOUT,
  type GridSettings,
  type StoredTile,
  type TileType,
} from './grid.js'
import type { GridContent } from './grid-content.js'
import {
  addTile,
  editingSize,
  firstFreeSpot,
  fullRoom,
  grownSize,
  LayoutError,
  layoutRefusal,
  moveTile,
  nudgeTile,
  removeTile,
  sortedByReadingOrder,
  resizeTile,
  tilesNotOnMobile,
  type ArrowKey,
  type Cell,
  type LayoutSize,
  type Rect,
} from './layout.js'
import { applyRoomSuggestion, placeOnPhone, roomFor, type RoomSuggestion } from './mobile-placement.js'
import { emptyTileData, TILE_TYPE_IDS, tileSummary, tileType } from './tile-types.js'
import { inEnglish, type SayText } from './text.js'
import type { TileVisibility } from './tile-visibility.js'

/*
 * The editor's changes to a grid's draft, pure: each returns the next draft or throws a
 * LayoutError carrying the Problem to show (ADR 0042). The editor applies them through its save
 * queue.
 */

/** What the editor changes and saves: everything of the content but its version. */
export interface Draft {
  tiles: StoredTile[]
  mobileTiles: StoredTile[]
  settings: GridSettings
  theme: string
}

export type View = 'desktop' | 'mobile'

/** Each view's first screen: its columns, and the rows it never has fewer of (ADR 0056). */
export const LAYOUT_OF: Record<View, LayoutSize> = { desktop: DESKTOP_LAYOUT, mobile: MOBILE_LAYOUT }

/**
 * The view's size as the editor draws it: in edit mode the used rows and one empty row below to drag
 * or select into, or the `askedRows` of "Add row" when more (editor-rows.ts), else the rows the page has.
 */
export function layoutIn(draft: Draft, view: View, editing = true, askedRows = 0): LayoutSize {
  const placements = tilesIn(draft, view)
  return editing ? editingSize(placements, LAYOUT_OF[view], askedRows) : grownSize(placements, LAYOUT_OF[view])
}

/** Where the editor's changes may put a tile: any row up to the cap (the canvas grows to show it). */
const roomIn = (view: View) => fullRoom(LAYOUT_OF[view])

export function toDraft(content: GridContent): Draft {
  return {
    tiles: content.tiles,
    mobileTiles: content.mobileTiles,
    settings: content.settings,
    theme: content.theme,
  }
}

export const TILE_TYPE_NAMES = Object.fromEntries(TILE_TYPE_IDS.map((type) => [type, tileType(type).name])) as Record<
  TileType,
  string
>

/** The placements shown in a view: desktop tiles, or their mobile places (content always from desktop). */
export function tilesIn(draft: Draft, view: View): StoredTile[] {
  return view === 'desktop' ? draft.tiles : draft.mobileTiles
}

export function notOnMobile(draft: Draft): StoredTile[] {
  return tilesNotOnMobile(draft.tiles, draft.mobileTiles)
}

/** A fresh id that the stored-tile pattern accepts and that no placeholder (`empty:x:y`) can take. */
export function newTileId(): string {
  return `t${crypto.randomUUID().replaceAll('-', '').slice(0, 15)}`
}

function withPlacements(draft: Draft, view: View, placements: StoredTile[]): Draft {
  return view === 'desktop' ? { ...draft, tiles: placements } : { ...draft, mobileTiles: placements }
}

/** Desktop room for a tile first added on mobile: its own size, else shorter, as placeOnMobile does. */
function placeOnDesktop(tiles: readonly StoredTile[], tile: StoredTile): StoredTile[] | undefined {
  for (let height = tile.height; height >= 1; height--) {
    const spot = firstFreeSpot(tiles, fullRoom(DESKTOP_LAYOUT), tile.width, height)
    if (spot) return [...tiles, { ...tile, x: spot.x, y: spot.y, height }]
  }
  return undefined
}

export const NO_DESKTOP_ROOM = 'There is no free room for it on the desktop layout. Make room there first.'
export const NO_MOBILE_ROOM = 'There is no free room for it on mobile. Free some cells first.'

export interface Added {
  draft: Draft
  tile: StoredTile
  /** False when a desktop tile found no room on mobile: it is listed under "Not on mobile". */
  onMobile: boolean
}

/**
 * A new tile over the selected rectangle of the view. It gets a place in the other layout too:
 * on mobile the first spot that fits (or none), on desktop the first free spot (or a refusal,
 * since every tile lives on desktop).
 */
export function addNewTile(draft: Draft, view: View, rect: Rect, type: TileType, id = newTileId()): Added {
  const newTile = { id, type, color: NEW_TILE_COLOR, data: emptyTileData(type) }
  if (view === 'desktop') {
    const tiles = addTile(draft.tiles, roomIn('desktop'), rect, newTile)
    const tile = tiles.at(-1)!
    const mobileTiles = placeOnPhone(tiles, draft.mobileTiles, tile.id)
    return { draft: { ...draft, tiles, mobileTiles: mobileTiles ?? draft.mobileTiles }, tile, onMobile: !!mobileTiles }
  }
  const mobileTiles = addTile(draft.mobileTiles, roomIn('mobile'), rect, newTile)
  const tile = mobileTiles.at(-1)!
  const tiles = placeOnDesktop(draft.tiles, tile)
  if (!tiles) throw new LayoutError({ code: 'SPACE_NOT_FREE', message: NO_DESKTOP_ROOM })
  return { draft: { ...draft, tiles, mobileTiles }, tile: tiles.at(-1)!, onMobile: true }
}

/**
 * A new tile of the type where the placement rules put it when no cells are selected (the answer
 * panel's "Add a Q&A tile"): the first free desktop spot of its default size, else shorter, and on
 * mobile the first spot that fits. Undefined when the desktop layout has no room for it.
 */
export function addTileAnywhere(draft: Draft, type: TileType): Added | undefined {
  const { width, height } = tileType(type).defaultSize
  const size = layoutIn(draft, 'desktop')
  for (let rows = height; rows >= 1; rows--) {
    const spot = firstFreeSpot(draft.tiles, size, width, rows)
    if (spot) return addNewTile(draft, 'desktop', { ...spot, width, height: rows }, type)
  }
  return undefined
}

/** The draft with one more tile of this type, placed nowhere yet: enough for the plan rules, which judge types. */
export function withTileOfType(draft: Draft, type: TileType): Draft {
  const tile = {
    id: newTileId(),
    type,
    color: NEW_TILE_COLOR,
    data: emptyTileData(type),
    x: 0,
    y: 0,
    width: 1,
    height: 1,
  }
  return { ...draft, tiles: [...draft.tiles, tile] }
}

/** Gives a desktop tile that is not on mobile the selected mobile rectangle. */
export function placeOnMobileAt(draft: Draft, tileId: string, rect: Rect): Draft {
  const tile = draft.tiles.find((candidate) => candidate.id === tileId)
  if (!tile) throw new LayoutError(layoutRefusal('tileNotFound'))
  const { id, type, color, data } = tile
  return {
    ...withoutPhoneHide(draft, id),
    mobileTiles: addTile(draft.mobileTiles, roomIn('mobile'), rect, { id, type, color, data }),
  }
}

/** Gives a desktop tile that is not on mobile a phone place in its desktop reading order (see placeOnPhone). */
export function placeOnMobileAnywhere(draft: Draft, tileId: string): Draft {
  if (!draft.tiles.some((candidate) => candidate.id === tileId)) {
    throw new LayoutError(layoutRefusal('tileNotFound'))
  }
  const mobileTiles = placeOnPhone(draft.tiles, draft.mobileTiles, tileId)
  if (!mobileTiles) throw new LayoutError({ code: 'SPACE_NOT_FREE', message: NO_MOBILE_ROOM })
  return { ...withoutPhoneHide(draft, tileId), mobileTiles }
}

/** What to shrink or hide on mobile so that a tile that fits nowhere gets a place (see roomFor). */
export function roomOnMobileFor(draft: Draft, tileId: string): RoomSuggestion[] {
  return roomFor(draft.tiles, draft.mobileTiles, tileId)
}

/** Applies one of roomOnMobileFor's suggestions and places the tile, as one change. */
export function makeRoomAndPlace(draft: Draft, tileId: string, suggestion: RoomSuggestion): Draft {
  return placeOnMobileAnywhere({ ...draft, mobileTiles: applyRoomSuggestion(draft.mobileTiles, suggestion) }, tileId)
}

export function moveIn(draft: Draft, view: View, tileId: string, to: Cell): Draft {
  return withPlacements(draft, view, moveTile(tilesIn(draft, view), roomIn(view), tileId, to))
}

export function resizeIn(draft: Draft, view: View, tileId: string, width: number, height: number): Draft {
  return withPlacements(draft, view, resizeTile(tilesIn(draft, view), roomIn(view), tileId, width, height))
}

export interface Nudged {
  draft: Draft
  /** The tile in its new place or size. */
  tile: StoredTile
}

/** An arrow key on a focused tile: move one cell, or with shift grow or shrink from the top-left corner. */
export function nudge(draft: Draft, view: View, tileId: string, key: ArrowKey, resize: boolean): Nudged {
  const placements = nudgeTile(tilesIn(draft, view), roomIn(view), tileId, key, resize)
  const tile = placements.find((candidate) => candidate.id === tileId)!
  return { draft: withPlacements(draft, view, placements), tile }
}

/** Removes the tile from both layouts. */
export function removeEverywhere(draft: Draft, tileId: string): Draft {
  return { ...draft, tiles: removeTile(draft.tiles, tileId), mobileTiles: removeTile(draft.mobileTiles, tileId) }
}

/** Off the phone page by the owner's choice: the tile stays off it until placed there again (ADR 0056). */
export function hideOnMobile(draft: Draft, tileId: string): Draft {
  const hide = (tile: StoredTile) => (tile.id === tileId ? { ...tile, hiddenOnPhone: true } : tile)
  return { ...draft, tiles: draft.tiles.map(hide), mobileTiles: removeTile(draft.mobileTiles, tileId) }
}

/** The draft with the tile no longer hidden from phones (it is being placed there). */
function withoutPhoneHide(draft: Draft, tileId: string): Draft {
  const show = (tile: StoredTile) => {
    if (tile.id !== tileId || !tile.hiddenOnPhone) return tile
    const { hiddenOnPhone: _hidden, ...rest } = tile
    return rest
  }
  return { ...draft, tiles: draft.tiles.map(show) }
}

/** Said once when the editor placed such tiles on load. */
export const PLACED_ON_PHONE_MESSAGE =
  'Tiles that were not on your phone page are placed at its end now. Save to publish them.'

/**
 * Every desktop tile its owner did not hide from phones placed on the phone layout, in reading order
 * (ADR 0056): older saves left tiles off when the phone grid was full. The same draft when none is
 * missing; a tile that fits nowhere under the row cap stays off.
 */
export function withEveryTileOnPhone(draft: Draft): Draft {
  const missing = sortedByReadingOrder(notOnMobile(draft).filter((tile) => !tile.hiddenOnPhone))
  if (missing.length === 0) return draft
  const mobileTiles = missing.reduce(
    (placed, tile) => placeOnPhone(draft.tiles, placed, tile.id) ?? placed,
    draft.mobileTiles,
  )
  return { ...draft, mobileTiles }
}

/** What the tile form changes: its data, colour and visibility (ADR 0059). */
export type TileContent = { data: Record<string, unknown>; color: string } & TileVisibility

/** New content for a tile, on both layouts (a tile's content is the same everywhere). */
export function updateTileContent(draft: Draft, tileId: string, content: TileContent): Draft {
  const update = (tile: StoredTile) => (tile.id === tileId ? { ...tile, ...content } : tile)
  return { ...draft, tiles: draft.tiles.map(update), mobileTiles: draft.mobileTiles.map(update) }
}

/** Changes some fields of a tile's stored data (an uploaded image), keeping the rest as saved. */
export function patchTileData(draft: Draft, tileId: string, patch: Record<string, unknown>): Draft {
  const tile = draft.tiles.find((candidate) => candidate.id === tileId)
  if (!tile) return draft
  return updateTileContent(draft, tileId, { data: { ...tile.data, ...patch }, color: tile.color })
}

export function cellPosition(cell: Cell): string {
  return `column ${cell.x + 1}, row ${cell.y + 1}`
}

export function sizeText(rect: { width: number; height: number }): string {
  return `${rect.width} by ${rect.height}`
}

/** The words of the editor's labels: English here; the app passes its own, in its language. */
export interface EditorWords {
  typeName: (type: TileType) => string
  cellPosition: (cell: Cell) => string
  sizeText: (size: { width: number; height: number }) => string
  /** A room suggestion's button: "Shrink Image (photo) to 1 by 1", "Hide Text (Hours) on mobile". */
  shrinkTo: (name: string, size: string) => string
  hideOnMobile: (name: string) => string
  /** The name of a tile the draft no longer has. */
  aTile: () => string
  /** A text of the domain's own (a tile summary's "no photo yet"). */
  say: SayText
}

export const ENGLISH_EDITOR_WORDS: EditorWords = {
  typeName: (type) => TILE_TYPE_NAMES[type],
  cellPosition,
  sizeText,
  shrinkTo: (name, size) => `Shrink ${name} to ${size}`,
  hideOnMobile: (name) => `Hide ${name} on mobile`,
  aTile: () => 'a tile',
  say: inEnglish,
}

/** A tile's type and, when it has one, what it holds, e.g. "Text (Opening hours)". */
function tileName(tile: StoredTile, words: EditorWords): string {
  const summary = tileSummary(tile, words.say)
  return summary ? `${words.typeName(tile.type)} (${summary})` : words.typeName(tile.type)
}

/** The button text of a suggestion from roomOnMobileFor, e.g. "Shrink Image to 1 by 1". */
export function roomSuggestionText(
  draft: Draft,
  suggestion: RoomSuggestion,
  words: EditorWords = ENGLISH_EDITOR_WORDS,
): string {
  const tile = draft.mobileTiles.find((candidate) => candidate.id === suggestion.tileId)
  const name = tile ? tileName(tile, words) : words.aTile()
  return suggestion.kind === 'shrink' ? words.shrinkTo(name, words.sizeText(suggestion)) : words.hideOnMobile(name)
}

/** The accessible name of a tile on the canvas, e.g. "Links grid: GitHub, X, column 3, row 1, 2 by 2". */
export function tileLabel(tile: StoredTile, words: EditorWords = ENGLISH_EDITOR_WORDS): string {
  const summary = tileSummary(tile, words.say)
  const name = summary ? `${words.typeName(tile.type)}: ${summary}` : words.typeName(tile.type)
  return `${name}, ${words.cellPosition(tile)}, ${words.sizeText(tile)}`
}
