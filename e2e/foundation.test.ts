import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { newDataDir } from './support/data-dir.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'

let server: RunningServer
let browser: Browser
beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer({ DATA_DIR: newDataDir('foundation') }), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('the built product in Chromium', () => {
  it('shows the landing page with a way to sign up', async () => {
    const page = await browser.newPage()
    await page.goto(`${server.baseUrl}/`)
    await expect(page.title()).resolves.toContain('Tessera')
    expect(await page.getByRole('button', { name: 'Claim your page' }).isVisible()).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.close()
  })

  it('shows the designed 404 page for an unknown name', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${server.baseUrl}/no-such-grid`)
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { name: 'This page is not here' }).isVisible()).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.close()
  })

  it('serves the app shell for the sign-in screen', async () => {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${server.baseUrl}/login`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(errors).toEqual([])
    await page.close()
  })

  it('serves hashed assets with an immutable cache', async () => {
    const html = await (await fetch(`${server.baseUrl}/login`)).text()
    const script = /\/assets\/[^"]+\.js/
    expect(html).toMatch(script)
    const asset = script.exec(html)?.[0]
    const res = await fetch(`${server.baseUrl}${asset}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})
