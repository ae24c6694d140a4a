import { API } from '@domain/api-routes.js'
import { completeSandboxCheckout, setSandboxCancelAtPeriodEnd } from '../../billing/sandbox.js'
import { assertCanStartCheckout, billingStatusOf } from '../../billing/subscriptions.js'
import { routeSchema } from '../../route-schema.js'
import type { FastifyZodInstance } from '../../types.js'

/** The signed-in user's checkout, portal and subscription; the provider does the provider's part. */
export default async function ownBillingRoutes(app: FastifyZodInstance) {
  const { provider } = app.billing
  // Every checkout and portal visit creates objects at the provider: a person needs a handful.
  const billingLimit = app.limit({
    name: 'billing',
    max: 20,
    timeWindow: '10 minutes',
    key: (request) => request.viewer.id,
  })

  app.post(
    '/api/billing/checkout',
    { schema: routeSchema(API.checkout), preHandler: billingLimit },
    async (request) => {
      await assertCanStartCheckout(app.db, request.viewer.id)
      return { url: await provider.createCheckout(request.viewer) }
    },
  )

  app.post('/api/billing/portal', { schema: routeSchema(API.portal), preHandler: billingLimit }, async (request) => ({
    url: await provider.createPortal(request.viewer),
  }))

  app.get('/api/billing/subscription', { schema: routeSchema(API.billingStatus) }, async (request) =>
    billingStatusOf(app.db, request.viewer.id, provider.kind),
  )

  if (provider.kind === 'sandbox') {
    // Only without Stripe: the in-app checkout and portal pages act through these.
    app.post(
      '/api/billing/sandbox/complete-checkout',
      { schema: routeSchema(API.completeSandboxCheckout), preHandler: billingLimit },
      async (request) => ({ url: await completeSandboxCheckout(app.db, request.viewer) }),
    )
    for (const [route, cancelAtPeriodEnd] of [
      [API.cancelSandboxSubscription, true],
      [API.resumeSandboxSubscription, false],
    ] as const) {
      app.post(route.path, { schema: routeSchema(route), preHandler: billingLimit }, async (request) => {
        await setSandboxCancelAtPeriodEnd(app.db, request.viewer.id, cancelAtPeriodEnd)
        return billingStatusOf(app.db, request.viewer.id, provider.kind)
      })
    }
  }
}
