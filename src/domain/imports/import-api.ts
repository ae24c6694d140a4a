import { z } from 'zod'
import { GridSettingsSchema, TILE_TYPES } from '../grid.js'
import { PhraseSchema } from '../text.js'
import { TileVisibilityFields } from '../tile-visibility.js'
import { ImportFormat } from './formats.js'

/** An import sent from the editor: the file's text and its format (the server never fetches another service). */
export const ImportBody = z.object({ format: ImportFormat, text: z.string() })
export type ImportBody = z.infer<typeof ImportBody>

const Rect = z.object({ x: z.number().int(), y: z.number().int(), width: z.number().int(), height: z.number().int() })

/**
 * The file read: its tiles with their images already uploaded (nothing is placed or saved yet: the
 * editor places them on its draft and shows the preview), and what was left out and why.
 */
export const ImportResult = z.object({
  format: ImportFormat,
  tiles: z.array(
    z.object({
      type: z.enum(TILE_TYPES),
      data: z.record(z.string(), z.unknown()),
      label: PhraseSchema,
      color: z.string().optional(),
      size: z.object({ width: z.number().int(), height: z.number().int() }).optional(),
      at: z.object({ desktop: Rect, mobile: Rect.optional() }).optional(),
      visibility: z.object(TileVisibilityFields).optional(),
    }),
  ),
  skipped: z.array(z.object({ item: PhraseSchema, reason: PhraseSchema })),
  page: z.object({ settings: GridSettingsSchema, theme: z.string() }).optional(),
})
export type ImportResult = z.infer<typeof ImportResult>
