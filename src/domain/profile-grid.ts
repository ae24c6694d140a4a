import { NEW_TILE_COLOR, type StoredTile } from './grid.js'

/** The profile grid every account starts with: one introduction tile showing the username. */
export function profileGridTiles(username: string): { tiles: StoredTile[]; mobileTiles: StoredTile[] } {
  const intro = {
    id: 'intro',
    type: 'introduction' as const,
    color: NEW_TILE_COLOR,
    data: { firstName: username, lastName: '', email: '', phone: '', description: '', image: '' },
  }
  return {
    tiles: [{ ...intro, x: 0, y: 0, width: 2, height: 2 }],
    mobileTiles: [{ ...intro, x: 0, y: 0, width: 3, height: 2 }],
  }
}
