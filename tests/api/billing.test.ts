import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addDays, addMonths, subDays } from 'date-fns'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BILLING_MESSAGES } from '@domain/billing.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import { expireLapsedSubscriptions } from '@server/billing/subscriptions.js'
import { stripeEvents, subscriptions } from '@server/db/schema.js'
import { applyPlan } from '@server/services/plans.js'
import { buildTestApp, TEST_ORIGIN, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { gridsOf, planOf } from '../helpers/billing.js'
import { fakeId, startFakeStripe, type FakeStripe, type FakeSubscription } from '../helpers/fake-stripe.js'
import { runsOnlyIf } from '../helpers/skip.js'

let stripe: FakeStripe
let app: TestApp
beforeAll(async () => {
  stripe = await startFakeStripe()
  app = await buildTestApp(stripe.env, { stripeClient: stripe.client })
})
afterAll(async () => {
  await app?.close()
  await stripe?.close()
})

let userCount = 0
const signUpFree = () => app.signUp(`buyer${++userCount}`)

/** Delivers a webhook the way Stripe does: no Origin, no cookie, the signed raw JSON. */
function deliver(delivery: { payload: string; headers: Record<string, unknown> }) {
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload: delivery.payload,
    headers: delivery.headers as Record<string, string>,
  })
}

/** A monthly subscription for the customer the user's checkout created, `active` unless `state` says otherwise. */
async function subscriptionFor(user: SignedUpUser, state: Partial<FakeSubscription> = {}): Promise<FakeSubscription> {
  return {
    id: fakeId('sub'),
    customer: (await planOf(app.db, user)).customerId!,
    status: 'active',
    userId: user.id,
    currentPeriodEnd: addMonths(new Date(), 1),
    ...state,
  }
}

/** A user who went through checkout: a customer at the fake Stripe and a subscription in `state`. */
async function subscribe(user: SignedUpUser, state: Partial<FakeSubscription> = {}) {
  expect((await user.post('/api/billing/checkout')).statusCode).toBe(200)
  const subscription = await subscriptionFor(user, state)
  const json = stripe.setSubscription(subscription)
  const completed = stripe.event('checkout.session.completed', {
    id: fakeId('cs_test'),
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: user.id,
    customer: subscription.customer,
    subscription: subscription.id,
  })
  expect((await deliver(completed)).statusCode).toBe(200)
  return {
    subscription,
    json,
    update: (changes: Partial<FakeSubscription>) => stripe.setSubscription({ ...subscription, ...changes }),
  }
}

const messageOf = (res: { json: () => { error: { message: string } } }) => res.json().error.message

describe('GET /api/plans', () => {
  it('lists the Free and Pro products with their prices, keyed by product name', async () => {
    const res = await app.client().get('/api/plans')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      free: { id: 'prod_free', active: true, name: 'free', priceId: 'price_free', price: 0 },
      pro: { id: 'prod_pro', active: true, name: 'pro', priceId: 'price_pro', price: 3.99 },
    })
  })

  it('caches the price list instead of asking Stripe on every visit', async () => {
    await app.client().get('/api/plans')
    const [products, prices] = [stripe.count('GET', '/v1/products'), stripe.count('GET', '/v1/prices')]
    for (let visit = 0; visit < 5; visit += 1) expect((await app.client().get('/api/plans')).statusCode).toBe(200)
    expect(stripe.count('GET', '/v1/products')).toBe(products)
    expect(stripe.count('GET', '/v1/prices')).toBe(prices)
    expect(products).toBe(1)
  })
})

