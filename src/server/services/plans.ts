import { and, eq, ne } from 'drizzle-orm'
import type { Plan } from '@domain/plans.js'
import type { Db } from '../db/client.js'
import { grids, profiles } from '../db/schema.js'

/** Why a user is on Pro: 'billing' when a subscription pays for it, 'comp' when an operator granted it. */
export type PlanSource = 'billing' | 'comp'

/**
 * Sets a user's plan and records where a Pro plan comes from (`source`; a free plan has none).
 * A downgrade deletes nothing: every grid but the profile grid becomes inactive, so visitors no
 * longer see more grids than the free plan allows.
 */
export async function applyPlan(db: Db, userId: string, plan: Plan, source?: PlanSource) {
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .update(profiles)
      .set({ plan, planSource: plan === 'pro' ? (source ?? null) : null })
      .where(eq(profiles.userId, userId))
      .returning({ username: profiles.username })
    if (!profile || plan === 'pro') return
    await tx
      .update(grids)
      .set({ active: false, updatedAt: new Date() })
      .where(and(eq(grids.ownerId, userId), ne(grids.name, profile.username)))
  })
}
