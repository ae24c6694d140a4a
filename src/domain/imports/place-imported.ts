import { newTileId, type Draft } from '../editor-model.js'
import {
  DESKTOP_LAYOUT,
  GRID_LIMIT_MESSAGES,
  MAX_TILES,
  MOBILE_LAYOUT,
  NEW_TILE_COLOR,
  type StoredTile,
} from '../grid.js'
import { firstFreeSpot, fullRoom, isFree, tileSizeProblem, type LayoutSize, type Rect } from '../layout.js'
import { placeOnPhone } from '../mobile-placement.js'
import { lookShownFor, PRO_TILE_TYPES, type Plan } from '../plans.js'
import { isTileColor } from '../tile-colors.js'
import { minimumTileWidth, OWNER_INTRODUCTION, TILE_DATA_SCHEMAS, tileType } from '../tile-types.js'
import { phrase, type Phrase } from '../text.js'
import {
  IMPORT_LABELS,
  INTRODUCTION_FIELD_WORDS,
  SKIP_REASONS,
  type ImportedTile,
  type ParsedImport,
  type SkippedItem,
} from './imported.js'

/** What an import does to a draft: the draft with the tiles, their names, and everything left out and why. */
export interface ImportPlan {
  draft: Draft
  added: Phrase[]
  skipped: SkippedItem[]
}

export interface ImportLayouts {
  desktop: LayoutSize
  mobile: LayoutSize
}

const INTRO_FIELDS = ['firstName', 'lastName', 'description', 'image'] as const

/** The sizes to try, largest first: its own, then one row tall, then as narrow as its type allows. */
function sizesFor(tile: ImportedTile, layout: LayoutSize): { width: number; height: number }[] {
  const own = tile.size ?? tileType(tile.type).defaultSize
  const width = Math.min(own.width, layout.columns)
  const narrowest = Math.min(minimumTileWidth(tile.type), width)
  const sizes = [
    { width, height: Math.min(own.height, layout.rows) },
    { width, height: 1 },
    { width: narrowest, height: 1 },
  ]
  return sizes.filter(
    (size, index) =>
      !tileSizeProblem(tile.type, size.width, size.height) &&
      sizes.findIndex((other) => other.width === size.width && other.height === size.height) === index,
  )
}

function desktopPlace(tiles: readonly StoredTile[], tile: ImportedTile, layout: LayoutSize): Rect | undefined {
  const kept = tile.at?.desktop
  if (kept && !tileSizeProblem(tile.type, kept.width, kept.height) && isFree(tiles, layout, kept)) return kept
  for (const size of sizesFor(tile, layout)) {
    const spot = firstFreeSpot(tiles, layout, size.width, size.height)
    if (spot) return { ...spot, ...size }
  }
  return undefined
}

/** Fills the empty fields of the page's introduction with the imported one's; the names of those it filled. */
function fillIntroduction(
  intro: StoredTile,
  imported: Record<string, unknown>,
): { tile: StoredTile; filled: Phrase[] } {
  const data = { ...intro.data }
  const filled = new Set<string>()
  for (const field of INTRO_FIELDS) {
    const value = imported[field]
    if (typeof value === 'string' && value !== '' && !data[field]) {
      data[field] = value
      filled.add(INTRODUCTION_FIELD_WORDS[field === 'image' ? 'photo' : field === 'description' ? field : 'name'])
    }
  }
  return { tile: { ...intro, data }, filled: [...filled].map((word) => phrase(word)) }
}

/**
 * Places imported tiles (their images already uploaded) on the draft in reading order, by the
 * editor's placement rules: each at the first free spot of the desktop layout at its own size, else
 * shorter, else narrower, rows growing below the first screen up to the cap (ADR 0056); then on the
 * phone in its desktop reading order (ADR 0020). A page holds at most 200 tiles. A Tessera file's
 * tiles keep their places and the page takes its look (within the plan). An introduction fills the
 * empty fields of the page's own instead of adding a second. Pro tiles on Free, data that fails its
 * tile's checks and tiles without room are left out, each with the reason.
 */
export function placeImported(
  draft: Draft,
  parsed: ParsedImport,
  plan: Plan,
  layouts: ImportLayouts = { desktop: fullRoom(DESKTOP_LAYOUT), mobile: fullRoom(MOBILE_LAYOUT) },
  newId: () => string = newTileId,
): ImportPlan {
  let next: Draft = parsed.page
    ? { tiles: [], mobileTiles: [], ...lookShownFor(plan, parsed.page) }
    : { ...draft, tiles: [...draft.tiles], mobileTiles: [...draft.mobileTiles] }
  const added: Phrase[] = []
  const skipped: SkippedItem[] = [...parsed.skipped]
  // Once not even one cell is free, the rest is listed without searching (a file may hold 10,000 links).
  let full = false

  for (const imported of parsed.tiles) {
    if (plan === 'free' && PRO_TILE_TYPES.has(imported.type)) {
      skipped.push({ item: imported.label, reason: phrase(SKIP_REASONS.proOnly) })
      continue
    }
    const data = TILE_DATA_SCHEMAS[imported.type].safeParse(imported.data)
    if (!data.success) {
      skipped.push({ item: imported.label, reason: phrase(data.error.issues[0]!.message) })
      continue
    }
    const intro = imported.type === OWNER_INTRODUCTION && next.tiles.find((tile) => tile.type === OWNER_INTRODUCTION)
    if (intro) {
      const { tile, filled } = fillIntroduction(intro, data.data)
      const update = (placed: StoredTile) => (placed.id === intro.id ? { ...placed, data: tile.data } : placed)
      next = { ...next, tiles: next.tiles.map(update), mobileTiles: next.mobileTiles.map(update) }
      if (filled.length > 0) added.push(phrase(IMPORT_LABELS.introductionFields, { fields: filled }))
      else skipped.push({ item: imported.label, reason: phrase(SKIP_REASONS.introductionFull) })
      continue
    }
    if (next.tiles.length >= MAX_TILES) {
      skipped.push({ item: imported.label, reason: phrase(GRID_LIMIT_MESSAGES.tiles) })
      continue
    }
    const rect = full ? undefined : desktopPlace(next.tiles, imported, layouts.desktop)
    if (!rect) {
      full ||= !firstFreeSpot(next.tiles, layouts.desktop, 1, 1)
      skipped.push({ item: imported.label, reason: phrase(SKIP_REASONS.noRoom) })
      continue
    }
    const tile: StoredTile = {
      id: newId(),
      type: imported.type,
      ...rect,
      color: imported.color && isTileColor(imported.color) ? imported.color : NEW_TILE_COLOR,
      data: data.data as Record<string, unknown>,
      ...imported.visibility,
    }
    const tiles = [...next.tiles, tile]
    const kept = imported.at?.mobile
    const mobileTiles =
      kept && isFree(next.mobileTiles, layouts.mobile, kept)
        ? [...next.mobileTiles, { ...tile, ...kept }]
        : parsed.page && !kept
          ? next.mobileTiles
          : placeOnPhone(tiles, next.mobileTiles, tile.id)
    next = { ...next, tiles, mobileTiles: mobileTiles ?? next.mobileTiles }
    added.push(imported.label)
  }
  return { draft: next, added, skipped }
}
