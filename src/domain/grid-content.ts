import { z } from 'zod'
import {
  DESKTOP_LAYOUT,
  GRID_LIMIT_MESSAGES,
  GridSettingsSchema,
  MAX_TILES,
  MOBILE_LAYOUT,
  StoredTileSchema,
  type StoredTile,
} from './grid.js'
import type { ErrorCode, Problem } from './errors.js'
import { layoutProblem } from './layout.js'
import { isThemeName } from './themes.js'
import { isTileColor } from './tile-colors.js'
import { TILE_DATA_SCHEMAS } from './tile-types.js'
import { checkSchedule } from './tile-visibility.js'

/** What a grid shows: its tiles on both layouts and its look. */
export const GridLook = z.object({
  tiles: z.array(StoredTileSchema).max(MAX_TILES, GRID_LIMIT_MESSAGES.tiles),
  mobileTiles: z.array(StoredTileSchema).max(MAX_TILES, GRID_LIMIT_MESSAGES.tiles),
  settings: GridSettingsSchema,
  theme: z.string().refine(isThemeName, 'This theme does not exist.'),
})
export type GridLook = z.infer<typeof GridLook>

/**
 * What the editor sends, to publish (PUT content) or to keep as the draft (PUT draft): the whole
 * content, with the version it was based on (ADR 0019).
 */
export const GridContentBody = GridLook.extend({ version: z.number().int().min(1) })
export type GridContentBody = z.infer<typeof GridContentBody>

/**
 * The grid as visitors see it (published), and the owner's unpublished changes, if any. `version`
 * grows with every write of either, so that a stale tab's write is refused.
 */
export const GridContent = GridContentBody.extend({
  name: z.string(),
  active: z.boolean(),
  updatedAt: z.string(),
  draft: GridLook.nullable(),
})
export type GridContent = z.infer<typeof GridContent>

/** Discarding the draft names the version it saw, so that a stale tab cannot drop newer changes. */
export const DiscardDraftQuery = z.object({ version: z.coerce.number().int().min(1) })

export const STALE_SAVE_MESSAGE = 'This grid was changed in another tab or device. We loaded the latest version.'

/** A save, normalized, or the first Problem found in it (the API answers 400 INVALID_CONTENT with its text). */
export type ContentCheck = { ok: true; content: GridContentBody } | { ok: false; problem: Problem }

const refused = (code: ErrorCode, message: string): ContentCheck => ({ ok: false, problem: { code, message } })

/**
 * Validates a whole save and returns it normalized: each tile's data against its type (links
 * normalized), both layouts (bounds, overlaps, sizes), and the mobile layout as placements of the
 * desktop tiles, whose type, colour and data it takes (a tile's content is the same on both).
 */
export function checkGridContent(content: GridContentBody): ContentCheck {
  const tiles: StoredTile[] = []
  for (const tile of content.tiles) {
    if (!isTileColor(tile.color)) return refused('INVALID_CONTENT', 'This tile colour does not exist.')
    const data = TILE_DATA_SCHEMAS[tile.type].safeParse(tile.data)
    if (!data.success) return refused('INVALID_CONTENT', data.error.issues[0]!.message)
    const schedule = tile.schedule && checkSchedule(tile.schedule)
    if (schedule && !schedule.ok) return { ok: false, problem: schedule.problem }
    const { schedule: _sent, ...rest } = tile
    tiles.push({
      ...rest,
      data: data.data as Record<string, unknown>,
      ...(schedule?.schedule ? { schedule: schedule.schedule } : {}),
    })
  }
  const desktopProblem = layoutProblem(tiles, DESKTOP_LAYOUT)
  if (desktopProblem) return { ok: false, problem: desktopProblem }

  const byId = new Map(tiles.map((tile) => [tile.id, tile]))
  const mobileTiles: StoredTile[] = []
  for (const placement of content.mobileTiles) {
    const tile = byId.get(placement.id)
    if (!tile) return refused('TILE_NOT_FOUND', 'The mobile layout has a tile that is not on the grid.')
    mobileTiles.push({ ...tile, x: placement.x, y: placement.y, width: placement.width, height: placement.height })
  }
  const mobileProblem = layoutProblem(mobileTiles, MOBILE_LAYOUT)
  if (mobileProblem) return { ok: false, problem: mobileProblem }
  return { ok: true, content: { ...content, tiles, mobileTiles } }
}
