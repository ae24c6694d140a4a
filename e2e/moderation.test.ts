import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MODERATION_TEXTS } from '@domain/moderation.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { E2E_PASSWORD, toastWith } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'

// The owner moderates: a filter word sends a visitor's message to Filtered; a paused box shows its note.
const OWNER = 'modowner'
const ENV = { DATABASE_URL: '', TRUST_PROXY: 'true' }
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-moderation-'))
let server: RunningServer
let browser: Browser
let page: Page

const url = (path: string) => `${server.baseUrl}${path}`

beforeAll(async () => {
  const created = spawnSync(
    process.execPath,
    ['bin/tessera.js', 'user', 'create', '--email', `${OWNER}@example.com`, '--username', OWNER, '--verified', '--pro'],
    {
      env: {
        ...process.env,
        ...ENV,
        DATA_DIR: dataDir,
        BASE_URL: 'http://localhost:3000',
        TESSERA_PASSWORD: E2E_PASSWORD,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
      timeout: 90_000,
    },
  )
  if (created.status !== 0) throw new Error(created.stderr)
  ;[server, browser] = await Promise.all([startServer({ ...ENV, DATA_DIR: dataDir }), launchBrowser()])
  page = await (await browser.newContext()).newPage()
  await page.goto(url('/login'))
  await page.getByRole('textbox', { name: 'Email' }).fill(`${OWNER}@example.com`)
  await page.locator('input[type="password"]').first().fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.waitForURL('**/home')
  const content = await (await page.request.get(url(`/api/grids/${OWNER}/content`))).json()
  const tile = {
    id: 'ask',
    type: 'message.me',
    x: 0,
    y: 0,
    // Large enough for the whole form at once (smaller tiles take the message in steps).
    width: 3,
    height: 2,
    color: 'tile-gradient-blue',
    data: { header: 'Ask me', allowAnonymous: true },
  }
  const saved = await page.request.put(url(`/api/grids/${OWNER}/content`), {
    data: { ...content, tiles: [tile], mobileTiles: [] },
    headers: { origin: server.baseUrl },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('moderation', () => {
  it('sends a visitor’s message with a filter word to Filtered, not the inbox', async () => {
    await page.goto(url('/messages'))
    await page.getByRole('link', { name: 'Moderation' }).click()
    await page.waitForURL('**/messages/moderation')
    await page.getByLabel('Words and phrases').fill('giveaway')
    await page.getByRole('button', { name: 'Save filter' }).click()
    await toastWith(page, MODERATION_TEXTS.filterSaved).waitFor()

    const visitor = await browser.newPage()
    await visitor.goto(url(`/${OWNER}`))
    await visitor.getByLabel('Your message').fill('Enter my GIVEAWAY now, click here')
    await visitor.getByRole('button', { name: 'Send Message' }).click()
    await visitor.locator('.t-message').getByText('message sent!', { exact: true }).waitFor()
    await visitor.close()

    await page.reload()
    const filtered = page.getByRole('region', { name: 'Filtered' })
    await filtered.getByText('Enter my GIVEAWAY now, click here').waitFor()
    await expect.poll(() => filtered.getByText('matched “giveaway”').count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: join(tmpdir(), 'moderation-390.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: join(tmpdir(), 'moderation-1280.png'), fullPage: true })

    await page.goto(url('/messages'))
    await page.getByRole('link', { name: 'Moderation' }).waitFor()
    expect(await page.getByText('Enter my GIVEAWAY now').count()).toBe(0)
  })

  it('pauses the message box, and visitors see the note instead of the form, with JavaScript off too', async () => {
    await page.goto(url('/messages/moderation'))
    await page.getByLabel('Note shown instead of the form (optional)').fill('On holiday until June')
    await page.getByRole('button', { name: `Pause /${OWNER}` }).click()
    await toastWith(page, MODERATION_TEXTS.pauseSaved).waitFor()

    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const visitor = await noScript.newPage()
    await visitor.goto(url(`/${OWNER}`))
    await visitor.getByText('On holiday until June').waitFor()
    expect(await visitor.getByLabel('Your message').count()).toBe(0)
    await noScript.close()

    await page.getByRole('button', { name: `Open /${OWNER} again` }).click()
    await toastWith(page, MODERATION_TEXTS.resumed).waitFor()
    const open = await browser.newPage()
    await open.goto(url(`/${OWNER}`))
    await open.getByLabel('Your message').waitFor()
    await open.close()
  })
})
