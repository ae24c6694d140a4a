import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '@domain/account.js'
import { startMailbox, type Mailbox } from '../tests/helpers/mailbox.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { createAccount, field, submitSignIn, toastWith, uniqueAccount } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { newDataDir } from './support/data-dir.js'

let mailbox: Mailbox
let server: RunningServer
let browser: Browser
beforeAll(async () => {
  mailbox = await startMailbox()
  ;[server, browser] = await Promise.all([
    startServer({ SMTP_URL: mailbox.url, DATA_DIR: newDataDir('accounts') }),
    launchBrowser(),
  ])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mailbox?.close()
})

const url = (path: string) => `${server.baseUrl}${path}`
/** Where the screens this file changes are saved, to look at them; none when unset. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS
const pathOf = (page: Page) => {
  const { pathname, search } = new URL(page.url())
  return pathname + search
}

// Uncaught errors in any page of a test fail it.
let pageErrors: string[] = []
afterEach(() => {
  const errors = pageErrors
  pageErrors = []
  expect(errors).toEqual([])
})

/** A page in its own browser context: its own cookies, so tests never share a session. */
async function openPage(): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

describe('accounts in Chromium', () => {
  it('signs up, verifies the email from the mail, signs in, shows the email and signs out', async () => {
    const account = uniqueAccount()
    const page = await openPage()
    await page.goto(url('/register'))

    await field(page, 'Email').fill(account.email)
    await field(page, 'Username').fill(account.username)
    await page.getByText('Username available!').waitFor()
    await field(page, 'Password').fill(account.password)
    await field(page, 'Repeat password').fill(`${account.password}x`)
    await page.getByRole('button', { name: 'Create account' }).click()
    await toastWith(page, ACCOUNT_MESSAGES.passwordsDoNotMatch).waitFor()
    expect(pathOf(page)).toBe('/register')

    await field(page, 'Repeat password').fill(account.password)
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL(url('/login?new=true'))
    await page.getByText('Check your email to verify your account before signing in.').waitFor()

    // The mailed link signs the user in.
    const link = await mailbox.linkFrom(account.email, /Verify your email/)
    await page.goto(link)
    await page.waitForURL(url('/home'))
    await page.getByRole('heading', { name: `Welcome, ${account.username}`, level: 1 }).waitFor()
    expect(await page.getByText(account.email, { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: /^Free/ }).getAttribute('href')).toBe('/profile')

    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(url('/login'))
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor()

    // Used once, the link signs no one in but fills the address in for signing in.
    await page.goto(link)
    await page.waitForURL((current) => current.pathname === '/login')
    await page.getByText('Your email is verified. You can sign in now.').waitFor()
    expect(await field(page, 'Email').inputValue()).toBe(account.email)
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/login-after-used-link.png`, fullPage: true })
    await field(page, 'Password').fill(account.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(url('/home'))
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL(url('/login'))

    await page.goto(url('/home'))
    await page.waitForURL((current) => current.pathname === '/login')
    await page.getByRole('button', { name: 'Login' }).waitFor()
    await page.context().close()
  })

  it('marks every invalid field of the sign-up form, with the toast of the first broken rule', async () => {
    const page = await openPage()
    await page.goto(url('/register'))
    await page.getByRole('button', { name: 'Create account' }).click()
    await toastWith(page, ACCOUNT_MESSAGES.passwordTooShort).waitFor()

    const expected: [string, string | null][] = [
      ['Email', ACCOUNT_MESSAGES.invalidEmail],
      ['Username', ACCOUNT_MESSAGES.usernameLength],
      ['Password', ACCOUNT_MESSAGES.passwordTooShort],
      ['Repeat password', null],
    ]
    for (const [label, message] of expected) {
      const input = field(page, label)
      expect(await input.getAttribute('aria-invalid')).toBe(message ? 'true' : null)
      const description = await input.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' | '),
      )
      if (message) expect(description).toContain(message)
    }
    expect(await field(page, 'Email').evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      if (SCREENSHOT_DIR)
        await page.screenshot({ path: `${SCREENSHOT_DIR}/register-errors-${width}.png`, fullPage: true })
    }

    // Editing a field clears its mark only; a mismatch goes under the repeated password.
    await field(page, 'Email').fill('someone@example.com')
    expect(await field(page, 'Email').getAttribute('aria-invalid')).toBeNull()
    expect(await field(page, 'Username').getAttribute('aria-invalid')).toBe('true')
    await field(page, 'Username').fill('1abc')
    await field(page, 'Password').fill('Secret#2024')
    await field(page, 'Repeat password').fill('Secret#2025')
    await page.getByRole('button', { name: 'Create account' }).click()
    await toastWith(page, ACCOUNT_MESSAGES.passwordsDoNotMatch).waitFor()
    await page.getByText(ACCOUNT_MESSAGES.usernameFormat, { exact: true }).waitFor()
    expect(await field(page, 'Repeat password').getAttribute('aria-invalid')).toBe('true')
    expect(await field(page, 'Password').getAttribute('aria-invalid')).toBeNull()
    expect(await field(page, 'Username').evaluate((element) => element === document.activeElement)).toBe(true)
    await page.context().close()
  })

  it("shows the server's refusal under the field it is about", async () => {
    const taken = await createAccount(server.baseUrl, mailbox)
    const account = uniqueAccount()
    const page = await openPage()
    await page.goto(url('/register'))
    await field(page, 'Email').fill(taken.email)
    await field(page, 'Username').fill(account.username)
    await page.getByText('Username available!').waitFor()
    await field(page, 'Password').fill(account.password)
    await field(page, 'Repeat password').fill(account.password)
    await page.getByRole('button', { name: 'Create account' }).click()
    await toastWith(page, ACCOUNT_MESSAGES.emailInUse).waitFor()
    const email = field(page, 'Email')
    expect(await email.getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator(`#${await email.getAttribute('aria-describedby')}`).textContent()).toBe(
      ACCOUNT_MESSAGES.emailInUse,
    )
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.context().close()
  })

  it('answers a wrong password with "Invalid email or password"', async () => {
    const page = await openPage()
    await page.goto(url('/login'))
    await submitSignIn(page, { email: 'nobody@example.com', password: 'Wrong#2024' })
    await toastWith(page, ACCOUNT_MESSAGES.invalidCredentials).waitFor()
    expect(pathOf(page)).toBe('/login')
    await page.context().close()
  })

  it('shows a taken or reserved username while it is typed', async () => {
    const page = await openPage()
    await page.goto(url('/register?username=settings'))
    expect(await field(page, 'Username').inputValue()).toBe('settings')
    await page.getByText(ACCOUNT_MESSAGES.usernameNotAvailable).waitFor()
    await field(page, 'Username').fill('bad-name')
    await page.getByText(ACCOUNT_MESSAGES.usernameFormatHint).waitFor()
    await page.context().close()
  })

  it('offers a new verification mail when an unverified account signs in', async () => {
    const account = await createAccount(server.baseUrl, mailbox, { verified: false })
    const page = await openPage()
    await page.goto(url('/login'))
    await submitSignIn(page, account)
    await page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.emailNotVerified }).waitFor()
    const mailsBefore = mailbox.received.length
    await page.getByRole('button', { name: 'Resend verification email' }).click()
    await toastWith(page, 'If this address needs verifying, a new link is on its way.').waitFor()
    await expect.poll(() => mailbox.received.length).toBe(mailsBefore + 1)
    await page.context().close()
  })

  it('brings a signed-out visitor back to the screen they asked for, and keeps signed-in users off /login', async () => {
    const account = await createAccount(server.baseUrl, mailbox)
    const page = await openPage()
    await page.goto(url('/settings'))
    await page.waitForURL(url(`/login?next=${encodeURIComponent('/settings')}`))
    await submitSignIn(page, account)
    await page.waitForURL(url('/settings'))
    await page.getByText(account.username, { exact: true }).waitFor()

    await page.goto(url('/login'))
    await page.waitForURL(url('/home'))
    await page.goto(url('/login?next=//evil.example/'))
    await page.waitForURL(url('/home'))
    await page.context().close()
  })

  it('resets a forgotten password from the mailed link', async () => {
    const account = await createAccount(server.baseUrl, mailbox)
    const page = await openPage()
    await page.goto(url('/login'))
    await field(page, 'Email').fill(account.email)
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reset your password' })
    expect(await dialog.getByLabel('Email').inputValue()).toBe(account.email)
    await dialog.getByRole('button', { name: 'Send reset link' }).click()
    await dialog.getByText('If an account uses this address, we sent it a link to reset the password.').waitFor()

    const link = await mailbox.linkFrom(account.email, /Reset your Tessera password/)
    await page.goto(link)
    await field(page, 'New password').fill('Another#2025')
    await field(page, 'Repeat new password').fill('Another#2025')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.waitForURL(url('/login'))
    await toastWith(page, 'Password changed. Please sign in.').waitFor()

    await submitSignIn(page, { email: account.email, password: 'Another#2025' })
    await page.waitForURL(url('/home'))

    // The link works once.
    await page.goto(link)
    await field(page, 'New password').fill('Third#2026pw')
    await field(page, 'Repeat new password').fill('Third#2026pw')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByRole('alert').filter({ hasText: 'invalid or has expired' }).waitFor()
    await page.getByRole('link', { name: 'Request a new link' }).waitFor()
    await page.context().close()
  })

  it('deletes the account after the username and the current password are typed, and signs out', async () => {
    const account = await createAccount(server.baseUrl, mailbox)
    const page = await openPage()
    await page.goto(url('/login'))
    await submitSignIn(page, account)
    await page.waitForURL(url('/home'))
    await page.getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('button', { name: 'Delete my account' }).click()

    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    const confirm = dialog.getByRole('button', { name: 'Delete my account' })
    expect(await confirm.isDisabled()).toBe(true)
    await dialog.getByLabel(/Type your username/).fill(account.username)
    expect(await confirm.isDisabled()).toBe(true)
    // A wrong password deletes nothing and says so.
    await dialog.getByLabel('Your current password').fill('Wrong#2024')
    await confirm.click()
    await toastWith(page, 'Your current password is not correct.').waitFor()
    expect(page.url()).toBe(url('/settings'))
    await dialog.getByLabel('Your current password').fill(account.password)
    // On a slow phone the signed-in screens, still mounted while a client-side navigation
    // rendered, once saw the user gone and sent the page to /login (ADR 0077).
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 20 })
    await confirm.click()
    await page.waitForURL(url('/account-deleted'))
    await page.getByRole('heading', { level: 1, name: 'Your account is deleted' }).waitFor()
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await page.getByText('The messages you received, your answers, blocks and filters').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.screenshot({ path: '/tmp/creator-shots/account-deleted.png' })

    await page.goto(url('/login'))
    await submitSignIn(page, account)
    await toastWith(page, ACCOUNT_MESSAGES.invalidCredentials).waitFor()
    await page.context().close()
  })

  it('has no serious accessibility violations on /register and /login', async () => {
    const page = await openPage()
    for (const path of ['/register', '/login', '/login?new=true']) {
      await page.goto(url(path))
      await page.getByRole('heading', { level: 1 }).waitFor()
      expect(await seriousAxeViolations(page), path).toEqual([])
    }
    await page.context().close()
  })
})
