import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GRID_NAME_MESSAGES } from '@domain/grid-names.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { E2E_PASSWORD, field, submitSignIn, toastWith } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'

// The dashboard's grid lifecycle in Chromium. Accounts come from the operator CLI on the server's
// data directory, so they exist before it starts (PGlite allows one process per data directory).
const ENV = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', DATABASE_URL: '' }
const FREE = { username: 'gridfree', email: 'gridfree@example.com', password: E2E_PASSWORD }
const PRO = { username: 'gridpro', email: 'gridpro@example.com', password: E2E_PASSWORD }
const FRESH = { username: 'gridfresh', email: 'gridfresh@example.com', password: E2E_PASSWORD }
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR

const dataDir = newDataDir('grids')
let server: RunningServer
let browser: Browser

const tessera = (...args: string[]) => runBuiltCli(dataDir, ENV, ...args)

const createUser = (account: typeof FREE, ...flags: string[]) =>
  tessera(
    'user',
    'create',
    '--email',
    account.email,
    '--username',
    account.username,
    '--password',
    account.password,
    '--verified',
    ...flags,
  )

const start = () => startServer({ ...ENV, DATA_DIR: dataDir })

// The CLI and PGlite are slow on a busy two-core machine: allow them minutes, not seconds.
const SLOW_SETUP_MS = 400_000

beforeAll(async () => {
  createUser(FREE)
  createUser(PRO, '--pro')
  createUser(FRESH, '--pro')
  ;[server, browser] = await Promise.all([start(), launchBrowser()])
}, SLOW_SETUP_MS)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const url = (path: string) => `${server.baseUrl}${path}`

// Uncaught errors in any page of a test fail it; its browser contexts close even when it fails.
let pageErrors: string[] = []
let contexts: BrowserContext[] = []
afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()))
  contexts = []
  const errors = pageErrors
  pageErrors = []
  expect(errors).toEqual([])
})

/** A signed-in page on /home in its own browser context. */
async function signedInHome(account: typeof FREE, prepare?: (context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext()
  contexts.push(context)
  await prepare?.(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(url('/login'))
  await submitSignIn(page, account)
  await page.waitForURL(url('/home'))
  await gridCard(page, account.username).waitFor()
  return page
}

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

const gridCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true })
const activeSwitch = (page: Page, name: string) => gridCard(page, name).getByRole('switch')

/** What visitors without a session get at a grid's address. */
const publicStatus = async (name: string) => (await fetch(url(`/${name}`))).status

async function openCreateForm(page: Page) {
  await page.getByRole('button', { name: 'Create a new Tessera' }).click()
  return field(page, 'Name')
}

