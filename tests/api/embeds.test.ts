import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNSUPPORTED_EMBED_MESSAGE } from '@domain/embeds.js'
import type { GridContent } from '@domain/grid-content.js'
import type { StoredTile } from '@domain/grid.js'
import { EMBED_RETRY_AFTER_MS } from '@server/embeds/previews.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'

/**
 * The embed tile's save against a local fake oEmbed provider (EMBED_TEST_PROVIDER): never the
 * internet. Each video id makes the provider answer one way.
 */
let app: TestApp
let owner: SignedUpUser
let provider: Server
let trap: Server
let providerOrigin = ''
let trapPort = 0
let trapHits = 0
const slowIds = new Set(['slowslowslo'])
const askedFor: string[] = []
/** The server's clock runs this far ahead of the real one (to pass the wait before asking a failed address again). */
let clockAhead = 0

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

beforeAll(async () => {
  const thumbnail = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()
  provider = createServer((request, response) => {
    const url = new URL(request.url ?? '/', providerOrigin)
    if (url.pathname === '/thumbnail.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(thumbnail)
    if (url.pathname === '/album/first-light') {
      return response.writeHead(200, { 'content-type': 'text/html' }).end(
        `<html><head><meta property="og:title" content="First Light, by The Lamps &amp; Co">
        <meta property="og:image" content="${providerOrigin}/thumbnail.png">
        <meta property="og:video" content="https://bandcamp.com/EmbeddedPlayer/v=2/album=1234567/size=large/tracklist=false/artwork=small/">
        </head><body>${'<p>tracks</p>'.repeat(1000)}</body></html>`,
      )
    }
    const id = new URL(url.searchParams.get('url') ?? 'https://x.invalid').searchParams.get('v') ?? ''
    askedFor.push(id)
    const json = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (slowIds.has(id)) return void setTimeout(() => json({ title: 'Too late' }), 5000).unref()
    if (id === 'oversizedxx') return json({ title: 'x'.repeat(100_000) })
    if (id === 'redirectsxx') return response.writeHead(302, { location: `https://127.0.0.1:${trapPort}/oembed` }).end()
    if (id === 'plainhttpxx') return response.writeHead(302, { location: `http://www.youtube.com/oembed` }).end()
    if (id === 'httpthumbxx')
      return json({ title: 'Plain', author_name: 'A', thumbnail_url: 'http://example.com/t.png' })
    json({ title: 'Big Buck Bunny', author_name: 'Blender', thumbnail_url: `${providerOrigin}/thumbnail.png` })
  })
  trap = createServer((_request, response) => {
    trapHits++
    response.end('{}')
  })
  providerOrigin = `http://127.0.0.1:${await listen(provider)}`
  trapPort = await listen(trap)
  app = await buildTestApp(
    { EMBED_TEST_PROVIDER: providerOrigin, EMBED_FETCH_TIMEOUT_MS: '1000' },
    { now: () => Date.now() + clockAhead },
  )
  owner = await app.signUp('filmfan')
})
afterAll(async () => {
  await app.close()
  provider.closeAllConnections()
  provider.close()
  trap.close()
})

const embedTile = (url: string, data: Record<string, unknown> = {}): StoredTile => ({
  id: 'film',
  type: 'embed',
  x: 0,
  y: 0,
  width: 2,
  height: 2,
  color: 'tile-solid-slate',
  data: { url, ...data },
})

async function saveTiles(tiles: StoredTile[]) {
  const current: GridContent = (await owner.get('/api/grids/filmfan/content')).json()
  const { version, settings, theme } = current
  return owner.put('/api/grids/filmfan/content', { version, tiles, mobileTiles: tiles, settings, theme })
}

const savedData = (res: { json: () => unknown }) => (res.json() as GridContent).tiles[0]!.data
const youtube = (id: string) => `https://www.youtube.com/watch?v=${id}`

describe('saving an embed tile', () => {
  it('fetches the provider’s title and poster, stores the poster as WebP and shows a facade with a frame-src', async () => {
    const res = await saveTiles([embedTile(`https://youtu.be/aqz-KE-bpKQ?si=tracking`)])
    expect(res.statusCode).toBe(200)
    const data = savedData(res)
    expect(data).toMatchObject({
      url: youtube('aqz-KE-bpKQ'),
      title: '',
      preview: { url: youtube('aqz-KE-bpKQ'), title: 'Big Buck Bunny', author: 'Blender' },
    })
    expect(data.image).toMatch(/^\/uploads\/tile_images\/[\w-]+\/[\w-]+\.webp$/)
    expect((res.json() as GridContent).mobileTiles[0]!.data).toEqual(data)
    const poster = await app.inject({ method: 'GET', url: String(data.image) })
    expect(poster.headers['content-type']).toBe('image/webp')

    const page = await app.inject({ method: 'GET', url: '/filmfan' })
    expect(page.body).toContain(`href="${youtube('aqz-KE-bpKQ')}"`)
    expect(page.body).toContain(`data-player="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1"`)
    expect(page.body).toContain(`<img src="${String(data.image)}"`)
    expect(page.body).toContain('Big Buck Bunny')
    expect(page.body).toContain('>Play<')
    // Nothing on the page comes from another origin: every src is ours.
    expect(page.body).not.toMatch(/src="(https?:)?\/\//)
    expect(page.headers['content-security-policy']).toMatch(/;frame-src https:\/\/www\.youtube-nocookie\.com$/)
  })

  it('learns a Bandcamp album’s player from its page, and lets in bandcamp.com', async () => {
    const res = await saveTiles([embedTile('https://thelamps.bandcamp.com/album/first-light?from=embed')])
    expect(savedData(res)).toMatchObject({
      url: 'https://thelamps.bandcamp.com/album/first-light',
      preview: { title: 'First Light', author: 'The Lamps & Co', bandcampItem: 'album=1234567' },
    })
    expect(savedData(res).image).toMatch(/^\/uploads\/tile_images\//)
    const page = await app.inject({ method: 'GET', url: '/filmfan' })
    expect(page.body).toContain('data-player="https://bandcamp.com/EmbeddedPlayer/album=1234567/size=large/')
    expect(page.headers['content-security-policy']).toMatch(/;frame-src https:\/\/bandcamp\.com$/)
  })

  it('keeps the creator’s title over the provider’s', async () => {
    const res = await saveTiles([embedTile(youtube('aqz-KE-bpKQ'), { title: 'My favourite film' })])
    expect(res.statusCode).toBe(200)
    const page = await app.inject({ method: 'GET', url: '/filmfan' })
    expect(page.body).toContain('My favourite film')
    expect(page.body).not.toContain('Big Buck Bunny</span>')
  })

  it.each([
    ['a provider that does not answer in time', 'slowslowslo'],
    ['an oversized answer', 'oversizedxx'],
    ['a redirect to 127.0.0.1', 'redirectsxx'],
    ['a redirect to plain http', 'plainhttpxx'],
  ])('saves the tile with a drawn poster after %s', async (_case, id) => {
    const res = await saveTiles([embedTile(youtube(id))])
    expect(res.statusCode).toBe(200)
    expect(savedData(res)).toEqual({ url: youtube(id), title: '', image: '' })
    const page = await app.inject({ method: 'GET', url: '/filmfan' })
    expect(page.body).toContain('class="embed-mark"')
    expect(page.body).toContain('>Video<')
    expect(trapHits).toBe(0)
  })

  it('refuses a thumbnail on plain http and keeps the title', async () => {
    const res = await saveTiles([embedTile(youtube('httpthumbxx'))])
    expect(savedData(res)).toMatchObject({ image: '', preview: { title: 'Plain' } })
  })

  it('does not wait on a failed address again for five minutes, then tries again', async () => {
    slowIds.add('laterlaterl')
    expect(savedData(await saveTiles([embedTile(youtube('laterlaterl'))]))).not.toHaveProperty('preview')
    slowIds.delete('laterlaterl')
    const saveAgain = async () => saveTiles((await owner.get('/api/grids/filmfan/content')).json<GridContent>().tiles)

    clockAhead = EMBED_RETRY_AFTER_MS - 30_000
    expect(savedData(await saveAgain())).not.toHaveProperty('preview')
    expect(askedFor.filter((id) => id === 'laterlaterl')).toHaveLength(1)

    clockAhead = EMBED_RETRY_AFTER_MS
    expect(savedData(await saveAgain())).toMatchObject({ preview: { title: 'Big Buck Bunny' } })
    expect(askedFor.filter((id) => id === 'laterlaterl')).toHaveLength(2)
    clockAhead = 0
  })

  it('refuses an address it cannot embed, saying what is supported', async () => {
    const res = await saveTiles([embedTile('https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ')])
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(UNSUPPORTED_EMBED_MESSAGE)
  })

  it('leads a sensitive embed’s confirmation page to the original', async () => {
    await saveTiles([{ ...embedTile(youtube('aqz-KE-bpKQ')), sensitive: true }])
    const page = await app.inject({ method: 'GET', url: '/filmfan' })
    expect(page.body).not.toContain('data-player')
    expect(page.headers['content-security-policy']).not.toContain('frame-src')
    const confirmation = await app.inject({ method: 'GET', url: '/filmfan/go/film' })
    expect(confirmation.body).toContain(`<a class="continue" href="${youtube('aqz-KE-bpKQ')}"`)
  })

  it('sends no frame-src on a page without an embed', async () => {
    await saveTiles([
      { id: 'words', type: 'text', x: 0, y: 0, width: 2, height: 1, color: 'tile-solid-slate', data: { header: 'Hi' } },
    ])
    const page = await app.inject({ method: 'GET', url: '/filmfan' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).not.toContain('frame-src')
  })
})
