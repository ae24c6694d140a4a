import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAIL, DEMO_PASSWORD } from '@server/services/demo-account.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { toastWith } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'

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

/** The demo owner's second page: a view of it, counted after the others, shows when they are all written. */
const MARKER_GRID = 'demo-marker'
/** The demo owner's shop pages: one link tile with a title, clicked on each layout (a new page for each try). */
let shopPages = 0
const SHOP_TILES = [
  {
    id: 'shop',
    type: 'link',
    x: 0,
    y: 0,
    width: 2,
    height: 1,
    color: 'tile-solid-slate',
    data: { links: [{ url: `https://ceramics.example/`, icon: 'Other' }], label: 'Shop ceramics' },
  },
]
/** A Free owner whose page nobody has visited yet. */
const FREE_OWNER = { email: 'newcomer@example.com', username: 'newcomer', password: 'Newcomer#2024pass' }

const dataDir = newDataDir('analytics')
let server: RunningServer
let browser: Browser
let ownerCookie = ''
let freeOwnerCookie = ''

const cli = (...args: string[]) => runBuiltCli(dataDir, ENV, ...args)

async function signIn(email: string, password: string): Promise<string> {
  const login = await fetch(`${server.baseUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email, password }),
  })
  expect(login.status).toBe(200)
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** A browser window of the signed-in owner whose cookie this is. */
async function ownerContext(cookie: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport })
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const index = pair.indexOf('=')
      return { name: pair.slice(0, index), value: pair.slice(index + 1), url: server.baseUrl }
    }),
  )
  return context
}

async function screenshot(page: Page, name: string) {
  if (process.env.ANALYTICS_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.ANALYTICS_SCREENSHOTS}/${name}.png`, fullPage: true })
  }
}

/** The figures of the new range in full colour: while it loads the old ones are dimmed (a transition). */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const figures = document.querySelector('[aria-busy]')
    return figures?.getAttribute('aria-busy') === 'false' && getComputedStyle(figures).opacity === '1'
  })
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

