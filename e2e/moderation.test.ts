import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MODERATION_TEXTS } from '@domain/moderation.js'
import { messageTile } from '../tests/helpers/tiles.js'
import { toastWith } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { startOwnerSession, type OwnerSession } from './support/owner.js'

// The owner moderates: a filter word sends a visitor's message to Filtered; a paused box shows its note.
const OWNER = 'modowner'
let browser: Browser
let page: Page
let url: OwnerSession['url']
let stop: OwnerSession['stop'] | undefined

beforeAll(async () => {
  const session = await startOwnerSession({ owner: OWNER })
  ;({ browser, page, url, stop } = session)
  // Large enough for the whole form at once (smaller tiles take the message in steps).
  const tile = messageTile({ width: 3 })
  await session.saveContent((content) => ({ ...content, tiles: [tile], mobileTiles: [] }))
}, 180_000)

afterAll(async () => {
  await stop?.()
})

describe('moderation', () => {
  it('sends a visitor’s message with a filter word to Filtered, not the inbox', async () => {
    await page.goto(url('/messages'))
    await page.getByRole('link', { name: 'Moderation' }).click()
    await page.waitForURL('**/messages/moderation')
    await page.getByLabel('Words and phrases').fill('giveaway')
    await page.getByRole('button', { name: 'Save filter' }).click()
    await toastWith(page, MODERATION_TEXTS.filterSaved).waitFor()

    const visitor = await browser.newPage()
    await visitor.goto(url(`/${OWNER}`))
    await visitor.getByLabel('Your message').fill('Enter my GIVEAWAY now, click here')
    await visitor.getByRole('button', { name: 'Send Message' }).click()
    await visitor.locator('.t-message').getByText('message sent!', { exact: true }).waitFor()
    await visitor.close()

    await page.reload()
    const filtered = page.getByRole('region', { name: 'Filtered' })
    await filtered.getByText('Enter my GIVEAWAY now, click here').waitFor()
    await expect.poll(() => filtered.getByText('matched “giveaway”').count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: join(tmpdir(), 'moderation-390.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: join(tmpdir(), 'moderation-1280.png'), fullPage: true })

    await page.goto(url('/messages'))
    await page.getByRole('link', { name: 'Moderation' }).waitFor()
    expect(await page.getByText('Enter my GIVEAWAY now').count()).toBe(0)
  })

  it('pauses the message box, and visitors see the note instead of the form, with JavaScript off too', async () => {
    await page.goto(url('/messages/moderation'))
    await page.getByLabel('Note shown instead of the form (optional)').fill('On holiday until June')
    await page.getByRole('button', { name: `Pause /${OWNER}` }).click()
    await toastWith(page, MODERATION_TEXTS.pauseSaved).waitFor()

    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const visitor = await noScript.newPage()
    await visitor.goto(url(`/${OWNER}`))
    await visitor.getByText('On holiday until June').waitFor()
    expect(await visitor.getByLabel('Your message').count()).toBe(0)
    await noScript.close()

    await page.getByRole('button', { name: `Open /${OWNER} again` }).click()
    await toastWith(page, MODERATION_TEXTS.resumed).waitFor()
    const open = await browser.newPage()
    await open.goto(url(`/${OWNER}`))
    await open.getByLabel('Your message').waitFor()
    await open.close()
  })
})
