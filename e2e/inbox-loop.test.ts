import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_TEXTS } from '@domain/inbox.js'
import { MESSAGE_TEXTS } from '@domain/messages.js'
import { messageTile } from '../tests/helpers/tiles.js'
import { toastWith } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { startOwnerSession, type OwnerSession } from './support/owner.js'

// What the inbox counts ("N new" on /home and on the rows, the total) and the random pick's ceremony.
const OWNER = 'loopowner'
const MESSAGES = ['First message to the loop', 'Second message to the loop', 'Third message to the loop']
/** Where screenshots of the new states go, to be looked at (set SCREENSHOT_DIR to keep them). */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR

let page: Page
let pageErrors: string[]
let url: OwnerSession['url']
let sendMessage: OwnerSession['sendMessage']
let stop: OwnerSession['stop'] | undefined

async function screenshot(name: string) {
  if (!SCREENSHOT_DIR) return
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const sendAnonymously = (message: string, visitor: number) => sendMessage(`203.0.113.${visitor}`, { message })

beforeAll(async () => {
  const session = await startOwnerSession({ owner: OWNER, contextOptions: { viewport: { width: 1280, height: 900 } } })
  ;({ page, pageErrors, url, sendMessage, stop } = session)
  const askTile = messageTile({ height: 1 })
  await session.saveContent((content) => ({ ...content, tiles: [askTile], mobileTiles: [] }))
  for (const [index, message] of MESSAGES.entries()) await sendAnonymously(message, index + 1)
})

afterAll(async () => {
  await stop?.()
})

const rows = () => page.getByRole('table', { name: /^Messages, page/ }).locator('tbody tr')

describe('the inbox loop in Chromium', () => {
  it('shows "3 new" on the Messages button, marks the rows, and counts them again from the next opening', async () => {
    await page.goto(url('/home'))
    const button = page.getByRole('link', { name: 'Messages 3 new' })
    await button.waitFor()
    await screenshot('home-new-count')
    await button.click()
    await page.waitForURL('**/messages')
    await expect.poll(() => rows().count()).toBe(3)
    await expect.poll(() => rows().filter({ hasText: 'New' }).count()).toBe(3)
    await page.getByText('Messages 1–3 of 3').waitFor()
    expect(
      await rows()
        .first()
        .getByRole('cell', { name: `/${OWNER}` })
        .count(),
    ).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('inbox-new-rows')

    await page.getByRole('link', { name: 'Back', exact: true }).click()
    await page.getByRole('link', { name: 'Messages', exact: true }).waitFor()
    await sendAnonymously('A fourth message, after the opening', 9)
    await page.reload()
    await page.getByRole('link', { name: 'Messages 1 new' }).waitFor()
    await page.getByRole('link', { name: 'Messages 1 new' }).click()
    await page.getByText('Messages 1–4 of 4').waitFor()
    await expect.poll(() => rows().filter({ hasText: 'New' }).count()).toBe(1)
    expect(await rows().first().textContent()).toContain('A fourth message')
  })

  it('draws a random message, picks again, and marks the winner as a favorite', async () => {
    await page.getByRole('button', { name: 'Random' }).click()
    const dialog = page.getByRole('dialog', { name: 'Random message' })
    await dialog.getByRole('status').filter({ hasText: 'Drawing a random message…' }).waitFor()
    await dialog.getByRole('button', { name: 'Pick again' }).waitFor()
    await toastWith(page, MESSAGE_TEXTS.random).first().waitFor()
    await dialog.getByRole('button', { name: 'Pick again' }).click()
    await dialog.getByRole('status').filter({ hasText: 'Drawing a random message…' }).waitFor()
    const winner = dialog.getByRole('button', { name: 'Mark as winner' })
    await winner.waitFor()
    await screenshot('random-pick')
    const picked = (await dialog.locator('blockquote').textContent()) ?? ''
    expect(picked).toMatch(/message/)
    await winner.click()
    await dialog.getByRole('status').filter({ hasText: 'Marked as winner' }).waitFor()
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await dialog.waitFor({ state: 'hidden' })
    const row = rows().filter({ hasText: picked.slice(0, 30) })
    await expect.poll(() => row.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('true')
    const stored = await (await page.request.get(url('/api/messages?favorites=true'))).json()
    expect(stored.messages.map((message: { body: string }) => message.body)).toEqual([picked])
  })

  it('shows the message at once, without the draw, under reduced motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.getByRole('button', { name: 'Random' }).click()
    const dialog = page.getByRole('dialog', { name: 'Random message' })
    await dialog.getByRole('button', { name: 'Pick again' }).waitFor()
    expect(await dialog.locator('.motion-safe\\:animate-pulse').count()).toBe(0)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await page.emulateMedia({ reducedMotion: null })
  })

  it('saves the email notification choice in the settings', async () => {
    await page.goto(url('/settings'))
    const daily = page.getByRole('radio', { name: /Daily digest/ })
    await expect.poll(() => daily.isEnabled()).toBe(true)
    await daily.click()
    await toastWith(page, NOTIFICATION_TEXTS.saved).waitFor()
    await screenshot('settings-notifications')
    await page.reload()
    await expect.poll(() => page.getByRole('radio', { name: /Daily digest/ }).isChecked()).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
