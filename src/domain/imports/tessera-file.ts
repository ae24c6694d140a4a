import { z } from 'zod'
import { GridSettingsSchema, StoredTileSchema, type GridSettings, type StoredTile } from '../grid.js'
import { isThemeName } from '../themes.js'
import { tileSummaryPhrase, tileType } from '../tile-types.js'
import { phrase } from '../text.js'
import { UPLOAD_BUCKETS, uploadKeyOf } from '../uploads.js'
import {
  base64Image,
  IMPORT_LABELS,
  SKIP_REASONS,
  type ImportedTile,
  type ParsedImport,
  type SkippedItem,
} from './imported.js'

/*
 * Tessera's own file (ADR 0067): one versioned JSON with the look, both layouts and the tiles'
 * data, and the images inside it as base64 keyed by the address the tiles name them by. Importing it
 * reproduces the page in any grid, account or installation: the images go through the upload
 * pipeline again and get the new owner's addresses.
 */

export const TESSERA_FILE_FORMAT = 'tessera-grid'
export const TESSERA_FILE_VERSION = 1
/** Far above any layout: the file's lists are bounded before anything else reads them. */
const MAX_FILE_TILES = 1000

export const TesseraFile = z.object({
  format: z.literal(TESSERA_FILE_FORMAT, `format must be "${TESSERA_FILE_FORMAT}"`),
  version: z.literal(TESSERA_FILE_VERSION, `version ${TESSERA_FILE_VERSION} is the only one this Tessera reads`),
  exportedAt: z.string().optional(),
  name: z.string().max(64).optional(),
  settings: GridSettingsSchema,
  theme: z.string(),
  tiles: z.array(StoredTileSchema).max(MAX_FILE_TILES),
  mobileTiles: z.array(StoredTileSchema).max(MAX_FILE_TILES),
  /** The images the tiles show: each tile's `data.image` address → the WebP file, base64. */
  images: z.record(z.string(), z.string()).default({}),
})
export type TesseraFile = z.infer<typeof TesseraFile>

export interface GridForFile {
  name: string
  settings: GridSettings
  theme: string
  tiles: StoredTile[]
  mobileTiles: StoredTile[]
}

/** The file of a grid, given the bytes of each image its tiles show (by address). */
export function tesseraFileOf(
  grid: GridForFile,
  images: ReadonlyMap<string, Uint8Array>,
  exportedAt: Date,
): TesseraFile {
  return {
    format: TESSERA_FILE_FORMAT,
    version: TESSERA_FILE_VERSION,
    exportedAt: exportedAt.toISOString(),
    name: grid.name,
    settings: grid.settings,
    theme: grid.theme,
    tiles: grid.tiles,
    mobileTiles: grid.mobileTiles,
    images: Object.fromEntries([...images].map(([url, bytes]) => [url, base64Of(bytes)])),
  }
}

/** Base64 without Buffer (the domain runs in browsers too). */
function base64Of(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  }
  return btoa(binary)
}

const bucketOf = (url: string) => {
  const bucket = uploadKeyOf(url)?.split('/')[0]
  return UPLOAD_BUCKETS.find((candidate) => candidate === bucket) ?? 'tile_images'
}

export function fromTesseraFile(file: TesseraFile): ParsedImport {
  const skipped: SkippedItem[] = []
  const mobile = new Map(file.mobileTiles.map((tile) => [tile.id, tile]))
  const tiles = file.tiles.map((tile): ImportedTile => {
    const { id, type, x, y, width, height, color, data, ...visibility } = tile
    const typeName = phrase(tileType(type).name)
    const summary = tileSummaryPhrase(tile)
    const label = summary ? phrase(IMPORT_LABELS.tileWithSummary, { type: typeName, summary }) : typeName
    const onMobile = mobile.get(id)
    const imageUrl = typeof data.image === 'string' ? data.image : ''
    const base64 = imageUrl ? base64Image(file.images[imageUrl]) : undefined
    if (imageUrl && !base64) {
      skipped.push({ item: phrase(IMPORT_LABELS.imageOf, { tile: label }), reason: phrase(SKIP_REASONS.notInFile) })
    }
    return {
      type,
      data: { ...data, ...(imageUrl ? { image: '' } : {}) },
      label,
      color,
      visibility,
      size: { width, height },
      at: {
        desktop: { x, y, width, height },
        ...(onMobile
          ? { mobile: { x: onMobile.x, y: onMobile.y, width: onMobile.width, height: onMobile.height } }
          : {}),
      },
      ...(base64 ? { image: { base64, bucket: bucketOf(imageUrl) } } : {}),
    }
  })
  return {
    format: 'tessera',
    tiles,
    skipped,
    page: { settings: file.settings, theme: isThemeName(file.theme) ? file.theme : 'light' },
  }
}
