import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoredTile } from '@domain/grid.js'
import { grids, profiles } from '@server/db/schema.js'
import { buildTestApp, TEST_ORIGIN, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { insertUserWithGrid } from '../helpers/seed.js'
import { multipartBody, solidImage } from '../fixtures/images.js'
import { introTile } from '../helpers/tiles.js'

let app: TestApp
let owner: SignedUpUser
let stranger: SignedUpUser

const intro = (data: Record<string, unknown>): StoredTile => ({
  ...introTile(''),
  color: 'tile-gradient-violet',
  data,
})

const messageTile: StoredTile = {
  id: 'ask',
  type: 'message.me',
  x: 2,
  y: 0,
  width: 4,
  height: 2,
  color: 'tile-solid-slate',
  data: { header: 'Ask me', allowAnonymous: true },
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/>`).exec(html)?.[1]

beforeAll(async () => {
  app = await buildTestApp()
  await insertUserWithGrid(app.db, {
    username: 'alice',
    active: true,
    tiles: [intro({ firstName: 'Alice', lastName: 'Liddell', description: 'Curious & curiouser.' }), messageTile],
  })
  await insertUserWithGrid(app.db, { username: 'hidden', active: false })
  await insertUserWithGrid(app.db, { username: 'plain', active: true })
  const { userId } = await insertUserWithGrid(app.db, { username: 'banned', active: true })
  await app.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, userId))
  owner = await app.signUp('qrowner')
  stranger = await app.signUp('stranger')
})
afterAll(() => app.close())

describe('GET /robots.txt', () => {
  it('allows every crawler and points to the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.body).toContain('User-agent: *\nAllow: /')
    expect(res.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`)
  })
})

describe('GET /sitemap.xml', () => {
  it('lists the site pages and the active grids of owners in good standing, with their last change', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/)
    const locations = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locations).toEqual(
      expect.arrayContaining([
        `${TEST_ORIGIN}/`,
        `${TEST_ORIGIN}/terms-of-service`,
        `${TEST_ORIGIN}/privacy-policy`,
        `${TEST_ORIGIN}/alice`,
        `${TEST_ORIGIN}/plain`,
      ]),
    )
    expect(locations).not.toContain(`${TEST_ORIGIN}/hidden`)
    expect(locations).not.toContain(`${TEST_ORIGIN}/banned`)
    const [alice] = await app.db.select().from(grids).where(eq(grids.name, 'alice'))
    expect(res.body).toContain(`<loc>${TEST_ORIGIN}/alice</loc><lastmod>${alice!.updatedAt.toISOString()}</lastmod>`)
  })
})

describe('the public page’s link preview tags', () => {
  it('carries Open Graph and Twitter card tags from the intro tile, the canonical address and the OG image', async () => {
    const html = (await app.inject({ method: 'GET', url: '/alice' })).body
    expect(metaContent(html, 'property', 'og:title')).toBe('Alice Liddell')
    expect(metaContent(html, 'property', 'og:description')).toBe('Curious &amp; curiouser.')
    expect(metaContent(html, 'property', 'og:url')).toBe(`${TEST_ORIGIN}/alice`)
    expect(metaContent(html, 'property', 'og:type')).toBe('website')
    expect(metaContent(html, 'property', 'og:image')).toMatch(new RegExp(`^${TEST_ORIGIN}/og/alice\\.png\\?v=\\w+$`))
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(html, 'name', 'twitter:image')).toBe(metaContent(html, 'property', 'og:image'))
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/alice"/>`)
    // In the head, where crawlers look.
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'))
  })

  it('points to an OG image that the server draws', async () => {
    const html = (await app.inject({ method: 'GET', url: '/alice' })).body
    const image = new URL(metaContent(html, 'property', 'og:image')!)
    const res = await app.inject({ method: 'GET', url: image.pathname + image.search })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
  })
})

