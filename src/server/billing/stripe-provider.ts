import type { FastifyBaseLogger } from 'fastify'
import type Stripe from 'stripe'
import { BILLING_MESSAGES, type PricingPlans, type PricingProduct } from '@domain/billing.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { AppError, conflict } from '../errors.js'
import type { BillingUser, PaymentProvider } from './provider.js'
import { ProPriceNotFound, type ProPriceResolver } from './stripe-pro-price.js'
import { storeCustomer, storedCustomerOf } from './subscriptions.js'

/** Prices change rarely; the pricing screen should not cost two Stripe calls per visit. */
export const PLANS_CACHE_MS = 5 * 60_000

/** The free plan is usually not a Stripe product; this stands in when it is missing. */
const FREE_PLAN: PricingProduct = { id: 'free', active: true, name: 'free', priceId: null, price: 0 }

/** Ids the sandbox made (`cus_sandbox_…`) mean nothing to Stripe. */
export const isStripeId = (id: string) => !id.includes('_sandbox_')

export const paymentsUnavailable = () => new AppError(503, 'PAYMENTS_UNAVAILABLE', BILLING_MESSAGES.unavailable)

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id)

interface StripeProviderOptions {
  stripe: Stripe
  proPrice: ProPriceResolver
  db: Db
  config: Pick<Config, 'baseUrl' | 'STRIPE_PRO_PRICE'>
  log: FastifyBaseLogger
  now?: () => number
}

export function createStripeProvider({
  stripe,
  proPrice,
  db,
  config,
  log,
  now = Date.now,
}: StripeProviderOptions): PaymentProvider {
  const configuredPrice = config.STRIPE_PRO_PRICE
  let plansCache: { at: number; plans: PricingPlans } | undefined
  let plansLoading: Promise<PricingPlans> | undefined

  /** Stripe failures are ours to log; the user gets a clear 503 instead of Stripe's wording. */
  async function callStripe<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (error instanceof AppError) throw error
      log.error({ err: error }, `stripe: ${what} failed`)
      throw paymentsUnavailable()
    }
  }

  const matchesConfiguredPrice = (price: Stripe.Price) =>
    price.id === configuredPrice || price.lookup_key === configuredPrice

  /** Products and prices, price matched to product, keyed by product name ('free', 'pro'). */
  async function fetchPlans(): Promise<PricingPlans> {
    const [products, prices] = await Promise.all([
      stripe.products.list({ active: true, limit: 100 }),
      stripe.prices.list({ active: true, limit: 100 }),
    ])
    const byName = new Map<string, PricingProduct>()
    for (const product of products.data) {
      const name = product.name.trim().toLowerCase()
      if (name !== 'free' && name !== 'pro') continue
      const own = prices.data.filter((price) => idOf(price.product) === product.id)
      const price =
        own.find(matchesConfiguredPrice) ??
        own.find((candidate) => candidate.recurring?.interval === 'month') ??
        own[0] ??
        null
      byName.set(name, {
        id: product.id,
        active: product.active,
        name,
        priceId: price?.id ?? null,
        price: (price?.unit_amount ?? 0) / 100,
      })
    }
    const pro = byName.get('pro')
    if (!pro?.priceId) throw new Error('Stripe has no active product named "pro" with a price')
    return { free: byName.get('free') ?? FREE_PLAN, pro }
  }

  async function listPlans(): Promise<PricingPlans> {
    if (plansCache && now() - plansCache.at < PLANS_CACHE_MS) return plansCache.plans
    // One request to Stripe however many visitors ask at once.
    plansLoading ??= fetchPlans()
      .then((plans) => {
        plansCache = { at: now(), plans }
        return plans
      })
      .finally(() => {
        plansLoading = undefined
      })
    try {
      return await plansLoading
    } catch (error) {
      log.error({ err: error }, 'stripe: listing products and prices failed')
      // A stale price list beats no pricing screen while Stripe is unreachable.
      if (plansCache) return plansCache.plans
      throw paymentsUnavailable()
    }
  }

  /** STRIPE_PRO_PRICE is a price id (`price_…`) or a lookup key, resolved and cached like the plans. */
  async function proPriceId(): Promise<string> {
    try {
      return await proPrice.priceId()
    } catch (error) {
      if (error instanceof ProPriceNotFound) log.error(`stripe: ${error.message}`)
      else log.error({ err: error }, 'stripe: looking up STRIPE_PRO_PRICE failed')
      throw paymentsUnavailable()
    }
  }

  /** The user's Stripe customer, created once; an id the sandbox made is replaced. */
  async function customerFor(user: BillingUser): Promise<string> {
    const current = await storedCustomerOf(db, user.id)
    if (current && isStripeId(current)) return current
    const created = await callStripe('creating a customer', async () => {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.username, metadata: { userId: user.id } },
        // Two simultaneous first checkouts get the same customer back instead of two.
        { idempotencyKey: `tessera-customer-${user.id}` },
      )
      return customer.id
    })
    return storeCustomer(db, user.id, { customerId: created, replacing: current })
  }

  return {
    kind: 'stripe',
    listPlans,

    async createCheckout(user) {
      const price = await proPriceId()
      const customer = await customerFor(user)
      const session = await callStripe('creating a checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: user.id,
          line_items: [{ price, quantity: 1 }],
          success_url: `${config.baseUrl}/profile/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.baseUrl}/profile/failure`,
          subscription_data: { metadata: { userId: user.id } },
          metadata: { userId: user.id },
        }),
      )
      if (!session.url) throw paymentsUnavailable()
      return session.url
    },

    async createPortal(user) {
      const customer = await storedCustomerOf(db, user.id)
      if (!customer || !isStripeId(customer)) throw conflict('NO_SUBSCRIPTION', BILLING_MESSAGES.noSubscription)
      const session = await callStripe('creating a billing portal session', () =>
        stripe.billingPortal.sessions.create({ customer, return_url: `${config.baseUrl}/profile` }),
      )
      return session.url
    },
  }
}
