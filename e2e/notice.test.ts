import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTICE_TEXTS } from '@domain/notices.js'
import { introTile } from '../tests/helpers/tiles.js'
import { toastWith } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { startOwnerSession, type OwnerSession } from './support/owner.js'

// The owner sets a notice in the editor; a visitor sees it as a pop-up, closes it, and it stays
// closed on reload; with JavaScript off it is a banner at the top of the page (ADR 0031).
const OWNER = 'noticeowner'
const NOTICE = 'Summer sale: 20 % off everything until Sunday!'
/** Set to a folder to keep screenshots of the notice in the editor and on the page. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS
let browser: Browser
let owner: Page
let url: OwnerSession['url']
let stop: OwnerSession['stop'] | undefined

async function screenshot(page: Page, name: string) {
  if (SCREENSHOT_DIR) await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

beforeAll(async () => {
  const session = await startOwnerSession({
    owner: OWNER,
    pro: false,
    contextOptions: { viewport: { width: 1280, height: 900 } },
  })
  ;({ browser, page: owner, url, stop } = session)
  const intro = introTile('Nina', { description: 'Ceramics from Lisbon' })
  await session.saveContent((content) => ({ ...content, tiles: [intro], mobileTiles: [intro] }))
}, 180_000)

afterAll(async () => {
  await stop?.()
})

describe('a notice for visitors', () => {
  it('is written in the editor and shown to a visitor as a pop-up that stays closed once closed', async () => {
    await owner.goto(url(`/${OWNER}`))
    const panel = owner.getByRole('region', { name: 'Notice for visitors' })
    await panel.getByRole('textbox', { name: 'Notice', exact: true }).fill(NOTICE)
    await panel.getByRole('textbox', { name: 'Link (optional)' }).fill('javascript:alert(1)')
    await panel.getByRole('button', { name: 'Save notice' }).click()
    await toastWith(owner, 'Links must start with http://, https://, mailto: or tel:').waitFor()
    expect(await panel.getByRole('textbox', { name: 'Link (optional)' }).getAttribute('aria-invalid')).toBe('true')

    await panel.getByRole('textbox', { name: 'Link (optional)' }).fill('shop.example.com/sale')
    await expect.poll(() => panel.getByRole('group', { name: 'Preview' }).textContent()).toContain('shop.example.com')
    await panel.getByRole('button', { name: 'Save notice' }).click()
    await toastWith(owner, NOTICE_TEXTS.saved).waitFor()
    await panel.getByText('Showing now').waitFor()
    await panel.getByText('Until you remove it.').waitFor()
    expect(await seriousAxeViolations(owner)).toEqual([])
    await screenshot(owner, 'notice-editor-1280')
    await owner.setViewportSize({ width: 390, height: 844 })
    await screenshot(owner, 'notice-editor-390')
    await owner.setViewportSize({ width: 1280, height: 900 })

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const visitor = await context.newPage()
    await visitor.goto(url(`/${OWNER}`))
    const dialog = visitor.getByRole('dialog', { name: 'Notice' })
    await dialog.waitFor()
    expect(await dialog.getByText(NOTICE).isVisible()).toBe(true)
    const link = dialog.getByRole('link', { name: /shop\.example\.com/ })
    expect(await link.getAttribute('href')).toBe('https://shop.example.com/sale')
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    const close = dialog.getByRole('button', { name: NOTICE_TEXTS.close })
    await expect.poll(() => close.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await seriousAxeViolations(visitor)).toEqual([])
    await screenshot(visitor, 'notice-popup-390')
    await visitor.setViewportSize({ width: 1280, height: 900 })
    await screenshot(visitor, 'notice-popup-1280')

    await close.click()
    await dialog.waitFor({ state: 'detached' })
    expect(await visitor.getByRole('complementary', { name: 'Notice' }).count()).toBe(0)
    expect((await context.cookies()).length).toBe(0)
    await visitor.reload()
    await visitor.waitForLoadState('load')
    expect(await visitor.getByRole('dialog').count()).toBe(0)
    expect(await visitor.getByText(NOTICE).count()).toBe(0)
    await context.close()

    // Another visitor closes it with Escape.
    const other = await browser.newPage()
    await other.goto(url(`/${OWNER}`))
    await other.getByRole('dialog', { name: 'Notice' }).waitFor()
    await other.keyboard.press('Escape')
    await other.getByRole('dialog').waitFor({ state: 'detached' })
    await other.reload()
    await other.waitForLoadState('load')
    expect(await other.getByRole('dialog').count()).toBe(0)
    await other.close()
  })

  it('shows as a banner at the top of the page with JavaScript off, and goes when removed', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const visitor = await noScript.newPage()
    await visitor.goto(url(`/${OWNER}`))
    const banner = visitor.getByRole('complementary', { name: 'Notice' })
    await banner.getByText(NOTICE).waitFor()
    expect(await banner.getByRole('link', { name: /shop\.example\.com/ }).getAttribute('href')).toBe(
      'https://shop.example.com/sale',
    )
    expect((await banner.boundingBox())?.y).toBe(0)
    await screenshot(visitor, 'notice-banner-390')

    // The banner as it stays when the page's script does not arrive (axe needs JavaScript to run).
    const scriptLost = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await scriptLost.route('**/scripts/**', (route) => route.abort())
    const plain = await scriptLost.newPage()
    await plain.goto(url(`/${OWNER}`))
    await plain.getByRole('complementary', { name: 'Notice' }).getByText(NOTICE).waitFor()
    expect(await seriousAxeViolations(plain)).toEqual([])
    await screenshot(plain, 'notice-banner-1280')
    await scriptLost.close()

    await owner.goto(url(`/${OWNER}`))
    const panel = owner.getByRole('region', { name: 'Notice for visitors' })
    await panel.getByRole('button', { name: 'Remove notice' }).click()
    await toastWith(owner, NOTICE_TEXTS.removed).waitFor()
    await visitor.reload()
    await visitor.getByRole('heading', { level: 1, name: 'Nina' }).waitFor({ state: 'attached' })
    expect(await visitor.getByText(NOTICE).count()).toBe(0)
    await noScript.close()
  })
})