describe('GET /og/{name}.png', () => {
  it('draws a 1200 x 630 PNG for an active grid, cached for an hour', async () => {
    const res = await app.inject({ method: 'GET', url: '/og/alice.png' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 })
  })

  it('shows the introduction’s photo when there is one', async () => {
    const form = await multipartBody([
      ['bucket', 'profile_images'],
      ['file', { data: await solidImage(300, 300, 'png', '#e11d48'), filename: 'me.png', type: 'image/png' }],
    ])
    const uploaded = await owner.post('/api/uploads', form.payload, form.headers)
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    /** How red the drawing is in the middle of where the photo goes (the text column's top left). */
    const rednessWherePhotoGoes = async () => {
      const png = (await app.inject({ method: 'GET', url: '/og/qrowner.png' })).rawPayload
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
      const at = (120 * info.width + 128) * info.channels
      return data[at]! - Math.max(data[at + 1]!, data[at + 2]!)
    }
    const saveIntro = async (image: string) => {
      const content = (await owner.get('/api/grids/qrowner/content')).json()
      const saved = await owner.put('/api/grids/qrowner/content', {
        ...content,
        tiles: [intro({ firstName: 'Quinn', image })],
        mobileTiles: [intro({ firstName: 'Quinn', image })],
      })
      expect(saved.statusCode, saved.body).toBe(200)
    }
    await saveIntro('')
    expect(await rednessWherePhotoGoes()).toBeLessThan(40)
    await saveIntro(uploaded.json().url)
    expect(await rednessWherePhotoGoes()).toBeGreaterThan(120)
  })

  it('answers a matching ETag with 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/og/alice.png' })
    const again = await app.inject({
      method: 'GET',
      url: '/og/alice.png',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('draws the profile grid of a username with an underscore, in any case', async () => {
    await insertUserWithGrid(app.db, { username: 'snake_case', active: true })
    expect((await app.inject({ method: 'GET', url: '/og/Snake_Case.png' })).statusCode).toBe(200)
  })

  it('answers 404 for an inactive grid, an unknown name and a suspended owner', async () => {
    for (const name of ['hidden', 'nobody-here', 'banned', '..%2Fetc']) {
      expect((await app.inject({ method: 'GET', url: `/og/${name}.png` })).statusCode, name).toBe(404)
    }
  })

  it('draws the image again after the grid changes', async () => {
    const before = await app.inject({ method: 'GET', url: '/og/plain.png' })
    await app.db
      .update(grids)
      .set({
        tiles: [intro({ firstName: 'Plainly', description: 'Changed' })],
        theme: 'dark',
        updatedAt: new Date(Date.now() + 1000),
      })
      .where(eq(grids.name, 'plain'))
    // Written straight to the database, as another instance would: on Postgres the change is
    // announced a moment after the commit.
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/og/plain.png' })).headers.etag)
      .not.toBe(before.headers.etag)
  })

  it('draws hostile and unusual names without failing', async () => {
    await insertUserWithGrid(app.db, {
      username: 'odd',
      active: true,
      tiles: [
        intro({
          firstName: '<script>alert(1)</script> \u202Eevil',
          lastName: 'Zażółć 漢字 😀',
          description: 'x'.repeat(10_000),
        }),
      ],
    })
    const res = await app.inject({ method: 'GET', url: '/og/odd.png' })
    expect(res.statusCode).toBe(200)
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 })
  })
})

describe('the message tile script', () => {
  it('is linked, deferred, from a page with a message tile, and served for a year', async () => {
    const html = (await app.inject({ method: 'GET', url: '/alice' })).body
    const script = /<script src="(\/scripts\/message-flow\.[0-9a-f]{12}\.js)" defer="">/
    expect(html).toMatch(script)
    const src = script.exec(html)?.[1]
    const res = await app.inject({ method: 'GET', url: src! })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/javascript')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.body).toContain('/api/grids/')
  })

  it('is left out of a page without a message tile', async () => {
    const html = (await app.inject({ method: 'GET', url: '/plain' })).body
    expect(html).not.toContain('<script')
  })

  it('gives a page from another build the current script, without caching it for good', async () => {
    const res = await app.inject({ method: 'GET', url: '/scripts/message-flow.000000000000.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('answers 404 for any other script name', async () => {
    for (const file of ['other.js', 'message-flow.js', 'message-flow.ZZ.js', '..%2Fpackage.json']) {
      expect((await app.inject({ method: 'GET', url: `/scripts/${file}` })).statusCode, file).toBe(404)
    }
  })
})

describe('GET /api/grids/{name}/qr.svg and qr.png', () => {
  it('gives the owner the QR code of the page’s address as an SVG download', async () => {
    const res = await owner.get('/api/grids/qrowner/qr.svg')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('image/svg+xml')
    expect(res.headers['content-disposition']).toBe('attachment; filename="qrowner-qr.svg"')
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(res.body).toContain('<path')
  })

  it('gives the owner the same QR code as a PNG download, 1024 pixels wide', async () => {
    const res = await owner.get('/api/grids/qrowner/qr.png')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['content-disposition']).toBe('attachment; filename="qrowner-qr.png"')
    const { format, width, height } = await sharp(res.rawPayload).metadata()
    expect({ format, width, height }).toEqual({ format: 'png', width: 1024, height: 1024 })
  })

  it('answers 404 to anyone else and 401 without a session', async () => {
    for (const format of ['svg', 'png']) {
      expect((await stranger.get(`/api/grids/qrowner/qr.${format}`)).statusCode).toBe(404)
      expect((await stranger.get(`/api/grids/alice/qr.${format}`)).statusCode).toBe(404)
      expect((await app.client().get(`/api/grids/qrowner/qr.${format}`)).statusCode).toBe(401)
    }
  })
})
