import { randomUUID } from 'node:crypto'
import { addMonths } from 'date-fns'
import { and, like, lte } from 'drizzle-orm'
import { BILLING_MESSAGES, LIVE_STATUSES, type PricingPlans } from '@domain/billing.js'
import type { Db } from '../db/client.js'
import { subscriptions } from '../db/schema.js'
import { conflict } from '../errors.js'
import type { BillingUser, PaymentProvider } from './provider.js'
import {
  assertCanStartCheckout,
  liveSubscription,
  recordSubscriptionState,
  storeCustomer,
  storedCustomerOf,
  proSubscriptionsOf,
  type SubscriptionSnapshot,
} from './subscriptions.js'

/** The sandbox's price list: the spec's prices, from configuration rather than a provider. */
export const SANDBOX_PLANS: PricingPlans = {
  free: { id: 'prod_sandbox_free', active: true, name: 'free', priceId: 'price_sandbox_free', price: 0 },
  pro: { id: 'prod_sandbox_pro', active: true, name: 'pro', priceId: 'price_sandbox_pro', price: 3.99 },
}

/** In-app pages standing in for Stripe's hosted checkout and customer portal. */
export const SANDBOX_CHECKOUT_PATH = '/profile/checkout'
export const SANDBOX_MANAGE_PATH = '/profile/manage'
export const SANDBOX_SUCCESS_PATH = '/profile/success'

const SANDBOX_PREFIX = '_sandbox_'
const sandboxId = (kind: 'cus' | 'sub' | 'evt') => `${kind}${SANDBOX_PREFIX}${randomUUID().replaceAll('-', '')}`

async function sandboxCustomer(db: Db, userId: string) {
  // Any stored id will do as a sandbox customer: nothing is charged to it.
  const current = await storedCustomerOf(db, userId)
  return current ?? storeCustomer(db, userId, { customerId: sandboxId('cus'), replacing: null })
}

/**
 * Emits a subscription change the way Stripe's webhook would, through the same function the webhook
 * handler uses (event id recorded, plan derived, grids deactivated on a downgrade).
 */
function emit(db: Db, snapshot: SubscriptionSnapshot, type: string, now: Date) {
  return recordSubscriptionState(db, snapshot, { observedAt: new Date(), event: { id: sandboxId('evt'), type }, now })
}

async function liveSandboxSubscription(db: Db, userId: string) {
  const live = liveSubscription(await proSubscriptionsOf(db, userId))
  if (!live || !live.id.includes(SANDBOX_PREFIX)) throw conflict('NO_SUBSCRIPTION', BILLING_MESSAGES.noSubscription)
  return live
}

const snapshotOfRow = (row: typeof subscriptions.$inferSelect): SubscriptionSnapshot => ({
  id: row.id,
  customerId: row.customerId,
  userId: row.userId,
  status: row.status,
  priceId: row.priceId,
  grantsPro: row.grantsPro,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
})

export function createSandboxProvider(db: Db): PaymentProvider {
  return {
    kind: 'sandbox',
    listPlans: async () => SANDBOX_PLANS,
    async createCheckout(user: BillingUser) {
      await sandboxCustomer(db, user.id)
      return SANDBOX_CHECKOUT_PATH
    },
    async createPortal(user: BillingUser) {
      await liveSandboxSubscription(db, user.id)
      return SANDBOX_MANAGE_PATH
    },
  }
}

/** The sandbox checkout's "Complete": a paid monthly subscription starting now. */
export async function completeSandboxCheckout(db: Db, user: BillingUser, now = new Date()) {
  await assertCanStartCheckout(db, user.id)
  const customerId = await sandboxCustomer(db, user.id)
  await emit(
    db,
    {
      id: sandboxId('sub'),
      customerId,
      userId: user.id,
      status: 'active',
      priceId: SANDBOX_PLANS.pro.priceId,
      grantsPro: true,
      currentPeriodEnd: addMonths(now, 1),
      cancelAtPeriodEnd: false,
    },
    'customer.subscription.created',
    now,
  )
  return SANDBOX_SUCCESS_PATH
}

/** The sandbox portal: cancel at the end of the paid term, or take that back. */
export async function setSandboxCancelAtPeriodEnd(db: Db, userId: string, cancelAtPeriodEnd: boolean) {
  const live = await liveSandboxSubscription(db, userId)
  await emit(db, { ...snapshotOfRow(live), cancelAtPeriodEnd }, 'customer.subscription.updated', new Date())
}

/**
 * Moves the sandbox to `until`, as Stripe does at each period end: a subscription set to cancel
 * ends (→ free), any other renews for another month. Runs periodically in the server and from
 * `tessera billing advance-clock <days>` to test the passage of time.
 */
export async function advanceSandboxClock(db: Db, until: Date) {
  const due = await db
    .select()
    .from(subscriptions)
    .where(and(like(subscriptions.id, 'sub\\_sandbox\\_%'), lte(subscriptions.currentPeriodEnd, until)))
  let ended = 0
  let renewed = 0
  for (const row of due) {
    if (!LIVE_STATUSES.has(row.status) || !row.currentPeriodEnd) continue
    if (row.cancelAtPeriodEnd) {
      await emit(db, { ...snapshotOfRow(row), status: 'canceled' }, 'customer.subscription.deleted', until)
      ended += 1
    } else {
      let periodEnd = row.currentPeriodEnd
      while (periodEnd <= until) periodEnd = addMonths(periodEnd, 1)
      await emit(db, { ...snapshotOfRow(row), currentPeriodEnd: periodEnd }, 'customer.subscription.updated', until)
      renewed += 1
    }
  }
  return { ended, renewed }
}
