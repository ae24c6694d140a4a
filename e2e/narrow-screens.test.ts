import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { StoredTile } from '@domain/grid.js'
import { introTile, messageTile } from '../tests/helpers/tiles.js'
import { partsOutsideTheirCards } from './support/overflow.js'
import { useSite, type Owner } from './support/site.js'

// What a 320 px phone showed sticking out (issue 36): /home's Show button, the notice pop-up's close
// button, the editor's resize grips and its "Sensitive" and "Hidden" marks over tile text; and the
// message box's fields on a tile in the theme's own colour, which had no edge without JavaScript.
const NARROW = { width: 320, height: 800 }
const NOTICE = 'Summer sale: 20 % off everything in the shop until Sunday!'
/** Set to a folder to keep the screenshots. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS ?? '/tmp'

const site = useSite({ name: 'narrow' })

const linkTile = (id: string, x: number, y: number, label: string, more: Partial<StoredTile> = {}): StoredTile => ({
  id,
  type: 'link',
  x,
  y,
  width: 1,
  height: 1,
  color: 'tile-solid-slate',
  data: { links: [{ url: `https://example.com/${id}`, icon: 'Other' }], label },
  ...more,
})

/**
 * A Pro owner whose page has an introduction, small link tiles (one sensitive, one hidden), a text
 * and a message box in the theme's colour.
 */
async function ownerWithPage(): Promise<Owner> {
  const owner = await site.newOwner({
    pro: true,
    prefix: 'narrow',
    contextOptions: { viewport: NARROW, hasTouch: true },
  })
  const intro = introTile('Nina', { description: 'Ceramics from Lisbon, fired in a wood kiln.' })
  const text: StoredTile = {
    id: 'about',
    type: 'text',
    x: 2,
    y: 0,
    width: 2,
    height: 1,
    color: 'tile-theme',
    data: { header: 'About', text: 'Bowls, cups and plates, made one at a time.' },
  }
  const links = [
    linkTile('shop', 4, 0, 'Shop ceramics', { sensitive: true }),
    linkTile('blog', 5, 0, 'Workshop diary', { hidden: true }),
  ]
  const ask = messageTile({ x: 0, y: 2, width: 3, height: 2, color: 'tile-theme' })
  await owner.saveContent((content) => ({
    ...content,
    tiles: [intro, text, ...links, ask],
    mobileTiles: [
      { ...intro, width: 3, height: 1 },
      { ...text, x: 0, y: 1 },
      { ...links[0]!, x: 2, y: 1 },
      { ...links[1]!, x: 0, y: 2 },
      { ...ask, x: 0, y: 3, width: 3, height: 2 },
    ],
  }))
  return owner
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true })
}

/** Descriptions of the text of an editor tile that its parts over it (resize grip, marks) cover. */
function partsOverText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const item of document.querySelectorAll('.te-item')) {
      for (const part of item.querySelectorAll('.te-grip, .te-mark')) {
        const box = part.getBoundingClientRect()
        if (getComputedStyle(part).opacity === '0') continue
        const walker = document.createTreeWalker(item.querySelector('.te-content')!, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement!.closest('.sr-only')) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const covered = [...range.getClientRects()].some(
            (rect) =>
              Math.min(rect.right, box.right) - Math.max(rect.left, box.left) > 1 &&
              Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top) > 1,
          )
          if (covered)
            problems.push(`"${part.textContent || 'the grip'}" covers "${node.textContent.trim().slice(0, 24)}"`)
        }
      }
    }
    return problems
  })
}

describe('a 320 px screen', () => {
  it('shows /home with every action inside its card', async () => {
    const { page } = await ownerWithPage()
    await page.goto(site.url('/home'))
    await page.getByRole('link', { name: 'Show', exact: true }).waitFor()
    await page.evaluate(() => document.fonts.ready)
    expect(await partsOutsideTheirCards(page, '.card')).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width)
    await screenshot(page, 'narrow-home-320')
  })

  it('shows the phone editor with every part inside its tile or panel and no resize grip or mark over tile text', async () => {
    const { page, username } = await ownerWithPage()
    await page.goto(site.url(`/${username}#edit`))
    await page.getByRole('button', { name: 'Mobile', exact: true }).click()
    await page.getByRole('group', { name: /^Mobile layout/ }).waitFor()
    await page.locator('.te-grip').first().waitFor()
    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true)
    expect(await page.locator('.te-mark').allTextContents()).toEqual(['Sensitive', 'Hidden'])
    expect(await partsOverText(page)).toEqual([])
    expect(await partsOutsideTheirCards(page, '.card, .tessera-canvas .tile')).toEqual([])
    await screenshot(page, 'narrow-editor-320')
  })

  it('marks a sensitive and a hidden tile over none of their text in the desktop editor at 1280 px', async () => {
    const { page, username } = await ownerWithPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(site.url(`/${username}#edit`))
    await page.getByRole('group', { name: /^Desktop layout/ }).waitFor()
    await page.evaluate(() => document.fonts.ready)
    expect(await page.locator('.te-mark').allTextContents()).toEqual(['Sensitive', 'Hidden'])
    expect(await partsOverText(page)).toEqual([])
    await page.locator('.tessera-canvas').screenshot({ path: `${SCREENSHOT_DIR}/narrow-editor-marks-1280.png` })
  })

  it('shows a page’s notice pop-up with its close button inside its corner, and the tiles’ parts inside them', async () => {
    const { username, api } = await ownerWithPage()
    const saved = await api.put(`/api/grids/${username}/notice`, {
      text: NOTICE,
      link: 'shop.example.com/sale',
      startsAt: null,
      endsAt: null,
    })
    expect(saved.status(), await saved.text()).toBe(200)
    const page = await (await site.newContext({ viewport: NARROW })).newPage()
    await page.goto(site.url(`/${username}`))
    const popup = page.getByRole('dialog', { name: 'Notice' })
    await popup.getByText(NOTICE).waitFor()
    await page.evaluate(() => document.fonts.ready)
    // Opened with the focus on its close button, ring and all.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('notice-close')
    expect(await partsOutsideTheirCards(page, 'dialog.notice-popup, .tile')).toEqual([])
    await screenshot(page, 'narrow-notice-320')
  })

  it('draws the edges of the message box’s fields without JavaScript, on a tile in the theme’s colour', async () => {
    const { username } = await ownerWithPage()
    const page = await (
      await site.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false })
    ).newPage()
    await page.goto(site.url(`/${username}`))
    const field = page.getByRole('textbox', { name: 'Your message' })
    const edge = await field.evaluate((element) => {
      const style = getComputedStyle(element)
      const tile = getComputedStyle(element.closest('.tile')!)
      return {
        width: style.borderTopWidth,
        color: style.borderTopColor,
        fill: style.backgroundColor,
        tile: tile.backgroundColor,
      }
    })
    expect(edge.width).toBe('1px')
    expect(edge.fill).toBe(edge.tile)
    expect(edge.color).not.toBe(edge.fill)
    await field.locator('xpath=ancestor::*[contains(@class, "tile")][1]').screenshot({
      path: `${SCREENSHOT_DIR}/narrow-message-box-nojs-1280.png`,
    })
  })
})
