import type { Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PLACED_ON_PHONE_MESSAGE } from '@domain/editor-model.js'
import type { GridContent } from '@domain/grid-content.js'
import type { StoredTile } from '@domain/grid.js'
import { introTile, messageTile, qaTile } from '../tests/helpers/tiles.js'
import { field } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { useSite, type Owner } from './support/site.js'

// A page that grows (ADR 0056): twelve links and a links grid added in the editor at 1280 and 390 px,
// and a long text, take rows below the first screen on both layouts; the editor adds a row by
// keyboard; the phone page shows every tile, and the editor's phone preview wraps text as it does.
const site = useSite({ name: 'growing' })
const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

const LONG_TEXT = Array.from(
  { length: 30 },
  (_, index) => `Sentence ${index + 1} of a story that is longer than its tile.`,
).join(' ')

const tileAt = (id: string, type: StoredTile['type'], [x, y, width, height]: number[], data: object): StoredTile => ({
  id,
  type,
  x: x!,
  y: y!,
  width: width!,
  height: height!,
  color: 'tile-gradient-blue',
  data: data as Record<string, unknown>,
})

/** Twelve link tiles in the first two rows, a links grid and a long text below them: four rows on desktop. */
const TILES: StoredTile[] = [
  ...Array.from({ length: 12 }, (_, index) =>
    tileAt(`l${index + 1}`, 'link', [index % 6, Math.floor(index / 6), 1, 1], {
      links: [{ url: `https://example.com/${index + 1}`, icon: 'Other' }],
      label: `Link ${index + 1}`,
    }),
  ),
  tileAt('socials', 'links-grid', [0, 2, 2, 2], {
    links: ['Instagram', 'YouTube', 'TikTok', 'Twitch'].map((icon) => ({
      url: `https://${icon.toLowerCase()}.com`,
      icon,
    })),
  }),
  tileAt('story', 'text', [2, 2, 4, 2], { header: 'My story', text: LONG_TEXT }),
]

const isContentSave = (response: Response) =>
  response.url().split('?')[0]!.endsWith('/content') && response.request().method() === 'PUT'

async function openEditor(owner: Owner): Promise<Page> {
  const page = owner.page
  await page.setViewportSize(DESKTOP)
  await page.goto(site.url(`/${owner.username}`))
  return page
}

async function publish(page: Page): Promise<GridContent> {
  const [response] = await Promise.all([
    page.waitForResponse(isContentSave),
    page.getByRole('button', { name: 'Save', exact: true }).click(),
  ])
  expect(response.status()).toBe(200)
  await page.getByText('All changes published', { exact: true }).waitFor()
  return (await response.json()) as GridContent
}

/** The tiles on the public page that a visitor at this width cannot see after scrolling to them. */
async function unseenTiles(page: Page, ids: readonly string[]): Promise<string[]> {
  const unseen: string[] = []
  for (const id of ids) {
    const tile = page.locator(`.p-${id}`)
    await tile.scrollIntoViewIfNeeded()
    const box = await tile.boundingBox()
    const width = page.viewportSize()!.width
    if (!(await tile.isVisible()) || !box || box.x < 0 || box.x + box.width > width + 1) unseen.push(id)
  }
  return unseen
}

/** An owner whose page has the tiles on both layouts, the phone one eight rows tall. */
async function grownOwner(prefix: string): Promise<Owner> {
  const owner = await site.newOwner({ pro: true, prefix })
  const mobileTiles = TILES.map((tile, index) =>
    tile.id === 'story'
      ? { ...tile, x: 0, y: 6, width: 3, height: 2 }
      : tile.id === 'socials'
        ? { ...tile, x: 0, y: 4, width: 2, height: 2 }
        : { ...tile, x: index % 3, y: Math.floor(index / 3), width: 1, height: 1 },
  )
  await owner.saveContent((content) => ({ ...content, tiles: TILES, mobileTiles }))
  return owner
}

const isDraftSave = (response: Response) =>
  response.url().split('?')[0]!.endsWith('/draft') && response.request().method() === 'PUT'

