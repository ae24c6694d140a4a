import type { TileType } from '@domain/grid'
import { TILE_DATA_SCHEMAS, TILE_TYPE_IDS, TILE_TYPE_TABLE, emptyTileData } from '@domain/tile-types'
import type { IconName } from './icons'

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

/** The spec's catalogue of tiles (its 'Components'), in the domain table's order; Pro types locked for Free. */
export const TILE_CATALOGUE: readonly CatalogueTile[] = TILE_TYPE_IDS.map((type) => {
  const { name, description, icon, plan } = TILE_TYPE_TABLE[type]
  return {
    type,
    name,
    description,
    icon,
    pro: plan === 'pro',
    savableEmpty: TILE_DATA_SCHEMAS[type].safeParse(emptyTileData(type)).success,
  }
})
