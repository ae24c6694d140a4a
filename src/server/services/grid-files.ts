import { eq } from 'drizzle-orm'
import type { Me } from '@domain/account.js'
import { toDraft } from '@domain/editor-model.js'
import type { GridContent } from '@domain/grid-content.js'
import { GRID_NAME_MESSAGES } from '@domain/grid-names.js'
import type { ImportResult } from '@domain/imports/import-api.js'
import { IMPORT_MESSAGES, ImportError, type ImportFormat } from '@domain/imports/formats.js'
import { IMPORT_LABELS, SKIP_REASONS, type ParsedImport, type SkippedItem } from '@domain/imports/imported.js'
import { parseImport } from '@domain/imports/parse-import.js'
import { placeImported, type ImportPlan } from '@domain/imports/place-imported.js'
import { tesseraFileOf, type TesseraFile } from '@domain/imports/tessera-file.js'
import { phrase, sayPhrase } from '@domain/text.js'
import { uploadKeyOf } from '@domain/uploads.js'
import type { Db } from '../db/client.js'
import type { EmbedFetchSettings } from '../embeds/previews.js'
import { grids } from '../db/schema.js'
import { AppError, badRequest, notFound } from '../errors.js'
import type { Storage } from '../storage/storage.js'
import { findMe } from './accounts.js'
import { loadGridContent, saveGridContent } from './grid-content.js'
import { findOwnGrid } from './grids.js'
import { imageUrlsOf, removeFiles, storeUpload, uploadBytes } from './uploads.js'

/** A file that cannot be read is a 400 naming the problem: nothing changes. */
function readImport(format: ImportFormat, text: string) {
  try {
    return parseImport(format, text)
  } catch (error) {
    if (error instanceof ImportError) throw badRequest('INVALID_IMPORT', error.message)
    throw error
  }
}

/** At most this many images at web addresses are fetched for one import (a file may name thousands). */
export const MAX_REMOTE_IMAGES = 20
const REMOTE_IMAGE_MAX_BYTES = 5 * 1024 * 1024

type ReadTile = ImportResult['tiles'][number]

/**
 * The images a file names at web addresses, fetched at once under the embeds' SSRF rules (https,
 * public addresses, redirects checked, a deadline, a size cap; ADR 0064) and stored as uploads: by
 * tile index, the upload's URL or undefined for one that could not be had (reported, never fatal).
 */
async function fetchRemoteImages(
  context: { db: Db; storage: Storage; ownerId: string; embeds: EmbedFetchSettings },
  parsed: ParsedImport,
  skipped: SkippedItem[],
): Promise<Map<number, string | undefined>> {
  const { safeFetch } = await import('../embeds/safe-fetch.js')
  const wanted = parsed.tiles.flatMap((tile, index) =>
    tile.image && 'url' in tile.image ? [{ tile, index, url: tile.image.url }] : [],
  )
  const fetched = new Map<number, string | undefined>()
  await Promise.all(
    wanted.map(async ({ tile, index, url }, order) => {
      const item = phrase(IMPORT_LABELS.imageAt, { tile: tile.label, address: url.slice(0, 200) })
      if (order >= MAX_REMOTE_IMAGES) {
        fetched.set(index, undefined)
        skipped.push({ item, reason: phrase(SKIP_REASONS.tooManyRemote, { max: MAX_REMOTE_IMAGES }) })
        return
      }
      try {
        const { body } = await safeFetch(url, {
          timeoutMs: context.embeds.timeoutMs,
          maxBytes: REMOTE_IMAGE_MAX_BYTES,
          maxRedirects: 3,
          accept: 'image/*',
          testOrigin: context.embeds.testOrigin,
        })
        fetched.set(
          index,
          (await storeUpload(context.db, context.storage, context.ownerId, tile.image!.bucket, body)).url,
        )
      } catch {
        fetched.set(index, undefined)
        skipped.push({ item, reason: phrase(SKIP_REASONS.unfetchable) })
      }
    }),
  )
  return fetched
}

