import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type Stripe from 'stripe'
import type { Config } from '../config.js'
import { startPeriodicJob } from '../periodic-job.js'
import { createPaymentsOffProvider } from './payments-off.js'
import type { PaymentProvider } from './provider.js'
import { advanceSandboxClock, createSandboxProvider } from './sandbox.js'
import { createProPriceResolver, type ProPrice } from './stripe-pro-price.js'
import { createStripeProvider, PLANS_CACHE_MS } from './stripe-provider.js'
import { expireLapsedSubscriptions } from './subscriptions.js'

export interface Billing {
  provider: PaymentProvider
  /** Present with Stripe: the client, the secret that signs its webhooks and the Pro price. */
  stripe?: { client: Stripe; webhookSecret: string; proPrice: () => Promise<ProPrice> }
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

/** The package is imported only with Stripe configured: some 20 MB an instance without it does without (ADR 0057). */
export async function createStripeClient(secretKey: string): Promise<Stripe> {
  const { default: Stripe } = await import('stripe')
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Tessera' } })
}

/** The provider of the configured payment mode (ADR 0003, ADR 0009). */
async function createBilling(app: FastifyInstance, { config, stripeClient }: BillingPluginOptions): Promise<Billing> {
  switch (config.payments) {
    case 'stripe': {
      const client = stripeClient ?? (await createStripeClient(config.STRIPE_SECRET_KEY!))
      if (!config.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is required with a Stripe client')
      const proPrice = createProPriceResolver({
        stripe: client,
        configured: config.STRIPE_PRO_PRICE,
        cacheMs: PLANS_CACHE_MS,
      })
      return {
        provider: createStripeProvider({ stripe: client, proPrice, db: app.db, config, log: app.log }),
        stripe: { client, webhookSecret: config.STRIPE_WEBHOOK_SECRET, proPrice: proPrice.price },
      }
    }
    case 'sandbox':
      return { provider: createSandboxProvider(app.db) }
    case 'off':
      return { provider: createPaymentsOffProvider() }
  }
}

/** Says at every start which payment mode runs; a sandbox in production is shouted about. */
function logPaymentMode(app: FastifyInstance, config: Config) {
  const mode = config.payments
  if (mode === 'sandbox' && config.NODE_ENV === 'production') {
    app.log.warn(
      { payments: mode },
      'payments: SANDBOX IN PRODUCTION (ALLOW_SANDBOX_IN_PRODUCTION=true): any signed-in user can become Pro for free',
    )
    return
  }
  const meaning = {
    stripe: 'Stripe takes payments',
    sandbox: 'sandbox, nothing is charged and anyone can become Pro',
    off: 'off, Pro cannot be bought (grant it with `tessera user set-plan`)',
  }[mode]
  app.log.info({ payments: mode }, `payments: ${meaning}`)
}

async function billingPlugin(app: FastifyInstance, options: BillingPluginOptions) {
  const billing = await createBilling(app, options)
  logPaymentMode(app, options.config)
  app.decorate('billing', billing)

  const sweeps = startPeriodicJob({
    everyMs: SWEEP_INTERVAL_MS,
    pass: async () => {
      const now = new Date()
      if (billing.provider.kind === 'sandbox') await advanceSandboxClock(app.db, now)
      await expireLapsedSubscriptions(app.db, now)
    },
    failed: (error) => app.log.error({ err: error }, 'billing: periodic sweep failed'),
  })
  // Close hooks run last registered first: a sweep under way ends before the database closes.
  app.addHook('onClose', () => sweeps.stop())
}

export default fp(billingPlugin, { name: 'billing', dependencies: ['database'] })
