import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoredTile } from '@domain/grid.js'
import type { InboxPage } from '@domain/messages.js'
import { SHARE_IMAGE_TEXTS } from '@domain/share-image.js'
import { grids, profiles } from '@server/db/schema.js'
import { PICTURES_PER_MINUTE, TOO_MANY_PICTURES } from '@server/images/plugin.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { askTile, qaTile } from '../helpers/tiles.js'

let app: TestApp
let owner: SignedUpUser
let other: SignedUpUser

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Width and height from the PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE)
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function giveTiles(gridName: string, tiles: StoredTile[], look: { theme?: string; fontId?: number } = {}) {
  const [grid] = await app.db.select().from(grids).where(eq(grids.name, gridName))
  await app.db
    .update(grids)
    .set({
      tiles,
      mobileTiles: tiles,
      theme: look.theme ?? grid!.theme,
      settings: { ...grid!.settings, fontId: look.fontId ?? grid!.settings.fontId },
    })
    .where(eq(grids.name, gridName))
}

/** Sends a message to the user's grid (the owner's unless named) and returns its id from the inbox. */
async function ask(body: string, to: SignedUpUser = owner) {
  const sent = await app.client().post(`/api/grids/${to.username}/messages`, { tileId: 'ask', message: body })
  expect(sent.statusCode, sent.body).toBe(201)
  const inbox = (await to.get('/api/messages')).json() as InboxPage
  return inbox.messages.find((message) => message.body === body.trim())!.id
}

/**
 * Pixels of a picture in neither of the two colours that cover most of it (the page and the card
 * behind the text): what its text, emoji and accents paint.
 */
async function inkOf(png: Buffer, backgrounds?: string[]) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const counts = new Map<string, number>()
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const colour = data.subarray(offset, offset + 3).toString('hex')
    counts.set(colour, (counts.get(colour) ?? 0) + 1)
  }
  const covering =
    backgrounds ??
    [...counts]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 2)
      .map(([colour]) => colour)
  const ink = [...counts].reduce((sum, [colour, count]) => (covering.includes(colour) ? sum : sum + count), 0)
  return { ink, backgrounds: covering }
}

const shareUrl = (id: string, format?: string) => `/api/messages/${id}/share.png${format ? `?format=${format}` : ''}`

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const result = await work()
  return [result, performance.now() - started]
}

beforeAll(async () => {
  app = await buildTestApp()
  owner = await app.signUp('owner', { plan: 'pro' })
  other = await app.signUp('other', { plan: 'pro' })
  await giveTiles('owner', [askTile, qaTile], { theme: 'synthwave', fontId: 10 })
})
afterAll(() => app?.close())

