import { PLAN_FEATURES } from '@ui/landing/prices'

/** What each plan gives, as the spec lists it (its name, Free or Pro, is the same in every language). */
export const PLAN_CONTENT = {
  free: {
    name: 'Free',
    summary: /*i18n*/ { id: 'pricing.freeSummary', message: 'Everything you need for one page.' },
    features: PLAN_FEATURES.free,
  },
  pro: {
    name: 'Pro',
    summary: /*i18n*/ { id: 'pricing.proSummary', message: 'For creators who want more pages and every tile.' },
    features: PLAN_FEATURES.pro,
  },
} as const

/** `data-analytics-event` names on the pricing buttons. */
export const ANALYTICS_EVENTS = {
  selectFree: 'select_plan_free',
  selectPro: 'select_plan_pro',
  manage: 'manage_subscription',
  retry: 'retry_checkout',
  sandboxComplete: 'sandbox_checkout_complete',
  sandboxCancel: 'sandbox_checkout_cancel',
} as const
