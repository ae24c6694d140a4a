import { rmSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { newDataDir } from './support/data-dir.js'

// The pages of a visitor without an account speak the visitor's language (ADR 0068): the browser's,
// until the footer's switch picks one, which the lang cookie keeps.
const dataDir = newDataDir('visitor-language')
let server: RunningServer
let browser: Browser

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the footer’s language switch in Chromium', () => {
  it('turns an en-US visitor’s landing page Polish, which holds after a reload and on the legal pages', async () => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    try {
      await page.goto(`${server.baseUrl}/`)
      expect(await page.locator('html').getAttribute('lang')).toBe('en')
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Your whole world, in one link.',
      )

      const languages = page.getByRole('navigation', { name: 'Language' })
      await languages.getByRole('link', { name: 'Polski' }).click()
      await page.waitForURL(/\?lang=pl$/)
      expect(await page.locator('html').getAttribute('lang')).toBe('pl')
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Cały Twój świat w jednym linku.',
      )
      expect(
        await page
          .getByRole('navigation', { name: 'Język' })
          .getByRole('link', { name: 'Polski' })
          .getAttribute('aria-current'),
      ).toBe('true')
      expect(await seriousAxeViolations(page)).toEqual([])

      await page.goto(`${server.baseUrl}/`)
      await page.reload()
      expect(await page.locator('html').getAttribute('lang')).toBe('pl')
      await page.getByRole('link', { name: 'Regulamin' }).first().click()
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Regulamin')
      expect(await seriousAxeViolations(page)).toEqual([])

      const cookies = await context.cookies()
      expect(cookies.map(({ name, value, sameSite }) => ({ name, value, sameSite }))).toEqual([
        { name: 'lang', value: 'pl', sameSite: 'Lax' },
      ])

      await page.goto(`${server.baseUrl}/nobody-here`)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Tej strony tu nie ma')
      expect(await seriousAxeViolations(page)).toEqual([])

      await page.goto(`${server.baseUrl}/terms-of-service`)
      await page.getByRole('navigation', { name: 'Język' }).getByRole('link', { name: 'English' }).click()
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Terms of service')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