describe('POST /api/billing/checkout', () => {
  it('creates a subscription-mode Checkout Session for the Pro price with the user’s customer', async () => {
    const buyer = await signUpFree()
    const customersBefore = stripe.count('POST', '/v1/customers')
    const res = await buyer.post('/api/billing/checkout')
    expect(res.statusCode).toBe(200)
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)

    expect(stripe.count('POST', '/v1/customers')).toBe(customersBefore + 1)
    expect(stripe.lastBody('POST', '/v1/customers')).toEqual({
      email: buyer.email,
      name: buyer.username,
      metadata: { userId: buyer.id },
    })
    const { customerId } = await planOf(app.db, buyer)
    expect(customerId).toMatch(/^cus_/)
    expect(stripe.lastBody('POST', '/v1/checkout/sessions')).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: buyer.id,
      line_items: [{ price: 'price_pro', quantity: '1' }],
      success_url: `${TEST_ORIGIN}/profile/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_ORIGIN}/profile/failure`,
      subscription_data: { metadata: { userId: buyer.id } },
      metadata: { userId: buyer.id },
    })
  })

  it('creates the Stripe customer once and reuses it for the next checkout', async () => {
    const buyer = await signUpFree()
    await buyer.post('/api/billing/checkout')
    const customers = stripe.count('POST', '/v1/customers')
    const again = await buyer.post('/api/billing/checkout')
    expect(again.statusCode).toBe(200)
    expect(stripe.count('POST', '/v1/customers')).toBe(customers)
    expect(stripe.lastBody('POST', '/v1/checkout/sessions')?.customer).toBe((await planOf(app.db, buyer)).customerId)
  })

  it('refuses a user who is already Pro with 409, without calling Stripe', async () => {
    const pro = await app.signUp(`propaid${++userCount}`, { plan: 'pro' })
    const sessions = stripe.count('POST', '/v1/checkout/sessions')
    const res = await pro.post('/api/billing/checkout')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: { code: 'ALREADY_PRO', message: BILLING_MESSAGES.alreadyPro } })
    expect(stripe.count('POST', '/v1/checkout/sessions')).toBe(sessions)
  })

  it('refuses a second subscription while one is running, even if the plan says free', async () => {
    const buyer = await signUpFree()
    await subscribe(buyer, { status: 'unpaid' })
    expect((await planOf(app.db, buyer)).plan).toBe('free')
    const res = await buyer.post('/api/billing/checkout')
    expect(res.statusCode).toBe(409)
    expect(messageOf(res)).toBe(BILLING_MESSAGES.subscriptionExists)
  })

  it('asks for a session', async () => {
    const res = await app.client().post('/api/billing/checkout')
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHORIZED')
  })

  it('resolves STRIPE_PRO_PRICE given as a lookup key', async () => {
    const other = await buildTestApp(
      { ...stripe.env, STRIPE_PRO_PRICE: 'tessera_pro_monthly' },
      {
        stripeClient: stripe.client,
      },
    )
    try {
      const buyer = await other.signUp('lookupbuyer')
      expect((await buyer.post('/api/billing/checkout')).statusCode).toBe(200)
      expect(stripe.requests.some((request) => String(request.query.lookup_keys) === 'tessera_pro_monthly')).toBe(true)
      expect(stripe.lastBody('POST', '/v1/checkout/sessions')?.line_items).toEqual([
        { price: 'price_pro', quantity: '1' },
      ])
    } finally {
      await other.close()
    }
  })
})

describe('POST /api/billing/portal', () => {
  it('opens the Customer Portal for the user’s customer, returning to /profile', async () => {
    const buyer = await signUpFree()
    await subscribe(buyer)
    const res = await buyer.post('/api/billing/portal')
    expect(res.statusCode).toBe(200)
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//)
    expect(stripe.lastBody('POST', '/v1/billing_portal/sessions')).toEqual({
      customer: (await planOf(app.db, buyer)).customerId,
      return_url: `${TEST_ORIGIN}/profile`,
    })
  })

  it('refuses a user who never had a customer', async () => {
    const res = await (await signUpFree()).post('/api/billing/portal')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: { code: 'NO_SUBSCRIPTION', message: BILLING_MESSAGES.noSubscription } })
  })
})

