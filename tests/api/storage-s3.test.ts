import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { eq } from 'drizzle-orm'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploads } from '@server/db/schema.js'
import { sweepUnusedUploads } from '@server/services/cleanup.js'
import { S3Storage } from '@server/storage/s3.js'
import type { StoredFile } from '@server/storage/storage.js'
import { buildTestApp, TEST_PASSWORD, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { isWebp, jpegWithGps, multipartBody } from '../fixtures/images.js'

// A real S3-compatible server on a local port (s3rver keeps objects in a temporary directory).
const BUCKET = 'tessera-test'
let server: S3rver
let serverDir: string
let endpoint: string
let storage: S3Storage
const savedEnv = { ...process.env }

beforeAll(async () => {
  serverDir = mkdtempSync(join(tmpdir(), 'tessera-s3rver-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  endpoint = `http://127.0.0.1:${port}`
  // The standard AWS credential variables, as an operator would set them (s3rver's fixed pair).
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER'
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER'
  storage = await S3Storage.open({ bucket: BUCKET, region: 'us-east-1', endpoint })
})

afterAll(async () => {
  storage.close()
  await server.close()
  rmSync(serverDir, { recursive: true, force: true })
  process.env = savedEnv
})

async function bytesOf(file: StoredFile): Promise<Buffer> {
  if (Buffer.isBuffer(file.body)) return file.body
  const chunks: Buffer[] = []
  for await (const chunk of file.body as Readable) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

describe('S3 storage driver', () => {
  it('puts, gets, checks and deletes an object', async () => {
    const key = 'tile_images/user-1/photo.webp'
    await storage.put(key, Buffer.from('webp bytes'), 'image/webp')
    expect(await storage.exists(key)).toBe(true)
    const file = await storage.get(key)
    expect(file?.size).toBe(10)
    expect((await bytesOf(file!)).toString()).toBe('webp bytes')
    await storage.delete(key)
    expect(await storage.exists(key)).toBe(false)
    expect(await storage.get(key)).toBeUndefined()
  })

  it('treats deleting a missing object as done', async () => {
    await expect(storage.delete('tile_images/user-1/never-there.webp')).resolves.toBeUndefined()
  })

  it('refuses keys that leave the upload layout', async () => {
    await expect(storage.put('../other-bucket/x', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Invalid storage key/,
    )
    await expect(storage.get('/absolute')).rejects.toThrow(/Invalid storage key/)
  })
})

describe('uploads through the API with S3_BUCKET set', () => {
  let app: TestApp
  let frank: SignedUpUser
  beforeAll(async () => {
    app = await buildTestApp({ S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1' })
    frank = await app.signUp('frank')
  })
  afterAll(() => app?.close())

  it('stores the re-encoded image in the bucket, serves it, and deletes it with the account', async () => {
    const body = await multipartBody([
      ['bucket', 'profile_images'],
      ['file', { data: await jpegWithGps(1600, 1200), filename: 'me.jpg', type: 'image/jpeg' }],
    ])
    const res = await frank.post('/api/uploads', body.payload, body.headers)
    expect(res.statusCode).toBe(201)
    const { url, width, height } = res.json()
    expect([width, height]).toEqual([800, 600])
    const key = url.replace(/^\/uploads\//, '')
    expect(key).toMatch(new RegExp(`^profile_images/${frank.id}/[0-9a-f-]{36}\\.webp$`))

    const stored = await bytesOf((await storage.get(key))!)
    expect(isWebp(stored)).toBe(true)
    expect((await sharp(stored).metadata()).exif).toBeUndefined()
    expect(existsSync(join(app.config.DATA_DIR, 'uploads'))).toBe(false)

    const served = await app.client().get(url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['content-security-policy']).toBe("default-src 'none'")
    expect(served.rawPayload.equals(stored)).toBe(true)
    const revalidated = await app.client().get(url, { 'if-none-match': String(served.headers.etag) })
    expect(revalidated.statusCode).toBe(304)

    expect(
      (await frank.delete('/api/account', { confirmUsername: 'frank', currentPassword: TEST_PASSWORD })).statusCode,
    ).toBe(204)
    expect(await storage.exists(key)).toBe(false)
    expect((await app.client().get(url)).statusCode).toBe(404)
  })

  it('sweeps an upload that no grid shows a day later from the bucket', async () => {
    const gina = await app.signUp('gina')
    const body = await multipartBody([
      ['bucket', 'tile_images'],
      ['file', { data: await jpegWithGps(64, 48), filename: 'left.jpg', type: 'image/jpeg' }],
    ])
    const { url } = (await gina.post('/api/uploads', body.payload, body.headers)).json()
    const key = url.replace(/^\/uploads\//, '')
    expect(await storage.exists(key)).toBe(true)
    await app.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(uploads.key, key))
    expect(await sweepUnusedUploads(app.db, app.storage)).toBe(1)
    expect(await storage.exists(key)).toBe(false)
    expect((await app.client().get(url)).statusCode).toBe(404)
  })
})
