import { isDeepStrictEqual } from 'node:util'
import { and, eq, sql } from 'drizzle-orm'
import type { Me } from '@domain/account.js'
import {
  checkGridContent,
  STALE_SAVE_MESSAGE,
  type GridContent,
  type GridContentBody,
  type GridLook,
} from '@domain/grid-content.js'
import { fieldOfError } from '@domain/errors.js'
import { freePlanProblem } from '@domain/plans.js'
import type { Db } from '../db/client.js'
import { withEmbedPreviews, type EmbedFetchSettings } from '../embeds/previews.js'
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
  draft: grid.draft,
})

const lookOf = ({ tiles, mobileTiles, settings, theme }: GridLook): GridLook => ({
  tiles,
  mobileTiles,
  settings,
  theme,
})

export async function loadGridContent(db: Db, owner: Me, name: string): Promise<GridContent> {
  return toContent(await findOwnGrid(db, owner, name))
}

/**
 * Checks a save the way the server always does (data per tile type, both layouts, the plan's
 * limits against what is published) and returns it normalised.
 */
async function checkedLook(db: Db, owner: Me, stored: GridRow, body: GridContentBody): Promise<GridLook> {
  const checked = checkGridContent(body)
  // A refusal about one field (a schedule's time) keeps its code, which names the field; the rest are INVALID_CONTENT.
  if (!checked.ok) {
    const { code, message } = checked.problem
    throw badRequest(fieldOfError(code) === undefined ? 'INVALID_CONTENT' : code, message)
  }
  const [profile] = await db.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.userId, owner.id))
  if (profile?.plan !== 'pro') {
    const problem = freePlanProblem(checked.content, stored)
    if (problem) throw forbidden(problem.code, problem.message)
  }
  return lookOf(checked.content)
}

/**
 * Writes the grid if it is still at the version the request saw, bumping the version, and refuses
 * with 409 otherwise (another tab or device wrote first) instead of overwriting its work.
 */
async function writeIfCurrent(
  db: Db,
  owner: Me,
  stored: GridRow,
  version: number,
  values: Partial<typeof grids.$inferInsert>,
): Promise<GridRow> {
  const [saved] = await db
    .update(grids)
    .set({ ...values, version: sql`${grids.version} + 1` })
    .where(and(eq(grids.id, stored.id), eq(grids.ownerId, owner.id), eq(grids.version, version)))
    .returning()
  if (!saved) throw conflict('STALE_SAVE', STALE_SAVE_MESSAGE)
  return saved
}

/**
 * Publishes the editor's whole content (Save): visitors, the page cache and the OG image switch to
 * it with one write, and the draft is gone. Embed tiles get their previews first (ADR 0064). Images
 * no longer shown (published or drafted) are removed after the commit. A dormant page (ADR 0069)
 * is turned on by it.
 */
export async function saveGridContent(
  db: Db,
  storage: Storage,
  owner: Me,
  name: string,
  body: GridContentBody,
  embeds: EmbedFetchSettings,
): Promise<GridContent> {
  const stored = await findOwnGrid(db, owner, name)
  const checked = await checkedLook(db, owner, stored, body)
  const look = await withEmbedPreviews(checked, { db, storage, ownerId: owner.id, settings: embeds })
  // A dormant page goes public with its owner's first published edit (ADR 0069).
  const wakes = stored.dormant ? { active: true, dormant: false } : {}
  const saved = await writeIfCurrent(db, owner, stored, body.version, {
    ...look,
    ...wakes,
    draft: null,
    updatedAt: new Date(),
  })
  const kept = new Set(imageUrlsOf(saved.tiles))
  const before = imageUrlsOf([...stored.tiles, ...(stored.draft?.tiles ?? [])])
  await removeUnreferencedUploads(
    db,
    storage,
    owner.id,
    before.filter((url) => !kept.has(url)),
  )
  return toContent(saved)
}

/**
 * Keeps the editor's content as the draft, seen only by its owner. Nothing is removed: an undo
 * may bring back an image the draft dropped. A draft equal to the published content is none.
 */
export async function saveGridDraft(db: Db, owner: Me, name: string, body: GridContentBody): Promise<GridContent> {
  const stored = await findOwnGrid(db, owner, name)
  const look = await checkedLook(db, owner, stored, body)
  const draft = isDeepStrictEqual(look, lookOf(stored)) ? null : look
  return toContent(await writeIfCurrent(db, owner, stored, body.version, { draft }))
}

/** Drops the draft (Discard changes); the images only it showed are removed after the commit. */
export async function discardGridDraft(
  db: Db,
  storage: Storage,
  owner: Me,
  name: string,
  version: number,
): Promise<GridContent> {
  const stored = await findOwnGrid(db, owner, name)
  const saved = await writeIfCurrent(db, owner, stored, version, { draft: null })
  await removeUnreferencedUploads(db, storage, owner.id, imageUrlsOf(stored.draft?.tiles ?? []))
  return toContent(saved)
}
