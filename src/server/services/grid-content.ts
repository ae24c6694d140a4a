import { and, eq, sql } from 'drizzle-orm'
import type { Me } from '../../domain/account.js'
import {
  checkGridContent,
  STALE_SAVE_MESSAGE,
  type GridContent,
  type GridContentBody,
} from '../../domain/grid-content.js'
import { freePlanProblem } from '../../domain/plans.js'
import type { Db } from '../db/client.js'
import { grids, profiles } from '../db/schema.js'
import { badRequest, conflict, forbidden } from '../errors.js'
import type { Storage } from '../storage/storage.js'
import { findOwnGrid } from './grids.js'
import { imageUrlsOf, removeUnreferencedUploads } from './uploads.js'

type GridRow = typeof grids.$inferSelect

const toContent = (grid: GridRow): GridContent => ({
  name: grid.name,
  active: grid.active,
  version: grid.version,
  tiles: grid.tiles,
  mobileTiles: grid.mobileTiles,
  settings: grid.settings,
  theme: grid.theme,
  updatedAt: grid.updatedAt.toISOString(),
})

export async function loadGridContent(db: Db, owner: Me, name: string): Promise<GridContent> {
  return toContent(await findOwnGrid(db, owner, name))
}

/**
 * Saves the editor's whole content. The server re-checks everything (data per tile type, both
 * layouts, the plan's limits), and a save based on an older version is refused with 409 instead of
 * silently overwriting another tab's work. Images the save dropped are removed after the commit.
 */
export async function saveGridContent(
  db: Db,
  storage: Storage,
  owner: Me,
  name: string,
  body: GridContentBody,
): Promise<GridContent> {
  const stored = await findOwnGrid(db, owner, name)
  const checked = checkGridContent(body)
  if (!checked.ok) throw badRequest('INVALID_CONTENT', checked.message)
  const content = checked.content

  const [profile] = await db.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.userId, owner.id))
  if (profile?.plan !== 'pro') {
    const problem = freePlanProblem(content, stored)
    if (problem) throw forbidden(problem.code, problem.message)
  }

  const [saved] = await db
    .update(grids)
    .set({
      tiles: content.tiles,
      mobileTiles: content.mobileTiles,
      settings: content.settings,
      theme: content.theme,
      version: sql`${grids.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(grids.id, stored.id), eq(grids.ownerId, owner.id), eq(grids.version, body.version)))
    .returning()
  if (!saved) throw conflict('STALE_SAVE', STALE_SAVE_MESSAGE)

  const kept = new Set(imageUrlsOf(saved.tiles))
  await removeUnreferencedUploads(
    db,
    storage,
    owner.id,
    imageUrlsOf(stored.tiles).filter((url) => !kept.has(url)),
  )
  return toContent(saved)
}
