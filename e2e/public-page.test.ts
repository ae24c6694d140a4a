import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoredTile } from '@domain/grid.js'
import { MESSAGE_TEXTS, type InboxMessage } from '@domain/messages.js'
import { DEMO_EMAIL, DEMO_PASSWORD } from '@server/services/demo-account.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'

// The demo grid as visitors see it: every tile type with JavaScript off, the plain message form, the
// stepwise flow with the page's script, no horizontal scroll on a phone, axe, and three themes.
const ENV = { DATABASE_URL: '', TRUST_PROXY: 'true' }
const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }
const FAN = { email: 'fan_ania@example.com', username: 'fan_ania' }
const SCREENSHOT_DIR = join(tmpdir(), 'tessera-public-page-screenshots')

/** A second, small message tile in the demo grid's free 2 x 1 slot: it takes messages in steps. */
const QUICK_TILE: StoredTile = {
  id: 'quick',
  type: 'message.me',
  x: 2,
  y: 1,
  width: 2,
  height: 1,
  color: 'tile-gradient-indigo',
  data: { header: 'Quick note', allowAnonymous: true },
}

const dataDir = newDataDir('public')
let server: RunningServer
let browser: Browser
let owner: APIRequestContext
let visitorNumber = 0
const pageErrors: string[] = []

const url = (path: string) => `${server.baseUrl}${path}`

const tessera = (...args: string[]) => runBuiltCli(dataDir, ENV, ...args)

