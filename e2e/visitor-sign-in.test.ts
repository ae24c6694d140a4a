import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { StoredTile } from '@domain/grid.js'
import type { InboxMessage } from '@domain/messages.js'
import { DEMO_EMAIL, DEMO_PASSWORD } from '@server/services/demo-account.js'
import { startMailbox, type Mailbox } from '../tests/helpers/mailbox.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { createAccount, field, submitSignIn, uniqueAccount } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'

// A visitor who chooses "As user" in the demo page's message box without a session (ADR 0069).
const ENV = { DATABASE_URL: '', TRUST_PROXY: 'true' }
const SCREENSHOT_DIR = join(tmpdir(), 'tessera-visitor-sign-in-screenshots')
const dataDir = newDataDir('visitor-sign-in')
let mailbox: Mailbox
let server: RunningServer
let browser: Browser
let owner: APIRequestContext
let visitorNumber = 0
let contexts: BrowserContext[] = []
let pageErrors: string[] = []

const url = (path: string) => `${server.baseUrl}${path}`

beforeAll(async () => {
  runBuiltCli(dataDir, ENV, 'seed', 'demo')
  mailbox = await startMailbox()
  ;[server, browser] = await Promise.all([
    startServer({ ...ENV, SMTP_URL: mailbox.url, DATA_DIR: dataDir }),
    launchBrowser(),
  ])
  owner = (await browser.newContext()).request
  await signIn(owner, DEMO_EMAIL, DEMO_PASSWORD)
  await resizeAsk(2, 1)
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mailbox?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()))
  contexts = []
  const errors = pageErrors
  pageErrors = []
  expect(errors).toEqual([])
})

async function signIn(request: APIRequestContext, email: string, password: string) {
  const res = await request.post(url('/api/account/login'), {
    data: { email, password },
    headers: { origin: server.baseUrl },
  })
  expect(res.status(), await res.text()).toBe(200)
}

/**
 * The demo's message tile at this desktop size: 2 x 1 takes messages in steps ("As user" is one),
 * 3 x 2 (the demo's own) shows the single form.
 */
