import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startMailbox, type Mailbox } from '../tests/helpers/mailbox.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { createAccount, submitSignIn, uniqueAccount, type Account } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { newDataDir } from './support/data-dir.js'

// The verification link followed where the account was not signed up (ADR 0050).
let mailbox: Mailbox
let server: RunningServer
let browser: Browser
beforeAll(async () => {
  mailbox = await startMailbox()
  ;[server, browser] = await Promise.all([
    startServer({ SMTP_URL: mailbox.url, DATA_DIR: newDataDir('verification-link') }),
    launchBrowser(),
  ])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mailbox?.close()
})

const url = (path: string) => `${server.baseUrl}${path}`

let contexts: BrowserContext[] = []
let pageErrors: string[] = []
afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()))
  contexts = []
  const errors = pageErrors
  pageErrors = []
  expect(errors).toEqual([])
})

/** A page in its own browser context: its own cookies. */
async function openPage(): Promise<Page> {
  const context = await browser.newContext()
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

/** Signs up through the API (not this browser) and gives the mailed link, unused. */
async function signedUpElsewhere(): Promise<{ account: Account; link: string }> {
  const account = uniqueAccount('link')
  const res = await fetch(url('/api/account/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ ...account, repeatPassword: account.password }),
  })
  expect(res.status).toBe(201)
  return { account, link: await mailbox.linkFrom(account.email, /Verify your email/) }
}

describe('the verification link in Chromium', () => {
  it('opened in another browser verifies the address, and its button signs in once', async () => {
    const { account, link } = await signedUpElsewhere()
    const page = await openPage()
    await page.goto(link)
    await page.waitForURL((current) => current.pathname === '/login')
    await page.getByText('Your email is verified. Continue to your account, or sign in below.').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: `Continue as ${account.email}` }).click()
    await page.waitForURL(url('/home'))
    await page.getByRole('heading', { name: `Welcome, ${account.username}`, level: 1 }).waitFor()

    // Spent: in a third browser the link only verifies, and the form is the way in.
    const later = await openPage()
    await later.goto(link)
    await later.getByText('Your email is verified. You can sign in now.').waitFor()
    expect(await later.getByRole('button', { name: /^Continue as/ }).count()).toBe(0)
  })

  it('opened from another site in a signed-in browser leaves it signed in as before', async () => {
    const victim = await createAccount(server.baseUrl, mailbox, { prefix: 'victim' })
    const page = await openPage()
    await page.goto(url('/login'))
    await submitSignIn(page, victim)
    await page.waitForURL(url('/home'))

    const { account: attacker, link } = await signedUpElsewhere()
    // A link on another site: the navigation is cross-site, as from a mail or a forum.
    await page.goto('about:blank')
    await page.setContent(`<a href="${link}">verify</a>`)
    await page.getByRole('link', { name: 'verify' }).click()
    await page.waitForURL(url('/home'))
    await page.getByRole('heading', { name: `Welcome, ${victim.username}`, level: 1 }).waitFor()
    const me = await page.evaluate(async () => (await fetch('/api/account/me')).json())
    expect(me).toMatchObject({ username: victim.username })
    expect(me.username).not.toBe(attacker.username)
  })
})
