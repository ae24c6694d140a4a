import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addDays, addMonths, differenceInHours } from 'date-fns'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BILLING_MESSAGES } from '@domain/billing.js'
import { advanceSandboxClock } from '@server/billing/sandbox.js'
import { stripeEvents, subscriptions } from '@server/db/schema.js'
import { applyPlan } from '@server/services/plans.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { gridsOf, planOf } from '../helpers/billing.js'
import { runTesseraWith } from '../helpers/cli.js'

// Without STRIPE_SECRET_KEY the sandbox provider runs, through the same plan logic as Stripe's webhooks.
let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app?.close())

let userCount = 0
const signUpFree = () => app.signUp(`sandy${++userCount}`)

/** Buy Plan → the sandbox checkout page → Complete. */
async function buyPro(user: SignedUpUser) {
  const checkout = await user.post('/api/billing/checkout')
  expect(checkout.statusCode).toBe(200)
  expect(checkout.json()).toEqual({ url: '/profile/checkout' })
  const completed = await user.post('/api/billing/sandbox/complete-checkout')
  expect(completed.statusCode).toBe(200)
  expect(completed.json()).toEqual({ url: '/profile/success' })
}

describe('the payment sandbox', () => {
  it('lists the configured prices: $0 and $3.99', async () => {
    const res = await app.client().get('/api/plans')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      free: { id: 'prod_sandbox_free', active: true, name: 'free', priceId: 'price_sandbox_free', price: 0 },
      pro: { id: 'prod_sandbox_pro', active: true, name: 'pro', priceId: 'price_sandbox_pro', price: 3.99 },
    })
  })

  it('starts checkout on the in-app sandbox page with a sandbox customer', async () => {
    const buyer = await signUpFree()
    const res = await buyer.post('/api/billing/checkout')
    expect(res.json()).toEqual({ url: '/profile/checkout' })
    expect((await planOf(app.db, buyer)).customerId).toMatch(/^cus_sandbox_/)
    expect((await buyer.get('/api/billing/subscription')).json()).toEqual({
      plan: 'free',
      planSource: null,
      provider: 'sandbox',
      subscription: null,
      canManage: false,
    })
  })

  it('completes checkout into a monthly Pro subscription, recorded like a webhook event', async () => {
    const buyer = await signUpFree()
    await buyPro(buyer)
    expect(await planOf(app.db, buyer)).toMatchObject({ plan: 'pro', planSource: 'billing' })
    const status = (await buyer.get('/api/billing/subscription')).json()
    expect(status).toMatchObject({
      plan: 'pro',
      provider: 'sandbox',
      canManage: true,
      subscription: { status: 'active', cancelAtPeriodEnd: false },
    })
    const hours = differenceInHours(new Date(status.subscription.currentPeriodEnd), addMonths(new Date(), 1))
    expect(Math.abs(hours)).toBeLessThan(1)
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))
    expect(row).toMatchObject({ id: expect.stringMatching(/^sub_sandbox_/), priceId: 'price_sandbox_pro' })
    const events = await app.db.select().from(stripeEvents).where(like(stripeEvents.id, 'evt\\_sandbox\\_%'))
    expect(events.map((event) => event.type)).toContain('customer.subscription.created')
  })

  it('gives the new Pro user a second grid and the inbox', async () => {
    const buyer = await signUpFree()
    expect((await buyer.post('/api/grids', { name: `${buyer.username}-two` })).statusCode).toBe(403)
    expect((await buyer.get('/api/messages')).statusCode).toBe(403)
    await buyPro(buyer)
    expect((await buyer.post('/api/grids', { name: `${buyer.username}-two` })).statusCode).toBe(201)
    expect((await buyer.get('/api/messages')).statusCode).toBe(200)
  })

  it('refuses a second purchase with 409', async () => {
    const buyer = await signUpFree()
    await buyPro(buyer)
    for (const path of ['/api/billing/checkout', '/api/billing/sandbox/complete-checkout']) {
      const res = await buyer.post(path)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ error: { code: 'ALREADY_PRO', message: BILLING_MESSAGES.alreadyPro } })
    }
    expect(await app.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(1)
  })

  it('opens the in-app manage page only for a user with a subscription', async () => {
    const free = await signUpFree()
    const refused = await free.post('/api/billing/portal')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('NO_SUBSCRIPTION')
    expect((await free.post('/api/billing/sandbox/cancel-subscription')).statusCode).toBe(409)

    const buyer = await signUpFree()
    await buyPro(buyer)
    const res = await buyer.post('/api/billing/portal')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ url: '/profile/manage' })
  })

  it('cancels at period end (Pro until then), and can take the cancellation back', async () => {
    const buyer = await signUpFree()
    await buyPro(buyer)
    const canceled = await buyer.post('/api/billing/sandbox/cancel-subscription')
    expect(canceled.statusCode).toBe(200)
    expect(canceled.json()).toMatchObject({ plan: 'pro', subscription: { status: 'active', cancelAtPeriodEnd: true } })
    const resumed = await buyer.post('/api/billing/sandbox/resume-subscription')
    expect(resumed.json()).toMatchObject({ plan: 'pro', subscription: { cancelAtPeriodEnd: false } })
  })

  it('ends a canceled subscription when its period ends: free again, extra grids inactive, nothing deleted', async () => {
    const buyer = await signUpFree()
    await buyPro(buyer)
    const extra = `${buyer.username}-shop`
    expect((await buyer.post('/api/grids', { name: extra })).statusCode).toBe(201)
    expect((await buyer.patch(`/api/grids/${extra}`, { active: true })).statusCode).toBe(200)
    await buyer.post('/api/billing/sandbox/cancel-subscription')

    await advanceSandboxClock(app.db, addDays(new Date(), 20))
    expect((await planOf(app.db, buyer)).plan).toBe('pro')
    expect((await gridsOf(app.db, buyer))[extra]).toBe(true)

    const { ended } = await advanceSandboxClock(app.db, addDays(new Date(), 32))
    expect(ended).toBeGreaterThanOrEqual(1)
    expect(await planOf(app.db, buyer)).toMatchObject({ plan: 'free', planSource: null })
    expect(await gridsOf(app.db, buyer)).toEqual({ [buyer.username]: true, [extra]: false })
    expect((await buyer.get('/api/billing/subscription')).json()).toMatchObject({
      plan: 'free',
      canManage: false,
      subscription: { status: 'canceled' },
    })
    // Free users may buy again.
    await buyPro(buyer)
    expect((await planOf(app.db, buyer)).plan).toBe('pro')
  })

  it('renews a subscription that was not canceled for another month', async () => {
    const buyer = await signUpFree()
    await buyPro(buyer)
    const [before] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))
    await advanceSandboxClock(app.db, addDays(new Date(), 32))
    const [after] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id))
    expect(after!.currentPeriodEnd!.getTime()).toBe(addMonths(before!.currentPeriodEnd!, 1).getTime())
    expect((await planOf(app.db, buyer)).plan).toBe('pro')
  })

  it('does not downgrade a comped user when the clock moves', async () => {
    const comped = await signUpFree()
    await buyPro(comped)
    await comped.post('/api/billing/sandbox/cancel-subscription')
    await applyPlan(app.db, comped.id, 'pro', 'comp')
    await advanceSandboxClock(app.db, addDays(new Date(), 40))
    expect(await planOf(app.db, comped)).toMatchObject({ plan: 'pro', planSource: 'comp' })
  })

  it('has no webhook route and refuses sandbox actions without a session', async () => {
    const webhook = await app.inject({ method: 'POST', url: '/api/billing/webhook', payload: {} })
    expect(webhook.statusCode).toBe(404)
    expect((await app.client().post('/api/billing/sandbox/complete-checkout')).statusCode).toBe(401)
  })
})

describe('tessera billing advance-clock', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-cli-billing-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  const tessera = (env: Record<string, string>, ...args: string[]) => runTesseraWith(dataDir, { env }, ...args)

  it('moves the sandbox forward', () => {
    const result = tessera({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }, 'billing', 'advance-clock', '31')
    expect(result).toMatchObject({
      status: 0,
      stdout: 'Sandbox clock advanced 31 days: 0 subscriptions ended, 0 renewed.',
    })
  })

  it('refuses to run against Stripe', () => {
    const result = tessera(
      { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      'billing',
      'advance-clock',
      '31',
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toBe('tessera: advance-clock only works with the payment sandbox (STRIPE_SECRET_KEY is set).')
  })
})