/** Runs an editor action and waits for the draft save it causes. */
async function drafted(page: Page, action: () => Promise<unknown>) {
  const [response] = await Promise.all([page.waitForResponse(isDraftSave, { timeout: 15_000 }), action()])
  expect(response.status(), await response.text()).toBe(200)
}

const emptyCell = (page: Page, column: number, row: number) =>
  page.getByRole('button', { name: new RegExp(`^Empty cell, column ${column}, row ${row}(, selected)?$`) })

/** The rows the editor's canvas shows now, from its name ("Desktop layout, 6 columns by 5 rows"). */
async function rowsShown(page: Page): Promise<number> {
  const name = await page.getByRole('group', { name: /layout, \d+ columns by \d+ rows$/ }).getAttribute('aria-label')
  return Number(/by (\d+) rows$/.exec(name ?? '')![1])
}

/**
 * Adds twelve link tiles, each in the first empty cell, then a links grid over two empty rows at the
 * bottom (the one edit mode always shows and one more from "Add row"), all through the catalogue and
 * the tiles' forms of the editor in the layout it shows.
 */
async function addTwelveLinksAndALinksGrid(page: Page) {
  const components = page.getByRole('dialog', { name: 'Components' })
  const edit = page.getByRole('dialog', { name: 'Edit' })
  for (let index = 1; index <= 12; index++) {
    await page
      .getByRole('button', { name: /^Empty cell, / })
      .first()
      .click()
    await page.getByRole('button', { name: 'ADD', exact: true }).click()
    await components.getByRole('button', { name: /^Link One link/ }).click()
    await field(page, 'Link').fill(`example.com/${index}`)
    await field(page, 'Label (optional)').fill(`Link ${index}`)
    await drafted(page, () => edit.getByRole('button', { name: 'Add', exact: true }).click())
    await edit.waitFor({ state: 'hidden' })
  }
  const rows = await rowsShown(page)
  await page.getByRole('button', { name: 'Add row', exact: true }).click()
  await expect.poll(() => rowsShown(page)).toBe(rows + 1)
  for (const [column, row] of [
    [1, rows],
    [2, rows],
    [1, rows + 1],
    [2, rows + 1],
  ] as const)
    await emptyCell(page, column, row).click()
  await page.getByRole('button', { name: 'ADD', exact: true }).click()
  await components.getByRole('button', { name: /^Links grid/ }).click()
  const links = ['instagram.com/maker', 'youtube.com/@maker', 'tiktok.com/@maker', 'twitch.tv/maker']
  for (const [index, link] of links.entries()) await field(page, `Link ${index + 1}`).fill(link)
  await drafted(page, () => edit.getByRole('button', { name: 'Add', exact: true }).click())
  await edit.waitFor({ state: 'hidden' })
}

/** Every tile of the published content, seen by visitors at 1280 and 390 px (the page scrolling). */
async function expectEveryTileSeen(content: GridContent) {
  const ids = content.tiles.map((tile) => tile.id)
  expect(content.mobileTiles.map((tile) => tile.id).sort()).toEqual([...ids].sort())
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await (await site.newContext({ viewport })).newPage()
    expect((await page.goto(site.url(`/${content.name}`)))?.status()).toBe(200)
    expect(await unseenTiles(page, ids), `${viewport.width} px`).toEqual([])
    for (let index = 1; index <= 12; index++) {
      expect(await page.getByText(`Link ${index}`, { exact: true }).isVisible(), `Link ${index}`).toBe(true)
    }
    expect(await page.getByRole('link', { name: /^Twitch/ }).isVisible()).toBe(true)
  }
}

