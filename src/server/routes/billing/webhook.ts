import type Stripe from 'stripe'
import { z } from 'zod'
import { BILLING_MESSAGES } from '@domain/billing.js'
import type { ProPrice } from '../../billing/stripe-pro-price.js'
import { handleStripeEvent } from '../../billing/stripe-webhooks.js'
import { badRequest } from '../../errors.js'
import type { FastifyZodInstance } from '../../types.js'

const Received = z.object({ received: z.literal(true) })

/**
 * Stripe's webhook. Its signature covers the exact bytes sent, so this route (and only this one:
 * the plugin is encapsulated) keeps JSON bodies as raw buffers. A bad or missing signature is a
 * 400 and changes nothing; a failure on our side is a 5xx, which Stripe retries.
 */
export default async function stripeWebhookRoute(
  app: FastifyZodInstance,
  { client, webhookSecret, proPrice }: { client: Stripe; webhookSecret: string; proPrice: () => Promise<ProPrice> },
) {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.post('/api/billing/webhook', { schema: { response: { 200: Received } } }, async (request) => {
    const signature = request.headers['stripe-signature']
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw badRequest('INVALID_SIGNATURE', BILLING_MESSAGES.invalidSignature)
    }
    let event: Stripe.Event
    try {
      event = client.webhooks.constructEvent(request.body, signature, webhookSecret)
    } catch {
      throw badRequest('INVALID_SIGNATURE', BILLING_MESSAGES.invalidSignature)
    }
    const outcome = await handleStripeEvent({ db: app.db, stripe: client, proPrice, log: request.log }, event)
    request.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook')
    return { received: true as const }
  })
}