describe('POST /api/billing/webhook', () => {
  it('upgrades the buyer when checkout completes and shows the subscription', async () => {
    const buyer = await signUpFree()
    const periodEnd = addMonths(new Date(), 1)
    const { subscription } = await subscribe(buyer, { currentPeriodEnd: periodEnd })
    expect(await planOf(app.db, buyer)).toMatchObject({ plan: 'pro', planSource: 'billing' })

    const status = await buyer.get('/api/billing/subscription')
    expect(status.statusCode).toBe(200)
    expect(status.json()).toEqual({
      plan: 'pro',
      planSource: 'billing',
      provider: 'stripe',
      subscription: {
        status: 'active',
        currentPeriodEnd: new Date(Math.floor(periodEnd.getTime() / 1000) * 1000).toISOString(),
        cancelAtPeriodEnd: false,
      },
      canManage: true,
    })
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id))
    expect(row).toMatchObject({ userId: buyer.id, status: 'active', priceId: 'price_pro' })
  })

  it('lets the upgraded user create a second grid and open the inbox', async () => {
    const buyer = await signUpFree()
    expect((await buyer.post('/api/grids', { name: `${buyer.username}-shop` })).statusCode).toBe(403)
    await subscribe(buyer)
    expect((await buyer.post('/api/grids', { name: `${buyer.username}-shop` })).statusCode).toBe(201)
    expect((await buyer.get('/api/messages')).statusCode).toBe(200)
  })

  it.each([
    ['a missing signature', (headers: Record<string, unknown>) => ({ 'content-type': headers['content-type'] })],
    [
      'a signature made with another secret',
      (headers: Record<string, unknown>) => ({
        ...headers,
        'stripe-signature': stripe.client.webhooks.generateTestHeaderString({ payload: '{}', secret: 'whsec_other' }),
      }),
    ],
    ['a malformed signature', (headers: Record<string, unknown>) => ({ ...headers, 'stripe-signature': 't=1,v1=abc' })],
  ])('refuses %s with 400 and changes nothing', async (_case, tamper) => {
    const buyer = await signUpFree()
    await buyer.post('/api/billing/checkout')
    const subscription = stripe.setSubscription(await subscriptionFor(buyer))
    const delivery = stripe.event('customer.subscription.created', subscription, { id: fakeId('evt') })
    const res = await deliver({ payload: delivery.payload, headers: tamper(delivery.headers) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: { code: 'INVALID_SIGNATURE', message: BILLING_MESSAGES.invalidSignature } })
    expect((await planOf(app.db, buyer)).plan).toBe('free')
    const eventId = JSON.parse(delivery.payload).id as string
    expect(await app.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId))).toEqual([])
  })

  it('refuses a body altered after signing', async () => {
    const buyer = await signUpFree()
    const delivery = stripe.event('customer.subscription.created', { id: 'sub_x', object: 'subscription' })
    const forged = delivery.payload.replace('sub_x', 'sub_y')
    const res = await deliver({ payload: forged, headers: delivery.headers })
    expect(res.statusCode).toBe(400)
    expect((await planOf(app.db, buyer)).plan).toBe('free')
  })

  it('applies a replayed event once: the replay changes nothing', async () => {
    const buyer = await signUpFree()
    await buyer.post('/api/billing/checkout')
    const subscription = stripe.setSubscription(await subscriptionFor(buyer))
    const created = stripe.event('customer.subscription.created', subscription)
    expect((await deliver(created)).statusCode).toBe(200)
    expect((await planOf(app.db, buyer)).plan).toBe('pro')

    // An operator takes Pro away; a second delivery of the same event must not give it back.
    await applyPlan(app.db, buyer.id, 'free')
    const replay = await deliver(created)
    expect(replay.statusCode).toBe(200)
    expect((await planOf(app.db, buyer)).plan).toBe('free')
    const eventId = JSON.parse(created.payload).id as string
    expect(await app.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId))).toHaveLength(1)
  })

  it('does not let an old `updated` delivered after `deleted` resurrect Pro', async () => {
    const buyer = await signUpFree()
    const { subscription, json: activeJson, update } = await subscribe(buyer)
    const start = new Date()
    const canceledJson = update({ status: 'canceled' })
    expect(
      (await deliver(stripe.event('customer.subscription.deleted', canceledJson, { created: addDays(start, 2) })))
        .statusCode,
    ).toBe(200)
    expect((await planOf(app.db, buyer)).plan).toBe('free')

    // Stripe still has the subscription (canceled): its current state decides.
    const stale = stripe.event('customer.subscription.updated', activeJson, { created: addDays(start, 1) })
    expect((await deliver(stale)).statusCode).toBe(200)
    expect((await planOf(app.db, buyer)).plan).toBe('free')

    // Stripe no longer has it: the event's own (older) copy loses to the stored newer state.
    stripe.deleteSubscription(subscription.id)
    const older = stripe.event('customer.subscription.updated', activeJson, { created: addDays(start, 1) })
    expect((await deliver(older)).statusCode).toBe(200)
    expect((await planOf(app.db, buyer)).plan).toBe('free')

    // Even a copy dated later cannot bring an ended subscription back.
    const later = stripe.event('customer.subscription.updated', activeJson, { created: addDays(start, 3) })
    expect((await deliver(later)).statusCode).toBe(200)
    expect((await planOf(app.db, buyer)).plan).toBe('free')
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id))
    expect(row?.status).toBe('canceled')
  })

  it('keeps Pro through the grace period after a failed payment, and after recovery', async () => {
    const buyer = await signUpFree()
    const { subscription, update } = await subscribe(buyer)
    // The renewal was billed yesterday and failed: Stripe moved the period end a month ahead.
    update({ status: 'past_due', currentPeriodEnd: addMonths(subDays(new Date(), 1), 1) })
    const failed = stripe.event('invoice.payment_failed', {
      id: fakeId('in'),
      object: 'invoice',
      customer: subscription.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    })
    expect((await deliver(failed)).statusCode).toBe(200)
    expect((await planOf(app.db, buyer)).plan).toBe('pro')
    expect((await buyer.get('/api/billing/subscription')).json().subscription.status).toBe('past_due')

    const recovered = update({ status: 'active' })
    expect((await deliver(stripe.event('customer.subscription.updated', recovered))).statusCode).toBe(200)
    expect((await planOf(app.db, buyer)).plan).toBe('pro')
    expect((await buyer.get('/api/billing/subscription')).json().subscription.status).toBe('active')
  })

  it('ends Pro when a failed payment outlasts the grace period, and restores it on recovery', async () => {
    const buyer = await signUpFree()
    const { subscription, update } = await subscribe(buyer)
    await buyer.post('/api/grids', { name: `${buyer.username}-two` })
    await buyer.patch(`/api/grids/${buyer.username}-two`, { active: true })

    // Within the grace period on delivery; the periodic sweep notices when it ends.
    update({ status: 'past_due', currentPeriodEnd: addMonths(subDays(new Date(), 2), 1) })
    const failed = stripe.event('invoice.payment_failed', {
      id: fakeId('in'),
      object: 'invoice',
      subscription: subscription.id, // the pre-2025 shape is understood too
    })
    expect((await deliver(failed)).statusCode).toBe(200)
    expect((await planOf(app.db, buyer)).plan).toBe('pro')
    await expireLapsedSubscriptions(app.db, addDays(new Date(), 4))
    expect((await planOf(app.db, buyer)).plan).toBe('pro')
    await expireLapsedSubscriptions(app.db, addDays(new Date(), 6))
    expect((await planOf(app.db, buyer)).plan).toBe('free')
    expect(await gridsOf(app.db, buyer)).toEqual({ [buyer.username]: true, [`${buyer.username}-two`]: false })

    const recovered = update({ status: 'active' })
    expect((await deliver(stripe.event('customer.subscription.updated', recovered))).statusCode).toBe(200)
    expect((await planOf(app.db, buyer)).plan).toBe('pro')
    // Upgrading restores access, not the grids: the owner re-activates them.
    expect(await gridsOf(app.db, buyer)).toEqual({ [buyer.username]: true, [`${buyer.username}-two`]: false })
  })

  it('cancels at period end: Pro until the date, then free with extra grids inactive and nothing deleted', async () => {
    const buyer = await signUpFree()
    const periodEnd = addMonths(new Date(), 1)
    const { update } = await subscribe(buyer, { currentPeriodEnd: periodEnd })
    for (const name of [`${buyer.username}-a`, `${buyer.username}-b`]) {
      expect((await buyer.post('/api/grids', { name })).statusCode).toBe(201)
      expect((await buyer.patch(`/api/grids/${name}`, { active: true })).statusCode).toBe(200)
    }

    const canceling = update({ cancelAtPeriodEnd: true })
    expect((await deliver(stripe.event('customer.subscription.updated', canceling))).statusCode).toBe(200)
    expect((await planOf(app.db, buyer)).plan).toBe('pro')
    const status = (await buyer.get('/api/billing/subscription')).json()
    expect(status.subscription).toEqual({
      status: 'active',
      currentPeriodEnd: new Date(Math.floor(periodEnd.getTime() / 1000) * 1000).toISOString(),
      cancelAtPeriodEnd: true,
    })
    expect(status.canManage).toBe(true)

    const ended = update({ status: 'canceled', cancelAtPeriodEnd: true })
    expect((await deliver(stripe.event('customer.subscription.deleted', ended))).statusCode).toBe(200)
    expect(await planOf(app.db, buyer)).toMatchObject({ plan: 'free', planSource: null })
    expect(await gridsOf(app.db, buyer)).toEqual({
      [buyer.username]: true,
      [`${buyer.username}-a`]: false,
      [`${buyer.username}-b`]: false,
    })
    const after = (await buyer.get('/api/billing/subscription')).json()
    expect(after).toMatchObject({ plan: 'free', canManage: false, subscription: { status: 'canceled' } })
    // Free again: the grids stay but cannot be shown, and a new checkout is allowed.
    const activate = await buyer.patch(`/api/grids/${buyer.username}-a`, { active: true })
    expect(activate.statusCode).toBe(403)
    expect(messageOf(activate)).toBe(PLAN_MESSAGES.activationNotAllowed)
    expect((await buyer.post('/api/billing/checkout')).statusCode).toBe(200)
  })

  it('treats a cancellation date set by the portal (`cancel_at`) as the end of the paid term', async () => {
    const buyer = await signUpFree()
    const cancelAt = addDays(new Date(), 10)
    const { update } = await subscribe(buyer)
    const json = update({ cancelAt })
    expect((await deliver(stripe.event('customer.subscription.updated', json))).statusCode).toBe(200)
    expect((await buyer.get('/api/billing/subscription')).json().subscription).toEqual({
      status: 'active',
      currentPeriodEnd: new Date(Math.floor(cancelAt.getTime() / 1000) * 1000).toISOString(),
      cancelAtPeriodEnd: true,
    })
  })

  it('never downgrades an account an operator comped', async () => {
    const buyer = await signUpFree()
    const { update } = await subscribe(buyer)
    await applyPlan(app.db, buyer.id, 'pro', 'comp')
    const ended = update({ status: 'canceled' })
    expect((await deliver(stripe.event('customer.subscription.deleted', ended))).statusCode).toBe(200)
    expect(await planOf(app.db, buyer)).toMatchObject({ plan: 'pro', planSource: 'comp' })
  })

  it('grants no Pro for a subscription to another price of the same Stripe account', async () => {
    const buyer = await signUpFree()
    const { subscription } = await subscribe(buyer, { priceId: 'price_stickers' })
    expect(await planOf(app.db, buyer)).toMatchObject({ plan: 'free' })
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id))
    expect(row).toMatchObject({ status: 'active', priceId: 'price_stickers', grantsPro: false })
    // It is not a Pro subscription to manage either: Pro can still be bought.
    const status = (await buyer.get('/api/billing/subscription')).json()
    expect(status).toMatchObject({ plan: 'free', subscription: null, canManage: false })
    expect((await buyer.post('/api/billing/checkout')).statusCode).toBe(200)
  })

  it('grants Pro for another price of the Pro product (the yearly price)', async () => {
    const buyer = await signUpFree()
    await subscribe(buyer, { priceId: 'price_pro_yearly' })
    expect(await planOf(app.db, buyer)).toMatchObject({ plan: 'pro', planSource: 'billing' })
  })

  it('ends Pro when the subscription moves to a price that is not Pro', async () => {
    const buyer = await signUpFree()
    const { update } = await subscribe(buyer)
    expect((await planOf(app.db, buyer)).plan).toBe('pro')
    const moved = update({ priceId: 'price_stickers' })
    expect((await deliver(stripe.event('customer.subscription.updated', moved))).statusCode).toBe(200)
    expect(await planOf(app.db, buyer)).toMatchObject({ plan: 'free' })
  })

  it('records and ignores events for subscriptions of nobody it knows, and other event types', async () => {
    const stranger = stripe.setSubscription({
      id: fakeId('sub'),
      customer: fakeId('cus'),
      status: 'active',
      currentPeriodEnd: addMonths(new Date(), 1),
    })
    const unknown = stripe.event('customer.subscription.created', stranger)
    expect((await deliver(unknown)).statusCode).toBe(200)
    const other = stripe.event('customer.created', { id: fakeId('cus'), object: 'customer' })
    expect((await deliver(other)).statusCode).toBe(200)
    for (const delivery of [unknown, other]) {
      const id = JSON.parse(delivery.payload).id as string
      expect(await app.db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).toHaveLength(1)
    }
  })
})