describe('GET /api/messages/{id}/share.png', () => {
  it('gives the owner a 1080 x 1920 story PNG, private, with an ETag and a file name', async () => {
    const id = await ask('What do you listen to while you work?')
    const res = await owner.get(shareUrl(id, 'story'))
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('private, no-cache')
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/)
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="owner-message-${id.replaceAll('-', '').slice(0, 8)}-story.png"`,
    )
    expect(pngSize(res.rawPayload)).toEqual({ width: 1080, height: 1920 })
  })

  it('gives a 1080 x 1080 square, and the story when no format is named', async () => {
    const id = await ask('Square or story, which do you post?')
    expect(pngSize((await owner.get(shareUrl(id, 'square'))).rawPayload)).toEqual({ width: 1080, height: 1080 })
    expect(pngSize((await owner.get(shareUrl(id))).rawPayload)).toEqual({ width: 1080, height: 1920 })
  })

  it('draws the message with its public answer, and again when the answer changes', async () => {
    const id = await ask('Will you answer this one?')
    const unanswered = await owner.get(shareUrl(id))
    expect((await owner.put(`/api/messages/${id}/answer`, { grid: 'owner', body: 'I just did.' })).statusCode).toBe(200)
    const answered = await owner.get(shareUrl(id))
    expect(pngSize(answered.rawPayload)).toEqual({ width: 1080, height: 1920 })
    expect(answered.headers.etag).not.toBe(unanswered.headers.etag)
    await owner.put(`/api/messages/${id}/answer`, { grid: 'owner', body: 'I just did, and changed my mind.' })
    expect((await owner.get(shareUrl(id))).headers.etag).not.toBe(answered.headers.etag)
  })

  it('draws again in the grid’s new look after a theme change', async () => {
    const id = await ask('Does the picture follow my theme?')
    const before = await owner.get(shareUrl(id, 'square'))
    await giveTiles('owner', [askTile, qaTile], { theme: 'light', fontId: 3 })
    const after = await owner.get(shareUrl(id, 'square'))
    expect(after.headers.etag).not.toBe(before.headers.etag)
    await giveTiles('owner', [askTile, qaTile], { theme: 'synthwave', fontId: 10 })
  })

  it('answers the second request from the cache: the same bytes, faster', async () => {
    const id = await ask('How fast is the second picture?')
    const [first, firstMs] = await timed(() => owner.get(shareUrl(id, 'story')))
    const [again, againMs] = await timed(() => owner.get(shareUrl(id, 'story')))
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(againMs).toBeLessThan(firstMs)
  })

  it('answers a matching ETag with 304', async () => {
    const id = await ask('Is this still the same picture?')
    const first = await owner.get(shareUrl(id, 'square'))
    const again = await owner.get(shareUrl(id, 'square'), { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('draws hostile markup and 2,000 characters of emoji and right-to-left text', async () => {
    const hostile = await ask('<script>alert("x")</script> <img src=x onerror=alert(1)> & "quotes" \u202Eevil')
    const emoji = await ask(`${'😀🎉'.repeat(250)}${'مرحبا بكم '.repeat(95)}`)
    const long = await ask(`${'Supercalifragilisticexpialidocious'.repeat(20)} ${'word '.repeat(250)}`.slice(0, 2000))
    for (const id of [hostile, emoji, long]) {
      for (const [format, size] of [
        ['story', { width: 1080, height: 1920 }],
        ['square', { width: 1080, height: 1080 }],
      ] as const) {
        const res = await owner.get(shareUrl(id, format))
        expect(res.statusCode, `${id} ${format}`).toBe(200)
        expect(pngSize(res.rawPayload)).toEqual(size)
      }
    }
  })

  it('paints emoji and Arabic text, where a script no font has leaves the question blank', async () => {
    const writer = await app.signUp('writer', { plan: 'pro' })
    await giveTiles('writer', [askTile, qaTile])
    const square = async (question: string) =>
      (await writer.get(shareUrl(await ask(question, writer), 'square'))).rawPayload
    // The same card with nothing drawn in its question: the ink of its label, address and accent.
    const blank = await inkOf(await square('你好，世界'))
    for (const question of ['😀 🎉 🌍 🚀', 'مرحبا بكم']) {
      const { ink } = await inkOf(await square(question), blank.backgrounds)
      expect(ink - blank.ink, question).toBeGreaterThan(2_000)
    }
  })

  it('answers 404 for another owner’s message and for an unknown id', async () => {
    const id = await ask('Only mine to share')
    for (const res of [
      await other.get(shareUrl(id)),
      await owner.get(shareUrl('00000000-0000-4000-8000-000000000000')),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Message not found.' } })
    }
  })

  it('answers 401 without a session', async () => {
    const id = await ask('Who is asking for the picture?')
    const res = await app.client().get(shareUrl(id))
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHORIZED')
  })

  it('answers 400 for an unknown format and a malformed id', async () => {
    const id = await ask('Which formats are there?')
    const res = await owner.get(shareUrl(id, 'poster'))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toContain(SHARE_IMAGE_TEXTS.badFormat)
    expect((await owner.get(shareUrl('not-a-uuid'))).statusCode).toBe(400)
  })

  it('is Pro, like the inbox', async () => {
    const id = await ask('Still Pro?')
    // A plan change made in the database reaches the session through its announcement (at once on
    // PGlite, a moment later on Postgres), as it would from the CLI.
    await app.db.update(profiles).set({ plan: 'free' }).where(eq(profiles.username, 'owner'))
    await expect.poll(async () => (await owner.get(shareUrl(id))).statusCode).toBe(403)
    const res = await owner.get(shareUrl(id))
    await app.db.update(profiles).set({ plan: 'pro' }).where(eq(profiles.username, 'owner'))
    await expect.poll(async () => (await owner.get(shareUrl(id))).statusCode).toBe(200)
    expect(res.json().error.code).toBe('PRO_REQUIRED')
  })

  it('draws at most 20 pictures a minute for one user, share and link-preview images together, then answers 429', async () => {
    const sharer = await app.signUp('sharer', { plan: 'pro' })
    await giveTiles('sharer', [askTile, qaTile])
    const ids = await Promise.all(Array.from({ length: PICTURES_PER_MINUTE }, (_, n) => ask(`Burst ${n}`, sharer)))
    for (const id of ids) expect((await sharer.get(shareUrl(id, 'square'))).statusCode).toBe(200)
    // A picture already drawn is sent again without drawing: not counted.
    expect((await sharer.get(shareUrl(ids[0]!, 'square'))).statusCode).toBe(200)
    const refused = await sharer.get(shareUrl(ids[0]!, 'story'))
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: TOO_MANY_PICTURES } })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // The link preview of the sharer's page is drawn for the sharer too.
    expect((await app.client().get('/og/sharer.png')).statusCode).toBe(429)
    // Another user's pictures are their own.
    await giveTiles('other', [askTile])
    expect((await other.get(shareUrl(await ask('Still drawing for me?', other), 'square'))).statusCode).toBe(200)
  })

  it('is described in the OpenAPI document with its two formats', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths
    const parameters = paths['/api/messages/{id}/share.png'].get.parameters as { name: string; schema: unknown }[]
    expect(parameters.find((parameter) => parameter.name === 'format')?.schema).toMatchObject({
      enum: ['story', 'square'],
    })
  })
})
