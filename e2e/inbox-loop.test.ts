import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { NOTIFICATION_TEXTS } from '@domain/inbox.js'
import { MESSAGE_TEXTS } from '@domain/messages.js'
import { messageTile } from '../tests/helpers/tiles.js'
import { toastWith } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { useSite, type Owner } from './support/site.js'

// What the inbox counts ("N new" on /home and on the rows, the total) and the random pick's ceremony.
const MESSAGES = ['First message to the loop', 'Second message to the loop', 'Third message to the loop']
/** Where screenshots of the new states go, to be looked at (set SCREENSHOT_DIR to keep them). */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR

const site = useSite({ name: 'inbox-loop' })

async function screenshot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** A Pro owner with a message box and the three messages, each from a visitor of its own. */
async function ownerWithMessages(): Promise<Owner> {
  const owner = await site.newOwner({
    pro: true,
    prefix: 'loop',
    contextOptions: { viewport: { width: 1280, height: 900 } },
  })
  const askTile = messageTile({ height: 1 })
  await owner.saveContent((content) => ({ ...content, tiles: [askTile], mobileTiles: [] }))
  for (const [index, message] of MESSAGES.entries()) {
    await site.sendMessage(owner.username, `203.0.113.${index + 1}`, { message })
  }
  return owner
}

const rows = (page: Page) => page.getByRole('table', { name: /^Messages, page/ }).locator('tbody tr')

