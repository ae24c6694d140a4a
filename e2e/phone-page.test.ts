import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent } from '../src/domain/grid-content.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { E2E_PASSWORD, field, submitSignIn } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'

// The phone page never drops a tile silently: placed in reading order, warned about on desktop, made room for.
const OWNER = { email: 'phone-owner@example.com', username: 'phoneowner', password: E2E_PASSWORD }
const CLI_ENV = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', DATABASE_URL: '' }
/** Set to a folder to keep screenshots of the new states at 1280 and 390 px. */
const SCREENSHOT_DIR = process.env.EDITOR_SCREENSHOTS

const workDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-phone-'))
const dataDir = join(workDir, 'data')
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  mkdirSync(dataDir)
  const args = ['user', 'create', '--email', OWNER.email, '--username', OWNER.username, '--password', OWNER.password]
  const result = spawnSync(process.execPath, ['bin/tessera.js', ...args, '--verified', '--pro'], {
    env: { ...process.env, ...CLI_ENV, DATA_DIR: dataDir, BASE_URL: 'http://localhost:3000', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  })
  if (result.status !== 0) throw new Error(`tessera user create failed: ${result.stderr}`)
  ;[server, browser] = await Promise.all([startServer({ ...CLI_ENV, DATA_DIR: dataDir }), launchBrowser()])
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(workDir, { recursive: true, force: true })
})

const url = (path: string) => `${server.baseUrl}${path}`

let pageErrors: string[] = []
afterEach(() => {
  const errors = pageErrors
  pageErrors = []
  expect(errors).toEqual([])
})

const isSave = (response: Response) => response.url().endsWith('/content') && response.request().method() === 'PUT'

async function saved(page: Page, action: () => Promise<unknown>): Promise<GridContent> {
  const [response] = await Promise.all([page.waitForResponse(isSave, { timeout: 15_000 }), action()])
  expect(response.status()).toBe(200)
  return (await response.json()) as GridContent
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
  await page.getByRole('button', { name: 'ADD' }).click()
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

  it('warns on desktop when a tile has no room on the phone, and Place offers what to shrink or hide', async () => {
    // A tall intro on the phone leaves one free row: the text tile takes it, the next tile has none.
    const current = await (await page.request.get(url(`/api/grids/${OWNER.username}/content`))).json()
    const { version, tiles, mobileTiles, settings, theme } = current as GridContent
    const response = await page.request.put(url(`/api/grids/${OWNER.username}/content`), {
      headers: { origin: server.baseUrl },
      data: {
        version,
        tiles,
        mobileTiles: mobileTiles.map((tile) =>
          tile.type === 'introduction' ? { ...tile, height: 4 } : { ...tile, x: 0, y: 4, width: 3 },
        ),
        settings,
        theme,
      },
    })
    expect(response.status()).toBe(200)
    await page.reload()
    await page.getByRole('button', { name: 'Edit', exact: true }).click()

    await addTextTile(page, 4, 1, 'Prices')
    const warning = page.getByRole('region', { name: 'Phone page' })
    await warning.getByText('1 tile is not on your phone page').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'phone-page-warning-1280')

    await warning.getByRole('button', { name: 'Fix on the phone layout' }).click()
    await page.getByRole('group', { name: 'Mobile layout, 3 columns by 5 rows' }).waitFor()
    const panel = page.getByRole('region', { name: 'Not on mobile' })
    await panel.getByRole('button', { name: 'Place Text automatically' }).click()
    const offer = panel.getByRole('button', {
      name: `Shrink Introduction (${OWNER.username}) to 3 by 3 and place Text`,
    })
    await offer.waitFor()
    await panel.getByText('There is no free room for it on mobile. Make room:').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'phone-page-make-room-390')
    await page.setViewportSize({ width: 1280, height: 900 })

    const content = await saved(page, () => offer.click())
    const prices = content.tiles.find((tile) => tile.data.header === 'Prices')!
    expect(content.mobileTiles.find((tile) => tile.type === 'introduction')).toMatchObject({ height: 3 })
    expect(content.mobileTiles.find((tile) => tile.id === prices.id)).toMatchObject({ x: 0, y: 4 })
    await panel.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Desktop', exact: true }).click()
    expect(await page.getByRole('region', { name: 'Phone page' }).count()).toBe(0)
  })
})