describe('a page that grows', () => {
  for (const [width, view] of [
    [DESKTOP.width, 'Desktop'],
    [PHONE.width, 'Mobile'],
  ] as const) {
    it(`takes twelve links and a links grid added in the ${view.toLowerCase()} editor at ${width} px, all on both layouts after Save`, async () => {
      const owner = await site.newOwner({ pro: true, prefix: `add${width}` })
      const page = owner.page
      await page.setViewportSize({ width, height: DESKTOP.height })
      await page.goto(site.url(`/${owner.username}`))
      await page.getByRole('button', { name: view, exact: true }).click()
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      await page.getByRole('group', { name: new RegExp(`^${view} layout`) }).waitFor()
      await addTwelveLinksAndALinksGrid(page)
      if (process.env.SCREENSHOT_DIR) {
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/twelve-links-editor-${width}.png`,
          fullPage: true,
        })
      }
      const published = await publish(page)
      expect(published.tiles.filter((tile) => tile.type === 'link')).toHaveLength(12)
      expect(published.tiles.filter((tile) => tile.type === 'links-grid')).toHaveLength(1)
      await expectEveryTileSeen(published)
      expect(owner.pageErrors).toEqual([])
    }, 240_000)
  }

  it('puts every tile of an older save on the phone page as a draft, and Save publishes both layouts', async () => {
    const owner = await site.newOwner({ pro: true, prefix: 'grow' })
    // An older save: the first screen is full and nothing below it is on the phone page.
    await owner.saveContent((content) => ({ ...content, tiles: TILES, mobileTiles: [] }))
    const page = await openEditor(owner)
    await page.getByText(PLACED_ON_PHONE_MESSAGE, { exact: true }).waitFor()
    await page.getByText('Unpublished changes', { exact: true }).waitFor()
    const published = await publish(page)
    expect(published.mobileTiles.map((tile) => tile.id).sort()).toEqual(TILES.map((tile) => tile.id).sort())
    expect(Math.max(...published.mobileTiles.map((tile) => tile.y + tile.height))).toBeGreaterThan(5)

    // Add a row with the keyboard, then move the text tile into it with the arrow keys.
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    await page.getByRole('group', { name: 'Desktop layout, 6 columns by 5 rows' }).waitFor()
    const addRow = page.getByRole('button', { name: 'Add row', exact: true })
    await addRow.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('group', { name: 'Desktop layout, 6 columns by 6 rows' }).waitFor()
    const story = page.getByRole('button', { name: /^Edit Text: My story/ })
    await story.focus()
    await page.keyboard.press('ArrowDown')
    await page.getByRole('button', { name: /^Edit Text: My story, column 3, row 4, 4 by 2/ }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.getByRole('button', { name: /^Edit Text: My story, column 3, row 5, 4 by 2/ }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    const moved = await publish(page)
    expect(moved.tiles.find((tile) => tile.id === 'story')).toMatchObject({ x: 2, y: 4 })
    expect(owner.pageErrors).toEqual([])
  })

  it('undoes an added row with the keyboard after the move into it, and redoes it', async () => {
    const owner = await grownOwner('growu')
    const page = await openEditor(owner)
    // Tall enough that the drag's target row is on screen.
    await page.setViewportSize({ width: DESKTOP.width, height: 1600 })
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    const rows = (count: number) => page.getByRole('group', { name: `Desktop layout, 6 columns by ${count} rows` })
    await rows(5).waitFor()
    await page.getByRole('button', { name: 'Add row', exact: true }).focus()
    await page.keyboard.press('Enter')
    await rows(6).waitFor()

    // One step: the last link dragged from row 2 into the new row.
    const link = (position: string) =>
      page.getByRole('button', { name: new RegExp(`^Edit Link: example\\.com, ${position}`) })
    const from = (await link('column 6, row 2').boundingBox())!
    const to = (await page.getByRole('button', { name: 'Empty cell, column 6, row 6', exact: true }).boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    for (let step = 1; step <= 8; step++) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y) * step) / 8)
    }
    await page.mouse.up()
    await link('column 6, row 6').waitFor()
    await rows(7).waitFor()

    await page.keyboard.press('Control+z')
    await link('column 6, row 2').waitFor()
    await rows(6).waitFor()
    await page.keyboard.press('Control+z')
    await rows(5).waitFor()
    expect(await page.getByRole('button', { name: 'Remove empty row', exact: true }).isDisabled()).toBe(true)
    await page.keyboard.press('Control+Shift+z')
    await rows(6).waitFor()
    await link('column 6, row 2').waitFor()
    await page.keyboard.press('Control+Shift+z')
    await link('column 6, row 6').waitFor()
    await rows(7).waitFor()
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/rows-redone.png` })
    const published = await publish(page)
    expect(published.tiles.find((tile) => tile.id === 'l12')).toMatchObject({ x: 5, y: 5 })
    expect(owner.pageErrors).toEqual([])
  })

  it('shows every tile on phones at 390 and 320 px, the page scrolling, with no Read more there', async () => {
    const owner = await grownOwner('grows')
    const ids = TILES.map((tile) => tile.id)
    for (const width of [PHONE.width, 320]) {
      const context = await site.newContext({ viewport: { width, height: PHONE.height } })
      const page = await context.newPage()
      expect((await page.goto(site.url(`/${owner.username}`)))?.status()).toBe(200)
      expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true)
      expect(await unseenTiles(page, ids), `${width} px`).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      // Phones show the text in full.
      expect(await page.getByRole('link', { name: /^Read more/ }).isVisible()).toBe(false)
      if (width === PHONE.width) expect(await seriousAxeViolations(page)).toEqual([])
    }
  })

  it('ends a long text in an ellipsis at 1280 px, whole lines only, and Read more works without JavaScript', async () => {
    const owner = await grownOwner('growt')
    const context = await site.newContext({ viewport: DESKTOP, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(site.url(`/${owner.username}`))
    const text = page.locator('.p-story p')
    expect(await text.evaluate((p) => p.scrollHeight > p.clientHeight + 1)).toBe(true)
    const lines = await text.evaluate((p) => p.clientHeight / Number.parseFloat(getComputedStyle(p).lineHeight))
    expect(Math.abs(lines - Math.round(lines))).toBeLessThan(0.1)
    expect(Math.round(lines)).toBeGreaterThan(1)
    await page
      .locator('.p-story')
      .getByRole('link', { name: /^Read more/ })
      .click()
    const full = page.getByRole('region', { name: 'My story' })
    await full.waitFor()
    expect(page.url()).toMatch(/#text-story$/)
    expect(await full.getByText(/Sentence 30 of a story/).isVisible()).toBe(true)
    await full.getByRole('link', { name: 'Close' }).click()
    await full.waitFor({ state: 'hidden' })

    const withScript = await (await site.newContext({ viewport: DESKTOP })).newPage()
    await withScript.goto(site.url(`/${owner.username}`))
    expect(await seriousAxeViolations(withScript)).toEqual([])
  })
})

/** A page of texts that wrap: an introduction, a text, links of one and two columns, a message box and a Q&A tile. */
async function ownerWithTexts(): Promise<Owner> {
  const owner = await site.newOwner({ pro: true, prefix: 'wrap' })
  const link = (id: string, x: number, width: number, label: string): StoredTile =>
    tileAt(id, 'link', [x, 1, width, 1], { links: [{ url: `https://example.com/${id}`, icon: 'Other' }], label })
  const intro = introTile('Nina', {
    lastName: 'Kowalska-Wiśniewska',
    description: 'Ceramics from Lisbon, fired in a wood kiln by the river, sold on Saturdays at the market.',
  })
  const about = tileAt('about', 'text', [2, 0, 2, 1], {
    header: 'About the workshop',
    text: 'Bowls, cups and plates, made one at a time in a small studio near the river. Every piece is thrown, trimmed and glazed by hand, then fired for two days.',
  })
  const links = [
    link('shop', 4, 1, 'Shop ceramics online'),
    link('diary', 5, 1, 'Workshop diary and notes'),
    link('classes', 2, 2, 'Classes every Saturday morning'),
  ]
  const ask = messageTile({ x: 0, y: 2, width: 3, height: 2 })
  const qa = { ...qaTile, x: 3, y: 2, width: 2, height: 1 }
  const phone: Record<string, number[]> = {
    intro: [0, 0, 3, 1],
    about: [0, 1, 2, 1],
    shop: [2, 1, 1, 1],
    diary: [0, 2, 1, 1],
    classes: [1, 2, 2, 1],
    ask: [0, 3, 3, 2],
    answers: [0, 5, 3, 1],
  }
  const tiles = [intro, about, ...links, ask, qa]
  const mobileTiles = tiles.map((tile) => {
    const [x, y, width, height] = phone[tile.id]!
    return { ...tile, x: x!, y: y!, width: width!, height: height! }
  })
  await owner.saveContent((content) => ({ ...content, tiles, mobileTiles }))
  return owner
}

interface TileText {
  /** The start of the tile's text, naming it. */
  tile: string
  /** Each piece of text a reader sees, with the lines it takes. */
  lines: string[]
  /** The texts that end cut off (in an ellipsis) or hidden below their box. */
  cut: string[]
}

/** How each tile under `grid` lays out its text: the lines of each piece of text, and what is cut. */
function tileTexts(page: Page, grid: string): Promise<TileText[]> {
  return page.evaluate((grid) => {
    const texts: TileText[] = []
    for (const tile of document.querySelectorAll(`${grid} .tile`)) {
      const lines: string[] = []
      const cut: string[] = []
      const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim()
        const parent = node.parentElement!
        if (!text || parent.closest('.sr-only, [aria-hidden="true"]') || parent.getClientRects().length === 0) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        )
        lines.push(`${text.slice(0, 32)}: ${tops.size}`)
        for (let box: HTMLElement | null = parent; box && box !== tile; box = box.parentElement) {
          const style = getComputedStyle(box)
          const cutAcross = style.overflowX !== 'visible' && box.scrollWidth > box.clientWidth + 1
          const cutBelow = style.overflowY !== 'visible' && box.scrollHeight > box.clientHeight + 1
          if (cutAcross || cutBelow) {
            cut.push(text.slice(0, 32))
            break
          }
        }
      }
      texts.push({ tile: (tile.textContent ?? '').trim().slice(0, 24), lines, cut })
    }
    return texts.sort((a, b) => a.tile.localeCompare(b.tile))
  }, grid)
}

