import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import type { StoredTile } from '@domain/grid.js'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app.js'

const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.0.0.32.112 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 548323757)'
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 311.0.2.22.109 (iPhone15,3; iOS 17_1_2; en_US; en; scale=3.00; 1290x2796; 545386058)'
const TIKTOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

let app: TestApp

beforeAll(async () => {
  app = await buildTestApp()
  const owner = await app.signUp('reels')
  const current: GridContent = (await owner.get('/api/grids/reels/content')).json()
  const tiles: StoredTile[] = [
    { id: 'words', type: 'text', x: 0, y: 0, width: 2, height: 1, color: 'tile-solid-slate', data: { header: 'Hi' } },
  ]
  const { version, settings, theme } = current
  await owner.put('/api/grids/reels/content', { version, tiles, mobileTiles: tiles, settings, theme })
})
afterAll(() => app.close())

const visit = (userAgent: string) =>
  app.inject({ method: 'GET', url: '/reels', headers: { 'user-agent': userAgent, 'accept-encoding': 'gzip' } })
const html = async (userAgent: string) => {
  const res = await app.inject({ method: 'GET', url: '/reels', headers: { 'user-agent': userAgent } })
  return res.body
}

describe('the way out of in-app browsers', () => {
  it('is absent for an ordinary browser, before and after the page is remembered', async () => {
    expect(await html(DESKTOP)).not.toContain('Open in your browser')
    expect(await html(DESKTOP)).not.toContain('Open in your browser')
  })

  it('is an intent: link to the same page on Android, whichever path answers', async () => {
    const host = new URL(TEST_ORIGIN).host
    for (let request = 0; request < 2; request++) {
      const page = await html(INSTAGRAM_ANDROID)
      expect(page).toContain(
        `<aside class="in-app" aria-label="Open in your browser" data-in-app-bar=""><a class="in-app-open" href="intent://${host}/reels#Intent;scheme=http;end">Open in your browser</a>`,
      )
      // The page's script comes too: it shows Dismiss (a page of text tiles has none of its own).
      expect(page).toMatch(/<script src="\/scripts\/message-flow\.\w+\.js" defer><\/script><\/body>/)
    }
  })

  it('is Instagram’s own link inside Instagram on iOS, and Copy link elsewhere', async () => {
    expect(await html(INSTAGRAM_IOS)).toContain(
      `href="instagram://extbrowser/?url=${encodeURIComponent(`${TEST_ORIGIN}/reels`)}"`,
    )
    const tiktok = await html(TIKTOK_IOS)
    expect(tiktok).toContain(
      `<span>Open in your browser</span><button type="button" class="in-app-copy" data-copy-link="${TEST_ORIGIN}/reels" data-done="Link copied" data-failed="Copy failed" hidden="">Copy link</button>`,
    )
  })

  it('varies by user agent, each version with its own validator and encoding', async () => {
    const [ordinary, inApp] = [await visit(DESKTOP), await visit(INSTAGRAM_ANDROID)]
    expect(ordinary.headers.vary).toBe('accept-encoding, cookie, user-agent')
    expect(inApp.headers.vary).toBe('accept-encoding, cookie, user-agent')
    expect(inApp.headers['content-encoding']).toBe('gzip')
    expect(inApp.headers.etag).not.toBe(ordinary.headers.etag)
    const again = await app.inject({
      method: 'GET',
      url: '/reels',
      headers: { 'user-agent': INSTAGRAM_ANDROID, 'if-none-match': String(inApp.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })
})