/** Each visitor comes from its own address, so the per-IP message limit stays out of the way. */
async function visitor(options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}) {
  visitorNumber += 1
  const context = await browser.newContext({
    viewport: DESKTOP,
    ...options,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${visitorNumber}` },
  })
  return context
}

async function openDemo(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const response = await page.goto(url('/demo'))
  expect(response?.status()).toBe(200)
  return page
}

async function signIn(request: APIRequestContext, email: string) {
  const res = await request.post(url('/api/account/login'), {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: server.baseUrl },
  })
  expect(res.status(), await res.text()).toBe(200)
}

type Content = { tiles: StoredTile[]; mobileTiles: StoredTile[]; theme: string } & Record<string, unknown>

async function updateGrid(name: string, change: (content: Content) => Content) {
  const content = (await (await owner.get(url(`/api/grids/${name}/content`))).json()) as Content
  const saved = await owner.put(url(`/api/grids/${name}/content`), {
    data: change(content),
    headers: { origin: server.baseUrl },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

const updateDemo = (change: (content: Content) => Content) => updateGrid('demo', change)

async function newestMessage(): Promise<InboxMessage> {
  const res = await owner.get(url('/api/messages'))
  expect(res.status()).toBe(200)
  return ((await res.json()) as { messages: InboxMessage[] }).messages[0]!
}

/**
 * Where the demo's tiles go on the 3 x 5 phone grid. The seeded layout has no room left for the
 * message tile; this one has every tile type, the large message tile included (the small one stays
 * desktop-only: fifteen cells hold no more).
 */
const PHONE_LAYOUT: Record<string, Pick<StoredTile, 'x' | 'y' | 'width' | 'height'>> = {
  intro: { x: 0, y: 0, width: 2, height: 2 },
  site: { x: 2, y: 0, width: 1, height: 1 },
  photo: { x: 2, y: 1, width: 1, height: 1 },
  ask: { x: 0, y: 2, width: 3, height: 1 },
  socials: { x: 0, y: 3, width: 2, height: 2 },
  about: { x: 2, y: 3, width: 1, height: 2 },
}

/**
 * The demo grid's photo tile gets a real image (uploaded as the owner), and the small message tile
 * takes the social links tile's cells: the seeded desktop grid has no free cell left.
 */
async function completeDemoGrid() {
  const photo = await sharp({
    create: { width: 600, height: 600, channels: 3, background: '#f472b6' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="600"><circle cx="300" cy="260" r="140" fill="#fde68a"/><rect y="420" width="600" height="180" fill="#7c3aed"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer()
  const uploaded = await owner.post(url('/api/uploads'), {
    multipart: { bucket: 'tile_images', file: { name: 'photo.png', mimeType: 'image/png', buffer: photo } },
    headers: { origin: server.baseUrl },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const image = ((await uploaded.json()) as { url: string }).url
  await updateDemo((content) => {
    const withPhoto = (tile: StoredTile) => (tile.id === 'photo' ? { ...tile, data: { ...tile.data, image } } : tile)
    const tiles = [...content.tiles.filter((tile) => tile.id !== 'profiles').map(withPhoto), QUICK_TILE]
    const mobileTiles = tiles.flatMap((tile) => (PHONE_LAYOUT[tile.id] ? [{ ...tile, ...PHONE_LAYOUT[tile.id] }] : []))
    return { ...content, tiles, mobileTiles }
  })
}

beforeAll(async () => {
  tessera('seed', 'demo', '--messages', '5')
  ;[server, browser] = await Promise.all([startServer({ ...ENV, DATA_DIR: dataDir }), launchBrowser()])
  owner = (await browser.newContext()).request
  await signIn(owner, DEMO_EMAIL)
  await completeDemoGrid()
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the demo page with JavaScript off', () => {
  it('shows every tile type, with links that lead where they say', async () => {
    const context = await visitor({ javaScriptEnabled: false })
    const page = await openDemo(context)
    const grid = page.locator('main .grid')

    // Introduction, with mailto: and tel: links.
    expect(await grid.getByRole('heading', { name: 'Dana Demo', level: 2 }).isVisible()).toBe(true)
    expect(await grid.getByRole('link', { name: 'demo@example.com' }).getAttribute('href')).toBe(
      'mailto:demo@example.com',
    )
    expect(await grid.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+48500000000')
    // Text.
    expect(await grid.getByRole('heading', { name: 'About me' }).isVisible()).toBe(true)
    // Image, with its box reserved.
    const photo = grid.locator('.t-image img')
    expect(await photo.isVisible()).toBe(true)
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // Link and links grid: external, in a new tab, without leaking the opener or the referrer.
    for (const href of [
      'https://github.com',
      'https://instagram.com',
      'https://youtube.com',
      'https://tiktok.com',
      'https://twitch.tv',
    ]) {
      // Stored URLs are normalised when saved ('https://github.com/').
      const link = grid.locator(`a[href="${new URL(href).href}"]`)
      expect(await link.count(), href).toBe(1)
      expect(await link.isVisible(), href).toBe(true)
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    // Both message tiles: the large one is the form, the small one starts with its button.
    expect(await grid.getByRole('form', { name: 'Ask me anything' }).isVisible()).toBe(true)
    expect(await grid.getByRole('textbox', { name: 'Your message' }).first().isVisible()).toBe(true)
    expect(await grid.getByRole('link', { name: 'Send Message' }).isVisible()).toBe(true)
    expect(await page.locator('script').count()).toBe(1)

    // The one internal link works without a script.
    await page.getByRole('link', { name: /created with/ }).click()
    await page.waitForURL(url('/'))
    await context.close()
  })

  it('posts the plain form and lands on the page showing "Message Sent!", which a reload does not send again', async () => {
    const context = await visitor({ javaScriptEnabled: false })
    const page = await openDemo(context)
    const form = page.getByRole('form', { name: 'Ask me anything' })
    await form.getByRole('textbox', { name: 'Your message' }).fill('Sent from a browser without JavaScript')
    const nickname = form.getByRole('textbox', { name: 'Nickname (optional)' })
    expect(await nickname.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent())).toBe(
      'Shown with your anonymous message instead of “Anonymous”.',
    )
    await nickname.fill('Nojs')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await page.waitForURL(url('/demo/messages?sent=ask'))
    const sentTile = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Ask me anything' }) })
    expect(await sentTile.getByText('message sent!', { exact: true }).isVisible()).toBe(true)
    // One success state in the tile, and the spec's toast apart from it, which goes away by itself.
    expect(await sentTile.getByText(MESSAGE_TEXTS.sent, { exact: true }).count()).toBe(0)
    const toast = page.locator('.toaster').getByText(MESSAGE_TEXTS.sent, { exact: true })
    expect(await toast.isVisible()).toBe(true)
    const again = sentTile.getByRole('link', { name: 'Send another message' })
    expect(await again.evaluate((link) => link.getBoundingClientRect().height)).toBeLessThanOrEqual(48)
    await toast.waitFor({ state: 'hidden', timeout: 10_000 })
    const sent = await newestMessage()
    expect(sent).toMatchObject({ body: 'Sent from a browser without JavaScript', anonymous: true, authorLabel: 'Nojs' })
    // A reload asks nothing and sends nothing: the sent page is a page, not the form's answer.
    await page.reload()
    expect(await sentTile.getByText('message sent!', { exact: true }).isVisible()).toBe(true)
    expect((await newestMessage()).id).toBe(sent.id)
    await context.close()
  })

  it('opens the small tile’s form from its button and posts it', async () => {
    const context = await visitor({ javaScriptEnabled: false })
    const page = await openDemo(context)
    const tile = page.getByRole('form', { name: 'Quick note' })
    await tile.getByRole('link', { name: 'Send Message' }).click()
    const message = tile.getByRole('textbox', { name: 'Your message' })
    expect(await message.isVisible()).toBe(true)
    expect(await tile.getByRole('link', { name: 'Send Message' }).isVisible()).toBe(false)
    await message.fill('A quick note without JavaScript')
    await tile.getByRole('button', { name: 'Send', exact: true }).click()
    await page.waitForURL(url('/demo/messages?sent=quick'))
    expect(await page.getByText(MESSAGE_TEXTS.sent, { exact: true }).isVisible()).toBe(true)
    expect((await newestMessage()).body).toBe('A quick note without JavaScript')
    await context.close()
  })
})

describe('the demo page’s layout and accessibility', () => {
  it('has no horizontal scroll at 390 x 844 and no serious axe violations at 390 and 1280', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await visitor({ viewport })
      const page = await openDemo(context)
      if (viewport === PHONE) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      }
      expect(await seriousAxeViolations(page), `${viewport.width} px`).toEqual([])
      await context.close()
    }
  })
})

/** Pairs of a tile's visible parts that overlap each other or stick out of the tile, described. */
function collidingTileParts(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = []
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 20)}"`
    for (const tile of document.querySelectorAll('.tile')) {
      const frame = tile.getBoundingClientRect()
      const parts = [...tile.querySelectorAll('h2, p, label, textarea, input, button, .button')]
        .filter((part) => !part.closest('.honeypot'))
        .map((part) => ({ part, box: part.getBoundingClientRect() }))
        // Visually hidden labels are 1px boxes; collapsed parts are not on screen.
        .filter(({ box }) => box.width > 1 && box.height > 1)
      for (const { part, box } of parts) {
        if (box.left < frame.left - 1 || box.right > frame.right + 1 || box.bottom > frame.bottom + 1)
          problems.push(`${describe(part)} leaves its tile`)
      }
      for (const [i, a] of parts.entries()) {
        for (const b of parts.slice(i + 1)) {
          if (a.part.contains(b.part) || b.part.contains(a.part)) continue
          const overlap =
            Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left) > 1 &&
            Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) > 1
          if (overlap) problems.push(`${describe(a.part)} overlaps ${describe(b.part)}`)
        }
      }
    }
    return problems
  })
}

