import { addDays, subMonths } from 'date-fns'
import { z } from 'zod'
import type { Plan } from './plans.js'

/** One entry of the price list, as the spec describes the provider's products (keyed by product name). */
export const PricingProduct = z.object({
  id: z.string(),
  active: z.boolean(),
  name: z.string(),
  /** null for a plan that is not sold (the free plan usually has no price at the provider). */
  priceId: z.string().nullable(),
  /** Dollars per month: the price's unit_amount / 100. */
  price: z.number(),
})
export type PricingProduct = z.infer<typeof PricingProduct>

export const PricingPlans = z.object({ free: PricingProduct, pro: PricingProduct })
export type PricingPlans = z.infer<typeof PricingPlans>

/**
 * How this server takes payments: through Stripe, through the in-app sandbox (nothing charged,
 * anyone may become Pro), or not at all (Pro only from the operator's CLI).
 */
export const PaymentMode = z.enum(['stripe', 'sandbox', 'off'])
export type PaymentMode = z.infer<typeof PaymentMode>

export const BillingStatus = z.object({
  plan: z.enum(['free', 'pro']),
  /** 'comp' when an operator granted Pro by hand, 'billing' when a subscription did. */
  planSource: z.enum(['billing', 'comp']).nullable(),
  provider: PaymentMode,
  subscription: z
    .object({
      status: z.string(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  /** True while a subscription runs: the pricing screen shows Manage Subscription instead of Buy Plan. */
  canManage: z.boolean(),
})
export type BillingStatus = z.infer<typeof BillingStatus>

/** Where the browser goes next: the provider's hosted page, or an in-app page of the sandbox. */
export const RedirectUrl = z.object({ url: z.string() })

export const BILLING_MESSAGES = {
  alreadyPro: 'You are already on Pro.',
  subscriptionExists: 'You already have a subscription. Use Manage Subscription to change it.',
  noSubscription: 'You have no subscription to manage.',
  unavailable: 'Payments are unavailable right now. Please try again in a few minutes.',
  notSetUp: 'Payments are not set up on this server, so Pro cannot be bought here. Its operator can grant Pro.',
  invalidSignature: 'The webhook signature is missing or invalid.',
} as const

/** Days a past_due subscription keeps Pro after the renewal it failed to pay, while the provider retries. */
export const PAST_DUE_GRACE_DAYS = 7

/** Statuses that can never become active again: a later event claiming otherwise is stale. */
export const TERMINAL_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired'])

/** Statuses of a subscription that still runs (the user manages it rather than buying another). */
export const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused'])

export interface SubscriptionTerms {
  status: string
  currentPeriodEnd: Date | null
}

/**
 * The end of the grace period of a past_due subscription. The provider moves the period end a
 * month ahead when it bills the renewal, so the unpaid period started a month before it (billing
 * is monthly); the grace runs for PAST_DUE_GRACE_DAYS from there.
 */
export function graceEndsAt(currentPeriodEnd: Date): Date {
  return addDays(subMonths(currentPeriodEnd, 1), PAST_DUE_GRACE_DAYS)
}

/**
 * The plan one subscription grants at `now`: active or trialing → pro; past_due → pro through the
 * grace period; anything else (canceled, unpaid, incomplete, incomplete_expired, paused) → free.
 */
export function planFromSubscription(subscription: SubscriptionTerms, now: Date): Plan {
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return 'pro'
    case 'past_due':
      return subscription.currentPeriodEnd && graceEndsAt(subscription.currentPeriodEnd) > now ? 'pro' : 'free'
    default:
      return 'free'
  }
}

/** A user is Pro while any of their subscriptions grants it. */
export function planFromSubscriptions(subscriptions: readonly SubscriptionTerms[], now: Date): Plan {
  return subscriptions.some((subscription) => planFromSubscription(subscription, now) === 'pro') ? 'pro' : 'free'
}
