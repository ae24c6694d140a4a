import type Stripe from 'stripe'

/** The configured Pro price as Stripe knows it: its id and the product it belongs to. */
export interface ProPrice {
  id: string
  productId: string
}

export interface ProPriceResolver {
  /** The id of the Pro price, to check out with (no Stripe call when STRIPE_PRO_PRICE is an id). */
  priceId(): Promise<string>
  /** The Pro price and its product: a subscription to either grants Pro, nothing else does. */
  price(): Promise<ProPrice>
}

export class ProPriceNotFound extends Error {
  override name = 'ProPriceNotFound'
}

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id)

/**
 * Reads STRIPE_PRO_PRICE, a price id (`price_…`) or a lookup key, from Stripe and keeps the answer
 * for `cacheMs`: checkouts and webhooks should not cost an extra call each.
 */
export function createProPriceResolver({
  stripe,
  configured,
  cacheMs,
  now = Date.now,
}: {
  stripe: Stripe
  configured: string
  cacheMs: number
  now?: () => number
}): ProPriceResolver {
  let cache: { at: number; price: ProPrice } | undefined

  async function fetchPrice(): Promise<ProPrice> {
    if (configured.startsWith('price_')) {
      const price = await stripe.prices.retrieve(configured)
      return { id: price.id, productId: idOf(price.product) }
    }
    const found = await stripe.prices.list({ lookup_keys: [configured], active: true, limit: 1 })
    const price = found.data[0]
    if (!price) throw new ProPriceNotFound(`no active price has the lookup key STRIPE_PRO_PRICE="${configured}"`)
    return { id: price.id, productId: idOf(price.product) }
  }

  async function price(): Promise<ProPrice> {
    if (cache && now() - cache.at < cacheMs) return cache.price
    cache = { at: now(), price: await fetchPrice() }
    return cache.price
  }

  return {
    price,
    priceId: async () => (configured.startsWith('price_') ? configured : (await price()).id),
  }
}

/** Whether a subscription's price is the Pro price, or another price of the Pro product. */
export function isProPrice(price: Pick<Stripe.Price, 'id' | 'product'> | undefined, pro: ProPrice): boolean {
  return Boolean(price && (price.id === pro.id || idOf(price.product) === pro.productId))
}