/**
 * Reads an import for the owner's grid: parses it and puts its images through the upload pipeline
 * (sniffed, bounded, re-encoded to WebP), so that the tiles name the owner's uploads. A broken image
 * inside the file refuses the whole import, naming it (the images stored before it are removed
 * again); one at a web address that cannot be had is reported, and its image tile left out.
 */
export async function readImportFor(
  db: Db,
  storage: Storage,
  owner: Me,
  gridName: string,
  format: ImportFormat,
  text: string,
  embeds: EmbedFetchSettings,
): Promise<ImportResult> {
  await findOwnGrid(db, owner, gridName)
  const parsed = readImport(format, text)
  const skipped = [...parsed.skipped]
  const remote = await fetchRemoteImages({ db, storage, ownerId: owner.id, embeds }, parsed, skipped)
  const stored = [...remote.values()].filter((url): url is string => url !== undefined)
  const tiles: ReadTile[] = []
  for (const [index, { image, ...tile }] of parsed.tiles.entries()) {
    if (!image) {
      tiles.push(tile)
      continue
    }
    if ('url' in image) {
      const url = remote.get(index)
      if (url) tiles.push({ ...tile, data: { ...tile.data, image: url } })
      else if (tile.type !== 'image') tiles.push(tile)
      continue
    }
    try {
      const upload = await storeUpload(db, storage, owner.id, image.bucket, Buffer.from(image.base64, 'base64'))
      stored.push(upload.url)
      tiles.push({ ...tile, data: { ...tile.data, image: upload.url } })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      await removeFiles(
        storage,
        stored.map((url) => uploadKeyOf(url)!),
      )
      throw badRequest('INVALID_IMPORT', IMPORT_MESSAGES.brokenImage(sayPhrase(tile.label), error.message))
    }
  }
  return { ...parsed, tiles, skipped }
}

async function ownerOfGrid(db: Db, gridName: string): Promise<Me> {
  const [grid] = await db.select({ ownerId: grids.ownerId }).from(grids).where(eq(grids.name, gridName))
  const owner = grid && (await findMe(db, grid.ownerId))
  if (!owner) throw notFound(GRID_NAME_MESSAGES.notFound)
  return owner
}

/**
 * The operator's import (`tessera grid import`): read as from the editor, placed on the grid's
 * published content by the same rules, and published at once (a draft the owner had is replaced).
 */
export async function importAndPublish(
  db: Db,
  storage: Storage,
  gridName: string,
  format: ImportFormat,
  text: string,
  embeds: EmbedFetchSettings,
): Promise<ImportPlan & { content: GridContent }> {
  const owner = await ownerOfGrid(db, gridName)
  const result = await readImportFor(db, storage, owner, gridName, format, text, embeds)
  const current = await loadGridContent(db, owner, gridName)
  const plan = placeImported(toDraft(current), result, owner.plan)
  if (plan.added.length === 0) return { ...plan, content: current }
  const content = await saveGridContent(
    db,
    storage,
    owner,
    gridName,
    { ...plan.draft, version: current.version },
    embeds,
  )
  return { ...plan, content }
}

/** The published grid as a Tessera file, its images inside (ADR 0067). */
export async function tesseraFileOfGrid(
  db: Db,
  storage: Storage,
  owner: Me,
  gridName: string,
  now: Date,
): Promise<TesseraFile> {
  const grid = await findOwnGrid(db, owner, gridName)
  const images = new Map<string, Uint8Array>()
  for (const url of imageUrlsOf(grid.tiles)) {
    const bytes = await uploadBytes(storage, url)
    if (bytes) images.set(url, bytes)
  }
  return tesseraFileOf(grid, images, now)
}

/** The same for the operator, whoever owns the grid. */
export async function tesseraFileOfAnyGrid(
  db: Db,
  storage: Storage,
  gridName: string,
  now: Date,
): Promise<TesseraFile> {
  return tesseraFileOfGrid(db, storage, await ownerOfGrid(db, gridName), gridName, now)
}