describe('the inbox loop in Chromium', () => {
  it('shows "3 new" on the Messages button and keeps each row New until it is opened or all are marked read', async () => {
    const { page, username } = await ownerWithMessages()
    await page.goto(site.url('/home'))
    const button = page.getByRole('link', { name: 'Messages 3 new' })
    await button.waitFor()
    await screenshot(page, 'home-new-count')
    await button.click()
    await page.waitForURL('**/messages')
    await expect.poll(() => rows(page).count()).toBe(3)
    await expect.poll(() => rows(page).filter({ hasText: 'New' }).count()).toBe(3)
    await page.getByText('Messages 1–3 of 3').waitFor()
    expect(
      await rows(page)
        .first()
        .getByRole('cell', { name: `/${username}` })
        .count(),
    ).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'inbox-new-rows')

    // Opening one message reads it; the others stay new, also after a reload and on /home.
    await page.getByRole('button', { name: MESSAGES[1] }).click()
    await page.getByRole('dialog', { name: 'Message' }).getByRole('button', { name: 'Close' }).first().click()
    await expect.poll(() => rows(page).filter({ hasText: 'New' }).count()).toBe(2)
    await page.reload()
    await expect.poll(() => rows(page).count()).toBe(3)
    await expect.poll(() => rows(page).filter({ hasText: 'New' }).count()).toBe(2)
    expect(await rows(page).filter({ hasText: MESSAGES[1] }).filter({ hasText: 'New' }).count()).toBe(0)
    await page.getByRole('link', { name: 'Back', exact: true }).click()
    await page.getByRole('link', { name: 'Messages 2 new' }).click()

    await page.getByRole('button', { name: 'Mark all read' }).click()
    await toastWith(page, MESSAGE_TEXTS.markedAllRead).waitFor()
    await expect.poll(() => rows(page).filter({ hasText: 'New' }).count()).toBe(0)
    await page.getByRole('link', { name: 'Back', exact: true }).click()
    await page.getByRole('link', { name: 'Messages', exact: true }).waitFor()
    await site.sendMessage(username, '203.0.113.9', { message: 'A fourth message, after marking all read' })
    await page.reload()
    await page.getByRole('link', { name: 'Messages 1 new' }).click()
    await page.getByText('Messages 1–4 of 4').waitFor()
    await expect.poll(() => rows(page).filter({ hasText: 'New' }).count()).toBe(1)
    expect(await rows(page).first().textContent()).toContain('A fourth message')
  })

  it('searches the messages, and draws the random pick only among those it found', async () => {
    const { page, username } = await ownerWithMessages()
    const entries = ['Giveaway entry from Marta', 'my GIVEAWAY entry, fingers crossed']
    for (const [index, message] of entries.entries()) {
      await site.sendMessage(username, `198.51.100.${index + 1}`, { message })
    }
    await page.goto(site.url('/messages'))
    await expect.poll(() => rows(page).count()).toBe(5)
    await page.getByRole('searchbox', { name: 'Search messages' }).fill('giveaway')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL('**/messages?q=giveaway')
    await page.getByText('Messages 1–2 of 2').waitFor()
    await expect.poll(() => rows(page).count()).toBe(2)
    // Combined with a filter: none of the entries is a favorite.
    await page.getByRole('button', { name: 'Favorites' }).click()
    await page.getByText('No messages match these filters.').waitFor()
    await page.getByRole('button', { name: 'Favorites' }).click()
    await expect.poll(() => rows(page).count()).toBe(2)
    await screenshot(page, 'inbox-search')

    await page.getByRole('button', { name: 'Random' }).click()
    const dialog = page.getByRole('dialog', { name: 'Random message' })
    await dialog.getByText('A random entry among messages containing “giveaway”.').waitFor()
    for (let draw = 0; draw < 4; draw++) {
      await dialog.getByRole('button', { name: 'Pick again' }).waitFor()
      expect(entries).toContain(await dialog.locator('blockquote').textContent())
      await dialog.getByRole('button', { name: 'Pick again' }).click()
    }
  })

  it('draws a random message, picks again, and marks the winner as a favorite', async () => {
    const { page, api } = await ownerWithMessages()
    await page.goto(site.url('/messages'))
    await page.getByRole('button', { name: 'Random' }).click()
    const dialog = page.getByRole('dialog', { name: 'Random message' })
    await dialog.getByRole('status').filter({ hasText: 'Drawing a random message…' }).waitFor()
    await dialog.getByRole('button', { name: 'Pick again' }).waitFor()
    await toastWith(page, MESSAGE_TEXTS.random).first().waitFor()
    await dialog.getByRole('button', { name: 'Pick again' }).click()
    await dialog.getByRole('status').filter({ hasText: 'Drawing a random message…' }).waitFor()
    const winner = dialog.getByRole('button', { name: 'Mark as winner' })
    await winner.waitFor()
    expect(await winner.getAttribute('aria-describedby')).toBeTruthy()
    await dialog.getByText(MESSAGE_TEXTS.winnerHint).waitFor()
    await screenshot(page, 'random-pick')
    const picked = (await dialog.locator('blockquote').textContent()) ?? ''
    expect(picked).toMatch(/message/)
    await winner.click()
    await dialog.getByRole('status').filter({ hasText: 'Marked as winner' }).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await dialog.waitFor({ state: 'hidden' })
    const row = rows(page).filter({ hasText: picked.slice(0, 30) })
    await expect.poll(() => row.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('true')
    await row.getByText('Winner', { exact: true }).waitFor()
    const stored = await (await api.get('/api/messages?favorites=true')).json()
    expect(stored.messages.map((message: { body: string }) => message.body)).toEqual([picked])
  })

  it('shows the message at once, without the draw, under reduced motion', async () => {
    const { page } = await ownerWithMessages()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(site.url('/messages'))
    await page.getByRole('button', { name: 'Random' }).click()
    const dialog = page.getByRole('dialog', { name: 'Random message' })
    await dialog.getByRole('button', { name: 'Pick again' }).waitFor()
    expect(await dialog.locator('.motion-safe\\:animate-pulse').count()).toBe(0)
  })

  it('saves the email notification choice in the settings', async () => {
    const { page, pageErrors } = await ownerWithMessages()
    await page.goto(site.url('/settings'))
    // A new account starts on the daily digest.
    const daily = page.getByRole('radio', { name: /Daily digest/ })
    await expect.poll(() => daily.isChecked()).toBe(true)
    await page.getByRole('radio', { name: /Each message/ }).click()
    await toastWith(page, NOTIFICATION_TEXTS.saved).waitFor()
    await screenshot(page, 'settings-notifications')
    await page.reload()
    await expect.poll(() => page.getByRole('radio', { name: /Each message/ }).isChecked()).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
