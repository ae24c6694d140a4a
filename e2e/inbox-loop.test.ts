import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_TEXTS } from '@domain/inbox.js'
import { MESSAGE_TEXTS } from '@domain/messages.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { E2E_PASSWORD, toastWith } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'

// What the inbox counts ("N new" on /home and on the rows, the total) and the random pick's ceremony.
const OWNER = 'loopowner'
const EMAIL = `${OWNER}@example.com`
const ENV = { DATABASE_URL: '', TRUST_PROXY: 'true' }
const MESSAGES = ['First message to the loop', 'Second message to the loop', 'Third message to the loop']
/** Where screenshots of the new states go, to be looked at (set SCREENSHOT_DIR to keep them). */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-inbox-loop-'))
let server: RunningServer
let browser: Browser
let page: Page
const pageErrors: string[] = []
const url = (path: string) => `${server.baseUrl}${path}`

async function screenshot(name: string) {
  if (!SCREENSHOT_DIR) return
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function sendAnonymously(message: string, visitor: number) {
  const res = await fetch(url(`/api/grids/${OWNER}/messages`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, 'x-forwarded-for': `203.0.113.${visitor}` },
    body: JSON.stringify({ tileId: 'ask', message }),
  })
  expect(res.status, await res.text()).toBe(201)
}

beforeAll(async () => {
  const created = spawnSync(
    process.execPath,
    ['bin/tessera.js', 'user', 'create', '--email', EMAIL, '--username', OWNER, '--verified', '--pro'],
    {
      env: {
        ...process.env,
        ...ENV,
        DATA_DIR: dataDir,
        BASE_URL: 'http://localhost:3000',
        LOG_LEVEL: 'warn',
        TESSERA_PASSWORD: E2E_PASSWORD,
      },
      encoding: 'utf8',
      timeout: 90_000,
    },
  )
  if (created.status !== 0) throw new Error(`user create failed: ${created.stderr}`)
  ;[server, browser] = await Promise.all([startServer({ ...ENV, DATA_DIR: dataDir }), launchBrowser()])
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(url('/login'))
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL)
  await page.locator('input[type="password"]').first().fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.waitForURL('**/home')

  const content = await (await page.request.get(url(`/api/grids/${OWNER}/content`))).json()
  const askTile = {
    id: 'ask',
    type: 'message.me',
    x: 0,
    y: 0,
    width: 2,
    height: 1,
    color: 'tile-gradient-blue',
    data: { header: 'Ask me', allowAnonymous: true },
  }
  const saved = await page.request.put(url(`/api/grids/${OWNER}/content`), {
    data: { ...content, tiles: [askTile], mobileTiles: [] },
    headers: { origin: server.baseUrl },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  for (const [index, message] of MESSAGES.entries()) await sendAnonymously(message, index + 1)
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const rows = () => page.getByRole('table', { name: /^Messages, page/ }).locator('tbody tr')

describe('the inbox loop in Chromium', () => {
  it('shows "3 new" on the Messages button, marks the rows, and counts them again from the next opening', async () => {
    await page.goto(url('/home'))
    const button = page.getByRole('link', { name: 'Messages 3 new' })
    await button.waitFor()
    await screenshot('home-new-count')
    await button.click()
    await page.waitForURL('**/messages')
    await expect.poll(() => rows().count()).toBe(3)
    await expect.poll(() => rows().filter({ hasText: 'New' }).count()).toBe(3)
    await page.getByText('Messages 1–3 of 3').waitFor()
    expect(
      await rows()
        .first()
        .getByRole('cell', { name: `/${OWNER}` })
        .count(),
    ).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('inbox-new-rows')

    await page.getByRole('link', { name: 'Back', exact: true }).click()
    await page.getByRole('link', { name: 'Messages', exact: true }).waitFor()
    await sendAnonymously('A fourth message, after the opening', 9)
    await page.reload()
    await page.getByRole('link', { name: 'Messages 1 new' }).waitFor()
    await page.getByRole('link', { name: 'Messages 1 new' }).click()
    await page.getByText('Messages 1–4 of 4').waitFor()
    await expect.poll(() => rows().filter({ hasText: 'New' }).count()).toBe(1)
    expect(await rows().first().textContent()).toContain('A fourth message')
  })

  it('draws a random message, picks again, and marks the winner as a favorite', async () => {
    await page.getByRole('button', { name: 'Random' }).click()
    const dialog = page.getByRole('dialog', { name: 'Random message' })
    await dialog.getByRole('status').filter({ hasText: 'Drawing a random message…' }).waitFor()
    await dialog.getByRole('button', { name: 'Pick again' }).waitFor()
    await toastWith(page, MESSAGE_TEXTS.random).first().waitFor()
    await dialog.getByRole('button', { name: 'Pick again' }).click()
    await dialog.getByRole('status').filter({ hasText: 'Drawing a random message…' }).waitFor()
    const winner = dialog.getByRole('button', { name: 'Mark as winner' })
    await winner.waitFor()
    await screenshot('random-pick')
    const picked = (await dialog.locator('blockquote').textContent()) ?? ''
    expect(picked).toMatch(/message/)
    await winner.click()
    await dialog.getByRole('status').filter({ hasText: 'Marked as winner' }).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await dialog.waitFor({ state: 'hidden' })
    const row = rows().filter({ hasText: picked.slice(0, 30) })
    await expect.poll(() => row.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('true')
    const stored = await (await page.request.get(url('/api/messages?favorites=true'))).json()
    expect(stored.messages.map((message: { body: string }) => message.body)).toEqual([picked])
  })

  it('shows the message at once, without the draw, under reduced motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.getByRole('button', { name: 'Random' }).click()
    const dialog = page.getByRole('dialog', { name: 'Random message' })
    await dialog.getByRole('button', { name: 'Pick again' }).waitFor()
    expect(await dialog.locator('.motion-safe\\:animate-pulse').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await page.emulateMedia({ reducedMotion: null })
  })

  it('saves the email notification choice in the settings', async () => {
    await page.goto(url('/settings'))
    const daily = page.getByRole('radio', { name: /Daily digest/ })
    await expect.poll(() => daily.isEnabled()).toBe(true)
    await daily.click()
    await toastWith(page, NOTIFICATION_TEXTS.saved).waitFor()
    await screenshot('settings-notifications')
    await page.reload()
    await expect.poll(() => page.getByRole('radio', { name: /Daily digest/ }).isChecked()).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
