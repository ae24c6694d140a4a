import { and, eq, isNull } from 'drizzle-orm'
import {
  BILLING_MESSAGES,
  LIVE_STATUSES,
  planFromSubscriptions,
  TERMINAL_STATUSES,
  type BillingStatus,
  type PaymentMode,
} from '@domain/billing.js'
import type { Db } from '../db/client.js'
import { profiles, stripeEvents, subscriptions, users } from '../db/schema.js'
import { conflict } from '../errors.js'
import { applyPlan } from '../services/plans.js'

/**
 * A subscription as the payment provider describes it at one moment. The Stripe webhook handler
 * and the sandbox both produce these; `recordSubscriptionState` is the one place that stores them
 * and derives the plan, so both providers run the same rules.
 */
export interface SubscriptionSnapshot {
  id: string
  customerId: string
  /** Our user id, when the provider carries it (subscription metadata, client_reference_id). */
  userId?: string | null
  status: string
  priceId: string | null
  /** Whether it is to the Pro price or product; any other subscription grants nothing. */
  grantsPro: boolean
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
}

/** The provider event that carried a snapshot: recorded once, so that a replay changes nothing. */
export interface ProviderEvent {
  id: string
  type: string
}

export type RecordOutcome = 'applied' | 'duplicate' | 'stale' | 'unmatched'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type SubscriptionRow = typeof subscriptions.$inferSelect

export async function isEventRecorded(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId))
  return Boolean(row)
}

/** Inserts the event id; false when it was already there (a replay, or a concurrent delivery). */
async function claimEvent(tx: Tx, event: ProviderEvent): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id })
  return inserted.length > 0
}

/** Records an event that changes no subscription, so that its replay is recognised as one. */
export async function recordEvent(db: Db, event: ProviderEvent): Promise<'applied' | 'duplicate'> {
  return db.transaction(async (tx) => ((await claimEvent(tx, event)) ? 'applied' : 'duplicate'))
}

/**
 * Older information never overwrites newer. A subscription that ended (canceled,
 * incomplete_expired) never runs again, so the end wins whatever the timestamps say (our clock and
 * Stripe's may differ by seconds) and nothing brings it back: an old `updated` delivered after
 * `deleted` cannot resurrect Pro. Otherwise the snapshot observed last wins.
 */
function isStale(stored: SubscriptionRow, snapshot: SubscriptionSnapshot, observedAt: Date): boolean {
  const storedEnded = TERMINAL_STATUSES.has(stored.status)
  const snapshotEnded = TERMINAL_STATUSES.has(snapshot.status)
  if (storedEnded !== snapshotEnded) return storedEnded
  return stored.sourceUpdatedAt > observedAt
}

async function userExists(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
  return Boolean(row)
}

/** Whose subscription this is: the id the provider carries, else the owner of the customer. */
async function resolveUserId(tx: Tx, snapshot: SubscriptionSnapshot): Promise<string | undefined> {
  if (snapshot.userId && (await userExists(tx, snapshot.userId))) return snapshot.userId
  const [owner] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.stripeCustomerId, snapshot.customerId))
  return owner?.userId
}

function rowValues(snapshot: SubscriptionSnapshot, observedAt: Date) {
  return {
    customerId: snapshot.customerId,
    status: snapshot.status,
    priceId: snapshot.priceId,
    grantsPro: snapshot.grantsPro,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    sourceUpdatedAt: observedAt,
    updatedAt: new Date(),
  }
}

const lockSubscription = async (tx: Tx, id: string) =>
  (await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update'))[0]

/**
 * Stores a subscription snapshot observed at `observedAt` and re-derives the owner's plan, in one
 * transaction that first records the event id: a replayed event, a stale snapshot or one that
 * belongs to nobody we know changes nothing.
 */
export async function recordSubscriptionState(
  db: Db,
  snapshot: SubscriptionSnapshot,
  options: { observedAt: Date; event?: ProviderEvent; now?: Date },
): Promise<RecordOutcome> {
  const { observedAt, event, now = new Date() } = options
  return db.transaction(async (tx) => {
    if (event && !(await claimEvent(tx, event))) return 'duplicate'
    let stored = await lockSubscription(tx, snapshot.id)
    if (!stored) {
      const userId = await resolveUserId(tx, snapshot)
      if (!userId) return 'unmatched'
      const inserted = await tx
        .insert(subscriptions)
        .values({ id: snapshot.id, userId, ...rowValues(snapshot, observedAt) })
        .onConflictDoNothing()
        .returning({ id: subscriptions.id })
      if (inserted.length > 0) {
        await applyBillingPlan(tx, userId, now)
        return 'applied'
      }
      // Another delivery inserted it a moment ago: compare with that one instead.
      stored = (await lockSubscription(tx, snapshot.id))!
    }
    if (isStale(stored, snapshot, observedAt)) return 'stale'
    // Never move the stored timestamp back (an ended subscription may win with an older one).
    const sourceUpdatedAt = stored.sourceUpdatedAt > observedAt ? stored.sourceUpdatedAt : observedAt
    await tx.update(subscriptions).set(rowValues(snapshot, sourceUpdatedAt)).where(eq(subscriptions.id, snapshot.id))
    await applyBillingPlan(tx, stored.userId, now)
    return 'applied'
  })
}

/**
 * Sets the plan the user's Pro subscriptions grant at `now`. A comped account (granted by an operator)
 * is left alone; the plan is only written when it changes, so a downgrade's grid deactivation runs
 * once, on the change.
 */
async function applyBillingPlan(tx: Tx, userId: string, now: Date) {
  const rows = await tx
    .select({ status: subscriptions.status, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.grantsPro, true)))
  const plan = planFromSubscriptions(rows, now)
  const [profile] = await tx
    .select({ plan: profiles.plan, planSource: profiles.planSource })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update')
  if (!profile || profile.planSource === 'comp' || profile.plan === plan) return false
  await applyPlan(tx, userId, plan, 'billing')
  return true
}

