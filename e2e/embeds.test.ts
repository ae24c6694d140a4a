import type { BrowserContextOptions, Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import type { StoredTile } from '@domain/grid.js'
import { previewOf } from '@domain/messages.js'
import { SHARE_IMAGE_TEXTS } from '@domain/share-image.js'
import { messageTile } from '../tests/helpers/tiles.js'
import { field } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { useSite, type Owner } from './support/site.js'

// The embed tile from the editor to a visitor's click, social links' names and the in-app browser's
// bar, in Chromium (ADR 0064). This machine has no internet: the save's preview fetch fails fast
// (a drawn poster), and the player's request is answered by the test's own route.
const site = useSite({ name: 'embeds', env: { EMBED_FETCH_TIMEOUT_MS: '1500' } })

const FILM = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'
const PLAYER = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1'
const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.0.0.32.112 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 548323757)'

const socialTile: StoredTile = {
  id: 'social',
  type: 'social-links',
  x: 0,
  y: 2,
  width: 2,
  height: 1,
  color: 'tile-solid-slate',
  data: {
    profiles: [
      { platform: 'Instagram', url: 'instagram.com/tessera' },
      { platform: 'YouTube', url: 'youtube.com/@tessera' },
      { platform: 'GitHub', url: 'github.com/tessera' },
    ],
  },
}

const isWrite = (path: string) => (response: Response) =>
  response.url().split('?')[0]!.endsWith(path) && response.request().method() === 'PUT'

async function written(page: Page, action: () => Promise<unknown>, path: string) {
  const [response] = await Promise.all([page.waitForResponse(isWrite(path), { timeout: 30_000 }), action()])
  expect(response.status()).toBe(200)
  return (await response.json()) as GridContent
}

