import { and, eq, sql } from 'drizzle-orm'
import type { Me } from '@domain/account.js'
import type { GridNotice, NoticeBody, NoticeWindow } from '@domain/notices.js'
import type { Db } from '../db/client.js'
import { noticeColumns, type StoredNotice } from '../db/queries/grid-notices.js'
import { gridNotices, grids } from '../db/schema.js'
import { notFound } from '../errors.js'
import { GRID_NAME_MESSAGES } from '@domain/grid-names.js'

/** Changes with every save: the pop-up's dismissal is remembered per version. */
export const noticeVersion = (notice: Pick<StoredNotice, 'updatedAt'>) => notice.updatedAt.getTime().toString(36)

export const noticeWindow = (notice: Pick<StoredNotice, 'startsAt' | 'endsAt'>): NoticeWindow => ({
  startsAt: notice.startsAt?.getTime() ?? null,
  endsAt: notice.endsAt?.getTime() ?? null,
})

export const toGridNotice = (notice: StoredNotice): GridNotice => ({
  text: notice.body,
  link: notice.linkUrl,
  startsAt: notice.startsAt?.toISOString() ?? null,
  endsAt: notice.endsAt?.toISOString() ?? null,
  version: noticeVersion(notice),
})

const ownGrid = (owner: Me, gridName: string) => and(eq(grids.name, gridName), eq(grids.ownerId, owner.id))

/** The owner's grid's notice, or null; another user's grid is "not found". `gridName` is normalised. */
export async function noticeOf(db: Db, owner: Me, gridName: string): Promise<GridNotice | null> {
  const [row] = await db
    .select({ grid: grids.id, notice: noticeColumns })
    .from(grids)
    .leftJoin(gridNotices, eq(gridNotices.gridId, grids.id))
    .where(ownGrid(owner, gridName))
  if (!row) throw notFound(GRID_NAME_MESSAGES.notFound)
  return row.notice && toGridNotice(row.notice)
}

/** The id of the owner's grid; another user's grid is "not found". */
async function ownGridId(db: Db, owner: Me, gridName: string): Promise<string> {
  const [grid] = await db.select({ id: grids.id }).from(grids).where(ownGrid(owner, gridName))
  if (!grid) throw notFound(GRID_NAME_MESSAGES.notFound)
  return grid.id
}

/**
 * Writes the grid's notice, new or changed. The table's trigger touches the grid's updated_at, so
 * the page changes on every instance; the content's version does not move (an open editor's next
 * save is not refused).
 */
export async function setNotice(db: Db, owner: Me, gridName: string, input: NoticeBody): Promise<GridNotice> {
  const gridId = await ownGridId(db, owner, gridName)
  const values = {
    body: input.text,
    linkUrl: input.link,
    startsAt: input.startsAt === null ? null : new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    updatedAt: sql`now()`,
  }
  const [stored] = await db
    .insert(gridNotices)
    .values({ gridId, ...values })
    .onConflictDoUpdate({ target: gridNotices.gridId, set: values })
    .returning(noticeColumns)
  return toGridNotice(stored!)
}

/** Takes the notice off the grid's page (none is fine); another user's grid is "not found". */
export async function removeNotice(db: Db, owner: Me, gridName: string): Promise<void> {
  const gridId = await ownGridId(db, owner, gridName)
  await db.delete(gridNotices).where(eq(gridNotices.gridId, gridId))
}
