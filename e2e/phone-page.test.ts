import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { E2E_PASSWORD, field, submitSignIn } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'

// The phone page never drops a tile silently: placed in reading order, warned about on desktop, made room for.
const OWNER = { email: 'phone-owner@example.com', username: 'phoneowner', password: E2E_PASSWORD }
const CLI_ENV = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', DATABASE_URL: '' }
/** Set to a folder to keep screenshots of the new states at 1280 and 390 px. */
const SCREENSHOT_DIR = process.env.EDITOR_SCREENSHOTS

const dataDir = newDataDir('phone')
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  const args = ['user', 'create', '--email', OWNER.email, '--username', OWNER.username, '--password', OWNER.password]
  runBuiltCli(dataDir, CLI_ENV, ...args, '--verified', '--pro')
  ;[server, browser] = await Promise.all([startServer({ ...CLI_ENV, DATA_DIR: dataDir }), launchBrowser()])
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const url = (path: string) => `${server.baseUrl}${path}`

let pageErrors: string[] = []
afterEach(() => {
  const errors = pageErrors
  pageErrors = []
  expect(errors).toEqual([])
})

const isWrite = (path: string) => (response: Response) =>
  response.url().split('?')[0]!.endsWith(path) && response.request().method() === 'PUT'

/** Runs an action and waits for the write it causes (a draft save, or with '/content' Save); answers the content. */
async function saved(page: Page, action: () => Promise<unknown>, path = '/draft'): Promise<GridContent> {
  const [response] = await Promise.all([page.waitForResponse(isWrite(path), { timeout: 15_000 }), action()])
  expect(response.status()).toBe(200)
  const content = (await response.json()) as GridContent & { draft?: GridContent | null }
  return content.draft ?? content
}

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

const emptyCell = (page: Page, column: number, row: number) =>
  page.getByRole('button', { name: new RegExp(`^Empty cell, column ${column}, row ${row}(, selected)?$`) })

/** Adds a text tile with this header over the desktop cell, and returns the saved content. */
async function addTextTile(page: Page, column: number, row: number, header: string): Promise<GridContent> {
  await emptyCell(page, column, row).click()
  await page.getByRole('button', { name: 'ADD', exact: true }).click()
  await saved(page, () =>
    page.getByRole('dialog', { name: 'Components' }).getByRole('button', { name: /^Text/ }).click(),
  )
  const edit = page.getByRole('dialog', { name: 'Edit' })
  await field(page, 'Header').fill(header)
  const content = await saved(page, () => edit.getByRole('button', { name: 'Save', exact: true }).click())
  await edit.waitFor({ state: 'hidden' })
  return content
}