/** Every distinct toast text, in order of appearance, including the ones replaced in place. */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { seenToasts: seen })
    new MutationObserver(() => {
      for (const title of document.querySelectorAll('[data-sonner-toast] [data-title]')) {
        const text = title.textContent ?? ''
        if (text && !seen.includes(text)) seen.push(text)
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts)
}

describe('the grids on /home', () => {
  it('shows a free user their profile card, which cannot be deleted, and the plan limit before a name is typed', async () => {
    const page = await signedInHome(FREE)
    const card = gridCard(page, FREE.username)
    await card.getByText('Profile', { exact: true }).waitFor()
    expect(await activeSwitch(page, FREE.username).isChecked()).toBe(true)
    expect(await card.getByRole('switch', { name: 'Active', exact: true }).count()).toBe(1)
    expect(await card.getByRole('link', { name: 'Show' }).getAttribute('href')).toBe(`/${FREE.username}`)
    // Edit opens the same address in edit mode.
    expect(await card.getByRole('link', { name: `Edit ${FREE.username}` }).getAttribute('href')).toBe(
      `/${FREE.username}#edit`,
    )
    expect(await page.getByRole('article').count()).toBe(1)
    // The checklist's message box comes with Pro: it says so and leads to the plans.
    const checklist = page.getByRole('region', { name: 'Get your page ready' })
    expect(await checklist.getByRole('link', { name: 'See Pro for a message box' }).getAttribute('href')).toBe(
      '/profile',
    )
    expect(await seriousAxeViolations(page)).toEqual([])

    // Help says how editing works: Edit on the card, a draft until Save, Discard and undo.
    await page.getByRole('button', { name: 'Help', exact: true }).click()
    const help = page.getByRole('dialog', { name: 'How Tessera works' })
    await help.getByText(/^Press Edit .*Save publishes them.*Discard changes.*Ctrl\/Cmd\+Z/).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'home-help-1280')
    await help.getByRole('button', { name: 'Got it' }).click()
    await help.waitFor({ state: 'hidden' })

    // aria-disabled, so Playwright would wait for it to be enabled; people can press it and get told why.
    await card.getByRole('button', { name: 'Delete' }).click({ force: true })
    await toastWith(page, GRID_NAME_MESSAGES.profileGridDelete).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)

    // The limit is said before a name is typed: the prompt is locked and opens the upgrade popover.
    await page.getByText('The Free plan includes 1 Tessera, your profile page.').waitFor()
    const create = page.getByRole('button', { name: /^Create a new Tessera/ })
    expect(await create.getByText('Pro', { exact: true }).count()).toBe(1)
    await create.click()
    const upgrade = page.getByRole('dialog', { name: PLAN_MESSAGES.gridLimitReached })
    await upgrade.getByRole('link', { name: 'See Pro' }).waitFor()
    expect(await field(page, 'Name').count()).toBe(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await upgrade.waitFor({ state: 'hidden' })
    await create.click()
    await upgrade.getByRole('link', { name: 'See Pro' }).click()
    await page.waitForURL(url('/profile'))
  })

  it('lets a pro user create a grid, copy its link, show and hide it, and delete it', async () => {
    const grid = 'gridpro-shop'
    let page = await signedInHome(PRO, (context) =>
      context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl }),
    )
    const name = await openCreateForm(page)
    await page.getByText(GRID_NAME_MESSAGES.hint).waitFor()
    await name.fill('Shop_1')
    await page.getByText(GRID_NAME_MESSAGES.rule).waitFor()
    await name.fill(PRO.username)
    await page.getByText(GRID_NAME_MESSAGES.notAvailable).waitFor()
    await name.fill(grid)
    await page.getByText(GRID_NAME_MESSAGES.available).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page.waitForURL(url(`/${grid}`))

    await page.goto(url('/home'))
    const card = gridCard(page, grid)
    await card.waitFor()
    expect(await page.getByRole('article').count()).toBe(2)
    await card.getByRole('button', { name: 'Link' }).click()
    await toastWith(page, 'Text copied to clipboard!').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(`/${grid}`))

    expect(await publicStatus(grid)).toBe(404)
    await card.getByRole('switch', { name: 'Not Active', exact: true }).click()
    await card.getByRole('switch', { name: 'Active', exact: true, checked: true, disabled: false }).waitFor()
    expect(await publicStatus(grid)).toBe(200)

    // The list comes from the server: a fresh page shows the same.
    await page.reload()
    await card.getByRole('switch', { name: 'Active', exact: true }).click()
    await card.getByRole('switch', { name: 'Not Active', exact: true, checked: false, disabled: false }).waitFor()
    expect(await publicStatus(grid)).toBe(404)

    const seenToasts = await recordToasts(page)
    await card.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: `Delete ${grid}?` })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await toastWith(page, 'Grid deleted!').waitFor()
    await card.waitFor({ state: 'detached' })
    expect((await seenToasts()).filter((text) => text.startsWith('Delet') || text === 'Grid deleted!')).toEqual([
      'Deleting messages...',
      'Deleting grid...',
      'Grid deleted!',
    ])
    expect(await page.getByRole('article').count()).toBe(1)
    expect(await publicStatus(grid)).toBe(404)

    page = await page.context().newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(url('/home'))
    await gridCard(page, PRO.username).waitFor()
    expect(await gridCard(page, grid).count()).toBe(0)
  })

  it(
    'refuses to show a second grid once the plan is back to free, and reverts the switch',
    async () => {
      const grid = 'gridpro-extra'
      let page = await signedInHome(PRO)
      const headers = { origin: server.baseUrl }
      expect((await page.request.post(url('/api/grids'), { data: { name: grid }, headers })).status()).toBe(201)
      const shown = await page.request.patch(url(`/api/grids/${grid}`), { data: { active: true }, headers })
      expect(shown.status()).toBe(200)
      await page.context().close()

      // The CLI needs the data directory to itself.
      await server.stop()
      tessera('user', 'set-plan', PRO.username, 'free')
      server = await start()

      // The downgrade hid the grid; showing it again is what the plan refuses.
      expect(await publicStatus(grid)).toBe(404)
      page = await signedInHome(PRO)
      const toggle = gridCard(page, grid).getByRole('switch', { name: 'Not Active', exact: true })
      await toggle.click()
      await toastWith(page, PLAN_MESSAGES.activationNotAllowed).waitFor()
      await gridCard(page, grid).getByRole('switch', { name: 'Not Active', exact: true, disabled: false }).waitFor()
      expect(await toggle.isChecked()).toBe(false)
      expect(await activeSwitch(page, PRO.username).isChecked()).toBe(true)
      expect(await publicStatus(grid)).toBe(404)
    },
    SLOW_SETUP_MS,
  )
})

