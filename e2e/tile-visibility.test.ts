import { rmSync } from 'node:fs'
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toDraft, withEveryTileOnPhone } from '@domain/editor-model.js'
import type { GridContent } from '@domain/grid-content.js'
import type { StoredTile } from '@domain/grid.js'
import { VISIBILITY_TEXTS } from '@domain/tile-visibility.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { E2E_PASSWORD } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'

// Hidden, scheduled and sensitive tiles and Copy link (ADR 0059), in Chromium. Each test has its own
// owner (made by the CLI before the server starts) and sets up its own grid through the API.
const ENV = { DATABASE_URL: '', TRUST_PROXY: 'true' }
const OWNERS = ['vis_hide', 'vis_sched', 'vis_sens', 'vis_copy'] as const
type Owner = (typeof OWNERS)[number]
const TARGET = 'https://example.com/late-show'

const dataDir = newDataDir('visibility')
let server: RunningServer
let browser: Browser
const contexts: BrowserContext[] = []

const url = (path: string) => `${server.baseUrl}${path}`

const linkTile = (id: string, label: string, target: string, more: Partial<StoredTile> = {}): StoredTile => ({
  id,
  type: 'link',
  x: 2,
  y: 0,
  width: 1,
  height: 1,
  color: 'tile-solid-slate',
  data: { links: [{ url: target, icon: 'Other' }], label },
  ...more,
})

async function newContext(options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  contexts.push(context)
  return context
}

/** The owner signed in at /home, in a context of their own. */
async function signedIn(owner: Owner): Promise<Page> {
  const page = await (await newContext()).newPage()
  await page.goto(url('/login'))
  await page.getByRole('textbox', { name: 'Email' }).fill(`${owner}@example.com`)
  await page.locator('input[type="password"]').first().fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.waitForURL('**/home')
  return page
}

/**
 * Publishes the owner's grid with these tiles beside the introduction, on both layouts (a tile left
 * off the phone would be placed there as a draft when the editor opens), through the editor's API.
 * A retry replaces the tiles its first attempt published.
 */