describe('the phone page', () => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    page = await context.newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(url('/login'))
    await submitSignIn(page, OWNER)
    await page.waitForURL(url('/home'))
    await page.goto(url(`/${OWNER.username}`))
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
  })
  afterAll(() => context?.close())

  it('shows a tile added on desktop to visitors on phones, after the tiles before it', async () => {
    const content = await addTextTile(page, 3, 1, 'Opening hours')
    const text = content.tiles.find((tile) => tile.type === 'text')!
    // The introduction fills the phone's first two rows; the new tile comes after it.
    expect(content.mobileTiles.find((tile) => tile.id === text.id)).toMatchObject({ x: 0, y: 2, width: 1, height: 1 })
    expect(await page.getByRole('region', { name: 'Phone page' }).count()).toBe(0)
    await saved(page, () => page.getByRole('button', { name: 'Save', exact: true }).click(), '/content')

    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } })
    try {
      const phone = await visitor.newPage()
      await expect
        .poll(
          async () => {
            await phone.goto(url(`/${OWNER.username}`))
            return phone.getByText('Opening hours').isVisible()
          },
          { timeout: 15_000 },
        )
        .toBe(true)
    } finally {
      await visitor.close()
    }
  })

  it('places a tile added on desktop below a full first phone screen, in a new row, with no warning', async () => {
    // A tall intro and a full-width tile fill the phone's first screen (3 x 5).
    const current = await (await page.request.get(url(`/api/grids/${OWNER.username}/content`))).json()
    const { version, tiles, mobileTiles, settings, theme } = current as GridContent
    const workshops = {
      id: 'workshops',
      type: 'text',
      color: 'tile-theme',
      data: { header: 'Workshops', text: 'Saturdays at the studio.' },
    }
    const response = await page.request.put(url(`/api/grids/${OWNER.username}/content`), {
      headers: { origin: server.baseUrl },
      data: {
        version,
        tiles: [
          tiles.find((tile) => tile.type === 'introduction'),
          { ...workshops, x: 2, y: 0, width: 1, height: 1 },
        ],
        mobileTiles: [
          { ...mobileTiles.find((tile) => tile.type === 'introduction'), height: 4 },
          { ...workshops, x: 0, y: 4, width: 3, height: 1 },
        ],
        settings,
        theme,
      },
    })
    expect(response.status()).toBe(200)
    await page.reload()
    await page.getByRole('button', { name: 'Edit', exact: true }).click()

    const content = await addTextTile(page, 4, 1, 'Prices')
    const prices = content.tiles.find((tile) => tile.data.header === 'Prices')!
    expect(content.mobileTiles.find((tile) => tile.id === prices.id)).toMatchObject({ x: 0, y: 5 })
    expect(await page.getByRole('region', { name: 'Phone page' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Mobile', exact: true }).click()
    await page.getByRole('group', { name: 'Mobile layout, 3 columns by 7 rows' }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'phone-page-grown-1280')
    await page.getByRole('button', { name: 'Desktop', exact: true }).click()
  })
})

/** A tile of every type that shows text (an image tile has none), written as creators write it: long hosts, an email, words that nearly fill a line. */
const LINK = (url: string, icon = 'Other') => ({ links: [{ url, icon }] })
const MEASURED_TILES = [
  {
    id: 'intro',
    type: 'introduction',
    data: {
      firstName: 'Nina',
      lastName: 'Kowalska-Wiśniewska',
      description: 'Handmade ceramics, pottery workshops and commissions from my studio in Kraków.',
      email: 'hello@ninamakes.shop',
      phone: '+48 600 700 800',
      image: '',
    },
    desktop: [0, 0, 2, 2],
    mobile: [0, 0, 2, 2],
  },
  {
    id: 'insta',
    type: 'link',
    // A label (a handle) is shown instead of the host: a long one, as shops name themselves.
    data: { ...LINK('https://instagram.com/ninamakes', 'Instagram'), label: '@ninamakes_ceramics_studio' },
    desktop: [2, 0, 1, 1],
    mobile: [2, 0, 1, 1],
  },
  {
    id: 'shop',
    type: 'link',
    data: LINK('https://ninamakes.shop/collections'),
    desktop: [2, 1, 1, 1],
    mobile: [2, 1, 1, 1],
  },
  {
    id: 'grid',
    type: 'links-grid',
    data: {
      links: [
        { url: 'https://github.com/ninamakes', icon: 'GitHub' },
        { url: 'https://youtube.com/@ninamakes', icon: 'YouTube' },
        { url: 'https://ninamakes.shop', icon: 'Other' },
        { url: 'https://pinterest.com/ninamakes', icon: 'Other' },
      ],
    },
    desktop: [3, 0, 2, 2],
    mobile: [0, 2, 2, 1],
  },
  {
    id: 'hours',
    type: 'text',
    data: { header: 'Opening hours', text: 'Monday to Friday 10:00–18:00.\nWeekends by appointment, write to me.' },
    desktop: [5, 0, 1, 2],
    mobile: [2, 2, 1, 1],
  },
  {
    id: 'ask',
    type: 'message.me',
    data: { header: 'Ask me anything', allowAnonymous: true },
    // Wide enough on desktop for the whole form; on the phone one row high, it asks in steps.
    desktop: [0, 2, 3, 2],
    mobile: [0, 3, 3, 1],
  },
  {
    id: 'about',
    type: 'text',
    data: { header: 'Commissions', text: 'Personalised tableware.' },
    desktop: [5, 2, 1, 1],
    mobile: [0, 4, 2, 1],
  },
  { id: 'qa', type: 'qa', data: { header: 'Questions and answers' }, desktop: [3, 2, 2, 2], mobile: [2, 4, 1, 1] },
] as const

const rectOf = ([x, y, width, height]: readonly number[]) => ({ x: x!, y: y!, width: width!, height: height! })

/**
 * What is wrong with the text of the visible tiles: a word broken across lines (a run of letters or
 * digits whose pieces sit on two lines), a word cut off at the tile's side without an ellipsis, or
 * a tile whose content scrolls sideways. Runs in the page.
 */
function textProblems(tileSelector: string): string[] {
  const problems: string[] = []
  const endsWithEllipsis = (element: Element | null): boolean => {
    for (let at = element; at; at = at.parentElement) {
      if (getComputedStyle(at).textOverflow === 'ellipsis') return true
      if (at.matches(tileSelector)) return false
    }
    return false
  }
  // Visually hidden text (for screen readers, the honeypot) sits in a 1px box or off the page.
  const visuallyHidden = (element: Element) => {
    const rect = element.getBoundingClientRect()
    return rect.width <= 1 || rect.right <= 0
  }
  for (const tile of document.querySelectorAll(tileSelector)) {
    const box = tile.getBoundingClientRect()
    if (box.width === 0) continue
    for (const scroller of [tile, ...tile.querySelectorAll('*')]) {
      if (visuallyHidden(scroller)) continue
      if (scroller.scrollWidth > scroller.clientWidth + 1 && getComputedStyle(scroller).overflowX !== 'visible') {
        if (!endsWithEllipsis(scroller)) problems.push(`${tile.textContent?.slice(0, 30)}: scrolls sideways`)
      }
    }
    const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement!
      let hidden = false
      for (let at: Element | null = parent; at && at !== tile; at = at.parentElement) hidden ||= visuallyHidden(at)
      if (hidden || parent.closest('[hidden], option, textarea')) continue
      for (const word of node.data.matchAll(/[\p{L}\p{N}]+/gu)) {
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
        if (new Set(rects.map((rect) => Math.round(rect.bottom))).size > 1) problems.push(`"${word[0]}" is broken`)
        const cut = rects.some((rect) => rect.left < box.left - 1 || rect.right > box.right + 1)
        if (cut && !endsWithEllipsis(parent)) problems.push(`"${word[0]}" is cut off`)
      }
    }
  }
  return problems
}

