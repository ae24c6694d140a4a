import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { DAY_MS, HOUR_MS } from '@domain/dates.js'
import { uploadUrl } from '@domain/uploads.js'
import { selectRows, type Db } from '../db/client.js'
import { startPeriodicJob, type PeriodicJob } from '../periodic-job.js'
import { grids, uploads, users } from '../db/schema.js'
import type { Storage } from '../storage/storage.js'
import { UNUSED_UPLOAD_HOURS, UNVERIFIED_ACCOUNT_DAYS } from './cleanup-ages.js'
import { removeFiles, tilesOfGrid } from './uploads.js'

/** Rows one pass handles at most; the next pass takes the rest. */
const BATCH = 500

/**
 * Runs `work` in a transaction holding a transaction-level advisory lock named after the job, or
 * not at all when another instance (or the CLI) holds it: each job runs once at a time across all
 * instances, and the lock ends with the transaction whatever happens.
 */
async function onlyOneAtATime<T>(db: Db, job: string, work: (tx: Db) => Promise<T>): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const [lock] = await selectRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext(${`tessera:${job}`})) as locked`,
    )
    return lock?.locked ? work(tx) : undefined
  })
}

/**
 * Deletes accounts whose email is still unverified `days` after sign-up, with their grids (never
 * published: ADR 0016) and uploads, so that squatted names become free again. A user verifying at
 * this moment is either seen verified (the row is locked, then re-checked) or deleted first.
 * Returns how many accounts went, or undefined when another instance is running the job.
 */
export async function purgeUnverifiedAccounts(
  db: Db,
  storage: Storage,
  { days = UNVERIFIED_ACCOUNT_DAYS, now = new Date() } = {},
): Promise<number | undefined> {
  const cutoff = new Date(now.getTime() - days * DAY_MS)
  const purged = await onlyOneAtATime(db, 'purge-unverified', async (tx) => {
    const doomed = await selectRows<{ id: string }>(
      tx,
      sql`select ${users.id} as id from ${users}
          where not ${users.emailVerified} and ${users.createdAt} < ${cutoff.toISOString()}
          order by ${users.createdAt} limit ${BATCH} for update skip locked`,
    )
    if (doomed.length === 0) return { count: 0, keys: [] }
    const ids = sql.join(
      doomed.map((row) => sql`${row.id}`),
      sql`, `,
    )
    const files = await selectRows<{ key: string }>(
      tx,
      sql`delete from ${uploads} where ${uploads.ownerId} in (${ids}) returning ${uploads.key} as key`,
    )
    await tx.execute(sql`delete from ${users} where ${users.id} in (${ids})`)
    return { count: doomed.length, keys: files.map((file) => file.key) }
  })
  if (!purged) return undefined
  await removeFiles(storage, purged.keys)
  return purged.count
}

/**
 * Deletes uploads made more than `hours` ago that no grid of their owner shows (desktop, mobile or draft):
 * images uploaded and then abandoned in the editor. The owners' grid rows are locked while
 * deciding, so a save committing meanwhile is seen. Rows go in the transaction, files after it.
 * Returns how many uploads went, or undefined when another instance is running the job.
 */
export async function sweepUnusedUploads(
  db: Db,
  storage: Storage,
  { hours = UNUSED_UPLOAD_HOURS, now = new Date() } = {},
): Promise<number | undefined> {
  const cutoff = new Date(now.getTime() - hours * HOUR_MS).toISOString()
  const keys = await onlyOneAtATime(db, 'sweep-uploads', async (tx) => {
    await tx.execute(
      sql`select 1 from ${grids} where ${grids.ownerId} in
            (select ${uploads.ownerId} from ${uploads} where ${uploads.createdAt} < ${cutoff})
          for update`,
    )
    const swept = await selectRows<{ key: string }>(
      tx,
      sql`delete from ${uploads} where ${uploads.id} in (
            select upload.id from ${uploads} as upload
            where upload.created_at < ${cutoff}
              and not exists (
                select 1 from ${grids} as grid
                cross join lateral jsonb_array_elements(${tilesOfGrid('grid')}) as tile
                where grid.owner_id = upload.owner_id
                  and tile -> 'data' ->> 'image' = ${uploadUrl('')} || upload.key)
            limit ${BATCH})
          returning ${uploads.key} as key`,
    )
    return swept.map((row) => row.key)
  })
  if (!keys) return undefined
  await removeFiles(storage, keys)
  return keys.length
}

const CLEANUP_EVERY_MS = HOUR_MS

/**
 * Runs both cleanups every hour on each instance (the advisory locks make the instances take
 * turns), the first time a minute after start. Errors are logged; the next pass tries again.
 */
export function startCleanupJobs(db: Db, storage: Storage, log: FastifyBaseLogger): PeriodicJob {
  return startPeriodicJob({
    everyMs: CLEANUP_EVERY_MS,
    firstAfterMs: 60_000,
    pass: async () => {
      const accounts = await purgeUnverifiedAccounts(db, storage)
      const files = await sweepUnusedUploads(db, storage)
      if (accounts || files)
        log.info({ accounts, uploads: files }, 'cleanup: unverified accounts and unused uploads deleted')
    },
    failed: (error) => log.error({ err: error }, 'cleanup failed'),
  })
}
