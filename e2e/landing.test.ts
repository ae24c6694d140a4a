import { rmSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '@domain/account.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'

const EMAIL = 'lena@example.com'
const PASSWORD = 'Secret#2024'

let server: RunningServer
let browser: Browser
let dataDir: string

beforeAll(async () => {
  dataDir = newDataDir('landing')
  const user = ['--email', EMAIL, '--username', 'lena', '--password', PASSWORD, '--verified']
  runBuiltCli(dataDir, {}, 'user', 'create', ...user)
  ;[server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function withPage<T>(
  work: (page: Page, context: BrowserContext) => Promise<T>,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    // The app asks for the session and gets 401 when there is none: an answer, not a fault.
    if (message.type() === 'error' && !message.text().includes('status of 401')) errors.push(message.text())
  })
  try {
    const result = await work(page, context)
    expect(errors).toEqual([])
    return result
  } finally {
    await context.close()
  }
}

/** A fake clock that stands still until the test moves it (installed before the page loads). */
async function pauseClock(page: Page) {
  const start = new Date('2024-05-28T10:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}

const currentSlide = (page: Page) => page.locator('[data-carousel]').getAttribute('data-current')

describe('the landing page in Chromium', () => {
  it('leads from the username field to a prefilled register page', () =>
    withPage(async (page) => {
      await page.goto(`${server.baseUrl}/`)
      await page.getByRole('textbox', { name: 'Choose your username' }).first().fill('dana_p')
      await page.getByRole('button', { name: 'Claim your page' }).click()
      await page.waitForURL(`${server.baseUrl}/register?username=dana_p`)
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Username' }).inputValue(), { timeout: 10_000 })
        .toBe('dana_p')
    }))

  it('checks the name in the claim box with sign-up’s username rule as it is typed, and refuses it without JavaScript too', () =>
    withPage(async (page) => {
      await page.goto(`${server.baseUrl}/`)
      const field = page.getByRole('textbox', { name: 'Choose your username' }).first()
      const status = page.locator('#hero-claim-status')
      await field.fill('maya.rivers')
      await status.getByText(ACCOUNT_MESSAGES.usernameFormat).waitFor()
      await field.fill('maya_rivers')
      await status.getByText('tessera/maya_rivers is available.').waitFor()
      // The form's own pattern holds the same rule: the browser does not send a dotted name.
      await field.fill('maya.rivers')
      expect(await field.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true)
      await page.getByRole('button', { name: 'Claim your page' }).click()
      expect(new URL(page.url()).pathname).toBe('/')
    }))

  it('advances the phone carousel every 3 seconds, and pauses on hover', () =>
    withPage(async (page) => {
      await pauseClock(page)
      await page.goto(`${server.baseUrl}/`)
      const carousel = page.locator('[data-carousel]')
      await expect.poll(() => currentSlide(page)).toBe('0')
      await expect(carousel.locator('[data-slides]').getAttribute('aria-live')).resolves.toBe('off')

      await page.clock.runFor(2999)
      expect(await currentSlide(page)).toBe('0')
      await page.clock.runFor(1)
      expect(await currentSlide(page)).toBe('1')
      const second = carousel.locator('[data-slide]').nth(1)
      expect(await second.getAttribute('aria-hidden')).toBeNull()
      expect(await second.getAttribute('aria-label')).toMatch(/^2 of \d+$/)
      // The slide's fade runs on the real clock, not the fake one: wait for it to settle.
      await expect.poll(() => second.locator('img').isVisible()).toBe(true)

      await carousel.locator('.phone').hover()
      await page.clock.runFor(9000)
      expect(await currentSlide(page)).toBe('1')
      await page.mouse.move(5, 5)
      await page.clock.runFor(3000)
      expect(await currentSlide(page)).toBe('2')
    }))

  it('lets the keyboard step through the slides and stop the rotation', () =>
    withPage(async (page) => {
      await pauseClock(page)
      await page.goto(`${server.baseUrl}/`)
      await page.getByRole('button', { name: 'Next page' }).focus()
      await page.keyboard.press('Enter')
      expect(await currentSlide(page)).toBe('1')
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Enter')
      expect(await currentSlide(page)).toBe('0')
      // A slide chosen by hand stays, with the rotation stopped and changes announced politely.
      await page.locator('body').focus()
      await page.clock.runFor(10_000)
      expect(await currentSlide(page)).toBe('0')
      expect(await page.getByRole('button', { name: 'Start automatic slide show' }).isVisible()).toBe(true)
      expect(await page.locator('[data-slides]').getAttribute('aria-live')).toBe('polite')
    }))

  it('does not rotate for visitors who prefer reduced motion', () =>
    withPage(
      async (page) => {
        await pauseClock(page)
        await page.goto(`${server.baseUrl}/`)
        await page.clock.runFor(10_000)
        expect(await currentSlide(page)).toBe('0')
      },
      { reducedMotion: 'reduce' },
    ))

  it('hides the scrolling example columns at 1,000 px and shows them at 1,280 px', () =>
    withPage(async (page) => {
      await page.setViewportSize({ width: 1000, height: 900 })
      await page.goto(`${server.baseUrl}/`)
      expect(await page.locator('[data-examples]').isVisible()).toBe(false)
      await page.setViewportSize({ width: 1280, height: 900 })
      expect(await page.locator('[data-examples]').isVisible()).toBe(true)
      expect(await page.locator('[data-examples] img').first().isVisible()).toBe(true)
    }))

  it('expands the FAQ items with the keyboard', () =>
    withPage(async (page) => {
      await page.goto(`${server.baseUrl}/`)
      const items = page.locator('#faq details')
      expect(await items.count()).toBe(4)
      const first = items.nth(0)
      await first.locator('summary').focus()
      await page.keyboard.press('Enter')
      expect(await first.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true)
      expect(await first.getByText('Most social profiles').isVisible()).toBe(true)
      await page.keyboard.press('Tab')
      await page.keyboard.press(' ')
      expect(await items.nth(1).evaluate((details: HTMLDetailsElement) => details.open)).toBe(true)
      await page.keyboard.press('Enter')
      expect(await items.nth(1).evaluate((details: HTMLDetailsElement) => details.open)).toBe(false)
    }))

  it('spins the world twice and makes it vanish on the third click', () =>
    withPage(async (page) => {
      await pauseClock(page)
      await page.goto(`${server.baseUrl}/`)
      const world = page.getByRole('button', { name: 'Spin the world' })
      expect(await world.isVisible()).toBe(true)
      // force: the globe floats (an endless animation), so it never counts as "stable".
      for (const spin of [1, 2]) {
        await world.click({ force: true })
        expect(await world.getAttribute('class')).toContain('is-spinning')
        expect(await world.getAttribute('data-spins')).toBe(String(spin))
        await page.clock.runFor(1099)
        expect(await world.getAttribute('class')).toContain('is-spinning')
        await page.clock.runFor(1)
        expect(await world.getAttribute('class')).not.toContain('is-spinning')
      }
      await world.click({ force: true })
      expect(await world.getAttribute('class')).toContain('is-vanishing')
      await page.clock.runFor(1899)
      expect(await world.isVisible()).toBe(true)
      await page.clock.runFor(1)
      expect(await world.isVisible()).toBe(false)
    }))

  it('plays the walk-through and shows the step a visitor picks', () =>
    withPage(async (page) => {
      await pauseClock(page)
      await page.goto(`${server.baseUrl}/`)
      const frame = (step: number) => page.locator(`.demo-frame-${step}`)
      await page.locator('#demo').scrollIntoViewIfNeeded()
      expect(await frame(1).isVisible()).toBe(true)
      await page.mouse.move(5, 5)
      await page.clock.runFor(4000)
      expect(await page.locator('#demo-step-2').isChecked()).toBe(true)
      await page.getByText('Pick a theme').click()
      expect(await page.locator('#demo-step-3').isChecked()).toBe(true)
      await expect.poll(() => frame(3).evaluate((image) => getComputedStyle(image).visibility)).toBe('visible')
      await expect.poll(() => frame(1).evaluate((image) => getComputedStyle(image).visibility)).toBe('hidden')
    }))

  it('shows "Go to dashboard" to a signed-in visitor', () =>
    withPage(async (page) => {
      await signIn(page)
      await page.goto(`${server.baseUrl}/`)
      expect(await page.getByRole('link', { name: 'Go to dashboard' }).first().isVisible()).toBe(true)
      expect(await page.getByRole('button', { name: 'Claim your page' }).count()).toBe(0)
    }))
})

describe('the legal pages in Chromium', () => {
  for (const [path, heading] of [
    ['/terms-of-service', 'Terms of service'],
    ['/privacy-policy', 'Privacy policy'],
  ] as const) {
    it(`shows ${path} with its date`, () =>
      withPage(async (page) => {
        const response = await page.goto(`${server.baseUrl}${path}`)
        expect(response?.status()).toBe(200)
        expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true)
        expect(await page.getByText('Last updated May 28, 2024').isVisible()).toBe(true)
      }))
  }
})

async function signIn(page: Page) {
  const res = await page.request.post(`${server.baseUrl}/api/account/login`, {
    data: { email: EMAIL, password: PASSWORD },
    headers: { origin: server.baseUrl },
  })
  expect(res.status()).toBe(200)
}

describe('the feedback page in Chromium', () => {
  it('goes back home, lists the planned features as done and sends feedback', () =>
    withPage(async (page) => {
      await signIn(page)
      await page.goto(`${server.baseUrl}/feedback`)
      await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor()
      expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/home')
      const features = page.getByRole('region', { name: 'Features' }).getByRole('listitem')
      expect(await features.filter({ hasText: 'Stats and analytics' }).textContent()).toContain('Done')
      expect(await features.filter({ hasText: 'Pop-up messages for visitors' }).textContent()).toContain('Done')
      // No FEEDBACK_URL is configured here, so there is no board to link to.
      expect(await page.getByRole('link', { name: /feature-request board/ }).count()).toBe(0)

      await page.getByRole('textbox', { name: 'Your feedback' }).fill('The editor could use keyboard shortcuts.')
      await page.getByRole('button', { name: 'Send feedback' }).click()
      await page.getByText('Thanks for your feedback!').waitFor()
      expect(await page.getByRole('textbox', { name: 'Your feedback' }).inputValue()).toBe('')
    }))
})

describe('accessibility', () => {
  for (const path of ['/', '/terms-of-service', '/privacy-policy']) {
    for (const width of [390, 1280]) {
      it(`finds no serious violations on ${path} at ${width} px`, () =>
        withPage(
          async (page) => {
            await page.goto(`${server.baseUrl}${path}`)
            expect(await seriousAxeViolations(page)).toEqual([])
          },
          { viewport: { width, height: 900 } },
        ))
    }
  }

  it('finds no serious violations on /feedback, signed in', () =>
    withPage(async (page) => {
      await signIn(page)
      await page.goto(`${server.baseUrl}/feedback`)
      await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor()
      expect(await seriousAxeViolations(page)).toEqual([])
    }))
})