/** The Q&A tile shows the editor a note in place of the answers: its text differs from the page's. */
const isQa = (text: TileText) => /^Ask me(The questions|No answers)/.test(text.tile)

describe("the editor's phone preview", () => {
  it('wraps every tile’s text as the phone page at 390 px does, and cuts none', async () => {
    const owner = await ownerWithTexts()
    const page = owner.page
    await page.setViewportSize({ width: DESKTOP.width, height: 1400 })
    await page.goto(site.url(`/${owner.username}`))
    await page.getByRole('button', { name: 'Mobile', exact: true }).click()
    await page.getByRole('group', { name: /^Mobile layout/ }).waitFor()
    await page.getByRole('button', { name: 'View as visitor', exact: true }).click()
    await page.locator('.tessera-canvas[data-mode="preview"]').waitFor()
    await page.evaluate(() => document.fonts.ready)
    const preview = await tileTexts(page, '.te-grid')
    if (process.env.SCREENSHOT_DIR) {
      await page.locator('.tessera-canvas').screenshot({ path: `${process.env.SCREENSHOT_DIR}/phone-preview-1280.png` })
    }
    const onPhone = await phonePageTexts(owner, PHONE.width)
    expect(preview.filter((text) => !isQa(text))).toEqual(onPhone.filter((text) => !isQa(text)))
    expect(preview.flatMap((text) => text.cut)).toEqual([])
    expect(onPhone).toHaveLength(7)
    expect(owner.pageErrors).toEqual([])
  })

  it('is the page of a 320 px phone on a 320 px screen, wrapping and all', async () => {
    const owner = await ownerWithTexts()
    const page = owner.page
    await page.setViewportSize({ width: 320, height: 900 })
    await page.goto(site.url(`/${owner.username}`))
    await page.getByRole('group', { name: /^Mobile layout/ }).waitFor()
    await page.evaluate(() => document.fonts.ready)
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/phone-preview-320.png`, fullPage: true })
    }
    const preview = await tileTexts(page, '.te-grid')
    const onPhone = await phonePageTexts(owner, 320)
    expect(preview.filter((text) => !isQa(text))).toEqual(onPhone.filter((text) => !isQa(text)))
    expect(preview.flatMap((text) => text.cut)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})

/** The tiles' texts on the owner's phone page at this width, as drawn without the script (which adds controls the editor has no use for). */
async function phonePageTexts(owner: Owner, width: number): Promise<TileText[]> {
  const phone = await (await site.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })).newPage()
  await phone.goto(site.url(`/${owner.username}`))
  await phone.evaluate(() => document.fonts.ready)
  const texts = await tileTexts(phone, '.grid')
  expect(texts.flatMap((text) => text.cut)).toEqual([])
  return texts
}