describe('a free user editing requests', () => {
  it('cannot reach Pro: request fields are ignored, forged webhooks refused, sandbox routes absent', async () => {
    const free = await signUpFree()
    // Whatever the body says, checkout is for the configured Pro price and only starts a payment.
    const checkout = await free.post('/api/billing/checkout', { priceId: 'price_free', plan: 'pro', amount: 0 })
    expect(checkout.statusCode).toBe(200)
    expect(stripe.lastBody('POST', '/v1/checkout/sessions')?.line_items).toEqual([
      { price: 'price_pro', quantity: '1' },
    ])

    // A hand-made "completed" event without Stripe's signature.
    const forged = JSON.stringify({
      id: fakeId('evt'),
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { mode: 'subscription', client_reference_id: free.id, subscription: 'sub_forged' } },
    })
    const webhook = await free.post('/api/billing/webhook', forged, { 'content-type': 'application/json' })
    expect(webhook.statusCode).toBe(400)

    // A checkout abandoned before paying leaves an incomplete subscription: still free.
    const incomplete = stripe.setSubscription(await subscriptionFor(free, { status: 'incomplete' }))
    expect((await deliver(stripe.event('customer.subscription.created', incomplete))).statusCode).toBe(200)

    for (const path of ['/api/billing/sandbox/complete-checkout', '/api/billing/sandbox/cancel-subscription']) {
      expect((await free.post(path)).statusCode).toBe(404)
    }
    expect((await free.patch('/api/account/me', { plan: 'pro' })).statusCode).toBeGreaterThanOrEqual(400)
    expect((await planOf(app.db, free)).plan).toBe('free')
    expect((await free.get('/api/messages')).statusCode).toBe(403)
    expect((await free.post('/api/grids', { name: `${free.username}-extra` })).statusCode).toBe(403)
  })
})

