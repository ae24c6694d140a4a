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

/** `$0`, `$3.99`: whole dollars without cents, others with two decimals. */
export function formatUsd(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`
}

/** What each plan gives (the spec's items, made precise), on the landing and on the app's plans page. */
export const PLAN_FEATURES = {
  free: [
    '1 Tessera, your profile page',
    'Basic components: introduction, image, link and text',
    'The free themes, with a small Tessera logo',
  ],
  pro: [
    '6 Tesseras',
    'All components, including the message box and the links grid',
    'Customization',
    'No Tessera logo',
    'Access to all future features',
  ],
} as const
