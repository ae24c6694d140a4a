import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../client.js'
import { grids, profiles } from '../schema.js'

/** The grid a visitor may see at /{name}: active, and its owner not suspended. */
export async function findPublicGrid(db: Db, name: string) {
  const [row] = await db
    .select({
      name: grids.name,
      tiles: grids.tiles,
      mobileTiles: grids.mobileTiles,
      settings: grids.settings,
      theme: grids.theme,
    })
    .from(grids)
    .innerJoin(profiles, eq(profiles.userId, grids.ownerId))
    .where(and(eq(grids.name, name.toLowerCase()), eq(grids.active, true), isNull(profiles.suspendedAt)))
    .limit(1)
  return row
}