describe('the first-run checklist on /home', () => {
  it('ticks itself off from the published page and the copied link, and stays dismissed', async () => {
    const page = await signedInHome(FRESH, (context) =>
      context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl }),
    )
    const checklist = page.getByRole('region', { name: 'Get your page ready' })
    // A new account gets a daily digest: that step is done from the start, and links to the setting.
    await checklist.getByText('1 of 5 done.', { exact: false }).waitFor()
    const step = (label: string, state: 'done' | 'to do') => checklist.getByText(`${label} (${state})`)
    await step('Add a photo', 'to do').waitFor()
    await step('Get an email when someone writes', 'done').waitFor()
    const emailSetting = checklist.getByRole('link', { name: 'Settings: get an email when someone writes' })
    expect(await emailSetting.getAttribute('href')).toBe('/settings#email-notifications')
    expect(await checklist.getByRole('link', { name: 'Edit your page: add your links' }).getAttribute('href')).toBe(
      `/${FRESH.username}#edit`,
    )

    // A draft is not the page visitors see: only what is published counts.
    const headers = { origin: server.baseUrl }
    const path = url(`/api/grids/${FRESH.username}/content`)
    const content = (await (await page.request.get(path)).json()) as { tiles: unknown[] } & Record<string, unknown>
    const tiles = [
      ...content.tiles,
      {
        id: 'site',
        type: 'link',
        x: 2,
        y: 0,
        width: 1,
        height: 1,
        data: { links: [{ url: 'https://example.com', icon: 'GitHub' }] },
      },
      {
        id: 'ask',
        type: 'message.me',
        x: 2,
        y: 2,
        width: 4,
        height: 2,
        data: { header: 'Ask me', allowAnonymous: true },
      },
    ]
    const drafted = await page.request.put(url(`/api/grids/${FRESH.username}/draft`), {
      data: { ...content, tiles },
      headers,
    })
    expect(drafted.status(), await drafted.text()).toBe(200)
    await page.reload()
    await checklist.getByText('1 of 5 done.', { exact: false }).waitFor()
    const draft = (await drafted.json()) as { version: number }
    const published = await page.request.put(path, { data: { ...content, tiles, version: draft.version }, headers })
    expect(published.status(), await published.text()).toBe(200)
    await page.reload()
    await checklist.getByText('3 of 5 done.', { exact: false }).waitFor()
    await step('Add your links', 'done').waitFor()
    await step('Add a message box', 'done').waitFor()

    await checklist.getByRole('button', { name: 'Copy link' }).click()
    const toast = toastWith(page, 'Text copied to clipboard!')
    await toast.waitFor()
    // The toast's close button sits inside its corner, not over its border.
    const [toastBox, closeBox] = await Promise.all([
      toast.boundingBox(),
      toast.getByRole('button', { name: 'Close toast' }).boundingBox(),
    ])
    expect(closeBox!.x + closeBox!.width).toBeLessThanOrEqual(toastBox!.x + toastBox!.width)
    expect(closeBox!.x).toBeGreaterThan(toastBox!.x + toastBox!.width / 2)
    expect(closeBox!.y).toBeGreaterThanOrEqual(toastBox!.y)
    expect(closeBox!.width).toBeGreaterThanOrEqual(24)
    await checklist.getByText('4 of 5 done.', { exact: false }).waitFor()
    await step('Share your link', 'done').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'first-run-checklist-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'first-run-checklist-390')
    await page.setViewportSize({ width: 320, height: 700 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await page.setViewportSize({ width: 1280, height: 900 })

    await checklist.getByRole('button', { name: 'Dismiss' }).click()
    await checklist.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your Tesseras')
    await page.reload()
    await gridCard(page, FRESH.username).waitFor()
    expect(await checklist.count()).toBe(0)

    // A toast about /home goes when the page changes. The keyboard takes the link: at 1280 px the
    // toast covers the header's right end, and a pointer resting on it holds it open (sonner pauses on hover).
    await gridCard(page, FRESH.username).getByRole('button', { name: 'Link' }).click()
    await toastWith(page, 'Text copied to clipboard!').waitFor()
    await page.getByRole('link', { name: 'Settings' }).press('Enter')
    await page.waitForURL(url('/settings'))
    await toastWith(page, 'Text copied to clipboard!').waitFor({ state: 'detached' })
  })
})
