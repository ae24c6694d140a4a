import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { previewOf } from '@domain/messages.js'
import type { RunningServer } from '../tests/helpers/server.js'
import { messageTile } from '../tests/helpers/tiles.js'
import { toastWith } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { startOwnerSession, type OwnerSession } from './support/owner.js'

// The owner downloads a message as a story image from the inbox's message dialog.
const OWNER = 'shareowner'
const QUESTION = 'Which tile would you <b>keep</b> if you could keep only one?'

let server: RunningServer
let browser: Browser
let page: Page
let pageErrors: string[]
let url: OwnerSession['url']
let stop: OwnerSession['stop'] | undefined

beforeAll(async () => {
  const session = await startOwnerSession({ owner: OWNER, contextOptions: { acceptDownloads: true } })
  ;({ server, browser, page, pageErrors, url, stop } = session)

  // A message box on a dark page in Playfair Display, through the editor's content API.
  const ask = messageTile({ color: 'tile-theme' })
  await session.saveContent((content) => ({
    ...content,
    theme: 'synthwave',
    settings: { ...content.settings, fontId: 10 },
    tiles: [ask],
    mobileTiles: [{ ...ask, width: 3 }],
  }))
  await session.sendMessage('203.0.113.9', { message: QUESTION })
})

afterAll(async () => {
  await stop?.()
})

describe('sharing a message as an image in Chromium', () => {
  it('downloads the story image, a 1080 x 1920 PNG, from the message dialog', async () => {
    await page.goto(url('/messages'))
    await page.getByRole('button', { name: previewOf(QUESTION) }).click()
    const dialog = page.getByRole('dialog', { name: 'Message' })
    const share = dialog.getByRole('region', { name: 'Share as an image' })
    await share.getByRole('button', { name: 'Download square' }).waitFor()
    // Chromium on a desktop cannot hand files to a share sheet: no "Share…" button there.
    expect(await share.getByRole('button', { name: 'Share…' }).count()).toBe(0)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.screenshot({ path: '/tmp/share-dialog-1280.png' })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      share.getByRole('button', { name: 'Download story' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${OWNER}-message-[0-9a-f]{8}-story\\.png$`))
    const path = await download.path()
    const png = readFileSync(path)
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1080, height: 1920 })
    expect(pageErrors).toEqual([])
  })

  it('keeps the dialog within the width of a phone', async () => {
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 })
      const dialog = page.getByRole('dialog', { name: 'Message' })
      await dialog.getByRole('button', { name: 'Download story' }).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `/tmp/share-dialog-${width}.png` })
    }
  })

  it('hands the story PNG to the share sheet where the browser can share files', async () => {
    // Desktop Chromium has no share sheet: this page gets one that records what it was given.
    const phone = await browser.newContext({ storageState: await page.context().storageState() })
    await phone.addInitScript(() => {
      const shared: { name: string; type: string; header: number[] }[] = []
      Object.assign(window, { shared })
      Object.assign(navigator, {
        canShare: (data: ShareData) => Boolean(data.files?.length),
        share: async (data: ShareData) => {
          for (const file of data.files ?? []) {
            shared.push({
              name: file.name,
              type: file.type,
              header: [...new Uint8Array(await file.arrayBuffer())].slice(0, 24),
            })
          }
        },
      })
    })
    const phonePage = await phone.newPage()
    await phonePage.goto(url('/messages'))
    await phonePage.getByRole('button', { name: previewOf(QUESTION) }).click()
    const share = phonePage.getByRole('dialog', { name: 'Message' }).getByRole('region', { name: 'Share as an image' })
    await share.getByRole('button', { name: 'Share…' }).click()
    const sharedFiles = async () =>
      phonePage.evaluate(
        () => (window as unknown as { shared: { name: string; type: string; header: number[] }[] }).shared,
      )
    await expect.poll(sharedFiles).toHaveLength(1)
    const [file] = await sharedFiles()
    expect(file!.name).toMatch(new RegExp(`^${OWNER}-message-[0-9a-f]{8}-story\\.png$`))
    expect(file!.type).toBe('image/png')
    const header = Buffer.from(file!.header)
    expect({ width: header.readUInt32BE(16), height: header.readUInt32BE(20) }).toEqual({ width: 1080, height: 1920 })
    expect(await seriousAxeViolations(phonePage)).toEqual([])
    await phone.close()
  })

  it('says so in a toast when the image cannot be made', async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const inbox = await (await page.request.get(url('/api/messages'))).json()
    // Deleted from another tab while this dialog stays open.
    const deleted = await page.request.delete(url(`/api/messages/${inbox.messages[0].id}`), {
      headers: { origin: server.baseUrl },
    })
    expect(deleted.status()).toBe(204)
    await page.getByRole('dialog', { name: 'Message' }).getByRole('button', { name: 'Download square' }).click()
    await toastWith(page, 'Message not found.').waitFor()
  })
})
