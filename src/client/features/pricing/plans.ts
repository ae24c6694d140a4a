/** What each plan gives, as the spec lists it. */
export const PLAN_CONTENT = {
  free: {
    name: 'Free',
    summary: 'Everything you need for one page.',
    features: ['1 Tessera', 'Basic components'],
  },
  pro: {
    name: 'Pro',
    summary: 'For creators who want more pages and every tile.',
    features: [
      '6 Tesseras',
      'All components including message box and links grid',
      'Customization',
      'No Tessera logo',
      'Access to all future features',
    ],
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
