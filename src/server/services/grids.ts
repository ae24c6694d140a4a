import { and, asc, count, eq } from 'drizzle-orm'
import type { Me } from '@domain/account.js'
import { DEFAULT_GRID_SETTINGS } from '@domain/grid.js'
import { GRID_NAME_MESSAGES } from '@domain/grid-names.js'
import type { GridSummary } from '@domain/grid-summary.js'
import { canActivateGrid, canCreateGrid, PLAN_MESSAGES } from '@domain/plans.js'
import type { Db } from '../db/client.js'
import { isUniqueViolation } from '../db/errors.js'
import { grids, messages, profiles } from '../db/schema.js'
import { conflict, forbidden, notFound } from '../errors.js'
import type { Storage } from '../storage/storage.js'
import { isNameAvailable } from './names.js'
import { imageUrlsOf, removeUnreferencedUploads } from './uploads.js'

type GridRow = typeof grids.$inferSelect

function toSummary(grid: GridRow, username: string): GridSummary {
  return {
    id: grid.id,
    name: grid.name,
    active: grid.active,
    dormant: grid.dormant,
    isProfile: grid.name === username,
    theme: grid.theme,
    settings: grid.settings,
    tiles: grid.tiles,
    updatedAt: grid.updatedAt.toISOString(),
  }
}

export async function listOwnGrids(db: Db, owner: Me): Promise<GridSummary[]> {
  const rows = await db.select().from(grids).where(eq(grids.ownerId, owner.id)).orderBy(asc(grids.name))
  return rows.map((row) => toSummary(row, owner.username))
}

/** Another user's grid is reported as missing, so that ids and names reveal nothing. `name` is normalised (`NameParams`). */
export async function findOwnGrid(db: Db, owner: Me, name: string): Promise<GridRow> {
  const [grid] = await db
    .select()
    .from(grids)
    .where(and(eq(grids.name, name), eq(grids.ownerId, owner.id)))
  if (!grid) throw notFound(GRID_NAME_MESSAGES.notFound)
  return grid
}

/**
 * The plan limit is checked under a row lock on the owner's profile, so two simultaneous creates
 * cannot both pass it; the unique constraint on the name settles a race for the same name.
 */
export async function createGrid(db: Db, owner: Me, name: string): Promise<GridSummary> {
  try {
    const grid = await db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ plan: profiles.plan })
        .from(profiles)
        .where(eq(profiles.userId, owner.id))
        .for('update')
      const [owned] = await tx.select({ total: count() }).from(grids).where(eq(grids.ownerId, owner.id))
      if (!profile || !canCreateGrid(profile.plan, Number(owned?.total ?? 0))) {
        throw forbidden('GRID_LIMIT_REACHED', PLAN_MESSAGES.gridLimitReached)
      }
      if (!(await isNameAvailable(tx, name))) throw conflict('NAME_NOT_AVAILABLE', GRID_NAME_MESSAGES.taken)
      const [created] = await tx
        .insert(grids)
        .values({ ownerId: owner.id, name, settings: DEFAULT_GRID_SETTINGS, active: false })
        .returning()
      return created!
    })
    return toSummary(grid, owner.username)
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('NAME_NOT_AVAILABLE', GRID_NAME_MESSAGES.taken)
    throw error
  }
}

export async function setGridActive(db: Db, owner: Me, name: string, active: boolean): Promise<GridSummary> {
  const grid = await findOwnGrid(db, owner, name)
  const [profile] = await db.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.userId, owner.id))
  if (active && !canActivateGrid(profile?.plan ?? 'free', grid.name, owner.username)) {
    throw forbidden('ACTIVATION_NOT_ALLOWED', PLAN_MESSAGES.activationNotAllowed)
  }
  const [updated] = await db
    .update(grids)
    // Either way the owner has decided about the page: it is no longer waiting for them (ADR 0069).
    .set({ active, dormant: false, updatedAt: new Date() })
    .where(and(eq(grids.id, grid.id), eq(grids.ownerId, owner.id)))
    .returning()
  return toSummary(updated!, owner.username)
}

/**
 * The grid and its messages go in one transaction; after it, the grid's uploaded images that no
 * other grid of the owner shows are deleted (rows, then files). Returns the deleted grid.
 */
export async function deleteGrid(db: Db, owner: Me, name: string, storage: Storage): Promise<GridRow> {
  const grid = await findOwnGrid(db, owner, name)
  if (grid.name === owner.username) throw forbidden('PROFILE_GRID', GRID_NAME_MESSAGES.profileGridDelete)
  await db.transaction(async (tx) => {
    await tx.delete(messages).where(eq(messages.gridId, grid.id))
    await tx.delete(grids).where(and(eq(grids.id, grid.id), eq(grids.ownerId, owner.id)))
  })
  await removeUnreferencedUploads(
    db,
    storage,
    owner.id,
    imageUrlsOf([...grid.tiles, ...grid.mobileTiles, ...(grid.draft?.tiles ?? [])]),
  )
  return grid
}