type Placement = [x: number, y: number, width: number, height: number]

/** Message tiles in the shapes that take the full form or the steps, on both layouts. */
function messageTilesOfManySizes(): Pick<Content, 'tiles' | 'mobileTiles'> {
  const tile = (id: string, [x, y, width, height]: Placement): StoredTile => ({
    id,
    type: 'message.me',
    x,
    y,
    width,
    height,
    color: 'tile-gradient-blue',
    data: { header: `Ask me anything, ${id}`, allowAnonymous: true },
  })
  const placements: Record<string, [desktop: Placement, phone: Placement]> = {
    a: [
      [0, 0, 2, 2],
      [0, 0, 3, 2],
    ],
    b: [
      [2, 0, 4, 2],
      [0, 2, 3, 1],
    ],
    c: [
      [0, 2, 3, 2],
      [0, 3, 2, 1],
    ],
    d: [
      [3, 2, 3, 1],
      [0, 4, 3, 1],
    ],
  }
  const entries = Object.entries(placements)
  return {
    tiles: entries.map(([id, [desktop]]) => tile(id, desktop)),
    mobileTiles: entries.map(([id, [, phone]]) => tile(id, phone)),
  }
}

describe('tile contents', () => {
  it('stay inside their tiles without overlapping, from 320 px phones to wide screens', async () => {
    // A name of its own on every attempt: a retry finds the first attempt's grid taken.
    const name = `sizes${Math.random().toString(36).slice(2, 8)}`
    const created = await owner.post(url('/api/grids'), {
      data: { name },
      headers: { origin: server.baseUrl },
    })
    expect(created.status(), await created.text()).toBe(201)
    await updateGrid(name, (content) => ({ ...content, ...messageTilesOfManySizes() }))
    const activated = await owner.patch(url(`/api/grids/${name}`), {
      data: { active: true },
      headers: { origin: server.baseUrl },
    })
    expect(activated.status(), await activated.text()).toBe(200)
    for (const width of [320, 390, 800, 1024, 1280, 1600]) {
      const context = await visitor({ viewport: { width, height: 900 } })
      for (const path of ['/demo', `/${name}`]) {
        const page = await context.newPage()
        expect((await page.goto(url(path)))?.status()).toBe(200)
        await page.evaluate(() => document.fonts.ready)
        expect(await collidingTileParts(page), `${path} at ${width} px`).toEqual([])
      }
      await context.close()
    }
  })
})

