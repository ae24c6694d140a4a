import { API } from '@domain/api-routes.js'
import { addApiRoute } from '../../api-route.js'
import type { FastifyZodInstance } from '../../types.js'
import stripeWebhookRoute from './webhook.js'

/** What anyone may ask of billing: the plans, and the provider's webhook. */
export default async function billingRoutes(app: FastifyZodInstance) {
  addApiRoute(app, API.plans, () => app.billing.provider.listPlans())

  if (app.billing.stripe) await app.register(stripeWebhookRoute, { ...app.billing.stripe })
}
