import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { unzipSync } from 'fflate'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { solidImage } from '../tests/fixtures/images.js'
import { linkStackExport } from '../tests/fixtures/imports.js'
import { toastWith } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { useSite } from './support/site.js'

// The owner imports a LinkStack export in the editor, sees the preview, adds it to the draft and
// saves; visitors see it. Then the page downloads as a static website that works from disk with
// JavaScript off (ADR 0067).
const site = useSite({ name: 'import-export' })
const work = mkdtempSync(join(tmpdir(), 'tessera-e2e-import-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
/** Set to a folder to keep screenshots of the import dialog. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS

async function screenshot(page: Page, name: string) {
  if (SCREENSHOT_DIR) await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

describe('bringing a page in and taking it out', () => {
  it('imports a LinkStack file from the editor, previews it, saves it, and downloads a static copy that works from disk', async () => {
    const owner = await site.newOwner({ prefix: 'import', contextOptions: { viewport: { width: 1280, height: 900 } } })
    expect((await owner.api.patch(`/api/grids/${owner.username}`, { active: true })).status()).toBe(200)
    const avatar = (await solidImage(96, 96, 'png')).toString('base64')
    const { page } = owner
    await page.goto(site.url(`/${owner.username}`))

    await page.getByRole('region', { name: 'Import and download' }).getByRole('button', { name: 'Import…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import a page' })
    await dialog.getByLabel('From').selectOption('linkstack')
    await dialog.getByLabel('File').setInputFiles({
      name: 'user_data-links.example-2026.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(linkStackExport(avatar))),
    })
    await dialog.getByRole('button', { name: 'Preview' }).click()
    const preview = dialog.getByRole('region', { name: 'Preview' })
    await preview.getByText('6 tiles will be added:').waitFor()
    expect(await preview.textContent()).toContain(
      'Free prize (javascript:alert(document.cookie)) (Links must start with http://, https://, mailto: or tel:)',
    )
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'import-preview-1280')
    await page.setViewportSize({ width: 320, height: 800 })
    await screenshot(page, 'import-preview-320')
    await page.setViewportSize({ width: 1280, height: 900 })

    await dialog.getByRole('button', { name: 'Add to draft' }).click()
    await toastWith(page, '6 tiles added to your draft. Save publishes them.').waitFor()
    await page.getByText('Unpublished changes').waitFor()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByRole('button', { name: 'Edit', exact: true }).waitFor()

    const visitor = await (await site.newContext()).newPage()
    await visitor.goto(site.url(`/${owner.username}`))
    await visitor.locator('a[href="https://example.org/dawn-chorus"]').waitFor()
    await visitor.locator('a[href="https://instagram.com/lark.sounds"]').waitFor()
    await visitor.getByText('I record birds at dawn.').first().waitFor()
    expect(await visitor.locator('a[href^="javascript:"]').count()).toBe(0)
    expect(await visitor.locator('img[src^="/uploads/profile_images/"]').count()).toBe(1)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download as a website (.zip)' }).click(),
    ])
    const zip = join(work, 'site.zip')
    await download.saveAs(zip)
    const folder = join(work, 'site')
    for (const [path, bytes] of Object.entries(unzipSync(new Uint8Array(readFileSync(zip))))) {
      mkdirSync(dirname(join(folder, path)), { recursive: true })
      writeFileSync(join(folder, path), bytes)
    }

    const offline = await (await site.newContext({ javaScriptEnabled: false })).newPage()
    const failed: string[] = []
    const loaded: string[] = []
    offline.on('requestfailed', (request) => failed.push(request.url()))
    offline.on('requestfinished', (request) => loaded.push(request.url()))
    await offline.goto(pathToFileURL(join(folder, 'index.html')).href, { waitUntil: 'load' })
    expect(failed).toEqual([])
    expect(loaded.some((url) => url.endsWith('/style.css'))).toBe(true)
    expect(loaded.some((url) => /\/uploads\/profile_images\/.+\.webp$/.test(url))).toBe(true)
    expect(loaded.every((url) => url.startsWith('file://'))).toBe(true)
    await offline.locator('a[href="https://example.org/dawn-chorus"]').waitFor()
    await offline.locator('a[href="https://github.com/lark"]').waitFor()
    // The logo's link leads to the hosted site, and it works from the copy.
    const made = offline.getByRole('link', { name: /created with Tessera/ })
    expect(await made.getAttribute('href')).toBe(`${site.server.baseUrl}/`)
    await made.click()
    await offline.waitForURL(`${site.server.baseUrl}/`)
  })
})
