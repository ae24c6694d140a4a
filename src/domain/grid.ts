import { z } from 'zod'
import { isLocale, LOCALES, type Locale } from './locales.js'
import { TILE_TYPE_IDS, type TileType } from './tile-types.js'
import { TileVisibilityFields } from './tile-visibility.js'

/**
 * Each layout's first screen: a new page is 6 x 4 on desktop and 3 x 5 on phones, and never has
 * fewer rows. Rows are added below as the tiles need them, up to MAX_ROWS (ADR 0056).
 */
export const DESKTOP_LAYOUT = { columns: 6, rows: 4 } as const
export const MOBILE_LAYOUT = { columns: 3, rows: 5 } as const

/** The most rows either layout may grow to. */
export const MAX_ROWS = 60
/** The most tiles a page may hold. */
export const MAX_TILES = 200

export const GRID_LIMIT_MESSAGES = {
  rows: `A page has at most ${MAX_ROWS} rows.`,
  tiles: `A page holds at most ${MAX_TILES} tiles.`,
} as const

/** The tile types (tile-types.ts describes each), in the catalogue's order. */
export const TILE_TYPES = TILE_TYPE_IDS
export type { TileType }

/** The colour of a stored tile without one (the spec's blue-to-cyan gradient). */
export const DEFAULT_TILE_COLOR = 'tile-gradient-blue'

/**
 * The colour new tiles get: the page theme's own (tile-colors.ts), so that a theme change restyles
 * the whole page; the swatches stay for overrides (ADR 0021).
 */
export const NEW_TILE_COLOR = 'tile-theme'

/** A tile's id: what a message, a click or the sent page names a tile by, as it is stored. */
export const TileId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)

export const StoredTileSchema = z.object({
  id: TileId,
  type: z.enum(TILE_TYPES),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  color: z.string().max(64).default(DEFAULT_TILE_COLOR),
  data: z.record(z.string(), z.unknown()).default({}),
  ...TileVisibilityFields,
})
export type StoredTile = z.infer<typeof StoredTileSchema>

export const GRID_SETTINGS_MESSAGES = {
  unknownLocale: 'A page speaks English or Polish.',
} as const

export const GridSettingsSchema = z.object({
  grainEffect: z.number().min(0).max(1).default(0.01),
  fontId: z.number().int().min(0).max(12).default(0),
  showLogo: z.boolean().default(true),
  /** The whole page may contain sensitive content: visitors confirm before they see it (ADR 0059). */
  sensitive: z.boolean().optional(),
  /** The language of the page's fixed words (ADR 0068); without one, its owner's account language. */
  locale: z.enum(LOCALES, { error: GRID_SETTINGS_MESSAGES.unknownLocale }).optional(),
})
export type GridSettings = z.infer<typeof GridSettingsSchema>

/**
 * The language a page speaks to every visitor, whatever their browser's: its own setting, else its
 * owner's account language. Settings come from JSON in the database, so the stored value is checked.
 */
export function pageLocale(settings: Pick<GridSettings, 'locale'>, ownerLocale: Locale): Locale {
  return isLocale(settings.locale) ? settings.locale : ownerLocale
}

export const DEFAULT_GRID_SETTINGS: GridSettings = GridSettingsSchema.parse({})