/** The owner adds a YouTube tile in the editor (2 x 2 beside the introduction) and publishes it. */
async function addFilmInEditor(owner: Owner) {
  const { page } = owner
  await page.goto(site.url(`/${owner.username}`))
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  for (const [column, row] of [
    [3, 1],
    [4, 1],
    [3, 2],
    [4, 2],
  ]) {
    await page.getByRole('button', { name: new RegExp(`^Empty cell, column ${column}, row ${row}$`) }).click()
  }
  await page.getByRole('button', { name: 'ADD', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Components' })
    .getByRole('button', { name: /^Embed/ })
    .click()
  const edit = page.getByRole('dialog', { name: 'Edit' })
  await field(page, 'Link').fill(`${FILM}&si=shared-from-app`)
  // The preview is the visitors' facade, drawn without the network.
  const preview = edit.getByRole('link', { name: /^Play Video YouTube/ })
  await preview.waitFor()
  expect(await preview.getAttribute('href')).toBe(FILM)
  await page.screenshot({ path: '/tmp/embeds-editor-form-1280.png' })
  await written(page, () => edit.getByRole('button', { name: 'Add', exact: true }).click(), '/draft')
  const published = await written(
    page,
    () => page.getByRole('button', { name: 'Save', exact: true }).click(),
    '/content',
  )
  expect(published.tiles.find((tile) => tile.type === 'embed')?.data).toMatchObject({ url: FILM, image: '' })
  await owner.saveContent((content) => ({
    ...content,
    tiles: [...content.tiles, socialTile],
    mobileTiles: [...content.mobileTiles, { ...socialTile, y: 4, width: 3 }],
  }))
}

async function visit(owner: Owner, options: BrowserContextOptions = {}) {
  const context = await site.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  const requests: string[] = []
  context.on('request', (request) => requests.push(request.url()))
  const page = await context.newPage()
  const response = await page.goto(site.url(`/${owner.username}`))
  expect(response?.status()).toBe(200)
  return { context, page, requests, csp: response?.headers()['content-security-policy'] ?? '' }
}

/**
 * The owner whose page has the film and the social links, made in the editor by whichever test asks
 * first, so that each test also passes alone; a failed attempt is not kept, so a retry makes it anew.
 */
let filmOwner: Promise<Owner> | undefined
function ownerWithFilm(): Promise<Owner> {
  filmOwner ??= (async () => {
    const owner = await site.newOwner({ prefix: 'films' })
    await addFilmInEditor(owner)
    return owner
  })().catch((error: unknown) => {
    filmOwner = undefined
    throw error
  })
  return filmOwner
}

describe('embeds in Chromium', () => {
  it('adds a YouTube tile in the editor, previewed as its facade, and publishes it', async () => {
    const owner = await ownerWithFilm()
    expect(owner.pageErrors).toEqual([])
  })

  it('is a link with our poster and loads nothing from another origin without JavaScript', async () => {
    const owner = await ownerWithFilm()
    const { page, requests, csp } = await visit(owner, { javaScriptEnabled: false })
    const facade = page.getByRole('link', { name: /^Play Video YouTube/ })
    expect(await facade.getAttribute('href')).toBe(FILM)
    expect(await facade.locator('.embed-mark').count()).toBe(1)
    await page.waitForLoadState('networkidle')
    expect(requests.filter((url) => !url.startsWith(site.server.baseUrl))).toEqual([])
    expect(csp).toMatch(/;frame-src https:\/\/www\.youtube-nocookie\.com$/)
    for (const name of ['Instagram', 'YouTube', 'GitHub']) {
      expect(await page.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true }).count()).toBe(1)
    }
  })

  it('swaps in the youtube-nocookie player on Enter, counting the click, and is axe clean', async () => {
    const owner = await ownerWithFilm()
    const { context, page } = await visit(owner)
    // No internet here: the player's address is answered by the test, and nothing else leaves.
    await context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    )
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 320, height: 800 })
    await page.screenshot({ path: '/tmp/embeds-page-320.png', fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: '/tmp/embeds-page-1280.png', fullPage: true })

    const facade = page.getByRole('link', { name: /^Play Video YouTube/ })
    const [beacon, player] = await Promise.all([
      page.waitForRequest((request) => request.url().includes('/api/analytics/clicks/') && request.method() === 'POST'),
      page.waitForRequest((request) => request.url().startsWith('https://www.youtube-nocookie.com/')),
      facade.focus().then(() => page.keyboard.press('Enter')),
    ])
    expect(beacon.url()).toMatch(/\/api\/analytics\/clicks\/[\w-]+\/[\w-]+\?layout=desktop$/)
    expect(player.url()).toBe(PLAYER)
    const frame = page.locator('iframe.embed-player')
    expect(await frame.getAttribute('src')).toBe(PLAYER)
    expect(await frame.getAttribute('title')).toBe('YouTube player: Video')
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
  })

  it('offers an Instagram visitor on Android the way out by intent:, and a desktop browser nothing', async () => {
    const owner = await ownerWithFilm()
    const inApp = await visit(owner, { userAgent: INSTAGRAM_ANDROID, viewport: { width: 390, height: 800 } })
    const bar = inApp.page.getByRole('complementary', { name: 'Open in your browser' })
    const open = bar.getByRole('link', { name: 'Open in your browser' })
    expect(await open.getAttribute('href')).toBe(
      `intent://${new URL(site.server.baseUrl).host}/${owner.username}#Intent;scheme=http;end`,
    )
    expect(await seriousAxeViolations(inApp.page)).toEqual([])
    await inApp.page.screenshot({ path: '/tmp/embeds-in-app-390.png' })
    await bar.getByRole('button', { name: 'Dismiss' }).click()
    expect(await bar.count()).toBe(0)

    const desktop = await visit(owner)
    expect(await desktop.page.getByText('Open in your browser').count()).toBe(0)
  })

  it('shows the inbox’s share image to press and hold inside an in-app browser, which cannot download', async () => {
    const creator = await site.newOwner({
      pro: true,
      prefix: 'reels',
      contextOptions: { userAgent: INSTAGRAM_ANDROID },
    })
    const ask = messageTile()
    await creator.saveContent((content) => ({ ...content, tiles: [ask], mobileTiles: [{ ...ask, width: 3 }] }))
    const question = 'Which film should I watch tonight?'
    await site.sendMessage(creator.username, '203.0.113.40', { message: question })
    const { page } = creator
    await page.goto(site.url('/messages'))
    await page.getByRole('button', { name: previewOf(question) }).click()
    const share = page.getByRole('dialog', { name: 'Message' }).getByRole('region', { name: 'Share as an image' })
    await share.getByRole('button', { name: 'Download story' }).click()
    const image = share.getByRole('img', { name: 'The message as an image' })
    await image.waitFor({ timeout: 20_000 })
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080)
    expect(await share.getByText(SHARE_IMAGE_TEXTS.holdToSave).count()).toBe(1)
    expect(creator.pageErrors).toEqual([])
  })
})
