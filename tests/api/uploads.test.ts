import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoredTile } from '@domain/grid.js'
import { UPLOAD_MESSAGES } from '@domain/uploads.js'
import { grids, uploads } from '@server/db/schema.js'
import { removeUnreferencedUploads } from '@server/services/uploads.js'
import { LocalStorage } from '@server/storage/local.js'
import { buildTestApp, TEST_PASSWORD, type SignedUpUser, type TestApp, type TestClient } from '../helpers/app.js'
import {
  exifHasGps,
  isWebp,
  jpegWithGps,
  multipartBody,
  noisyPngOfAtLeast,
  pixelBombPng,
  solidImage,
  SVG_WITH_SCRIPT,
  type FormFile,
} from '../fixtures/images.js'
import { imageTile } from '../helpers/tiles.js'

let app: TestApp
let alice: SignedUpUser
let bob: SignedUpUser
// Uploads count 30 an hour per user: each block uploads as its own user.
let erin: SignedUpUser
beforeAll(async () => {
  app = await buildTestApp()
  alice = await app.signUp('alice', { plan: 'pro' })
  bob = await app.signUp('bob', { plan: 'pro' })
  erin = await app.signUp('erin', { plan: 'pro' })
})
afterAll(() => app.close())

const messageOf = (res: { json: () => { error: { message: string } } }) => res.json().error.message
const uploadsDir = () => join(app.config.DATA_DIR, 'uploads')
const fileOf = (url: string) => join(uploadsDir(), ...url.replace(/^\/uploads\//, '').split('/'))

async function upload(
  user: TestClient,
  file: FormFile,
  { bucket = 'tile_images', via = 'field' }: { bucket?: string; via?: 'field' | 'query' } = {},
) {
  const body = await multipartBody([
    ...(via === 'field' ? [['bucket', bucket] as [string, string]] : []),
    ['file', file],
  ])
  return user.post(via === 'query' ? `/api/uploads?bucket=${bucket}` : '/api/uploads', body.payload, body.headers)
}

const png = async (width: number, height: number) => ({
  data: await solidImage(width, height, 'png'),
  filename: 'picture.png',
  type: 'image/png',
})

/** Uploads an image and returns its URL. */
async function uploaded(user: TestClient, width = 40, height = 30) {
  const res = await upload(user, await png(width, height))
  expect(res.statusCode).toBe(201)
  return res.json().url as string
}

async function setTiles(gridName: string, tiles: StoredTile[], mobileTiles: StoredTile[] = []) {
  await app.db.update(grids).set({ tiles, mobileTiles }).where(eq(grids.name, gridName))
}

const uploadRow = async (url: string) =>
  (
    await app.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, url.replace(/^\/uploads\//, '')))
  )[0]

describe('POST /api/uploads', () => {
  it('accepts a PNG named .jpg and stores it re-encoded as WebP', async () => {
    const res = await upload(alice, {
      data: await solidImage(120, 80, 'png'),
      filename: 'holiday.jpg',
      type: 'image/jpeg',
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toEqual({ url: expect.any(String), width: 120, height: 80 })
    expect(body.url).toMatch(new RegExp(`^/uploads/tile_images/${alice.id}/[0-9a-f-]{36}\\.webp$`))
    const stored = readFileSync(fileOf(body.url))
    expect(isWebp(stored)).toBe(true)
    expect((await sharp(stored).metadata()).format).toBe('webp')
    expect(await uploadRow(body.url)).toMatchObject({
      ownerId: alice.id,
      mime: 'image/webp',
      bytes: stored.length,
      width: 120,
      height: 80,
    })
  })

  it.each(['jpeg', 'webp', 'gif', 'avif'] as const)('accepts a %s image', async (format) => {
    const res = await upload(alice, { data: await solidImage(64, 48, format), filename: `image.${format}` })
    expect(res.statusCode).toBe(201)
    expect(isWebp(readFileSync(fileOf(res.json().url)))).toBe(true)
  })

  it('takes the bucket from the query string too', async () => {
    const res = await upload(alice, await png(50, 50), { bucket: 'profile_images', via: 'query' })
    expect(res.statusCode).toBe(201)
    expect(res.json().url).toMatch(new RegExp(`^/uploads/profile_images/${alice.id}/`))
  })

  it('refuses an unknown or missing bucket', async () => {
    const withoutBucket = await multipartBody([['file', await png(10, 10)]])
    for (const res of [
      await upload(alice, await png(10, 10), { bucket: 'secrets' }),
      await upload(alice, await png(10, 10), { bucket: '../etc', via: 'query' }),
      await alice.post('/api/uploads', withoutBucket.payload, withoutBucket.headers),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(messageOf(res)).toBe('Bucket must be profile_images or tile_images.')
    }
  })

  it('refuses an SVG with a script, whatever its name and type say', async () => {
    const res = await upload(alice, { data: SVG_WITH_SCRIPT, filename: 'avatar.png', type: 'image/png' })
    expect(res.statusCode).toBe(415)
    expect(res.json().error).toEqual({ code: 'UNSUPPORTED_IMAGE_TYPE', message: UPLOAD_MESSAGES.unsupportedType })
  })

  it('refuses a text file', async () => {
    const res = await upload(alice, { data: Buffer.from('just some notes\n'.repeat(50)), filename: 'notes.jpg' })
    expect(res.statusCode).toBe(415)
    expect(messageOf(res)).toBe(UPLOAD_MESSAGES.unsupportedType)
  })

  it('refuses a damaged image with a clear message', async () => {
    const truncated = (await solidImage(300, 300, 'png')).subarray(0, 200)
    const res = await upload(alice, { data: truncated, filename: 'broken.png' })
    expect(res.statusCode).toBe(400)
    expect(messageOf(res)).toBe(UPLOAD_MESSAGES.unreadable)
  })

  it('refuses a 20,000 x 20,000 pixel image that is only a few KB', async () => {
    const bomb = pixelBombPng(20_000, 20_000)
    expect(bomb.length).toBeLessThan(100_000)
    const res = await upload(alice, { data: bomb, filename: 'tiny.png', type: 'image/png' })
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toEqual({ code: 'IMAGE_TOO_MANY_PIXELS', message: UPLOAD_MESSAGES.tooManyPixels })
  })

  it('refuses an 11 MB file with 413', async () => {
    const big = await noisyPngOfAtLeast(11 * 1024 * 1024)
    const res = await upload(alice, { data: big, filename: 'huge.png', type: 'image/png' })
    expect(res.statusCode).toBe(413)
    expect(messageOf(res)).toBe('Images can be at most 10 MB.')
  })

  it('strips EXIF, GPS included', async () => {
    const photo = await jpegWithGps(400, 300)
    const before = await sharp(photo).metadata()
    expect(before.exif && exifHasGps(before.exif)).toBe(true)
    const res = await upload(alice, { data: photo, filename: 'IMG_0001.JPG', type: 'image/jpeg' })
    expect(res.statusCode).toBe(201)
    const after = await sharp(readFileSync(fileOf(res.json().url))).metadata()
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.iptc).toBeUndefined()
  })

  it('turns a photo upright by its EXIF orientation before fitting it', async () => {
    // Stored 1000 x 500 with "rotate 90°": the photo is portrait, 500 x 1000.
    const res = await upload(alice, { data: await jpegWithGps(1000, 500, 6), filename: 'portrait.jpg' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ width: 300, height: 600 })
    const stored = await sharp(readFileSync(fileOf(res.json().url))).metadata()
    expect([stored.width, stored.height, stored.orientation]).toEqual([300, 600, undefined])
  })

  it.each([
    ['a landscape image to 800 wide', 2000, 1000, 800, 400],
    ['a portrait image to 600 tall', 1000, 2000, 300, 600],
    ['a square image to 800 wide', 1200, 1200, 800, 800],
    ['a portrait image that fits as it is', 300, 500, 300, 500],
    ['a small landscape image without enlarging it', 200, 100, 200, 100],
  ])('fits %s', async (_case, width, height, expectedWidth, expectedHeight) => {
    const res = await upload(bob, await png(width, height))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ width: expectedWidth, height: expectedHeight })
    const stored = await sharp(readFileSync(fileOf(res.json().url))).metadata()
    expect([stored.width, stored.height]).toEqual([expectedWidth, expectedHeight])
  })

  it('asks a visitor to sign in', async () => {
    const body = await multipartBody([
      ['bucket', 'tile_images'],
      ['file', await png(10, 10)],
    ])
    const res = await app.client().post('/api/uploads', body.payload, body.headers)
    expect(res.statusCode).toBe(401)
  })

  it('refuses a form without a file, with two files, or a file under another name', async () => {
    const file = await png(10, 10)
    const cases: [string, string | FormFile][][] = [
      [['bucket', 'tile_images']],
      [
        ['bucket', 'tile_images'],
        ['file', file],
        ['file', file],
      ],
      [
        ['bucket', 'tile_images'],
        ['picture', file],
      ],
    ]
    const [missing, two, renamed] = await Promise.all(
      cases.map(async (fields) => {
        const body = await multipartBody(fields)
        return alice.post('/api/uploads', body.payload, body.headers)
      }),
    )
    expect([missing!.statusCode, messageOf(missing!)]).toEqual([400, UPLOAD_MESSAGES.missingFile])
    expect([two!.statusCode, messageOf(two!)]).toEqual([400, UPLOAD_MESSAGES.oneFile])
    expect([renamed!.statusCode, messageOf(renamed!)]).toEqual([400, UPLOAD_MESSAGES.oneFile])
  })

  it('refuses a JSON body with 415', async () => {
    const res = await alice.post('/api/uploads', { file: 'aGVsbG8=' })
    expect(res.statusCode).toBe(415)
    expect(messageOf(res)).toBe(UPLOAD_MESSAGES.notMultipart)
  })

  it('parses multipart bodies for the upload route only', async () => {
    const body = await multipartBody([['name', 'from-a-form']])
    const res = await alice.post('/api/grids', body.payload, body.headers)
    expect(res.statusCode).toBe(415)
  })

  it('refuses the 31st upload in an hour', async () => {
    const carol = await app.signUp('carol')
    const file = await png(8, 8)
    const statuses: number[] = []
    for (let index = 0; index < 31; index++) statuses.push((await upload(carol, file)).statusCode)
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('GET /uploads/*', () => {
  let url: string
  beforeAll(async () => {
    url = await uploaded(erin)
  })

  it('serves the stored file as WebP with safe, long-lived caching headers', async () => {
    const res = await app.client().get(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cache-control': 'public, max-age=31536000, immutable',
    })
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
    expect(res.rawPayload.equals(readFileSync(fileOf(url)))).toBe(true)
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
  })

  it('answers HEAD with the headers only', async () => {
    const res = await app.inject({ method: 'HEAD', url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.rawPayload.length).toBe(0)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const { etag } = (await app.client().get(url)).headers
    for (const ifNoneMatch of [String(etag), `W/${etag}`, `"other", ${etag}`]) {
      const res = await app.client().get(url, { 'if-none-match': ifNoneMatch })
      expect(res.statusCode).toBe(304)
      expect(res.rawPayload.length).toBe(0)
      expect(res.headers.etag).toBe(etag)
    }
    expect((await app.client().get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200)
  })

  it('answers 404 in the error shape for a missing file', async () => {
    const res = await app.client().get(`/uploads/tile_images/${erin.id}/00000000-0000-0000-0000-000000000000.webp`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Image not found.' } })
  })

  it.each([
    '/uploads/..%2F..%2Fdb%2FPG_VERSION',
    '/uploads/tile_images/../../outbox/x.webp',
    '/uploads/tile_images/%2Fetc%2Fpasswd',
    '/uploads/.tmp/x',
    '/uploads/tile_images/someone/file.svg',
  ])('answers 404 to the crafted path %s', async (path) => {
    const res = await app.client().get(path)
    expect(res.statusCode).toBe(404)
  })
})

describe('removing unreferenced uploads', () => {
  it("deletes a removed image's row and file, and keeps those a grid still shows", async () => {
    const [kept, removed, onMobile] = [await uploaded(erin), await uploaded(erin), await uploaded(erin)]
    await setTiles('erin', [imageTile('a', kept), imageTile('b', removed, 1)], [imageTile('c', onMobile)])
    // The save that dropped tile "b":
    await setTiles('erin', [imageTile('a', kept)], [imageTile('c', onMobile)])
    const result = await removeUnreferencedUploads(app.db, app.storage, erin.id, [kept, removed, onMobile])
    expect(result).toEqual([removed])
    expect(existsSync(fileOf(removed))).toBe(false)
    expect(await uploadRow(removed)).toBeUndefined()
    expect(existsSync(fileOf(kept))).toBe(true)
    expect(existsSync(fileOf(onMobile))).toBe(true)
    expect((await app.client().get(removed)).statusCode).toBe(404)
  })

  it("never touches another user's files", async () => {
    const erinsImage = await uploaded(erin)
    const result = await removeUnreferencedUploads(app.db, app.storage, bob.id, [erinsImage])
    expect(result).toEqual([])
    expect(existsSync(fileOf(erinsImage))).toBe(true)
    expect(await uploadRow(erinsImage)).toMatchObject({ ownerId: erin.id })
  })

  it("keeps another user's image that a deleted grid showed", async () => {
    const erinsImage = await uploaded(erin)
    expect((await bob.post('/api/grids', { name: 'bob-borrowed' })).statusCode).toBe(201)
    await setTiles('bob-borrowed', [imageTile('x', erinsImage)])
    expect((await bob.delete('/api/grids/bob-borrowed')).statusCode).toBe(204)
    expect(existsSync(fileOf(erinsImage))).toBe(true)
    expect(await uploadRow(erinsImage)).toMatchObject({ ownerId: erin.id })
  })

  it("deleting a grid removes its images unless another of the owner's grids shows them", async () => {
    const [own, shared] = [await uploaded(erin), await uploaded(erin)]
    for (const name of ['erin-shop', 'erin-blog'])
      expect((await erin.post('/api/grids', { name })).statusCode).toBe(201)
    await setTiles('erin-shop', [imageTile('a', own), imageTile('b', shared, 1)])
    await setTiles('erin-blog', [imageTile('c', shared)])
    expect((await erin.delete('/api/grids/erin-shop')).statusCode).toBe(204)
    expect(existsSync(fileOf(own))).toBe(false)
    expect(await uploadRow(own)).toBeUndefined()
    expect(existsSync(fileOf(shared))).toBe(true)
    expect(await uploadRow(shared)).toMatchObject({ ownerId: erin.id })
  })

  it('ignores URLs that are not our uploads', async () => {
    const result = await removeUnreferencedUploads(app.db, app.storage, erin.id, [
      'https://example.com/a.webp',
      `/uploads/tile_images/${erin.id}/../../x.webp`,
      '',
    ])
    expect(result).toEqual([])
  })
})

describe('account deletion', () => {
  it("removes the user's uploaded files and rows", async () => {
    const dora = await app.signUp('dora')
    const urls = [await uploaded(dora), await uploaded(dora)]
    await setTiles('dora', [imageTile('a', urls[0]!)])
    expect(urls.every((url) => existsSync(fileOf(url)))).toBe(true)
    expect(
      (await dora.delete('/api/account', { confirmUsername: 'dora', currentPassword: TEST_PASSWORD })).statusCode,
    ).toBe(204)
    expect(urls.some((url) => existsSync(fileOf(url)))).toBe(false)
    expect(await app.db.select().from(uploads).where(eq(uploads.ownerId, dora.id))).toEqual([])
    expect(existsSync(fileOf(await uploaded(erin)))).toBe(true)
  })
})

describe('local storage driver', () => {
  it.each(['../escape.webp', '/etc/passwd', 'a//b', 'a/./b', 'a/../b', 'a\\b', '.hidden', 'a/b/', ''])(
    'refuses the key %j',
    async (key) => {
      const storage = new LocalStorage(uploadsDir())
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/)
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/)
      await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/)
    },
  )

  it('puts, gets and deletes a file', async () => {
    const storage = new LocalStorage(uploadsDir())
    await storage.put('tile_images/someone/file.webp', Buffer.from('hello'), 'image/webp')
    expect(await storage.exists('tile_images/someone/file.webp')).toBe(true)
    const file = await storage.get('tile_images/someone/file.webp')
    expect(file?.size).toBe(5)
    const chunks: Buffer[] = []
    for await (const chunk of file!.body as AsyncIterable<Buffer>) chunks.push(chunk)
    expect(Buffer.concat(chunks).toString()).toBe('hello')
    expect(await storage.get('tile_images/someone')).toBeUndefined()
    await storage.delete('tile_images/someone/file.webp')
    await storage.delete('tile_images/someone/file.webp')
    expect(await storage.get('tile_images/someone/file.webp')).toBeUndefined()
  })
})