describe('the client build', () => {
  const canary = `sk_test_canary${Date.now()}`
  const webhookCanary = `whsec_canary${Date.now()}`

  function filesUnder(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? filesUnder(path) : [path]
    })
  }

  function secretsIn(dir: string, secrets: string[]) {
    return filesUnder(dir).flatMap((file) => {
      const text = readFileSync(file, 'latin1')
      return [...secrets, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'api.stripe.com']
        .filter((secret) => text.includes(secret))
        .map((secret) => `${file}: ${secret}`)
    })
  }

  it('carries no Stripe secret, even when built with the keys in the environment', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'tessera-client-'))
    try {
      const built = spawnSync(
        process.execPath,
        ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
        {
          env: { ...process.env, STRIPE_SECRET_KEY: canary, STRIPE_WEBHOOK_SECRET: webhookCanary },
          encoding: 'utf8',
          timeout: 120_000,
        },
      )
      expect(built.status, built.stderr).toBe(0)
      expect(filesUnder(outDir).some((file) => file.endsWith('.js'))).toBe(true)
      expect(secretsIn(outDir, [canary, webhookCanary])).toEqual([])
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  }, 120_000)

  it(
    'in dist/client carries no Stripe secret',
    runsOnlyIf(existsSync('dist/client'), 'no build in dist/client'),
    () => {
      const configured = [process.env.STRIPE_SECRET_KEY, process.env.STRIPE_WEBHOOK_SECRET].filter(
        (value): value is string => Boolean(value),
      )
      expect(secretsIn('dist/client', [...configured, 'sk_live_', 'sk_test_', 'whsec_'])).toEqual([])
    },
  )
})
