import { eq } from 'drizzle-orm'
import type { Db } from '../client.js'
import { grids, profiles } from '../schema.js'

/** The grid at /{name} with what decides who may see it and how (active, owner, plan, suspension). */
export async function findGridForPage(db: Db, name: string) {
  const [row] = await db
    .select({
      name: grids.name,
      ownerId: grids.ownerId,
      active: grids.active,
      updatedAt: grids.updatedAt,
      suspended: profiles.suspendedAt,
      ownerPlan: profiles.plan,
      tiles: grids.tiles,
      mobileTiles: grids.mobileTiles,
      settings: grids.settings,
      theme: grids.theme,
    })
    .from(grids)
    .innerJoin(profiles, eq(profiles.userId, grids.ownerId))
    .where(eq(grids.name, name.toLowerCase()))
    .limit(1)
  return row
}

export type GridForPage = NonNullable<Awaited<ReturnType<typeof findGridForPage>>>
