import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportResult } from '@domain/imports/import-api.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { skippedInWords } from '../helpers/phrases.js'
import { solidImage } from '../fixtures/images.js'

/**
 * Images an import names at web addresses, fetched under the embeds' SSRF rules from a local fake
 * host (EMBED_TEST_PROVIDER): never the internet, never a private address.
 */
let app: TestApp
let owner: SignedUpUser
let host: Server
let origin = ''
let privateHits = 0
let trap: Server
let result: ImportResult

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

beforeAll(async () => {
  const png = await solidImage(80, 80, 'png')
  host = createServer((request, response) => {
    if (request.url === '/avatar.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png)
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end('not an image at all')
  })
  trap = createServer((_request, response) => {
    privateHits++
    response.end()
  })
  origin = `http://127.0.0.1:${await listen(host)}`
  const trapPort = await listen(trap)
  app = await buildTestApp({ EMBED_TEST_PROVIDER: origin, EMBED_FETCH_TIMEOUT_MS: '2000' })
  owner = await app.signUp('finch')
  const bento = {
    profile: { name: 'Finch', bio: '', avatarUrl: `${origin}/avatar.png` },
    blocks: [
      { type: 'MEDIA', title: 'Broken', imageUrl: `${origin}/broken.jpg`, gridRow: 1, gridColumn: 1 },
      {
        type: 'MEDIA',
        title: 'Inside',
        imageUrl: `https://127.0.0.1:${trapPort}/secret.png`,
        gridRow: 2,
        gridColumn: 1,
      },
    ],
  }
  result = (await owner.post('/api/grids/finch/import', { format: 'openbento', text: JSON.stringify(bento) })).json()
})
afterAll(async () => {
  await app.close()
  host.close()
  trap.close()
})

describe('images at web addresses in an import', () => {
  it('are fetched and stored as our uploads', async () => {
    const intro = result.tiles.find((tile) => tile.type === 'introduction')!
    expect(intro.data.image).toMatch(/^\/uploads\/profile_images\/[\w-]+\/[\w-]+\.webp$/)
    expect((await app.inject({ method: 'GET', url: intro.data.image as string })).headers['content-type']).toBe(
      'image/webp',
    )
  })

  it('are reported, and their image tiles left out, when they cannot be had or are not public', () => {
    expect(result.tiles.map((tile) => tile.type)).toEqual(['introduction'])
    const reason = 'it could not be fetched (public https addresses only, images up to 5 MB)'
    expect(skippedInWords(result.skipped)).toEqual(
      expect.arrayContaining([
        { item: `the image of Image (Broken) (${origin}/broken.jpg)`, reason },
        {
          item: expect.stringMatching(/^the image of Image \(Inside\) \(https:\/\/127\.0\.0\.1:\d+\/secret\.png\)$/),
          reason,
        },
      ]),
    )
    expect(privateHits).toBe(0)
  })
})
