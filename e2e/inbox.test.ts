import { rmSync } from 'node:fs'
import type { Browser, BrowserContext, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BILLING_MESSAGES } from '@domain/billing.js'
import { INBOX_PAGE_SIZE, MESSAGE_TEXTS, previewOf } from '@domain/messages.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { E2E_PASSWORD, toastWith } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'

// The pro owner's inbox: messages arrive live, filters, favourites, the full text, delete, random, paging.
const OWNER = 'inboxowner'
const FAN = 'inboxfan'
const FREE = 'inboxfree'
const SECOND_GRID = 'inboxowner-shop'
const emailOf = (username: string) => `${username}@example.com`
const ENV = { DATABASE_URL: '', TRUST_PROXY: 'true' }

const LONG_MESSAGE = 'Your tiles look great, how did you make the gradient one in the corner?'
const SIGNED_MESSAGE = 'Signed hello from a fan of your page'
const SHORT_MESSAGE = 'Hi there!'

const dataDir = newDataDir('inbox')
let server: RunningServer
let browser: Browser
let ownerContext: BrowserContext
let page: Page
const pageErrors: string[] = []

const tessera = (...args: string[]) => runBuiltCli(dataDir, ENV, ...args)

const url = (path: string) => `${server.baseUrl}${path}`

async function signedInPage(context: BrowserContext, username: string): Promise<Page> {
  const signedIn = await context.newPage()
  signedIn.on('pageerror', (error) => pageErrors.push(error.message))
  await signedIn.goto(url('/login'))
  await signedIn.getByRole('textbox', { name: 'Email' }).fill(emailOf(username))
  await signedIn.locator('input[type="password"]').first().fill(E2E_PASSWORD)
  await signedIn.getByRole('button', { name: 'Login', exact: true }).click()
  await signedIn.waitForURL('**/home')
  return signedIn
}

