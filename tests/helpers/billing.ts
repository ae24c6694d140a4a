import { eq } from 'drizzle-orm'
import type { Db } from '@server/db/client.js'
import { grids, profiles } from '@server/db/schema.js'

/** The user's plan as stored: the plan, what gave it (`billing`, `comp`) and their payment customer. */
export async function planOf(db: Db, user: { id: string }) {
  const [row] = await db
    .select({ plan: profiles.plan, planSource: profiles.planSource, customerId: profiles.stripeCustomerId })
    .from(profiles)
    .where(eq(profiles.userId, user.id))
  return row!
}

/** The user's grids as `{ name: active }`. */
export async function gridsOf(db: Db, user: { id: string }) {
  const rows = await db.select({ name: grids.name, active: grids.active }).from(grids).where(eq(grids.ownerId, user.id))
  return Object.fromEntries(rows.map((row) => [row.name, row.active]))
}
