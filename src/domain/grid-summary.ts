import { z } from 'zod'
import { GridSettingsSchema, StoredTileSchema } from './grid.js'

/** What the dashboard shows of each grid, including what its preview needs. */
export const GridSummary = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Made with an account signed up to write to someone: off until its owner turns it on or edits it (ADR 0069). */
  dormant: z.boolean(),
  isProfile: z.boolean(),
  theme: z.string(),
  settings: GridSettingsSchema,
  tiles: z.array(StoredTileSchema),
  updatedAt: z.string(),
})
export type GridSummary = z.infer<typeof GridSummary>

export const GridList = z.array(GridSummary)
