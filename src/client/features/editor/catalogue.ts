import type { TileType } from '@domain/grid'
import { PRO_TILE_TYPES } from '@domain/plans'
import { TILE_DATA_SCHEMAS, emptyTileData } from '@domain/tile-data'
import type { IconName } from './icons'
import { TILE_TYPE_NAMES } from '@domain/editor-model'

export interface CatalogueTile {
  type: TileType
  name: string
  description: string
  icon: IconName
  pro: boolean
  /**
   * Whether an empty tile of this type may be saved. A link needs its address first, so such a
   * tile is added once its form is filled in; the others are added at once and then filled in.
   */
  savableEmpty: boolean
}

const DESCRIPTIONS: Record<TileType, { description: string; icon: IconName }> = {
  introduction: { description: 'Your name, a few words, contacts and a photo.', icon: 'user' },
  image: { description: 'A photo that fills the tile.', icon: 'image' },
  link: { description: 'One link with its brand icon.', icon: 'link' },
  'links-grid': { description: 'Four links in a 2 x 2 grid of icons.', icon: 'grid' },
  text: { description: 'A header and free text.', icon: 'text' },
  'message.me': { description: 'Visitors send you messages, anonymously or signed in.', icon: 'message' },
  qa: { description: 'Questions from your inbox with the answers you publish.', icon: 'qa' },
}

/** The spec's catalogue of tiles (its 'Components'), in its order, then the Q&A tile; the message box, the links grid and Q&A are Pro. */
export const TILE_CATALOGUE: readonly CatalogueTile[] = (
  ['introduction', 'image', 'link', 'links-grid', 'text', 'message.me', 'qa'] as const
).map((type) => ({
  type,
  name: TILE_TYPE_NAMES[type],
  pro: PRO_TILE_TYPES.has(type),
  savableEmpty: TILE_DATA_SCHEMAS[type].safeParse(emptyTileData(type)).success,
  ...DESCRIPTIONS[type],
}))
