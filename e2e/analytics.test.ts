import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/server/services/demo.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'

// Visitors counted without cookies, in Chromium: the demo grid (seeded with its history by the
// CLI before the server starts, PGlite being one process per data directory) gets three visitors.
const ENV = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', DATABASE_URL: '', ANALYTICS_FLUSH_MS: '200' }
const VISITORS = [
  {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    javaScriptEnabled: true,
  },
  {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    javaScriptEnabled: true,
  },
  {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    javaScriptEnabled: false,
  },
]

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-analytics-'))
let server: RunningServer
let browser: Browser
let ownerCookie = ''

beforeAll(async () => {
  const seeded = spawnSync(process.execPath, ['bin/tessera.js', 'seed', 'demo', '--messages', '0'], {
    env: { ...process.env, ...ENV, DATA_DIR: dataDir, BASE_URL: 'http://localhost:3000', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 180_000,
  })
  if (seeded.status !== 0) throw new Error(`seed demo failed: ${seeded.stderr}`)
  ;[server, browser] = await Promise.all([startServer({ ...ENV, DATA_DIR: dataDir }), launchBrowser()])
  const login = await fetch(`${server.baseUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  })
  ownerCookie = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}, 400_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function today() {
  const res = await fetch(`${server.baseUrl}/api/grids/demo/analytics?days=1&tz=UTC`, {
    headers: { cookie: ownerCookie },
  })
  expect(res.status).toBe(200)
  return (await res.json()) as { views: number; clicks: number }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('visitor analytics in Chromium', () => {
  it('counts three visitors and a click without JavaScript, and gives none of them a cookie', async () => {
    const before = await today()
    const contexts: BrowserContext[] = []
    const cookiesSet: string[] = []
    try {
      for (const visitor of VISITORS) {
        const context = await browser.newContext(visitor)
        contexts.push(context)
        const page = await context.newPage()
        page.on('response', (response) => {
          const cookie = response.headers()['set-cookie']
          if (cookie) cookiesSet.push(`${response.url()}: ${cookie}`)
        })
        const res = await page.goto(`${server.baseUrl}/demo`)
        expect(res?.status()).toBe(200)
        if (!visitor.javaScriptEnabled) {
          // The GitHub tile opens a new tab; the ping goes from this page as the link is followed.
          const ping = page.waitForRequest((request) => request.url().includes('/api/analytics/clicks/'))
          await page.locator('a[ping]').filter({ hasText: 'GitHub' }).click()
          expect((await ping).method()).toBe('POST')
        }
        expect(await context.cookies()).toEqual([])
      }
    } finally {
      await Promise.all(contexts.map((context) => context.close()))
    }
    expect(cookiesSet).toEqual([])

    const after = await until(today, (figures) => figures.views >= before.views + 3 && figures.clicks > before.clicks)
    // Another write period or two: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 600))
    const settled = await today()
    expect(settled.views - before.views).toBe(3)
    expect(after.clicks - before.clicks).toBeGreaterThanOrEqual(1)
  })

  it('shows the owner the chart and the heatmap, opened from /home', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    try {
      const [name, value] = ownerCookie.split('; ').map((pair) => pair.split('='))[0]!
      await context.addCookies(
        ownerCookie.split('; ').map((pair) => {
          const index = pair.indexOf('=')
          return { name: pair.slice(0, index), value: pair.slice(index + 1), url: server.baseUrl }
        }),
      )
      expect(name && value).toBeTruthy()
      const page = await context.newPage()
      await page.goto(`${server.baseUrl}/home`)
      await page.getByRole('link', { name: 'Analytics of demo' }).click()
      await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor()
      await page
        .getByRole('img', { name: /^Chart of views and visitors per day/ })
        .locator('canvas')
        .first()
        .waitFor()
      const heatTile = page.getByRole('listitem', { name: /^GitHub: \d+ clicks?$/ }).first()
      await heatTile.waitFor()
      await heatTile.focus()
      expect(await heatTile.getByText(/\d+ clicks?/).isVisible()).toBe(true)
      await page.getByRole('button', { name: '90 days' }).click()
      await page.getByRole('img', { name: /over the last 90 days/ }).waitFor()
      expect(await seriousAxeViolations(page)).toEqual([])
      if (process.env.ANALYTICS_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.ANALYTICS_SCREENSHOTS}/analytics-1280.png`, fullPage: true })

      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByRole('img', { name: /over the last 90 days/ }).waitFor()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      expect(await seriousAxeViolations(page)).toEqual([])
      if (process.env.ANALYTICS_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.ANALYTICS_SCREENSHOTS}/analytics-390.png`, fullPage: true })
    } finally {
      await context.close()
    }
  })
})
