import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import Stripe from 'stripe'
import type { Config } from '../config.js'
import type { PaymentProvider } from './provider.js'
import { advanceSandboxClock, createSandboxProvider } from './sandbox.js'
import { createStripeProvider } from './stripe-provider.js'
import { expireLapsedSubscriptions } from './subscriptions.js'

export interface Billing {
  provider: PaymentProvider
  /** Present with Stripe: the client and the secret that signs its webhooks. */
  stripe?: { client: Stripe; webhookSecret: string }
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: Billing
  }
}

export interface BillingPluginOptions {
  config: Config
  /** A Stripe client to use instead of one built from STRIPE_SECRET_KEY (tests point it at a local fake). */
  stripeClient?: Stripe
}

/** How often grace periods and (in the sandbox) period ends are checked without any event. */
const SWEEP_INTERVAL_MS = 10 * 60_000

export function createStripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Tessera' } })
}

/** Chooses the payment provider: Stripe when STRIPE_SECRET_KEY is set, else the sandbox (ADR 0003). */
async function billingPlugin(app: FastifyInstance, { config, stripeClient }: BillingPluginOptions) {
  const client = stripeClient ?? (config.STRIPE_SECRET_KEY ? createStripeClient(config.STRIPE_SECRET_KEY) : undefined)
  let billing: Billing
  if (client) {
    if (!config.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is required with a Stripe client')
    billing = {
      provider: createStripeProvider({ stripe: client, db: app.db, config, log: app.log }),
      stripe: { client, webhookSecret: config.STRIPE_WEBHOOK_SECRET },
    }
  } else {
    billing = { provider: createSandboxProvider(app.db) }
  }
  app.decorate('billing', billing)

  const sweep = async () => {
    const now = new Date()
    if (billing.provider.kind === 'sandbox') await advanceSandboxClock(app.db, now)
    await expireLapsedSubscriptions(app.db, now)
  }
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.error({ err: error }, 'billing: periodic sweep failed'))
  }, SWEEP_INTERVAL_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}

export default fp(billingPlugin, { name: 'billing', dependencies: ['database'] })
