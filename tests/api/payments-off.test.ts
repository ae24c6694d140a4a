import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BILLING_MESSAGES } from '@domain/billing.js'
import { applyPlan } from '@server/services/plans.js'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { planOf } from '../helpers/billing.js'

/** A pino destination that keeps every log line, to read what start-up said. */
function logCapture() {
  const lines: { level: number; msg: string; payments?: string }[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, logger: { level: 'info', stream } }
}

// A production server with no Stripe key: payments are off, nobody can make themselves Pro.
let app: TestApp
const startLog = logCapture()
beforeAll(async () => {
  app = await buildTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, { logger: startLog.logger })
})
afterAll(() => app?.close())

let userCount = 0
const signUpFree = () => app.signUp(`nopay${++userCount}`)

describe('payments off (production without STRIPE_SECRET_KEY)', () => {
  it('says at start-up that payments are off', () => {
    const line = startLog.lines.find((entry) => entry.payments)
    expect(line).toMatchObject({ payments: 'off', msg: expect.stringMatching(/^payments: off/) })
  })

  it('answers the price list with a plain "payments are not set up"', async () => {
    const res = await app.client().get('/api/plans')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ error: { code: 'PAYMENTS_NOT_SET_UP', message: BILLING_MESSAGES.notSetUp } })
  })

  it('answers Buy Plan with the same code and message, and the buyer stays free', async () => {
    const buyer = await signUpFree()
    const res = await buyer.post('/api/billing/checkout')
    expect(res.statusCode).toBe(503)
    expect(res.json().error).toEqual({ code: 'PAYMENTS_NOT_SET_UP', message: BILLING_MESSAGES.notSetUp })
    expect(await planOf(app.db, buyer)).toMatchObject({ plan: 'free', customerId: null })
  })

  it('has no sandbox routes: completing a checkout cannot make anyone Pro', async () => {
    const user = await signUpFree()
    for (const path of ['complete-checkout', 'cancel-subscription', 'resume-subscription']) {
      const res = await user.post(`/api/billing/sandbox/${path}`)
      expect(res.statusCode).toBe(404)
    }
    expect(await planOf(app.db, user)).toMatchObject({ plan: 'free' })
    const status = await user.get('/api/billing/subscription')
    expect(status.json()).toMatchObject({ plan: 'free', provider: 'off', canManage: false })
  })

  it('has no webhook route either', async () => {
    const webhook = await app.inject({ method: 'POST', url: '/api/billing/webhook', payload: {} })
    expect(webhook.statusCode).toBe(404)
  })

  it('still lets the operator grant Pro, which the pricing screen shows as granted', async () => {
    const user = await signUpFree()
    await applyPlan(app.db, user.id, 'pro', 'comp')
    const status = await user.get('/api/billing/subscription')
    expect(status.json()).toMatchObject({ plan: 'pro', planSource: 'comp', provider: 'off' })
  })
})

describe('the sandbox in production', () => {
  it('runs only when allowed, and then warns at start-up that anyone can become Pro', async () => {
    const log = logCapture()
    const sandbox = await buildTestApp(
      { NODE_ENV: 'production', LOG_LEVEL: 'info', PAYMENTS: 'sandbox', ALLOW_SANDBOX_IN_PRODUCTION: 'true' },
      { logger: log.logger },
    )
    try {
      const warning = log.lines.find((entry) => entry.payments)
      expect(warning).toMatchObject({
        level: 40,
        payments: 'sandbox',
        msg: expect.stringMatching(/SANDBOX IN PRODUCTION/),
      })
      const user = await sandbox.signUp('sandyprod')
      expect((await user.post('/api/billing/sandbox/complete-checkout')).statusCode).toBe(200)
      expect(await planOf(sandbox.db, user)).toMatchObject({ plan: 'pro', planSource: 'billing' })
    } finally {
      await sandbox.close()
    }
  })

  it('is refused at start-up without ALLOW_SANDBOX_IN_PRODUCTION', async () => {
    await expect(buildTestApp({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })).rejects.toThrow(
      /PAYMENTS=sandbox gives Pro to anyone for free; with NODE_ENV=production it also needs ALLOW_SANDBOX_IN_PRODUCTION=true/,
    )
  })
})
