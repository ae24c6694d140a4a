import { DEFAULT_LOCALE } from '@domain/locales.js'

/** Monthly prices in US dollars, as the landing's pricing section shows them. */
export interface LandingPrices {
  free: number
  pro: number
}

/**
 * The configured prices (spec section 9). The one place to change when the landing starts reading
 * the plans the billing service serves (GET /api/plans): pass its answer as LandingPage's `prices`.
 */
export function landingPrices(): LandingPrices {
  return { free: 0, pro: 3.99 }
}

const usd = new Map<string, Intl.NumberFormat>()

/** `$0`, `$3.99` (`0 USD`, `3,99 USD` in Polish): whole dollars without cents, others with two decimals. */
export function formatUsd(amount: number, locale: string = DEFAULT_LOCALE): string {
  const cents = Number.isInteger(amount) ? 0 : 2
  const key = `${locale}|${cents}`
  let format = usd.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: cents })
    usd.set(key, format)
  }
  return format.format(amount)
}

// What each plan gives is the domain's (a table of texts, so the catalogue holds them); the app's
// plans page reads it from here.
export { PLAN_FEATURES } from '@domain/plans.js'
