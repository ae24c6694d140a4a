import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seriousAxeViolations } from './support/browser.js'
import { useSite } from './support/site.js'

// The owner finds the page's QR code beside Link on its /home card and downloads it (issue 36).
const site = useSite({ name: 'qr-code' })

/** The file a click on `link` downloads: its suggested name and its bytes. */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()])
  const path = await file.path()
  return { name: file.suggestedFilename(), bytes: await readFile(path) }
}

describe('the QR code on /home', () => {
  it('shows the page’s QR code from its card and downloads it as PNG and SVG', async () => {
    const { page, username, pageErrors } = await site.newOwner({ prefix: 'qr' })
    await page.goto(site.url('/home'))
    await page.getByRole('button', { name: `QR code of ${username}` }).click()
    const dialog = page.getByRole('dialog', { name: `QR code of ${username}` })
    const picture = dialog.getByRole('img', { name: `QR code of ${new URL(site.url('/')).host}/${username}` })
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 800 })
      await page.screenshot({ path: `/tmp/qr-code-dialog-${width}.png` })
    }

    const png = await download(page, 'Download PNG')
    expect(png.name).toBe(`${username}-qr.png`)
    expect(png.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    const svg = await download(page, 'Download SVG')
    expect(svg.name).toBe(`${username}-qr.svg`)
    expect(svg.bytes.toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)

    await dialog.locator('.modal-action').getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
    expect(pageErrors).toEqual([])
  })
})
