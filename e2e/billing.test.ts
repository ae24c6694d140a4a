import { rmSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'

// The whole purchase on the payment sandbox (no STRIPE_SECRET_KEY): buy, use Pro, cancel, period ends.
// The server runs in production mode, where the sandbox has to be chosen and allowed in so many words.
const EMAIL = 'buyer@example.com'
const PASSWORD = 'Secret#2024'
const USERNAME = 'buyer'
const EXTRA_GRID = 'buyer-shop'
const SANDBOX_ENV = {
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  DATABASE_URL: '',
  PAYMENTS: 'sandbox',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
}

const dataDir = newDataDir('billing')
let server: RunningServer
let browser: Browser
let context: BrowserContext
let page: Page

const tessera = (...args: string[]) => runBuiltCli(dataDir, SANDBOX_ENV, ...args)

const start = () => startServer({ ...SANDBOX_ENV, DATA_DIR: dataDir })

async function signIn() {
  await page.goto(`${server.baseUrl}/login`)
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL)
  await page.locator('input[type="password"]').first().fill(PASSWORD)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.waitForURL('**/home')
}

/** Same-origin API calls from the signed-in browser (the cookie rides along). */
const api = {
  get: (path: string) => page.request.get(`${server.baseUrl}${path}`),
  post: (path: string, data: unknown) =>
    page.request.post(`${server.baseUrl}${path}`, { data, headers: { origin: server.baseUrl } }),
  patch: (path: string, data: unknown) =>
    page.request.patch(`${server.baseUrl}${path}`, { data, headers: { origin: server.baseUrl } }),
}

const planCard = (plan: 'free' | 'pro') => page.getByTestId(`plan-${plan}`)

beforeAll(async () => {
  tessera('user', 'create', '--email', EMAIL, '--username', USERNAME, '--password', PASSWORD, '--verified')
  ;[server, browser] = await Promise.all([start(), launchBrowser()])
  context = await browser.newContext()
  page = await context.newPage()
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('buying Pro on the payment sandbox', () => {
  it('shows the plans with prices from the server and the free plan as current', async () => {
    await signIn()
    await page.goto(`${server.baseUrl}/profile`)
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor()
    await planCard('pro').getByText('$3.99').waitFor()
    await planCard('pro').getByRole('button', { name: 'Buy Plan' }).waitFor()
    expect(await planCard('free').getByText('$0').isVisible()).toBe(true)
    expect(await planCard('free').getByText('Current plan').isVisible()).toBe(true)
    expect(await planCard('pro').getByText('Current plan').count()).toBe(0)
    const buy = planCard('pro').getByRole('button', { name: 'Buy Plan' })
    expect(await buy.getAttribute('data-analytics-event')).toBe('select_plan_pro')
    expect(
      await planCard('free').getByRole('link', { name: 'Continue with Free' }).getAttribute('data-analytics-event'),
    ).toBe('select_plan_free')
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  it('buys Pro through the sandbox checkout and lands on a confirmed success page', async () => {
    await planCard('pro').getByRole('button', { name: 'Buy Plan' }).click()
    await page.waitForURL('**/profile/checkout')
    expect(await page.getByText('SANDBOX', { exact: true }).isVisible()).toBe(true)
    await page.getByText('$3.99').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Complete purchase' }).click()
    await page.waitForURL('**/profile/success')
    await page.getByRole('heading', { name: 'You’re on Pro', level: 1 }).waitFor()
    // Only what is true for this buyer: their one grid is active, so nothing is said about switched-off ones.
    await page.getByRole('link', { name: 'Go to your dashboard' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.getByText(/still not active/).count()).toBe(0)
  })

  it('can create and show a second grid and open the inbox', async () => {
    expect((await api.post('/api/grids', { name: EXTRA_GRID })).status()).toBe(201)
    expect((await api.patch(`/api/grids/${EXTRA_GRID}`, { active: true })).status()).toBe(200)
    expect((await api.get('/api/messages')).status()).toBe(200)
    await page.goto(`${server.baseUrl}/messages`)
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/messages')
  })

  it('cancels in the sandbox portal and keeps Pro until the end of the period', async () => {
    await page.goto(`${server.baseUrl}/profile`)
    await planCard('pro').getByText('Current plan').waitFor()
    await planCard('pro').getByRole('button', { name: 'Manage Subscription' }).click()
    await page.waitForURL('**/profile/manage')
    expect(await page.getByText('SANDBOX', { exact: true }).isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Cancel subscription' }).click()
    await page.getByText(/^Pro until .+\. After that your plan changes to Free\.$/).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Back to plans' }).click()
    await planCard('pro')
      .getByText(/^Pro until \w+-\d{2}-\d{4}$/)
      .waitFor()
    expect(await planCard('pro').getByText('Current plan').isVisible()).toBe(true)
    const status = await (await api.get('/api/billing/subscription')).json()
    expect(status).toMatchObject({ plan: 'pro', subscription: { cancelAtPeriodEnd: true } })
  })

  it('is back on Free with the extra grid inactive once the period has ended', async () => {
    await server.stop()
    expect(tessera('billing', 'advance-clock', '32')).toBe(
      'Sandbox clock advanced 32 days: 1 subscriptions ended, 0 renewed.',
    )
    server = await start()

    await page.goto(`${server.baseUrl}/profile`)
    if (new URL(page.url()).pathname === '/login') await signIn().then(() => page.goto(`${server.baseUrl}/profile`))
    await planCard('free').getByText('Current plan').waitFor()
    await planCard('pro').getByRole('button', { name: 'Buy Plan' }).waitFor()

    const ownGrids = (await (await api.get('/api/grids')).json()) as { name: string; active: boolean }[]
    expect(Object.fromEntries(ownGrids.map((grid) => [grid.name, grid.active]))).toEqual({
      [USERNAME]: true,
      [EXTRA_GRID]: false,
    })
    expect((await api.get('/api/messages')).status()).toBe(403)
    // Visitors (no session) no longer see the extra grid.
    expect((await fetch(`${server.baseUrl}/${EXTRA_GRID}`)).status).toBe(404)
  }, 180_000)
})
