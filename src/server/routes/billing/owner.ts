import { API } from '@domain/api-routes.js'
import { completeSandboxCheckout, setSandboxCancelAtPeriodEnd } from '../../billing/sandbox.js'
import { assertCanStartCheckout, billingStatusOf } from '../../billing/subscriptions.js'
import { addApiRoute } from '../../api-route.js'
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

  addApiRoute(app, API.checkout, { preHandler: billingLimit }, async (request) => {
    await assertCanStartCheckout(app.db, request.viewer.id)
    return { url: await provider.createCheckout(request.viewer) }
  })

  addApiRoute(app, API.portal, { preHandler: billingLimit }, async (request) => ({
    url: await provider.createPortal(request.viewer),
  }))

  addApiRoute(app, API.billingStatus, async (request) => billingStatusOf(app.db, request.viewer.id, provider.kind))

  if (provider.kind === 'sandbox') {
    // Only without Stripe: the in-app checkout and portal pages act through these.
    addApiRoute(app, API.completeSandboxCheckout, { preHandler: billingLimit }, async (request) => ({
      url: await completeSandboxCheckout(app.db, request.viewer),
    }))
    for (const [route, cancelAtPeriodEnd] of [
      [API.cancelSandboxSubscription, true],
      [API.resumeSandboxSubscription, false],
    ] as const) {
      addApiRoute(app, route, { preHandler: billingLimit }, async (request) => {
        await setSandboxCancelAtPeriodEnd(app.db, request.viewer.id, cancelAtPeriodEnd)
        return billingStatusOf(app.db, request.viewer.id, provider.kind)
      })
    }
  }
}