describe('the message flow with JavaScript', () => {
  it('sends an anonymous message in steps without loading a page, after showing the server’s error', async () => {
    const context = await visitor()
    const page = await openDemo(context)
    const loads: string[] = []
    page.on('framenavigated', (frame) => loads.push(frame.url()))
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const tile = page.getByRole('form', { name: 'Quick note' })
    const start = tile.getByRole('link', { name: 'Send Message' })

    await start.click()
    await tile.screenshot({ path: join(SCREENSHOT_DIR, 'steps-1-choose.png') })
    await tile.getByRole('button', { name: 'Incognito' }).click()
    const message = tile.getByRole('textbox', { name: 'Your message' })
    await message.fill('Hey')
    await tile.screenshot({ path: join(SCREENSHOT_DIR, 'steps-2-message.png') })
    await tile.getByRole('button', { name: 'Send', exact: true }).click()
    // The spec's text, and the flow back at its first step.
    await tile.getByRole('alert').filter({ hasText: MESSAGE_TEXTS.tooShort }).waitFor()
    expect(await start.isVisible()).toBe(true)
    expect(await message.isVisible()).toBe(false)
    await tile.screenshot({ path: join(SCREENSHOT_DIR, 'steps-3-error.png') })

    await start.click()
    await tile.getByRole('button', { name: 'Incognito' }).click()
    expect(await message.inputValue()).toBe('Hey')
    await message.fill('Hello in steps, from a visitor with JavaScript')
    await tile.getByRole('button', { name: 'Send', exact: true }).click()
    await tile.getByText('message sent!', { exact: true }).waitFor()
    await page.getByRole('status').filter({ hasText: MESSAGE_TEXTS.sent }).waitFor()
    expect(await tile.getByRole('alert').isVisible()).toBe(false)
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'steps-4-sent.png') })

    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(loads).toEqual([])
    expect(await newestMessage()).toMatchObject({
      body: 'Hello in steps, from a visitor with JavaScript',
      anonymous: true,
      authorLabel: 'Anonymous',
    })

    // 'Send another message' starts over.
    await tile.getByRole('button', { name: 'Send another message' }).click()
    expect(await start.isVisible()).toBe(true)
    expect(pageErrors).toEqual([])
    await context.close()
  })

  it('sends a visitor without a session who chooses their account to sign in, with the way back (?next=)', async () => {
    const context = await visitor()
    const page = await openDemo(context)
    const tile = page.getByRole('form', { name: 'Quick note' })
    await tile.getByRole('link', { name: 'Send Message' }).click()
    await tile.getByRole('button', { name: 'As user' }).click()
    await page.waitForURL(url('/login?next=%2Fdemo'))
    await context.close()
  })

  it('sends a signed-in visitor’s message under their username', async () => {
    const context = await visitor()
    await signIn(context.request, FAN.email)
    const page = await openDemo(context)
    const tile = page.getByRole('form', { name: 'Quick note' })
    await tile.getByRole('link', { name: 'Send Message' }).click()
    await tile.getByRole('button', { name: `As ${FAN.username}` }).click()
    await tile.getByRole('textbox', { name: 'Your message' }).fill('Signed hello through the steps')
    await tile.getByRole('button', { name: 'Send', exact: true }).click()
    await tile.getByText('message sent!', { exact: true }).waitFor()
    expect(await newestMessage()).toMatchObject({
      body: 'Signed hello through the steps',
      anonymous: false,
      authorUsername: FAN.username,
    })
    await context.close()
  })

  it('keeps the large tile’s form, whose anonymous box only a signed-in visitor can untick', async () => {
    const context = await visitor()
    const page = await openDemo(context)
    const form = page.getByRole('form', { name: 'Ask me anything' })
    const anonymously = form.getByRole('checkbox', { name: 'Send anonymously' })
    await form.getByRole('textbox', { name: 'Your message' }).fill('Form with JavaScript, anonymous')
    expect(await anonymously.isChecked()).toBe(true)
    expect(await anonymously.isDisabled()).toBe(true)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await form.getByText('message sent!', { exact: true }).waitFor()
    await page.getByRole('status').filter({ hasText: MESSAGE_TEXTS.sent }).waitFor()
    expect((await newestMessage()).body).toBe('Form with JavaScript, anonymous')
    await context.close()

    const fan = await visitor()
    await signIn(fan.request, FAN.email)
    const fanPage = await openDemo(fan)
    const fanForm = fanPage.getByRole('form', { name: 'Ask me anything' })
    await fanForm.getByRole('textbox', { name: 'Your message' }).fill('Form with JavaScript, as myself')
    const box = fanForm.getByRole('checkbox', { name: 'Send anonymously' })
    await expect.poll(() => box.isEnabled()).toBe(true)
    await box.uncheck()
    const name = fanForm.getByRole('textbox', { name: 'Nickname (optional)' })
    expect(await name.isDisabled()).toBe(true)
    expect(await name.inputValue()).toBe(FAN.username)
    await fanForm.getByText(`Sent as ${FAN.username}, not anonymously.`).waitFor()
    await box.check()
    await fanForm
      .getByText(`Shown with your anonymous message. Untick “Send anonymously” to send it as ${FAN.username}.`)
      .waitFor()
    await box.uncheck()
    await fanForm.getByRole('button', { name: 'Send Message' }).click()
    await fanForm.getByText('message sent!', { exact: true }).waitFor()
    expect(await newestMessage()).toMatchObject({
      body: 'Form with JavaScript, as myself',
      authorUsername: FAN.username,
    })
    await fan.close()
  })
})

describe('themes', () => {
  it.each(['light', 'dark', 'synthwave'])('renders the %s theme at 1280 and 390 px', async (theme) => {
    await updateDemo((content) => ({ ...content, theme }))
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await visitor({ viewport })
      const page = await openDemo(context)
      await page.evaluate(() => document.fonts.ready)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${theme}-${viewport.width}.png`), fullPage: true })
      await context.close()
    }
  })
})

describe('the browser console of a visitor without a session', () => {
  it('stays free of errors on /{name} (message box used), /login and /register', async () => {
    const context = await visitor()
    const page = await context.newPage()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(url('/demo'))
    // Focusing the message box asks who the visitor is: the answer must not be a failed request.
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/account/session'))
    await page.getByRole('form', { name: 'Ask me anything' }).getByRole('textbox', { name: 'Your message' }).focus()
    expect((await asked).status()).toBe(200)
    for (const path of ['/login', '/register']) {
      await page.goto(url(path))
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForLoadState('networkidle')
    }
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
    await context.close()
  })
})
