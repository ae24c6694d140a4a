import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent, GridLook } from '@domain/grid-content.js'
import { LAYOUT_MESSAGES } from '@domain/layout.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import { themeByName } from '@domain/themes.js'
import { themeCss } from '@ui/styles/page-rules.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { E2E_PASSWORD, field, submitSignIn, toastWith } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'

// The grid editor, end to end: a Pro user builds a page, a free user meets the Pro limits.
const PRO = { email: 'editor-pro@example.com', username: 'editorpro', password: E2E_PASSWORD }
const FREE = { email: 'editor-free@example.com', username: 'editorfree', password: E2E_PASSWORD }
const CLI_ENV = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', DATABASE_URL: '' }
/** Set to a folder to keep screenshots of the editor at 1280 and 390 px. */
const SCREENSHOT_DIR = process.env.EDITOR_SCREENSHOTS

const dataDir = newDataDir('editor')
// The photo to upload goes away with the data directory (the server keeps its uploads in uploads/ there).
const photoPath = join(dataDir, 'photo.png')
let server: RunningServer
let browser: Browser

const tessera = (...args: string[]) => runBuiltCli(dataDir, CLI_ENV, ...args)

beforeAll(async () => {
  tessera(
    'user',
    'create',
    '--email',
    PRO.email,
    '--username',
    PRO.username,
    '--password',
    PRO.password,
    '--verified',
    '--pro',
  )
  tessera(
    'user',
    'create',
    '--email',
    FREE.email,
    '--username',
    FREE.username,
    '--password',
    FREE.password,
    '--verified',
  )
  // A noisy 1600 x 1200 photo: several megabytes as PNG, so the browser must downsize it before sending.
  const [width, height] = [1600, 1200]
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toFile(photoPath)
  ;[server, browser] = await Promise.all([startServer({ ...CLI_ENV, DATA_DIR: dataDir }), launchBrowser()])
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const url = (path: string) => `${server.baseUrl}${path}`

// Uncaught errors in the editor fail the test they happen in.
let pageErrors: string[] = []
/** The browser's "leave this page?" questions (unpublished changes), each answered Leave. */
let leaveQuestions = 0
afterEach(() => {
  const errors = pageErrors
  pageErrors = []
  expect(errors).toEqual([])
})

async function signedInPage(account: {
  email: string
  password: string
}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('dialog', (dialog) => {
    if (dialog.type() !== 'beforeunload') return
    leaveQuestions++
    void dialog.accept()
  })
  await page.goto(url('/login'))
  await submitSignIn(page, account)
  await page.waitForURL(url('/home'))
  return { context, page }
}

const isWrite = (path: string, method: string) => (response: Response) =>
  response.url().split('?')[0]!.endsWith(path) && response.request().method() === method

/** Runs an action and waits for the write it causes (by default a draft save); the server must accept it. */
async function written(page: Page, action: () => Promise<unknown>, path = '/draft', method = 'PUT') {
  const [response] = await Promise.all([page.waitForResponse(isWrite(path, method), { timeout: 15_000 }), action()])
  expect(response.status()).toBe(200)
  return (await response.json()) as GridContent
}

/** Runs an action and waits for the draft save it causes; answers the editor's content as saved. */
async function saved(page: Page, action: () => Promise<unknown>): Promise<GridLook> {
  const content = await written(page, action)
  return content.draft ?? content
}

/** An empty cell of the canvas, selected or not (its name then ends with ", selected"). */
const emptyCell = (page: Page, column: number, row: number) =>
  page.getByRole('button', { name: new RegExp(`^Empty cell, column ${column}, row ${row}(, selected)?$`) })

async function selectCells(page: Page, cells: [column: number, row: number][]) {
  for (const [column, row] of cells) await emptyCell(page, column, row).click()
}

const dialog = (page: Page, name: 'Components' | 'Edit') => page.getByRole('dialog', { name })
/** A tile's handle in edit mode, by the start of its label after "Edit " (type, content, place, size). */
const tile = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^Edit ${label}`) })
const announcement = (page: Page) => page.locator('main p[role="status"]')

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

describe('the grid editor for a Pro user', () => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    ;({ context, page } = await signedInPage(PRO))
  })
  afterAll(() => context?.close())

  it('opens the profile grid at /{username} with its tiles and placeholders', async () => {
    await page.goto(url(`/${PRO.username}`))
    await page.getByRole('heading', { level: 1, name: PRO.username }).waitFor()
    expect(await page.getByRole('group', { name: /^Introduction: editorpro, column 1, row 1, 2 by 2/ }).count()).toBe(1)
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    expect(await page.getByRole('button', { name: /^Empty cell/ }).count()).toBe(24 - 4)
    expect(await page.getByRole('button', { name: 'ADD', exact: true }).count()).toBe(0)
  })

  it('refuses cells that do not form a rectangle with a visible hint', async () => {
    await selectCells(page, [
      [3, 1],
      [5, 1],
    ])
    expect(await emptyCell(page, 3, 1).getAttribute('aria-pressed')).toBe('true')
    await page.getByRole('button', { name: 'Empty cell, column 3, row 1, selected' }).waitFor()
    await page.getByRole('button', { name: 'ADD', exact: true }).click()
    await page.getByRole('alert').filter({ hasText: LAYOUT_MESSAGES.wrongSelection }).waitFor()
    expect(await dialog(page, 'Components').isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Clear' }).click()
    expect(await page.getByRole('button', { name: 'ADD', exact: true }).count()).toBe(0)
  })

  it('adds a links grid over a selected 2x2 rectangle once its four links are filled in', async () => {
    await selectCells(page, [
      [3, 1],
      [4, 1],
      [3, 2],
      [4, 2],
    ])
    await page.getByRole('button', { name: 'ADD', exact: true }).click()
    await dialog(page, 'Components')
      .getByRole('button', { name: /^Links grid/ })
      .click()
    const edit = dialog(page, 'Edit')
    await edit.getByRole('button', { name: 'Add', exact: true }).click()
    await edit.getByText('Link must be at least 3 characters long').waitFor()

    const links = ['github.com/editorpro', 'x.com/editorpro', 'youtube.com/@editorpro', 'editorpro.dev']
    for (const [index, link] of links.entries()) await field(page, `Link ${index + 1}`).fill(link)
    // Known brands pick their icon; the owner may change any of them.
    expect(await field(page, 'Link 1 icon').inputValue()).toBe('GitHub')
    expect(await field(page, 'Link 4 icon').locator('option').count()).toBe(30)
    await field(page, 'Link 4 icon').selectOption('Wikipedia')
    const content = await saved(page, () => edit.getByRole('button', { name: 'Add', exact: true }).click())

    const grid = content.tiles.find((candidate) => candidate.type === 'links-grid')
    expect(grid).toMatchObject({ x: 2, y: 0, width: 2, height: 2 })
    expect(grid?.data.links).toEqual([
      { url: 'https://github.com/editorpro', icon: 'GitHub' },
      { url: 'https://x.com/editorpro', icon: 'Twitter' },
      { url: 'https://youtube.com/@editorpro', icon: 'YouTube' },
      { url: 'https://editorpro.dev/', icon: 'Wikipedia' },
    ])
    await tile(page, 'Links grid: GitHub, Twitter, YouTube, Wikipedia, column 3, row 1, 2 by 2').waitFor()
    await dialog(page, 'Edit').waitFor({ state: 'hidden' })
  })

  it('adds an introduction tile with a photo the browser downsizes before uploading', async () => {
    await selectCells(page, [
      [5, 1],
      [6, 1],
      [5, 2],
      [6, 2],
    ])
    await page.getByRole('button', { name: 'ADD', exact: true }).click()
    await saved(page, () =>
      dialog(page, 'Components')
        .getByRole('button', { name: /^Introduction/ })
        .click(),
    )
    const edit = dialog(page, 'Edit')
    await edit.waitFor()

    const [upload] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/uploads')),
      saved(page, async () => {
        await edit.getByLabel('Upload photo').setInputFiles(photoPath)
        await toastWith(page, 'Image uploaded!').waitFor()
      }),
    ])
    expect(Number((await upload.allHeaders())['content-length'])).toBeLessThan(1_000_000)
    await edit.getByRole('img', { name: 'Current photo' }).waitFor()

    await field(page, 'First name').fill('Pat')
    await field(page, 'Last name').fill('Prosser')
    await field(page, 'Description').fill('Maker of small useful things.')
    await edit.getByRole('tab', { name: 'Colour' }).click()
    await edit.getByText('Sunset', { exact: true }).click()
    const content = await saved(page, () => edit.getByRole('button', { name: 'Save', exact: true }).click())

    const intro = content.tiles.find((candidate) => candidate.data.firstName === 'Pat')
    expect(intro).toMatchObject({ x: 4, y: 0, width: 2, height: 2, color: 'tile-gradient-sunset' })
    expect(intro?.data.image).toMatch(/^\/uploads\/profile_images\/.+\.webp$/)
    await tile(page, 'Introduction: Pat Prosser, column 5, row 1').waitFor()
  })

  it('moves a tile with the keyboard and says when a move is impossible', async () => {
    const links = tile(page, 'Links grid')
    await links.focus()
    const content = await saved(page, () => page.keyboard.press('ArrowDown'))
    expect(content.tiles.find((candidate) => candidate.type === 'links-grid')).toMatchObject({ x: 2, y: 1 })
    await tile(page, 'Links grid: .*column 3, row 2, 2 by 2$').waitFor()
    await announcement(page).getByText('Moved to column 3, row 2').waitFor()
    expect(await links.evaluate((element) => element === document.activeElement)).toBe(true)

    // The introduction tile is in the way: nothing changes, and the reason is announced.
    await page.keyboard.press('ArrowRight')
    await announcement(page).getByText(LAYOUT_MESSAGES.notFree).waitFor()
    await tile(page, 'Links grid: .*column 3, row 2, 2 by 2$').waitFor()
  })

  it('moves a tile by dragging it, resizes it by its corner and with shift+arrows', async () => {
    const centerOf = async (locator: ReturnType<Page['locator']>) => {
      const box = (await locator.boundingBox())!
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    }
    async function drag(from: { x: number; y: number }, to: { x: number; y: number }) {
      await page.mouse.move(from.x, from.y)
      await page.mouse.down()
      for (let step = 1; step <= 8; step++) {
        await page.mouse.move(from.x + ((to.x - from.x) * step) / 8, from.y + ((to.y - from.y) * step) / 8)
      }
      await page.mouse.up()
    }

    // Grabbed by its bottom-left cell (column 3, row 3) and dropped one row lower.
    const links = tile(page, 'Links grid')
    const grabbed = await centerOf(emptyCell(page, 3, 4))
    const linksBox = (await links.boundingBox())!
    const start = { x: linksBox.x + linksBox.width / 4, y: linksBox.y + (linksBox.height * 3) / 4 }
    let content = await saved(page, () => drag(start, grabbed))
    expect(content.tiles.find((candidate) => candidate.type === 'links-grid')).toMatchObject({ x: 2, y: 2 })
    expect(await dialog(page, 'Edit').isVisible()).toBe(false)

    // The corner grip stretches it one column to the right.
    await links.hover()
    const grip = await centerOf(links.locator('.te-grip'))
    content = await saved(page, async () => drag(grip, await centerOf(emptyCell(page, 5, 4))))
    expect(content.tiles.find((candidate) => candidate.type === 'links-grid')).toMatchObject({ width: 3, height: 2 })
    await announcement(page).getByText('Resized to 3 by 2').waitFor()

    // Back to 2 by 2 with the keyboard, and up a row.
    await links.focus()
    await saved(page, () => page.keyboard.press('Shift+ArrowLeft'))
    content = await saved(page, () => page.keyboard.press('ArrowUp'))
    expect(content.tiles.find((candidate) => candidate.type === 'links-grid')).toMatchObject({
      x: 2,
      y: 1,
      width: 2,
      height: 2,
    })
  })

  it('has no serious accessibility violations while editing', async () => {
    await emptyCell(page, 1, 3).click()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'editor-1280-edit')
    await emptyCell(page, 1, 3).click()
    await tile(page, 'Links grid').click()
    await dialog(page, 'Edit').waitFor()
    // Its colours are judged once it has faded in: mid-animation its text is faint on purpose.
    await dialog(page, 'Edit').evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    )
    expect(await seriousAxeViolations(page)).toEqual([])
    // The first Close is the form's; the dialog's backdrop is a Close button too.
    await dialog(page, 'Edit').getByRole('button', { name: 'Close', exact: true }).first().click()
    await dialog(page, 'Edit').waitFor({ state: 'hidden' })
  })

  it('changes theme, font and grain, shows them live and saves them', async () => {
    await saved(page, () => field(page, 'Theme').selectOption('synthwave'))
    await saved(page, () => field(page, 'Font').selectOption({ label: 'Roboto Slab' }))
    const canvas = page.locator('.tessera-canvas')
    expect(await canvas.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Roboto Slab')

    // The slider moves at once; the setting is saved once it rests (650 ms).
    const content = await saved(page, () => field(page, 'Grain').fill('40'))
    expect(content.theme).toBe('synthwave')
    expect(content.settings).toMatchObject({ fontId: 4, grainEffect: 0.4 })
    expect(await canvas.evaluate((element) => getComputedStyle(element, '::after').opacity)).toBe('0.4')
  })

  it('places a tile in the mobile layout by selecting cells there', async () => {
    await page.getByRole('button', { name: 'Mobile', exact: true }).click()
    await page.getByRole('group', { name: /^Mobile layout, 3 columns by \d+ rows$/ }).waitFor()
    await tile(page, 'Introduction: Pat Prosser').click()
    await saved(page, () => dialog(page, 'Edit').getByRole('button', { name: 'Hide on mobile' }).click())
    const notOnMobile = page.getByRole('region', { name: 'Not on mobile' })
    await notOnMobile.getByRole('button', { name: 'Place Introduction automatically' }).waitFor()

    await selectCells(page, [
      [3, 3],
      [3, 4],
    ])
    await page.getByRole('button', { name: 'ADD', exact: true }).click()
    const content = await saved(page, () =>
      dialog(page, 'Components')
        .getByRole('button', { name: /^Place Introduction here/ })
        .click(),
    )
    const intro = content.tiles.find((candidate) => candidate.data.firstName === 'Pat')!
    expect(content.mobileTiles.find((placed) => placed.id === intro.id)).toMatchObject({
      x: 2,
      y: 2,
      width: 1,
      height: 2,
    })
    await tile(page, 'Introduction: Pat Prosser, column 3, row 3, 1 by 2$').waitFor()
    expect(await notOnMobile.count()).toBe(0)
    await page.getByRole('button', { name: 'Desktop', exact: true }).click()
  })

  it('removes a widget and says so, staying in edit mode until Save', async () => {
    await tile(page, 'Introduction: editorpro').click()
    const content = await saved(page, () => dialog(page, 'Edit').getByRole('button', { name: 'Remove Widget' }).click())
    await toastWith(page, 'Component removed successfully!').waitFor()
    expect(content.tiles.map((candidate) => candidate.type).sort()).toEqual(['introduction', 'links-grid'])
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor()
    await dialog(page, 'Edit').waitFor({ state: 'hidden' })
    expect(await page.getByRole('group', { name: /^Introduction: editorpro/ }).count()).toBe(0)
  })

  it('shows the same grid after a reload, still unpublished, having asked first', async () => {
    const asked = leaveQuestions
    await page.reload()
    expect(leaveQuestions).toBe(asked + 1)
    await page.getByText('Unpublished changes', { exact: true }).waitFor()
    await page.getByRole('heading', { level: 1, name: PRO.username }).waitFor()
    // The draft opens in edit mode: it is left by Save or Discard.
    await tile(page, 'Links grid: GitHub, Twitter, YouTube, Wikipedia, column 3, row 2').waitFor()
    await tile(page, 'Introduction: Pat Prosser, column 5, row 1, 2 by 2$').waitFor()
    expect(await tile(page, 'Introduction: editorpro').count()).toBe(0)
    expect(await field(page, 'Theme').inputValue()).toBe('synthwave')
    expect(await field(page, 'Font').inputValue()).toBe('4')
    expect(await field(page, 'Grain').inputValue()).toBe('40')
    await screenshot(page, 'editor-1280-view')
    await page.getByRole('button', { name: 'Mobile', exact: true }).click()
    await tile(page, 'Introduction: Pat Prosser, column 3, row 3, 1 by 2$').waitFor()
    await page.getByRole('button', { name: 'Desktop', exact: true }).click()
  })

  it('shows visitors the new content on the public page once it is saved, not before', async () => {
    expect(await (await fetch(url(`/${PRO.username}`))).text()).not.toContain('Pat Prosser')
    const published = await written(
      page,
      () => page.getByRole('button', { name: 'Save', exact: true }).click(),
      '/content',
    )
    expect(published.draft).toBeNull()
    await page.getByText('All changes published', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor()
    const response = await fetch(url(`/${PRO.username}`))
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('href="https://github.com/editorpro"')
    expect(html).toContain('Pat Prosser')
    expect(html).toMatch(/src="\/uploads\/profile_images\/[^"]+\.webp"/)
    expect(html).toContain('Roboto Slab')
  })

  it('fits a phone: the canvas takes the width and the settings come below it', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    const canvas = page.locator('.tessera-canvas')
    await canvas.waitFor()
    const canvasBox = (await canvas.boundingBox())!
    const settingsBox = (await page.getByRole('region', { name: 'Appearance' }).boundingBox())!
    expect(canvasBox.x).toBeGreaterThanOrEqual(0)
    expect(canvasBox.x + canvasBox.width).toBeLessThanOrEqual(390)
    expect(settingsBox.y).toBeGreaterThan(canvasBox.y + canvasBox.height)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await screenshot(page, 'editor-390-mobile')
    await page.getByRole('button', { name: 'Desktop', exact: true }).click()
    await screenshot(page, 'editor-390-desktop')
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  it('undoes adding, editing and moving a tile with Ctrl+Z and redoes with Ctrl+Shift+Z and Redo', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    await selectCells(page, [
      [1, 4],
      [2, 4],
    ])
    await page.getByRole('button', { name: 'ADD', exact: true }).click()
    let content = await saved(page, () => dialog(page, 'Components').getByRole('button', { name: /^Text/ }).click())
    const text = () => content.tiles.find((candidate) => candidate.type === 'text')
    expect(text()).toMatchObject({ x: 0, y: 3 })
    const edit = dialog(page, 'Edit')
    await field(page, 'Header').fill('Coming soon')
    content = await saved(page, () => edit.getByRole('button', { name: 'Save', exact: true }).click())
    expect(text()?.data.header).toBe('Coming soon')
    await edit.waitFor({ state: 'hidden' })
    await tile(page, 'Text').focus()
    content = await saved(page, () => page.keyboard.press('ArrowUp'))
    expect(text()).toMatchObject({ x: 0, y: 2 })

    content = await saved(page, () => page.keyboard.press('Control+z'))
    expect(text()).toMatchObject({ x: 0, y: 3, data: { header: 'Coming soon' } })
    await announcement(page).getByText('Undone', { exact: true }).waitFor()
    content = await saved(page, () => page.keyboard.press('Control+z'))
    expect(text()?.data.header).not.toBe('Coming soon')
    content = await saved(page, () => page.keyboard.press('Control+z'))
    expect(text()).toBeUndefined()
    await page.getByText('All changes published', { exact: true }).waitFor()

    content = await saved(page, () => page.keyboard.press('Control+Shift+z'))
    expect(text()).toMatchObject({ x: 0, y: 3 })
    content = await saved(page, () => page.getByRole('button', { name: 'Redo' }).click())
    expect(text()?.data.header).toBe('Coming soon')
    await page.getByText('Unpublished changes', { exact: true }).waitFor()
  })

  it('undoes a resize, a remove and a theme change with Ctrl+Z, even with focus still on the theme select', async () => {
    await tile(page, 'Text').focus()
    let content = await saved(page, () => page.keyboard.press('Shift+ArrowRight'))
    const text = () => content.tiles.find((candidate) => candidate.type === 'text')
    expect(text()).toMatchObject({ width: 3, height: 1 })
    content = await saved(page, () => page.keyboard.press('Control+z'))
    expect(text()).toMatchObject({ width: 2, height: 1 })

    await tile(page, 'Text').click()
    content = await saved(page, () => dialog(page, 'Edit').getByRole('button', { name: 'Remove Widget' }).click())
    expect(text()).toBeUndefined()
    await dialog(page, 'Edit').waitFor({ state: 'hidden' })
    content = await saved(page, () => page.keyboard.press('Control+z'))
    expect(text()).toMatchObject({ x: 0, y: 3, width: 2, data: { header: 'Coming soon' } })

    // Picked with the mouse, a select keeps the focus; it has no undo of its own, so the editor's applies.
    const theme = field(page, 'Theme')
    await theme.focus()
    content = await saved(page, () => theme.selectOption('cupcake'))
    expect(content.theme).toBe('cupcake')
    expect(await theme.evaluate((element) => element === document.activeElement)).toBe(true)
    content = await saved(page, () => page.keyboard.press('Control+z'))
    expect(content.theme).toBe('synthwave')
    expect(await theme.inputValue()).toBe('synthwave')
    content = await saved(page, () => page.keyboard.press('Control+Shift+z'))
    expect(content.theme).toBe('cupcake')
    expect(await theme.inputValue()).toBe('cupcake')

    // Before the slider has rested (650 ms) its value is saved at once, so Ctrl+Z undoes it, not the theme.
    await field(page, 'Grain').fill('80')
    await page.keyboard.press('Control+z')
    expect(await field(page, 'Grain').inputValue()).toBe('40')
    expect(await theme.inputValue()).toBe('cupcake')
    await page.getByText('Unpublished changes', { exact: true }).waitFor()
    const stored = (await (await page.request.get(url(`/api/grids/${PRO.username}/content`))).json()) as GridContent
    expect(stored.draft).toMatchObject({ theme: 'cupcake', settings: { grainEffect: 0.4 } })
  })

  it('keeps the draft from visitors, marks it for the owner, and Discard goes back to the published page', async () => {
    expect(await (await fetch(url(`/${PRO.username}`))).text()).not.toContain('Coming soon')
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'editor-1280-unpublished')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Discard changes' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await screenshot(page, 'editor-390-unpublished')
    await page.setViewportSize({ width: 1280, height: 900 })

    await page.getByRole('button', { name: 'Discard changes' }).click()
    const ask = page.getByRole('dialog', { name: 'Discard changes?' })
    await ask.waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'editor-1280-discard')
    const content = await written(
      page,
      () => ask.getByRole('button', { name: 'Discard changes' }).click(),
      '/draft',
      'DELETE',
    )
    expect(content.draft).toBeNull()
    expect(content.tiles.some((candidate) => candidate.type === 'text')).toBe(false)
    await page.getByText('All changes published', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor()
    expect(await page.getByRole('group', { name: /^Text/ }).count()).toBe(0)
  })

  it('asks before leaving the editor with unpublished changes', async () => {
    await saved(page, () => field(page, 'Theme').selectOption('cupcake'))
    await page.getByRole('link', { name: 'Back to home' }).click()
    const leave = page.getByRole('dialog', { name: 'Leave without publishing?' })
    await leave.waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'editor-1280-leave')
    await leave.getByRole('button', { name: 'Stay and keep editing' }).click()
    await leave.waitFor({ state: 'hidden' })
    expect(new URL(page.url()).pathname).toBe(`/${PRO.username}`)

    await written(page, () => page.getByRole('button', { name: 'Save', exact: true }).click(), '/content')
    expect(await (await fetch(url(`/${PRO.username}`))).text()).toContain(themeCss(themeByName('cupcake')))
    await page.getByRole('link', { name: 'Back to home' }).click()
    await page.waitForURL(url('/home'))
  })
})

describe('the grid editor for a free user', () => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    ;({ context, page } = await signedInPage(FREE))
    await page.goto(url(`/${FREE.username}`))
    await page.getByRole('heading', { level: 1, name: FREE.username }).waitFor()
  })
  afterAll(() => context?.close())

  /** The upgrade popover of a locked control, named by the spec's text it gives. */
  const upgrade = (text: string) => page.getByRole('dialog', { name: text })

  it('locks the Pro components and opens the upgrade popover, linking to the plans, when one is pressed', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    await selectCells(page, [
      [3, 1],
      [4, 1],
    ])
    await page.getByRole('button', { name: 'ADD', exact: true }).click()
    const components = dialog(page, 'Components')
    for (const name of ['Links grid', 'Message box']) {
      expect(
        await components
          .getByRole('button', { name: new RegExp(`^${name}`) })
          .getByText('Pro', { exact: true })
          .count(),
      ).toBe(1)
    }
    expect(await components.getByRole('button', { name: /^Text/ }).getByText('Pro', { exact: true }).count()).toBe(0)
    await components.getByRole('button', { name: /^Message box/ }).click()
    const popover = upgrade(PLAN_MESSAGES.proTile)
    await popover.waitFor()
    expect(await popover.getByRole('link', { name: 'See Pro' }).getAttribute('href')).toBe('/profile')
    // Information, not an error after the fact.
    expect(await toastWith(page, PLAN_MESSAGES.proTile).count()).toBe(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'free-component-popover-1280')
    await page.keyboard.press('Escape')
    await popover.waitFor({ state: 'hidden' })
    await page.keyboard.press('Escape')
    expect(await tile(page, 'Message box').count()).toBe(0)
  })

  it('shows font, grain and logo locked, and answers a Pro theme with the popover instead of changing it', async () => {
    for (const label of ['Font', 'Grain', 'Show Tessera logo']) {
      const locked = page.getByRole('button', { name: new RegExp(`^${label} `) })
      expect(await locked.getByText('Pro', { exact: true }).count()).toBe(1)
    }
    await page.getByRole('button', { name: /^Font Reddit Sans/ }).click()
    const feature = upgrade(PLAN_MESSAGES.proFeature)
    await feature.getByRole('link', { name: 'See Pro' }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'free-font-popover-1280')
    await page.keyboard.press('Escape')
    await feature.waitFor({ state: 'hidden' })

    expect(await field(page, 'Theme').locator('option', { hasText: 'Synthwave · Pro' }).count()).toBe(1)
    await field(page, 'Theme').selectOption('synthwave')
    await upgrade(PLAN_MESSAGES.proTheme).waitFor()
    expect(await field(page, 'Theme').inputValue()).toBe('light')
    await page.keyboard.press('Escape')

    // A free theme is saved as any change.
    const content = await saved(page, () => field(page, 'Theme').selectOption('dark'))
    expect(content.theme).toBe('dark')
  })

  it('takes the free user from a locked control to the plans', async () => {
    await page.getByRole('button', { name: /^Grain / }).click()
    await upgrade(PLAN_MESSAGES.proFeature).getByRole('link', { name: 'See Pro' }).click()
    // The theme changed above is not published yet: leaving asks first, and Leave goes on.
    await page.getByRole('dialog', { name: 'Leave without publishing?' }).getByRole('button', { name: 'Leave' }).click()
    await page.waitForURL(url('/profile'))
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor()
  })
})
