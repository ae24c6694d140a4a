import type { FastifyBaseLogger } from 'fastify'
import type Stripe from 'stripe'
import type { Db } from '../db/client.js'
import { isUniqueViolation } from '../db/errors.js'
import { isProPrice, type ProPrice } from './stripe-pro-price.js'
import {
  isEventRecorded,
  linkCustomer,
  recordEvent,
  recordSubscriptionState,
  type RecordOutcome,
  type SubscriptionSnapshot,
} from './subscriptions.js'

interface WebhookDeps {
  db: Db
  stripe: Stripe
  /** The configured Pro price and its product (STRIPE_PRO_PRICE, read from Stripe). */
  proPrice: () => Promise<ProPrice>
  log: FastifyBaseLogger
}

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id)

/**
 * Our row for a Stripe subscription. Since API 2025-03-31 the period lives on the items; older
 * payloads carried it on the subscription. A subscription set to cancel on a date (`cancel_at`,
 * which the Customer Portal may use) ends then: that date is the end of the paid term we show.
 * Only a subscription to the Pro price or product grants Pro; the same Stripe account may sell
 * other things.
 */
export function snapshotOf(subscription: Stripe.Subscription, pro: ProPrice): SubscriptionSnapshot {
  const items = subscription.items?.data ?? []
  const legacyPeriodEnd = (subscription as { current_period_end?: number }).current_period_end
  const periodEnds = items.map((item) => item.current_period_end).filter((end) => typeof end === 'number')
  const periodEnd = periodEnds.length > 0 ? Math.max(...periodEnds) : legacyPeriodEnd
  const cancelAt = subscription.cancel_at
  const endsAt = cancelAt && (!periodEnd || cancelAt < periodEnd) ? cancelAt : periodEnd
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    userId: subscription.metadata?.userId ?? null,
    status: subscription.status,
    priceId: items[0]?.price?.id ?? null,
    grantsPro: items.some((item) => isProPrice(item.price, pro)),
    currentPeriodEnd: endsAt ? new Date(endsAt * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(cancelAt),
  }
}

/** The subscription an invoice bills: `parent.subscription_details` now, `subscription` before 2025. */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | undefined {
  const current = invoice.parent?.subscription_details?.subscription
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription
  const found = current ?? legacy
  return found ? idOf(found) : undefined
}

/** The client's own error classes: the package itself is imported only with Stripe configured (ADR 0057). */
const isNotFound = (stripe: Stripe, error: unknown) =>
  error instanceof stripe.errors.StripeError && error.statusCode === 404

/**
 * Applies one verified Stripe event. Decisions come from the subscription's current state at
 * Stripe (fetched now), not from the order events arrive in; the stored timestamp and the rule that
 * an ended subscription stays ended keep an older state from overwriting a newer one.
 */
export async function handleStripeEvent(deps: WebhookDeps, event: Stripe.Event): Promise<RecordOutcome> {
  const { db, stripe, proPrice, log } = deps
  // A replay is answered without calling Stripe; the insert in the transaction is the real guard.
  if (await isEventRecorded(db, event.id)) return 'duplicate'
  const recorded = { id: event.id, type: event.type }
  const eventTime = new Date(event.created * 1000)

  /** Fetches the subscription's current state; the event's own copy only if Stripe no longer has it. */
  async function syncSubscription(id: string, fallback?: Stripe.Subscription, userId?: string | null) {
    let snapshot: SubscriptionSnapshot
    let observedAt: Date
    try {
      const fetchedAt = new Date()
      snapshot = snapshotOf(await stripe.subscriptions.retrieve(id), await proPrice())
      observedAt = fetchedAt
    } catch (error) {
      if (!fallback || !isNotFound(stripe, error)) throw error
      snapshot = snapshotOf(fallback, await proPrice())
      observedAt = eventTime
    }
    if (!snapshot.userId && userId) snapshot.userId = userId
    const outcome = await recordSubscriptionState(db, snapshot, { observedAt, event: recorded })
    if (outcome === 'unmatched')
      log.warn({ event: event.id, subscription: id }, 'stripe: subscription of no known user')
    return outcome
  }

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      if (session.mode !== 'subscription' || !session.subscription) return recordEvent(db, recorded)
      const userId = session.client_reference_id
      if (userId && session.customer) {
        try {
          await linkCustomer(db, userId, idOf(session.customer))
        } catch (error) {
          // The customer belongs to another profile already: keep the first link.
          if (!isUniqueViolation(error)) throw error
        }
      }
      return syncSubscription(idOf(session.subscription), undefined, userId)
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return syncSubscription(event.data.object.id, event.data.object)
    case 'customer.subscription.deleted':
      // Final: a deleted subscription never changes again, so its own copy is the current state.
      return recordSubscriptionState(db, snapshotOf(event.data.object, await proPrice()), {
        observedAt: eventTime,
        event: recorded,
      })
    case 'invoice.payment_failed': {
      const subscription = subscriptionOfInvoice(event.data.object)
      return subscription ? syncSubscription(subscription) : recordEvent(db, recorded)
    }
    default:
      return recordEvent(db, recorded)
  }
}