/** The owner's profile grid gets a message box (there is no CLI for tiles): the editor's content API. */
async function addMessageTile() {
  const content = await (await page.request.get(url(`/api/grids/${OWNER}/content`))).json()
  const saved = await page.request.put(url(`/api/grids/${OWNER}/content`), {
    data: {
      ...content,
      tiles: [
        {
          id: 'ask',
          type: 'message.me',
          x: 0,
          y: 0,
          width: 2,
          height: 1,
          color: 'tile-gradient-blue',
          data: { header: 'Ask me', allowAnonymous: true },
        },
      ],
      mobileTiles: [],
    },
    headers: { origin: server.baseUrl },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

let visitorNumber = 0

/** A visitor without a session; each from its own address, so the per-IP rate limit stays out of the way. */
async function sendAnonymously(message: string) {
  visitorNumber += 1
  const res = await fetch(url(`/api/grids/${OWNER}/messages`), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.baseUrl,
      'x-forwarded-for': `203.0.113.${visitorNumber}`,
    },
    body: JSON.stringify({ tileId: 'ask', message }),
  })
  expect(res.status, await res.text()).toBe(201)
}

const table = () => page.getByRole('table', { name: /^Messages, page/ })
const rows = () => table().locator('tbody tr')
const rowWith = (text: string) => rows().filter({ hasText: text })
const pathAndSearch = () => {
  const { pathname, search } = new URL(page.url())
  return pathname + search
}
const waitForLive = () => page.locator('[data-stream-status="live"]').waitFor()
/**
 * The date radios are controlled by the address: the click changes the URL, and the radio shows
 * checked only after the re-render. Playwright's `check()` looks right after its click, which a
 * busy machine can beat, so this waits for the address instead.
 */
async function chooseDate(name: string, expectedPath: string) {
  const radio = page.getByRole('radio', { name })
  await expect
    .poll(async () => {
      // A click that landed on a re-rendering toolbar changed nothing; choosing again is harmless.
      if (pathAndSearch() !== expectedPath) await radio.click()
      return pathAndSearch()
    })
    .toBe(expectedPath)
  await expect.poll(() => radio.isChecked()).toBe(true)
}

beforeAll(async () => {
  const create = (username: string, ...flags: string[]) =>
    tessera(
      'user',
      'create',
      '--email',
      emailOf(username),
      '--username',
      username,
      '--password',
      E2E_PASSWORD,
      ...flags,
    )
  create(OWNER, '--verified', '--pro')
  create(FAN, '--verified')
  create(FREE, '--verified')
  ;[server, browser] = await Promise.all([startServer({ ...ENV, DATA_DIR: dataDir }), launchBrowser()])
  ownerContext = await browser.newContext()
  await ownerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl })
  page = await signedInPage(ownerContext, OWNER)
  await addMessageTile()
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the inbox in Chromium', () => {
  it('starts empty, offering to copy the link of the page', async () => {
    await page.goto(url('/messages'))
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'No messages yet — share your page' }).waitFor()
    await page.getByRole('button', { name: 'Copy link' }).click()
    await toastWith(page, 'Text copied to clipboard!').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(`/${OWNER}`))
    expect(pageErrors).toEqual([])
  })

  it('announces a new anonymous message with "1 new" instead of moving the page, and shows it on demand', async () => {
    await waitForLive()
    await sendAnonymously(LONG_MESSAGE)
    const newButton = page.getByRole('button', { name: '1 new message' })
    await newButton.waitFor()
    expect(await page.getByRole('heading', { name: 'No messages yet — share your page' }).isVisible()).toBe(true)
    await newButton.click()

    const row = rowWith(previewOf(LONG_MESSAGE))
    await row.waitFor()
    expect(await row.getByRole('img', { name: 'Anonymous' }).isVisible()).toBe(true)
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Anonymous')
    expect(await newButton.count()).toBe(0)
  })

  it('shows a signed-in sender by username, linking to their page', async () => {
    const fanContext = await browser.newContext()
    const fanPage = await signedInPage(fanContext, FAN)
    const sent = await fanPage.request.post(url(`/api/grids/${OWNER}/messages`), {
      data: { tileId: 'ask', message: SIGNED_MESSAGE, anonymous: false },
      headers: { origin: server.baseUrl },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    await fanContext.close()

    await page.getByRole('button', { name: '1 new message' }).click()
    const row = rowWith(previewOf(SIGNED_MESSAGE))
    await row.waitFor()
    expect(await row.getByRole('img', { name: 'Signed in' }).isVisible()).toBe(true)
    expect(await row.getByRole('link', { name: FAN }).getAttribute('href')).toBe(`/${FAN}`)
    // Newest first.
    expect(await rows().first().textContent()).toContain(FAN)
  })

  it('filters to signed-in authors and by date, keeping the filters in the URL', async () => {
    await sendAnonymously(SHORT_MESSAGE)
    await page.getByRole('button', { name: '1 new message' }).click()
    await rowWith(SHORT_MESSAGE).waitFor()
    expect(await rows().count()).toBe(3)

    const onlySignedIn = page.getByRole('button', { name: 'Only Signed In' })
    await onlySignedIn.click()
    // The filter lives in the URL: the button shows it pressed once the router has moved there.
    await expect.poll(() => onlySignedIn.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => rows().count()).toBe(1)
    expect(await rows().first().textContent()).toContain(FAN)
    expect(pathAndSearch()).toBe('/messages?signedIn=true')

    await page.reload()
    await expect.poll(() => rows().count()).toBe(1)
    await expect.poll(() => onlySignedIn.getAttribute('aria-pressed')).toBe('true')
    await page.goBack()
    await expect.poll(() => rows().count()).toBe(3)

    await chooseDate('Last hour', '/messages?date=hour')
    await expect.poll(() => rows().count()).toBe(3)
    await chooseDate('All time', '/messages')
  })

  it('offers a grid selector once the owner has a second grid', async () => {
    expect(await page.getByRole('combobox', { name: 'Tessera' }).count()).toBe(0)
    const created = await page.request.post(url('/api/grids'), {
      data: { name: SECOND_GRID },
      headers: { origin: server.baseUrl },
    })
    expect(created.status(), await created.text()).toBe(201)
    await page.reload()
    const gridSelect = page.getByRole('combobox', { name: 'Tessera' })
    await gridSelect.waitFor()
    expect(await gridSelect.locator('option:checked').textContent()).toBe('All grids')

    await gridSelect.selectOption(SECOND_GRID)
    await expect.poll(pathAndSearch).toBe(`/messages?grid=${SECOND_GRID}`)
    await page.getByRole('heading', { name: 'No messages match these filters.' }).waitFor()
    await gridSelect.selectOption(OWNER)
    await expect.poll(() => rows().count()).toBe(3)
    await gridSelect.selectOption('')
    await expect.poll(pathAndSearch).toBe('/messages')
  })

  it('marks a favourite at once and keeps it after a reload', async () => {
    const star = () => rowWith(SHORT_MESSAGE).getByRole('button', { name: 'Favorite' })
    expect(await star().getAttribute('aria-pressed')).toBe('false')
    const saved = page.waitForResponse(
      (res) => res.request().method() === 'PATCH' && res.url().includes('/api/messages/'),
    )
    await star().click()
    // Flipped before the server answers (the mutation first cancels a page in flight).
    await expect.poll(() => star().getAttribute('aria-pressed')).toBe('true')
    expect((await saved).status()).toBe(204)

    await page.reload()
    await rowWith(SHORT_MESSAGE).waitFor()
    expect(await star().getAttribute('aria-pressed')).toBe('true')

    await page.getByRole('button', { name: 'Favorites' }).click()
    await expect.poll(() => rows().count()).toBe(1)
    expect(await rows().first().textContent()).toContain(SHORT_MESSAGE)
    await page.getByRole('button', { name: 'Favorites' }).click()
    await expect.poll(() => rows().count()).toBe(3)
  })

  it('puts the star back and says so when the server refuses the favourite', async () => {
    const failing = (route: Route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }),
          })
        : route.fallback()
    await page.route('**/api/messages/*', failing)
    const star = rowWith(previewOf(SIGNED_MESSAGE)).getByRole('button', { name: 'Favorite' })
    await star.click()
    await toastWith(page, 'The favorite was not saved.').waitFor()
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    await page.unroute('**/api/messages/*', failing)
  })

  it('opens the full text of a message', async () => {
    await rowWith(previewOf(LONG_MESSAGE))
      .getByRole('button', { name: previewOf(LONG_MESSAGE) })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Message' })
    await dialog.getByText(LONG_MESSAGE).waitFor()
    expect(await dialog.getByText('Anonymous').isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await dialog.waitFor({ state: 'hidden' })
  })

  it('deletes a message after confirming', async () => {
    await rowWith(SHORT_MESSAGE).getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await toastWith(page, MESSAGE_TEXTS.deleted).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => rows().count()).toBe(2)
    expect(await rowWith(SHORT_MESSAGE).count()).toBe(0)
  })

  it('picks a random message under the filters, and says when none matches', async () => {
    await page.getByRole('button', { name: 'Random' }).click()
    const dialog = page.getByRole('dialog', { name: 'Random message' })
    await dialog.waitFor()
    await toastWith(page, MESSAGE_TEXTS.random).waitFor()
    const shown = await dialog.textContent()
    expect([LONG_MESSAGE, SIGNED_MESSAGE].some((body) => shown?.includes(body))).toBe(true)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await dialog.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Favorites' }).click()
    await page.getByRole('heading', { name: 'No messages match these filters.' }).waitFor()
    await page.getByRole('button', { name: 'Random' }).click()
    await toastWith(page, 'No messages match these filters.').waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect.poll(() => rows().count()).toBe(2)
  })

  it('has no serious accessibility violations with messages listed', async () => {
    await page.goto(url('/messages'))
    await rows().first().waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
  })

  it('stacks the messages as cards on a 320 px screen, without sideways scrolling', async () => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.reload()
    const list = page.getByRole('list', { name: 'Messages, page 1' })
    await list.waitFor()
    expect(await list.getByRole('listitem').count()).toBe(2)
    expect(await table().count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 720 })
  })

  it('pages through 25 at a time, and a filter change goes back to page 1', async () => {
    await page.goto(url('/messages'))
    await waitForLive()
    const toSend = INBOX_PAGE_SIZE - 1
    for (let index = 1; index <= toSend; index += 1) await sendAnonymously(`Paging message number ${index}`)
    await page.getByRole('button', { name: `${toSend} new messages` }).click()
    await expect.poll(() => rows().count()).toBe(INBOX_PAGE_SIZE)

    const previous = page.getByRole('button', { name: 'Previous' })
    const next = page.getByRole('button', { name: 'Next' })
    expect(await previous.isDisabled()).toBe(true)
    await next.click()
    await page.getByText('Page 2', { exact: true }).waitFor()
    await expect.poll(() => rows().count()).toBe(1)
    expect(pathAndSearch()).toBe('/messages?page=2')
    expect(await next.isDisabled()).toBe(true)

    await chooseDate('Last week', '/messages?date=week')
    await page.getByText('Page 1', { exact: true }).waitFor()
    await expect.poll(() => rows().count()).toBe(INBOX_PAGE_SIZE)
    expect(pageErrors).toEqual([])
  })

  it('moves to the last page there is from a link past the end and when the last page empties', async () => {
    await page.goto(url('/messages?page=9'))
    await page.getByText('Page 2', { exact: true }).waitFor()
    expect(pathAndSearch()).toBe('/messages?page=2')
    await expect.poll(() => rows().count()).toBe(1)
    await rows().first().getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Page 1', { exact: true }).waitFor()
    expect(pathAndSearch()).toBe('/messages')
    await expect.poll(() => rows().count()).toBe(INBOX_PAGE_SIZE)
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)
    await page.getByText(`Messages 1–${INBOX_PAGE_SIZE} of ${INBOX_PAGE_SIZE}`, { exact: true }).waitFor()
    expect(pageErrors).toEqual([])
  })

  it('reloads the page it shows when the live stream comes back after the server restarts', async () => {
    await page.goto(url('/messages'))
    await waitForLive()
    // Held back until the message below is in: otherwise it could arrive live, as "1 new".
    await page.route('**/api/messages/stream', (route) => route.abort())
    await server.stop()
    await page.locator('[data-stream-status="reconnecting"]').waitFor()
    server = await startServer({ ...ENV, DATA_DIR: dataDir, PORT: new URL(server.baseUrl).port })
    const missed = 'Sent while the inbox was away'
    await sendAnonymously(missed)
    await page.unroute('**/api/messages/stream')
    await page.locator('[data-stream-status="live"]').waitFor({ timeout: 20_000 })
    // Page 1 is reloaded at once: the row is there without pressing "1 new".
    await rowWith(previewOf(missed)).waitFor()
    expect(await page.getByRole('button', { name: /new message/ }).count()).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('sends a free user to the plans, which say that this server takes no payments', async () => {
    const freeContext = await browser.newContext()
    const freePage = await signedInPage(freeContext, FREE)
    const consoleErrors: string[] = []
    freePage.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()))
    await freePage.goto(url('/messages'))
    await freePage.waitForURL(url('/profile'))
    // The plans say why the inbox sent them there.
    await freePage.getByRole('status').filter({ hasText: 'The inbox comes with Pro.' }).waitFor()
    expect(await seriousAxeViolations(freePage)).toEqual([])
    // A production server without Stripe runs with payments off: Buy Plan says so, nobody becomes Pro.
    await freePage.getByTestId('payments-not-set-up').getByText(BILLING_MESSAGES.notSetUp).waitFor()
    await freePage.getByTestId('plan-pro').getByText('Not sold on this server').waitFor()
    // Buy Plan looks unavailable before it is pressed, and no price list is asked for (no 503 logged).
    const buy = freePage.getByTestId('plan-pro').getByRole('button', { name: 'Buy Plan' })
    expect(await buy.getAttribute('aria-disabled')).toBe('true')
    await buy.click({ force: true })
    await toastWith(freePage, BILLING_MESSAGES.notSetUp).waitFor()
    expect(consoleErrors).toEqual([])
    expect(freePage.url()).toBe(url('/profile'))
    await freeContext.close()
    expect(pageErrors).toEqual([])
  })
})
