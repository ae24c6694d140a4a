import { randomUUID } from 'node:crypto'
import type { Db } from '@server/db/client.js'
import { grids, profiles, users } from '@server/db/schema.js'
import { DEFAULT_GRID_SETTINGS, type StoredTile } from '@domain/grid.js'
import { introTile } from './tiles.js'

/** Inserts a user, a profile and one grid straight into the tables (for tests of reading paths). */
export async function insertUserWithGrid(
  db: Db,
  options: { username: string; active?: boolean; tiles?: StoredTile[] },
) {
  const userId = randomUUID()
  await db
    .insert(users)
    .values({ id: userId, name: options.username, email: `${options.username}@example.com`, emailVerified: true })
  await db.insert(profiles).values({ userId, username: options.username })
  const tiles = options.tiles ?? [introTile(options.username)]
  const [grid] = await db
    .insert(grids)
    .values({
      ownerId: userId,
      name: options.username,
      tiles,
      mobileTiles: tiles,
      settings: DEFAULT_GRID_SETTINGS,
      active: options.active ?? true,
    })
    .returning()
  return { userId, grid: grid! }
}
