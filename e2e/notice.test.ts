import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { NOTICE_TEXTS } from '@domain/notices.js'
import { introTile } from '../tests/helpers/tiles.js'
import { toastWith } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { useSite, type Owner } from './support/site.js'

// The owner sets a notice in the editor; a visitor sees it as a pop-up, closes it, and it stays
// closed on reload; with JavaScript off it is a banner at the top of the page (ADR 0031).
const NOTICE = 'Summer sale: 20 % off everything until Sunday!'
/** Set to a folder to keep screenshots of the notice in the editor and on the page. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS

const site = useSite({ name: 'notice' })

async function screenshot(page: Page, name: string) {
  if (SCREENSHOT_DIR) await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

/** A free owner whose page introduces Nina; with the notice already saved if said. */
async function ninasPage({ withNotice = false } = {}): Promise<Owner> {
  const owner = await site.newOwner({ prefix: 'notice', contextOptions: { viewport: { width: 1280, height: 900 } } })
  const intro = introTile('Nina', { description: 'Ceramics from Lisbon' })
  await owner.saveContent((content) => ({ ...content, tiles: [intro], mobileTiles: [intro] }))
  if (withNotice) {
    const saved = await owner.api.put(`/api/grids/${owner.username}/notice`, {
      text: NOTICE,
      link: 'shop.example.com/sale',
      startsAt: null,
      endsAt: null,
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }
  return owner
}

describe('a notice for visitors', () => {
  it('is written in the editor and shown to a visitor as a pop-up that stays closed once closed', async () => {
    const { page: owner, username } = await ninasPage()
    await owner.goto(site.url(`/${username}`))
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

    const context = await site.newContext({ viewport: { width: 390, height: 844 } })
    const visitor = await context.newPage()
    await visitor.goto(site.url(`/${username}`))
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

    // Another visitor closes it with Escape.
    const other = await (await site.newContext()).newPage()
    await other.goto(site.url(`/${username}`))
    await other.getByRole('dialog', { name: 'Notice' }).waitFor()
    await other.keyboard.press('Escape')
    await other.getByRole('dialog').waitFor({ state: 'detached' })
    await other.reload()
    await other.waitForLoadState('load')
    expect(await other.getByRole('dialog').count()).toBe(0)
  })

  it('shows as a banner at the top of the page with JavaScript off, and goes when removed', async () => {
    const { page: owner, username } = await ninasPage({ withNotice: true })
    const noScript = await site.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const visitor = await noScript.newPage()
    await visitor.goto(site.url(`/${username}`))
    const banner = visitor.getByRole('complementary', { name: 'Notice' })
    await banner.getByText(NOTICE).waitFor()
    expect(await banner.getByRole('link', { name: /shop\.example\.com/ }).getAttribute('href')).toBe(
      'https://shop.example.com/sale',
    )
    expect((await banner.boundingBox())?.y).toBe(0)
    await screenshot(visitor, 'notice-banner-390')

    // The banner as it stays when the page's script does not arrive (axe needs JavaScript to run).
    const scriptLost = await site.newContext({ viewport: { width: 1280, height: 900 } })
    await scriptLost.route('**/scripts/**', (route) => route.abort())
    const plain = await scriptLost.newPage()
    await plain.goto(site.url(`/${username}`))
    await plain.getByRole('complementary', { name: 'Notice' }).getByText(NOTICE).waitFor()
    expect(await seriousAxeViolations(plain)).toEqual([])
    await screenshot(plain, 'notice-banner-1280')

    await owner.goto(site.url(`/${username}`))
    const panel = owner.getByRole('region', { name: 'Notice for visitors' })
    await panel.getByRole('button', { name: 'Remove notice' }).click()
    await toastWith(owner, NOTICE_TEXTS.removed).waitFor()
    await visitor.reload()
    await visitor.getByRole('heading', { level: 1, name: 'Nina' }).waitFor({ state: 'attached' })
    expect(await visitor.getByText(NOTICE).count()).toBe(0)
  })
})
