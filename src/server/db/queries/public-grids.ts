import { and, asc, eq, isNull } from 'drizzle-orm'
import type { PageState } from '../../public-pages/page-states.js'
import type { Db } from '../client.js'
import { noticeColumns } from './grid-notices.js'
import { customDomains, gridNotices, grids, profiles, users } from '../schema.js'

const pageStateColumns = {
  id: grids.id,
  name: grids.name,
  ownerId: grids.ownerId,
  active: grids.active,
  updatedAt: grids.updatedAt,
  suspendedAt: profiles.suspendedAt,
  ownerPlan: profiles.plan,
  ownerVerified: users.emailVerified,
}

/** `name` is normalised (`NameParams`). */
const gridNamed = (name: string) => eq(grids.name, name)

/** Who may see the grid at /{name} and which version it is, without its (large) content. */
export async function findPageState(db: Db, name: string): Promise<PageState | undefined> {
  const [row] = await db
    .select(pageStateColumns)
    .from(grids)
    .innerJoin(profiles, eq(profiles.userId, grids.ownerId))
    .innerJoin(users, eq(users.id, grids.ownerId))
    .where(gridNamed(name))
  return row && { ...row, suspended: row.suspendedAt !== null }
}

/** The grid at /{name} with its content, its notice and what decides who may see it and how. */
export async function findGridForPage(db: Db, name: string) {
  const [row] = await db
    .select({
      ...pageStateColumns,
      tiles: grids.tiles,
      mobileTiles: grids.mobileTiles,
      settings: grids.settings,
      theme: grids.theme,
      messagePauseNote: grids.messagePauseNote,
      // The page's language when its settings name none (ADR 0068).
      ownerLocale: profiles.locale,
      notice: noticeColumns,
      // Its active custom domain (ADR 0065), which its page names as its address.
      customDomain: customDomains.domain,
    })
    .from(grids)
    .innerJoin(profiles, eq(profiles.userId, grids.ownerId))
    .innerJoin(users, eq(users.id, grids.ownerId))
    .leftJoin(gridNotices, eq(gridNotices.gridId, grids.id))
    .leftJoin(customDomains, and(eq(customDomains.gridId, grids.id), eq(customDomains.status, 'active')))
    .where(gridNamed(name))
  return row && { ...row, suspended: row.suspendedAt !== null }
}

export type GridForPage = NonNullable<Awaited<ReturnType<typeof findGridForPage>>>

/** Published grids (active, owner verified and not suspended), in name order, at most `limit`. */
export function listPublicGrids(db: Db, limit: number) {
  return db
    .select({ name: grids.name, updatedAt: grids.updatedAt })
    .from(grids)
    .innerJoin(profiles, eq(profiles.userId, grids.ownerId))
    .innerJoin(users, eq(users.id, grids.ownerId))
    .where(and(eq(grids.active, true), isNull(profiles.suspendedAt), eq(users.emailVerified, true)))
    .orderBy(asc(grids.name))
    .limit(limit)
}
