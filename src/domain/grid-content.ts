import { z } from 'zod'
import { DESKTOP_LAYOUT, GridSettingsSchema, MOBILE_LAYOUT, StoredTileSchema, type StoredTile } from './grid.js'
import { validateLayout } from './layout.js'
import { isThemeName } from './themes.js'
import { isTileColor } from './tile-colors.js'
import { TILE_DATA_SCHEMAS } from './tile-data.js'

const MAX_TILES = DESKTOP_LAYOUT.columns * DESKTOP_LAYOUT.rows

/** What the editor saves: the whole content, with the version it was based on. */
export const GridContentBody = z.object({
  version: z.number().int().min(1),
  tiles: z.array(StoredTileSchema).max(MAX_TILES),
  mobileTiles: z.array(StoredTileSchema).max(MOBILE_LAYOUT.columns * MOBILE_LAYOUT.rows),
  settings: GridSettingsSchema,
  theme: z.string().refine(isThemeName, 'This theme does not exist.'),
})
export type GridContentBody = z.infer<typeof GridContentBody>

export const GridContent = GridContentBody.extend({ name: z.string(), active: z.boolean(), updatedAt: z.string() })
export type GridContent = z.infer<typeof GridContent>

export const STALE_SAVE_MESSAGE = 'This grid was changed in another tab or device. We loaded the latest version.'

export type ContentCheck = { ok: true; content: GridContentBody } | { ok: false; message: string }

/**
 * Validates a whole save and returns it normalized: each tile's data against its type (links
 * normalized), both layouts (bounds, overlaps, sizes), and the mobile layout as placements of the
 * desktop tiles, whose type, colour and data it takes (a tile's content is the same on both).
 */
export function checkGridContent(content: GridContentBody): ContentCheck {
  const tiles: StoredTile[] = []
  for (const tile of content.tiles) {
    if (!isTileColor(tile.color)) return { ok: false, message: 'This tile colour does not exist.' }
    const data = TILE_DATA_SCHEMAS[tile.type].safeParse(tile.data)
    if (!data.success) return { ok: false, message: data.error.issues[0]!.message }
    tiles.push({ ...tile, data: data.data as Record<string, unknown> })
  }
  const desktopProblem = validateLayout(tiles, DESKTOP_LAYOUT)
  if (desktopProblem) return { ok: false, message: desktopProblem }

  const byId = new Map(tiles.map((tile) => [tile.id, tile]))
  const mobileTiles: StoredTile[] = []
  for (const placement of content.mobileTiles) {
    const tile = byId.get(placement.id)
    if (!tile) return { ok: false, message: 'The mobile layout has a tile that is not on the grid.' }
    mobileTiles.push({ ...tile, x: placement.x, y: placement.y, width: placement.width, height: placement.height })
  }
  const mobileProblem = validateLayout(mobileTiles, MOBILE_LAYOUT)
  if (mobileProblem) return { ok: false, message: mobileProblem }
  return { ok: true, content: { ...content, tiles, mobileTiles } }
}