describe('tile text at 320, 390 and 1280 px', () => {
  let context: BrowserContext
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(url('/login'))
    await submitSignIn(page, OWNER)
    await page.waitForURL(url('/home'))
    const current = (await (await page.request.get(url(`/api/grids/${OWNER.username}/content`))).json()) as GridContent
    const stored = (rect: readonly number[], tile: (typeof MEASURED_TILES)[number]) => ({
      id: tile.id,
      type: tile.type,
      color: 'tile-theme',
      data: tile.data,
      ...rectOf(rect),
    })
    const response = await page.request.put(url(`/api/grids/${OWNER.username}/content`), {
      headers: { origin: server.baseUrl },
      data: {
        version: current.version,
        settings: current.settings,
        theme: current.theme,
        tiles: MEASURED_TILES.map((tile) => stored(tile.desktop, tile)),
        mobileTiles: MEASURED_TILES.map((tile) => stored(tile.mobile, tile)),
      },
    })
    expect(response.status()).toBe(200)
  })
  afterAll(() => context?.close())

  for (const width of [320, 390, 1280]) {
    it(`breaks no word and cuts no text on the public page at ${width} px`, async () => {
      const visitor = await browser.newContext({ viewport: { width, height: 900 } })
      try {
        const page = await visitor.newPage()
        await expect
          .poll(
            async () => {
              await page.goto(url(`/${OWNER.username}`))
              return page.locator('.tile', { hasText: 'Kowalska-Wiśniewska' }).count()
            },
            { timeout: 15_000 },
          )
          .toBe(1)
        await page.evaluate(() => document.fonts.ready)
        expect(await page.evaluate(textProblems, '.tile')).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await screenshot(page, `tiles-public-${width}`)
      } finally {
        await visitor.close()
      }
    })

    it(`breaks no word and cuts no text in the editor's tiles at ${width} px`, async () => {
      const page = await context.newPage()
      try {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url(`/${OWNER.username}`))
        await page.getByText('Kowalska-Wiśniewska').first().waitFor()
        await page.evaluate(() => document.fonts.ready)
        for (const view of ['Desktop', 'Mobile']) {
          await page.getByRole('button', { name: view, exact: true }).click()
          await page.getByRole('group', { name: new RegExp(`^${view} layout`) }).waitFor()
          expect(await page.evaluate(textProblems, '.tile')).toEqual([])
          await screenshot(page, `tiles-editor-${view.toLowerCase()}-${width}`)
        }
      } finally {
        await page.close()
      }
    })
  }
})
