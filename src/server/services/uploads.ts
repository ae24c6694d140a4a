import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { StoredTile } from '@domain/grid.js'
import { isUploadKey, uploadKeyOf, uploadUrl, type UploadBucket, type UploadedImage } from '@domain/uploads.js'
import { selectRows, type Db } from '../db/client.js'
import { grids, uploads } from '../db/schema.js'
import { processImage } from '../images/process-image.js'
import type { Storage } from '../storage/storage.js'

/** The image URLs (`data.image`) that tiles hold, each once. */
export function imageUrlsOf(tiles: readonly StoredTile[]): string[] {
  const urls = new Set<string>()
  for (const tile of tiles) {
    const image = tile.data?.image
    if (typeof image === 'string' && image !== '') urls.add(image)
  }
  return [...urls]
}

/**
 * Sniffs, checks and re-encodes the file (see processImage), stores it under
 * `{bucket}/{ownerId}/{random}.webp` and records it. The file is written first: should the record
 * fail, the file goes again, so that no upload exists without its owner's row.
 */
export async function storeUpload(
  db: Db,
  storage: Storage,
  ownerId: string,
  bucket: UploadBucket,
  file: Buffer,
): Promise<UploadedImage> {
  const image = await processImage(file)
  const key = `${bucket}/${ownerId}/${randomUUID()}.webp`
  if (!isUploadKey(key)) throw new Error(`Cannot build an upload key for user ${JSON.stringify(ownerId)}`)
  await storage.put(key, image.buffer, image.mime)
  try {
    await db.insert(uploads).values({
      ownerId,
      key,
      bytes: image.buffer.length,
      mime: image.mime,
      width: image.width,
      height: image.height,
    })
  } catch (error) {
    await removeFiles(storage, [key])
    throw error
  }
  return { url: uploadUrl(key), width: image.width, height: image.height }
}

/** The stored file of one of our upload URLs, read whole, or undefined when there is none. */
export async function uploadBytes(storage: Storage, url: string): Promise<Uint8Array | undefined> {
  const key = uploadKeyOf(url)
  const file = key ? await storage.get(key) : undefined
  if (!file) return undefined
  if (Buffer.isBuffer(file.body)) return file.body
  const chunks: Buffer[] = []
  for await (const chunk of file.body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Deletes files whose rows are gone (call it after the commit). Best effort: a failure is logged by
 * the storage plugin and leaves an orphan file, never a broken page.
 */
export async function removeFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)))
}

/**
 * Every tile of the grid row `alias` as one jsonb array: published on both layouts, and drafted (a
 * draft's mobile tiles carry its desktop tiles' data, so its desktop list is enough).
 */
export const tilesOfGrid = (alias: string) =>
  sql.raw(`${alias}.tiles || ${alias}.mobile_tiles || coalesce(${alias}.draft -> 'tiles', '[]'::jsonb)`)

/** Of the given URLs, those that a tile (desktop, mobile or drafted) of one of the owner's grids shows. */
async function referencedByOwnerGrids(db: Db, ownerId: string, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set()
  const rows = await selectRows<{ image: string }>(
    db,
    sql`select distinct tile -> 'data' ->> 'image' as image
        from ${grids} as grid
        cross join lateral jsonb_array_elements(${tilesOfGrid('grid')}) as tile
        where grid.owner_id = ${ownerId}
          and tile -> 'data' ->> 'image' in (${sql.join(
            urls.map((url) => sql`${url}`),
            sql`, `,
          )})`,
  )
  return new Set(rows.map((row) => row.image))
}

/**
 * For each of our upload URLs among the candidates (the images a save replaced or removed, or
 * those of a deleted grid) that no grid of the owner shows any more, deletes the owner's upload
 * row and then, after the commit, its file. Another user's uploads are never touched, whatever
 * URLs are passed. The owner's grid rows are locked while deciding, so a save committing at the
 * same time is seen. Call it after your own transaction has committed, with the root `db`.
 * Returns the URLs whose files were removed.
 *
 * Uploads that were never used in a grid (uploaded, then the editor closed) are not candidates
 * here; the hourly sweep (sweepUnusedUploads in cleanup.ts) deletes them after 24 hours.
 */
export async function removeUnreferencedUploads(
  db: Db,
  storage: Storage,
  ownerId: string,
  candidateUrls: Iterable<string>,
): Promise<string[]> {
  const keys = [
    ...new Set(
      [...candidateUrls]
        .map(uploadKeyOf)
        .filter((key): key is string => key !== undefined && key.split('/')[1] === ownerId),
    ),
  ]
  if (keys.length === 0) return []
  const removedKeys = await db.transaction(async (tx) => {
    await tx.select({ id: grids.id }).from(grids).where(eq(grids.ownerId, ownerId)).for('update')
    const referenced = await referencedByOwnerGrids(tx, ownerId, keys.map(uploadUrl))
    const unreferenced = keys.filter((key) => !referenced.has(uploadUrl(key)))
    if (unreferenced.length === 0) return []
    const deleted = await tx
      .delete(uploads)
      .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.key, unreferenced)))
      .returning({ key: uploads.key })
    return deleted.map((row) => row.key)
  })
  await removeFiles(storage, removedKeys)
  return removedKeys.map(uploadUrl)
}

/**
 * Deletes all of a user's upload rows inside the caller's transaction and returns their keys, so
 * that the caller removes the files after its commit (account deletion).
 */
export async function takeUploadKeysOf(db: Db, ownerId: string): Promise<string[]> {
  const deleted = await db.delete(uploads).where(eq(uploads.ownerId, ownerId)).returning({ key: uploads.key })
  return deleted.map((row) => row.key)
}
