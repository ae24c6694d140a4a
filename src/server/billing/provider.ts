import type { PaymentMode, PricingPlans } from '@domain/billing.js'

/** Who is buying: the signed-in user. */
export interface BillingUser {
  id: string
  email: string
  username: string
}

/**
 * What the app needs from a payment provider, one per payment mode (ADR 0003, ADR 0009): Stripe; a
 * sandbox with the same interface that completes checkout in-app; or, with payments off, one that
 * refuses every sale.
 */
export interface PaymentProvider {
  readonly kind: PaymentMode
  /** The price list keyed by product name ('free', 'pro'). */
  listPlans(): Promise<PricingPlans>
  /** Starts a checkout for the Pro plan; returns the URL the browser goes to. */
  createCheckout(user: BillingUser): Promise<string>
  /** Opens subscription management; returns the URL the browser goes to. */
  createPortal(user: BillingUser): Promise<string>
}