async function resizeAsk(width: number, height: number) {
  const content = (await (await owner.get(url('/api/grids/demo/content'))).json()) as { tiles: StoredTile[] }
  const tiles = content.tiles.map((tile) => (tile.id === 'ask' ? { ...tile, width, height } : tile))
  const saved = await owner.put(url('/api/grids/demo/content'), {
    data: { ...content, tiles },
    headers: { origin: server.baseUrl },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

async function newestMessage(): Promise<InboxMessage> {
  const res = await owner.get(url('/api/messages'))
  expect(res.status()).toBe(200)
  return ((await res.json()) as { messages: InboxMessage[] }).messages[0]!
}

/** A visitor in a browser of its own, from its own address. */
async function visitorPage(): Promise<Page> {
  visitorNumber += 1
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${visitorNumber}` },
  })
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

/** On the demo page: Send Message, then "As …" (the visitor's username once signed in). */
async function chooseAsUser(page: Page, name = 'As user') {
  const tile = page.getByRole('form', { name: 'Ask me anything' })
  await tile.getByRole('link', { name: 'Send Message' }).click()
  await tile.getByRole('button', { name }).click()
  return tile
}

async function send(page: Page, text: string) {
  const tile = page.getByRole('form', { name: 'Ask me anything' })
  await tile.getByRole('textbox', { name: 'Your message' }).fill(text)
  await tile.getByRole('button', { name: 'Send', exact: true }).click()
  await tile.getByText('message sent!', { exact: true }).waitFor()
}

describe('a visitor who signs in to write', () => {
  it('signs up from the message box, verifies, is back on the page and sends as @name or Incognito', async () => {
    const page = await visitorPage()
    await page.goto(url('/demo'))
    await chooseAsUser(page)
    await page.waitForURL(url('/login?next=%2Fdemo'))
    await page.getByRole('heading', { name: 'Sign in to write to @demo', level: 1 }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Create an account' }).click()
    await page.waitForURL(url('/register?next=%2Fdemo'))
    await page.getByRole('heading', { name: 'Create an account to write to @demo', level: 1 }).waitFor()
    expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fdemo')
    const account = uniqueAccount('fan')
    await field(page, 'Email').fill(account.email)
    await field(page, 'Username').fill(account.username)
    await field(page, 'Password').fill(account.password)
    await field(page, 'Repeat password').fill(account.password)
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'register.png') })
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL(url('/login?new=true&next=%2Fdemo'))
    await page.getByText('Check your email to verify your account before signing in.').waitFor()

    // The mailed link, opened in the browser that signed up, signs in and leads back to the page.
    const link = await mailbox.linkFrom(account.email, /Verify your email/)
    expect(new URL(link).searchParams.get('next')).toBe('/demo')
    await page.goto(link)
    await page.waitForURL(url('/demo'))

    const tile = await chooseAsUser(page, `As ${account.username}`)
    const sendingAs = tile.getByText(`Sending as @${account.username}`)
    await sendingAs.waitFor()
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'sending-as.png') })
    await tile.getByRole('button', { name: 'Switch to Incognito' }).click()
    expect(await sendingAs.isVisible()).toBe(false)
    expect(
      await tile.getByRole('textbox', { name: 'Your message' }).evaluate((box) => box === document.activeElement),
    ).toBe(true)
    await send(page, 'Incognito after all, from the new account')
    expect(await newestMessage()).toMatchObject({ body: 'Incognito after all, from the new account', anonymous: true })

    await tile.getByRole('button', { name: 'Send another message' }).click()
    await chooseAsUser(page, `As ${account.username}`)
    await sendingAs.waitFor()
    await send(page, 'Signed hello from the new account')
    expect(await newestMessage()).toMatchObject({
      body: 'Signed hello from the new account',
      anonymous: false,
      authorUsername: account.username,
    })

    // Its own page is not public until its owner turns it on, which /home says and offers.
    const stranger = await visitorPage()
    expect((await stranger.goto(url(`/${account.username}`)))?.status()).toBe(404)
    await page.goto(url('/home'))
    await page.getByText('Not public yet', { exact: false }).waitFor()
    expect(await page.getByRole('switch').isChecked()).toBe(false)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'home-dormant.png') })
    await page.getByRole('button', { name: 'Turn on my page' }).click()
    await expect.poll(() => page.getByText('Not public yet', { exact: false }).count()).toBe(0)
    expect(await page.getByRole('switch').isChecked()).toBe(true)
    await expect.poll(async () => (await stranger.goto(url(`/${account.username}`)))?.status()).toBe(200)
  })

  it('signs in with an existing account from the message box and is back on the page', async () => {
    const account = await createAccount(server.baseUrl, mailbox, { prefix: 'reader' })
    const page = await visitorPage()
    await page.goto(url('/demo'))
    await chooseAsUser(page)
    await page.waitForURL(url('/login?next=%2Fdemo'))
    await submitSignIn(page, account)
    await page.waitForURL(url('/demo'))
    await chooseAsUser(page, `As ${account.username}`)
    await page.getByText(`Sending as @${account.username}`).waitFor()
  })
})

describe('a visitor who signs in from the single form of a larger message box', () => {
  beforeAll(() => resizeAsk(3, 2))

  it('offers "As user" beside Send anonymously, signs in, is back on the page and sends as @name', async () => {
    const account = await createAccount(server.baseUrl, mailbox, { prefix: 'former' })
    const page = await visitorPage()
    await page.goto(url('/demo'))
    const tile = page.getByRole('form', { name: 'Ask me anything' })
    const anonymously = tile.getByRole('checkbox', { name: 'Send anonymously' })
    expect(await anonymously.isDisabled()).toBe(true)
    await tile.getByRole('button', { name: 'As user', exact: true }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'form-as-user-1280.png') })
    await tile.getByRole('button', { name: 'As user', exact: true }).click()
    await page.waitForURL(url('/login?next=%2Fdemo'))
    await page.getByRole('heading', { name: 'Sign in to write to @demo', level: 1 }).waitFor()
    await submitSignIn(page, account)
    await page.waitForURL(url('/demo'))

    // Signed in, "As user" (now "As {username}") takes the message out of the box, as unticking it does.
    await tile.getByRole('button', { name: /^As / }).click()
    const sendingAs = tile.getByText(`Sending as @${account.username}`)
    await sendingAs.waitFor()
    expect(await anonymously.isChecked()).toBe(false)
    expect(await anonymously.isEnabled()).toBe(true)
    expect(await tile.getByRole('button', { name: /^As / }).count()).toBe(0)
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'form-sending-as-1280.png') })
    await tile.getByRole('textbox', { name: 'Your message' }).fill('Signed hello from the larger box')
    await tile.getByRole('button', { name: 'Send Message', exact: true }).click()
    await tile.getByText('message sent!', { exact: true }).waitFor()
    expect(await newestMessage()).toMatchObject({
      body: 'Signed hello from the larger box',
      anonymous: false,
      authorUsername: account.username,
    })

    // The next message goes the same way until Switch to Incognito ticks the box and offers "As {username}" again.
    await tile.getByRole('button', { name: 'Send another message' }).click()
    await sendingAs.waitFor()
    await tile.getByRole('button', { name: 'Switch to Incognito' }).click()
    expect(await anonymously.isChecked()).toBe(true)
    expect(await sendingAs.isVisible()).toBe(false)
    await tile.getByRole('button', { name: `As ${account.username}`, exact: true }).waitFor()
  })

  it('shows no "As user" without JavaScript, where nothing could take the visitor to sign in', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 800 } })
    contexts.push(context)
    const page = await context.newPage()
    await page.goto(url('/demo'))
    const tile = page.getByRole('form', { name: 'Ask me anything' })
    await tile.getByRole('checkbox', { name: 'Send anonymously' }).waitFor()
    expect(await tile.getByRole('button', { name: 'As user' }).count()).toBe(0)
  })

  it('fits "As user" inside the form at 320 px', async () => {
    const page = await visitorPage()
    await page.setViewportSize({ width: 320, height: 800 })
    await page.goto(url('/demo'))
    const tile = page.getByRole('form', { name: 'Ask me anything' })
    const asUser = tile.getByRole('button', { name: 'As user', exact: true })
    await asUser.scrollIntoViewIfNeeded()
    const [button, form] = [(await asUser.boundingBox())!, (await tile.boundingBox())!]
    expect(button.x).toBeGreaterThanOrEqual(form.x)
    expect(button.x + button.width).toBeLessThanOrEqual(form.x + form.width)
    await tile.screenshot({ path: join(SCREENSHOT_DIR, 'form-as-user-320.png') })
  })
})
