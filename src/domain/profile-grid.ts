import { NEW_TILE_COLOR, type StoredTile } from './grid.js'
import { OWNER_INTRODUCTION, tileType } from './tile-types.js'

/** The profile grid every account starts with: one introduction tile showing the username. */
export function profileGridTiles(username: string): { tiles: StoredTile[]; mobileTiles: StoredTile[] } {
  const intro = {
    id: 'intro',
    type: OWNER_INTRODUCTION,
    color: NEW_TILE_COLOR,
    data: { firstName: username, lastName: '', email: '', phone: '', description: '', image: '' },
  }
  return {
    tiles: [{ ...intro, x: 0, y: 0, ...tileType(OWNER_INTRODUCTION).defaultSize }],
    mobileTiles: [{ ...intro, x: 0, y: 0, width: 3, height: 2 }],
  }
}