beforeAll(async () => {
  cli('seed', 'demo', '--messages', '0')
  const { email, username, password } = FREE_OWNER
  cli('user', 'create', '--email', email, '--username', username, '--password', password, '--verified')
  ;[server, browser] = await Promise.all([startServer({ ...ENV, DATA_DIR: dataDir }), launchBrowser()])
  ownerCookie = await signIn(DEMO_EMAIL, DEMO_PASSWORD)
  freeOwnerCookie = await signIn(email, password)
  const asOwner = { 'content-type': 'application/json', origin: server.baseUrl, cookie: ownerCookie }
  const created = await fetch(`${server.baseUrl}/api/grids`, {
    method: 'POST',
    headers: asOwner,
    body: JSON.stringify({ name: MARKER_GRID }),
  })
  expect(created.status).toBe(201)
  const activated = await fetch(`${server.baseUrl}/api/grids/${MARKER_GRID}`, {
    method: 'PATCH',
    headers: asOwner,
    body: JSON.stringify({ active: true }),
  })
  expect(activated.status).toBe(200)
}, 400_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** A new active page of the demo owner's with the shop's link tile. */
async function createShopPage(): Promise<string> {
  const name = `demo-shop-${++shopPages}`
  const asOwner = { 'content-type': 'application/json', origin: server.baseUrl, cookie: ownerCookie }
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method,
      headers: asOwner,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  expect((await send('POST', '/api/grids', { name })).status).toBe(201)
  const { version, settings, theme } = (await (await send('GET', `/api/grids/${name}/content`)).json()) as {
    version: number
    settings: unknown
    theme: unknown
  }
  const tiles = SHOP_TILES
  expect(
    (await send('PUT', `/api/grids/${name}/content`, { version, tiles, mobileTiles: tiles, settings, theme })).status,
  ).toBe(200)
  expect((await send('PATCH', `/api/grids/${name}`, { active: true })).status).toBe(200)
  return name
}

async function today(grid = 'demo') {
  const res = await fetch(`${server.baseUrl}/api/grids/${grid}/analytics?days=1&tz=UTC`, {
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
          await page.locator('a[ping]:not(.social)').filter({ hasText: 'GitHub' }).click()
          expect((await ping).method()).toBe('POST')
        }
        expect(await context.cookies()).toEqual([])
      }
    } finally {
      await Promise.all(contexts.map((context) => context.close()))
    }
    expect(cookiesSet).toEqual([])

    const after = await until(today, (figures) => figures.views >= before.views + 3 && figures.clicks > before.clicks)
    // Each write takes every view counted before it: once a later view of another page is written, no
    // view of theirs can still be waiting.
    const marker = await fetch(`${server.baseUrl}/${MARKER_GRID}`, {
      headers: { 'user-agent': VISITORS[0]!.userAgent },
    })
    expect(marker.status).toBe(200)
    expect(
      (
        await until(
          () => today(MARKER_GRID),
          (figures) => figures.views > 0,
        )
      ).views,
    ).toBe(1)
    expect((await today()).views - before.views).toBe(3)
    expect(after.clicks - before.clicks).toBeGreaterThanOrEqual(1)
  })

  it('shows the owner the chart, the heatmap and the countries, opened from /home', async () => {
    const context = await ownerContext(ownerCookie)
    try {
      const page = await context.newPage()
      await page.goto(`${server.baseUrl}/home`)
      await page.getByRole('link', { name: 'Analytics of demo', exact: true }).click()
      await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor()
      await page
        .getByRole('img', { name: /^Chart of views and visitors per day/ })
        .locator('canvas')
        .first()
        .waitFor()
      const heatTile = page.getByRole('button', { name: /^GitHub: \d+ clicks? on desktop$/ })
      await heatTile.waitFor()
      await heatTile.focus()
      expect(await heatTile.getByText(/^\d+ clicks?$/).isVisible()).toBe(true)
      const countries = page.getByRole('region', { name: 'Countries' })
      expect(await countries.getByRole('listitem').first().textContent()).toMatch(/^United States[\d,]+ \(\d+%\)$/)
      expect(await countries.getByRole('listitem').count()).toBe(10)
      expect(await countries.getByRole('link', { name: 'Export countries as CSV' }).getAttribute('href')).toMatch(
        /^\/api\/grids\/demo\/analytics\.csv\?days=7&tz=[^&]+&table=countries$/,
      )
      await page.getByRole('button', { name: '90 days' }).click()
      await page.getByRole('img', { name: /over the last 90 days/ }).waitFor()
      await settled(page)
      expect(await seriousAxeViolations(page)).toEqual([])
      await screenshot(page, 'analytics-pro-1280')

      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByRole('img', { name: /over the last 90 days/ }).waitFor()
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      expect(await seriousAxeViolations(page)).toEqual([])
      await screenshot(page, 'analytics-pro-390')
    } finally {
      await context.close()
    }
  })

  it("shows each layout its own clicks, the unknown share in a note, and a chosen tile's clicks on the chart", async () => {
    /** A visitor of the shop page at this width follows its link: `count` times with the page's script, once without. */
    const shop = await createShopPage()
    async function clickShop(viewport: { width: number; height: number }, count: number, javaScriptEnabled = true) {
      // A headless browser's own user agent is a bot's: these are the visitors' phones and computers.
      const userAgent = VISITORS[viewport.width < 768 ? 1 : 0]!.userAgent
      const context = await browser.newContext({ viewport, javaScriptEnabled, userAgent })
      try {
        const page = await context.newPage()
        await page.goto(`${server.baseUrl}/${shop}`)
        // The script takes the ping off each link once it counts clicks itself.
        if (javaScriptEnabled) await page.waitForFunction(() => !document.querySelector('a[ping]'))
        for (let index = 0; index < count; index++) {
          const sent = page.waitForRequest((request) => request.url().includes('/api/analytics/clicks/'))
          const opened = context.waitForEvent('page')
          await page.getByRole('link', { name: /Shop ceramics/ }).click()
          const url = (await sent).url()
          expect(
            url.endsWith(javaScriptEnabled ? `?layout=${viewport.width < 768 ? 'phone' : 'desktop'}` : '/shop'),
          ).toBe(true)
          await (await opened).close()
        }
      } finally {
        await context.close()
      }
    }
    await clickShop({ width: 1280, height: 900 }, 3)
    await clickShop({ width: 390, height: 844 }, 1)
    await clickShop({ width: 390, height: 844 }, 1, false)
    await until(
      () => today(shop),
      (figures) => figures.clicks >= 5,
    )

    const context = await ownerContext(ownerCookie)
    try {
      const page = await context.newPage()
      await page.goto(`${server.baseUrl}/home/${shop}/analytics`)
      const heatmap = page.getByRole('region', { name: 'Clicks on your tiles' })
      const desktop = heatmap.getByRole('list', { name: 'Desktop layout' })
      const phone = heatmap.getByRole('list', { name: 'Phone layout' })
      const onDesktop = desktop.getByRole('button', { name: 'Shop ceramics: 3 clicks on desktop' })
      await onDesktop.waitFor()
      expect(await phone.getByRole('button', { name: 'Shop ceramics: 1 click on phone' }).count()).toBe(1)
      expect(await heatmap.textContent()).toContain(
        '1 of 5 clicks (20%) came from browsers with JavaScript off, so the page could not tell which layout the visitor saw.',
      )

      // Chosen from the keyboard: its clicks per day join the chart.
      await onDesktop.focus()
      await page.keyboard.press('Enter')
      await heatmap
        .getByRole('status')
        .getByText('Shop ceramics on the chart: 5 clicks over the last 7 days.')
        .waitFor()
      expect(await onDesktop.getAttribute('aria-pressed')).toBe('true')
      expect(await phone.getByRole('button', { name: /^Shop ceramics/ }).getAttribute('aria-pressed')).toBe('true')
      const chart = page.getByRole('img', { name: /With the clicks on Shop ceramics: 5 in total\.$/ })
      await chart.waitFor()
      await chart.locator('canvas').first().waitFor()
      expect(await page.locator('.u-legend').textContent()).toContain('Clicks on Shop ceramics')
      await settled(page)
      expect(await seriousAxeViolations(page)).toEqual([])
      await screenshot(page, 'analytics-tile-1280')

      await heatmap.getByRole('button', { name: 'Remove from the chart' }).click()
      await page.getByRole('img', { name: /visitors in total\.$/ }).waitFor()
      expect(await onDesktop.getAttribute('aria-pressed')).toBe('false')

      await page.setViewportSize({ width: 390, height: 844 })
      await phone.getByRole('button', { name: /^Shop ceramics/ }).click()
      await page.getByRole('img', { name: /With the clicks on Shop ceramics/ }).waitFor()
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      expect(await seriousAxeViolations(page)).toEqual([])
      await screenshot(page, 'analytics-tile-390')
    } finally {
      await context.close()
    }
  })

  it("keeps the chart library out of the app's entry: it loads with the chart", () => {
    // uPlot's class names survive minification; the entry and what it preloads are in index.html.
    const built = (file: string) => readFileSync(join('dist/client', file), 'utf8')
    const entry = [...built('index.html').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
    expect(entry.length).toBeGreaterThan(0)
    for (const file of entry) expect(built(file), file).not.toContain('u-over')
    const chunks = readdirSync('dist/client/assets').filter((file) => file.endsWith('.js'))
    expect(chunks.filter((file) => built(`assets/${file}`).includes('u-over'))).toHaveLength(1)
  })

  it('shows skeletons, announced as loading, until the figures arrive', async () => {
    const context = await ownerContext(ownerCookie)
    try {
      const page = await context.newPage()
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/grids/demo/analytics?*', async (route) => {
        await held
        await route.continue()
      })
      await page.goto(`${server.baseUrl}/home/demo/analytics`)
      await page.getByRole('status').filter({ hasText: 'Loading the analytics…' }).waitFor({ state: 'attached' })
      expect(await page.locator('.skeleton').count()).toBeGreaterThanOrEqual(6)
      expect(await page.getByRole('region', { name: 'Totals' }).count()).toBe(0)
      release()
      await page.getByRole('region', { name: 'Totals' }).waitFor()
      expect(await page.getByRole('status').filter({ hasText: 'Loading the analytics…' }).count()).toBe(0)
    } finally {
      await context.close()
    }
  })

  it("shows a Free owner's new page the empty state with its copy-link action and the Pro parts locked", async () => {
    const context = await ownerContext(freeOwnerCookie)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl })
    try {
      const page = await context.newPage()
      await page.goto(`${server.baseUrl}/home`)
      await page.getByRole('link', { name: `Analytics of ${FREE_OWNER.username}` }).click()
      await page.getByRole('heading', { level: 2, name: 'Share your link to see visitors here' }).waitFor()
      expect(await page.getByRole('region', { name: 'Totals' }).textContent()).toContain('Views0')
      await page.getByRole('button', { name: 'Copy link' }).click()
      await toastWith(page, 'Text copied to clipboard!').waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.baseUrl}/${FREE_OWNER.username}`)

      expect(
        await page
          .getByText('Free shows the last 7 days. Pro adds up to a year of history, the click heatmap, referrers,', {
            exact: false,
          })
          .isVisible(),
      ).toBe(true)
      for (const days of [30, 90, 365]) {
        const locked = page.getByRole('link', { name: `${days} days (Pro only, see plans)` })
        expect(await locked.getAttribute('href')).toBe('/profile')
      }
      expect(await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true')
      for (const title of ['Clicks on your tiles', 'Top referrers', 'Countries', 'Devices', 'Browsers']) {
        const card = page.getByRole('region', { name: title })
        expect(await card.getByText('Pro only').isVisible()).toBe(true)
        expect(await card.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/profile')
      }
      expect(await page.getByRole('link', { name: 'Export CSV' }).count()).toBe(0)
      expect(await seriousAxeViolations(page)).toEqual([])
      await screenshot(page, 'analytics-free-1280')

      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByRole('heading', { level: 2, name: 'Share your link to see visitors here' }).waitFor()
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
      expect(await seriousAxeViolations(page)).toEqual([])
      await screenshot(page, 'analytics-free-390')
    } finally {
      await context.close()
    }
  })
})
