import { readFileSync } from 'node:fs'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { previewOf } from '@domain/messages.js'
import { messageTile } from '../tests/helpers/tiles.js'
import { toastWith } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { useSite, type Owner } from './support/site.js'

// The owner downloads a message as a story image from the inbox's message dialog.
const QUESTION = 'Which tile would you <b>keep</b> if you could keep only one?'

const site = useSite({ name: 'share-image' })

/** A Pro owner whose dark page in Playfair Display has a message box, and a visitor's message to it. */
async function ownerWithMessage(contextOptions: BrowserContextOptions = {}): Promise<Owner> {
  const owner = await site.newOwner({ pro: true, prefix: 'share', contextOptions })
  const ask = messageTile({ color: 'tile-theme' })
  await owner.saveContent((content) => ({
    ...content,
    theme: 'synthwave',
    settings: { ...content.settings, fontId: 10 },
    tiles: [ask],
    mobileTiles: [{ ...ask, width: 3 }],
  }))
  await site.sendMessage(owner.username, '203.0.113.9', { message: QUESTION })
  return owner
}

/** The message dialog, opened from the inbox. */
async function openMessage(page: Page) {
  await page.goto(site.url('/messages'))
  await page.getByRole('button', { name: previewOf(QUESTION) }).click()
  return page.getByRole('dialog', { name: 'Message' })
}

/** A story image's file name: the owner's, the message's and the format's. */
const storyName = (owner: string) => new RegExp(`^${owner}-message-[0-9a-f]{8}-story\\.png$`)

describe('sharing a message as an image in Chromium', () => {
  it('downloads the story image, a 1080 x 1920 PNG, from the message dialog', async () => {
    const { page, pageErrors, username } = await ownerWithMessage({ acceptDownloads: true })
    const dialog = await openMessage(page)
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
    expect(download.suggestedFilename()).toMatch(storyName(username))
    const path = await download.path()
    const png = readFileSync(path)
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1080, height: 1920 })
    expect(pageErrors).toEqual([])
  })

  it('keeps the dialog within the width of a phone', async () => {
    const { page } = await ownerWithMessage()
    const dialog = await openMessage(page)
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 })
      await dialog.getByRole('button', { name: 'Download story' }).waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `/tmp/share-dialog-${width}.png` })
    }
  })

  it('hands the story PNG to the share sheet where the browser can share files', async () => {
    // Desktop Chromium has no share sheet: this page gets one that records what it was given.
    const { context: phone, username } = await ownerWithMessage()
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
    const share = (await openMessage(phonePage)).getByRole('region', { name: 'Share as an image' })
    await share.getByRole('button', { name: 'Share…' }).click()
    const sharedFiles = async () =>
      phonePage.evaluate(
        () => (window as unknown as { shared: { name: string; type: string; header: number[] }[] }).shared,
      )
    // The server draws the image first (1 s, the poll's default, is too short for that on a busy machine).
    await expect.poll(sharedFiles, { timeout: 20_000 }).toHaveLength(1)
    const [file] = await sharedFiles()
    expect(file!.name).toMatch(storyName(username))
    expect(file!.type).toBe('image/png')
    const header = Buffer.from(file!.header)
    expect({ width: header.readUInt32BE(16), height: header.readUInt32BE(20) }).toEqual({ width: 1080, height: 1920 })
    expect(await seriousAxeViolations(phonePage)).toEqual([])
  })

  it('says so in a toast when the image cannot be made', async () => {
    const { page, api } = await ownerWithMessage()
    const dialog = await openMessage(page)
    const inbox = await (await api.get('/api/messages')).json()
    // Deleted from another tab while this dialog stays open.
    expect((await api.delete(`/api/messages/${inbox.messages[0].id}`)).status()).toBe(204)
    await dialog.getByRole('button', { name: 'Download square' }).click()
    await toastWith(page, 'Message not found.').waitFor()
  })
})