/**
 * Past_due subscriptions lose Pro when their grace period ends even if the provider sends nothing
 * more; run periodically. Returns how many users changed plan.
 */
export async function expireLapsedSubscriptions(db: Db, now: Date): Promise<number> {
  const owners = await db
    .selectDistinct({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.status, 'past_due'))
  let changed = 0
  for (const { userId } of owners) {
    if (await db.transaction((tx) => applyBillingPlan(tx, userId, now))) changed += 1
  }
  return changed
}

/** The user's subscriptions to Pro (another price of the same Stripe account is none of ours). */
export async function proSubscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.grantsPro, true)))
}

/** The running subscription with the latest period end, if any. */
export function liveSubscription(rows: readonly SubscriptionRow[]): SubscriptionRow | undefined {
  return rows
    .filter((row) => LIVE_STATUSES.has(row.status))
    .sort((a, b) => (b.currentPeriodEnd?.getTime() ?? 0) - (a.currentPeriodEnd?.getTime() ?? 0))[0]
}

/** What the pricing screen needs: the plan, why, and the subscription behind it. */
export async function billingStatusOf(db: Db, userId: string, provider: PaymentMode): Promise<BillingStatus> {
  const [profile] = await db
    .select({ plan: profiles.plan, planSource: profiles.planSource })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  const rows = await proSubscriptionsOf(db, userId)
  const live = liveSubscription(rows)
  const latest = [...rows].sort((a, b) => b.sourceUpdatedAt.getTime() - a.sourceUpdatedAt.getTime())[0]
  const shown = live ?? latest
  return {
    plan: profile?.plan ?? 'free',
    planSource: profile?.planSource ?? null,
    provider,
    subscription: shown
      ? {
          status: shown.status,
          currentPeriodEnd: shown.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: shown.cancelAtPeriodEnd,
        }
      : null,
    canManage: Boolean(live),
  }
}

/** A user who is Pro already, or who has a running subscription, cannot start a second one. */
export async function assertCanStartCheckout(db: Db, userId: string) {
  const [profile] = await db.select({ plan: profiles.plan }).from(profiles).where(eq(profiles.userId, userId))
  if (profile?.plan === 'pro') throw conflict('ALREADY_PRO', BILLING_MESSAGES.alreadyPro)
  if (liveSubscription(await proSubscriptionsOf(db, userId)))
    throw conflict('SUBSCRIPTION_EXISTS', BILLING_MESSAGES.subscriptionExists)
}

/** The customer id at the payment provider stored in the user's profile, if any. */
export async function storedCustomerOf(db: Db, userId: string): Promise<string | null> {
  const [profile] = await db
    .select({ customerId: profiles.stripeCustomerId })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  return profile?.customerId ?? null
}

/**
 * Stores `customerId` in place of `replacing` (null: none yet) and returns the id the profile holds
 * afterwards: ours, or the one a simultaneous checkout stored first.
 */
export async function storeCustomer(
  db: Db,
  userId: string,
  { customerId, replacing }: { customerId: string; replacing: string | null },
): Promise<string> {
  const [stored] = await db
    .update(profiles)
    .set({ stripeCustomerId: customerId })
    .where(
      and(
        eq(profiles.userId, userId),
        replacing ? eq(profiles.stripeCustomerId, replacing) : isNull(profiles.stripeCustomerId),
      ),
    )
    .returning({ customerId: profiles.stripeCustomerId })
  if (stored) return customerId
  return (await storedCustomerOf(db, userId)) ?? customerId
}

/** Links a customer to a user when the user has none yet (a checkout completed elsewhere). */
export async function linkCustomer(db: Db, userId: string, customerId: string) {
  await db
    .update(profiles)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(profiles.userId, userId), isNull(profiles.stripeCustomerId)))
}