async function publishTiles(page: Page, owner: Owner, tiles: StoredTile[]) {
  const contentUrl = url(`/api/grids/${owner}/content`)
  const content = (await (await page.request.get(contentUrl)).json()) as GridContent
  const ours = new Set(tiles.map((tile) => tile.id))
  const others = (placed: StoredTile[]) => placed.filter((tile) => !ours.has(tile.id))
  const draft = toDraft(content)
  const placed = withEveryTileOnPhone({
    ...draft,
    tiles: [...others(draft.tiles), ...tiles],
    mobileTiles: others(draft.mobileTiles),
  })
  const saved = await page.request.put(contentUrl, {
    data: { ...content, ...placed },
    headers: { origin: server.baseUrl },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

/** Runs an action and waits for the write it causes: a draft save, or the publication (`/content`). */
async function written(page: Page, action: () => Promise<unknown>, path = '/draft') {
  const isWrite = (response: Response) =>
    response.url().split('?')[0]!.endsWith(path) && response.request().method() === 'PUT'
  const [response] = await Promise.all([page.waitForResponse(isWrite, { timeout: 15_000 }), action()])
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as GridContent
}

/** Opens the link tile's form in edit mode, on its Visibility tab. */
async function openVisibility(page: Page, owner: Owner) {
  await page.goto(url(`/${owner}`))
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await page.getByRole('button', { name: /^Edit Link/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit' })
  await edit.getByRole('tab', { name: 'Visibility' }).click()
  return edit
}

const publicHtml = async (owner: Owner) => (await fetch(url(`/${owner}`))).text()

beforeAll(async () => {
  for (const owner of OWNERS) {
    runBuiltCli(
      dataDir,
      { ...ENV, TESSERA_PASSWORD: E2E_PASSWORD },
      'user',
      'create',
      '--email',
      `${owner}@example.com`,
      '--username',
      owner,
      '--verified',
      '--pro',
    )
  }
  ;[server, browser] = await Promise.all([startServer({ ...ENV, DATA_DIR: dataDir }), launchBrowser()])
})

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()))
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('tile visibility in the editor', () => {
  it('hides a tile as a draft change with undo and redo; after Save it is gone for visitors and dimmed for the owner', async () => {
    const page = await signedIn('vis_hide')
    await publishTiles(page, 'vis_hide', [linkTile('shop', 'My shop', 'https://example.com/my-shop')])
    const edit = await openVisibility(page, 'vis_hide')
    await edit.getByRole('checkbox', { name: /Hide this tile/ }).check()
    const draft = await written(page, () => edit.getByRole('button', { name: 'Save', exact: true }).click())
    expect(draft.draft?.tiles.find((tile) => tile.id === 'shop')?.hidden).toBe(true)
    expect(await publicHtml('vis_hide')).toContain('example.com/my-shop')

    const dimmed = page.locator('.te-item[data-unseen]')
    await dimmed.filter({ hasText: VISIBILITY_TEXTS.hidden }).waitFor()
    await written(page, () => page.getByRole('button', { name: 'Undo' }).click())
    expect(await dimmed.count()).toBe(0)
    await written(page, () => page.getByRole('button', { name: 'Redo' }).click())
    await dimmed.waitFor()

    await written(page, () => page.getByRole('button', { name: 'Save', exact: true }).click(), '/content')
    expect(await publicHtml('vis_hide')).not.toContain('example.com/my-shop')
    await page.reload()
    await page.locator('.te-item[data-unseen]').filter({ hasText: VISIBILITY_TEXTS.hidden }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  it('schedules a Pro tile in the owner’s time zone: absent for visitors until it starts, marked Scheduled', async () => {
    const page = await signedIn('vis_sched')
    await publishTiles(page, 'vis_sched', [linkTile('sale', 'Summer sale', 'https://example.com/sale')])
    const edit = await openVisibility(page, 'vis_sched')
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    await edit.getByLabel('Show from').fill(`${tomorrow}T09:00`)
    await edit.getByLabel('Show until').fill(`${tomorrow}T08:00`)
    await edit.getByRole('button', { name: 'Save', exact: true }).click()
    await edit.getByText(VISIBILITY_TEXTS.endBeforeStart).waitFor()
    await edit.getByLabel('Show until').fill('')
    await written(page, () => edit.getByRole('button', { name: 'Save', exact: true }).click())
    const published = await written(
      page,
      () => page.getByRole('button', { name: 'Save', exact: true }).click(),
      '/content',
    )
    const schedule = published.tiles.find((tile) => tile.id === 'sale')?.schedule
    expect(schedule?.start).toBe(`${tomorrow}T09:00`)
    expect(schedule?.timeZone).toBe(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone))
    expect(Date.parse(schedule!.startsAt!)).toBeGreaterThan(Date.now())
    expect(await publicHtml('vis_sched')).not.toContain('Summer sale')
    await page
      .locator('.te-item[data-unseen]')
      .filter({ hasText: `Scheduled from ${tomorrow} 09:00` })
      .waitFor()
  })
})

describe('sensitive content and Copy link for visitors', () => {
  async function visitGated(javaScriptEnabled: boolean) {
    const context = await newContext({ javaScriptEnabled })
    await context.route('https://example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Target</title><p>Target</p>' }),
    )
    const page = await context.newPage()
    await page.goto(url('/vis_sens'))
    return page
  }

  beforeAll(async () => {
    const owner = await signedIn('vis_sens')
    await publishTiles(owner, 'vis_sens', [linkTile('late', 'Late show', TARGET, { sensitive: true })])
  })

  it('goes through the confirmation page without JavaScript', async () => {
    const page = await visitGated(false)
    expect(await page.content()).not.toContain(TARGET)
    await page.getByRole('link', { name: /Late show/ }).click()
    await page.waitForURL(url('/vis_sens/go/late'))
    await page.getByRole('heading', { name: VISIBILITY_TEXTS.sensitiveNotice }).waitFor()
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/vis_sens')
    await page.getByRole('link', { name: 'Continue' }).click()
    await page.waitForURL(TARGET)
  })

  it('asks in a dialog with JavaScript, and Back keeps the visitor on the page', async () => {
    const page = await visitGated(true)
    // axe needs the page's JavaScript: the confirmation page is judged here.
    await page.goto(url('/vis_sens/go/late'))
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.goto(url('/vis_sens'))
    const gate = page.getByRole('link', { name: /Late show/ })
    await gate.click()
    const dialog = page.getByRole('dialog', { name: VISIBILITY_TEXTS.sensitiveNotice })
    await dialog.waitFor()
    expect(page.url()).toBe(url('/vis_sens'))
    expect(await seriousAxeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.waitFor({ state: 'detached' })
    await gate.click()
    await page.getByRole('dialog').getByRole('link', { name: 'Continue' }).click()
    await page.waitForURL(TARGET)
  })

  it('copies a link tile’s address with the keyboard', async () => {
    const owner = await signedIn('vis_copy')
    await publishTiles(owner, 'vis_copy', [linkTile('shop', 'My shop', 'https://example.com/my-shop')])
    const context = await newContext()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl })
    const page = await context.newPage()
    await page.goto(url('/vis_copy'))
    const copy = page.getByRole('button', { name: 'Copy link' })
    await copy.waitFor()
    await page.getByRole('link', { name: /My shop/ }).focus()
    await page.keyboard.press('Tab')
    expect(await copy.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Link copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://example.com/my-shop')
    expect(await seriousAxeViolations(page)).toEqual([])
  })
})
