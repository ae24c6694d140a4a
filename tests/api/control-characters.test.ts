import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import { TEXT_MESSAGES } from '@domain/text.js'
import { feedback, grids, messages } from '@server/db/schema.js'
import { buildTestApp, TEST_PASSWORD, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { askTile } from '../helpers/tiles.js'

// NUL and other control characters are refused with a 4xx wherever text comes in; line breaks and
// tabs stay where text legitimately has them (message bodies, feedback, tile descriptions).
let app: TestApp
let owner: SignedUpUser

beforeAll(async () => {
  app = await buildTestApp()
  owner = await app.signUp('ctrl', { plan: 'pro' })
  const [grid] = await app.db.select().from(grids).where(eq(grids.name, 'ctrl'))
  const tiles = [...grid!.tiles, askTile]
  await app.db.update(grids).set({ tiles, mobileTiles: tiles }).where(eq(grids.name, 'ctrl'))
})
afterAll(() => app?.close())

const BAD = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b']

function expectRefused(res: { statusCode: number; json: () => { error: { code: string; message: string } } }) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400)
  expect(res.statusCode).toBeLessThan(500)
  expect(res.json().error.code).toEqual(expect.any(String))
}

describe('names in the address', () => {
  it('answers a page address with NUL or control characters with the 404 page', async () => {
    for (const path of ['/%00', '/ctrl%00', '/%1b%5b31m', '/a%C2%85b']) {
      const res = await app.client().get(path)
      expect(res.statusCode, path).toBe(404)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
    }
  })

  it('refuses API names with NUL or control characters with a 4xx', async () => {
    for (const name of ['%00', 'ctrl%00', 'ctrl%1b', 'ctrl%C2%85']) {
      expectRefused(await owner.get(`/api/grids/${name}/content`))
      expectRefused(await owner.patch(`/api/grids/${name}`, { active: true }))
      expectRefused(await owner.delete(`/api/grids/${name}`))
      expectRefused(await owner.get(`/api/grids/${name}/qr.svg`))
      expectRefused(await app.client().post(`/api/grids/${name}/messages`, { tileId: 'ask', message: 'Hello there' }))
      expectRefused(await app.client().get(`/api/names/${name}/availability`))
      expectRefused(await app.client().get(`/og/${name}.png`))
    }
  })

  it('answers a page name outside the name pattern with the 404 page, before any lookup', async () => {
    for (const path of ['/ab', '/ctrl.php', `/${'a'.repeat(21)}`]) {
      const res = await app.client().get(path)
      expect(res.statusCode, path).toBe(404)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
    }
    // A username may hold '_': its profile page stays reachable.
    expect((await app.client().get('/CTRL')).statusCode).toBe(200)
  })

  it('refuses a grid name with control characters', async () => {
    for (const bad of BAD) expectRefused(await owner.post('/api/grids', { name: `shop${bad}` }))
  })
})

describe('account forms', () => {
  it('refuses sign-up with a NUL in the email or the username', async () => {
    const client = app.client()
    for (const [email, username] of [
      ['nul\u0000@example.com', 'nuller'],
      ['nuller@example.com', 'nul\u0000ler'],
    ]) {
      const res = await client.post('/api/account/register', {
        email,
        username,
        password: TEST_PASSWORD,
        repeatPassword: TEST_PASSWORD,
      })
      expectRefused(res)
      expect(res.json().error.message).toBe(TEXT_MESSAGES.controlCharacters)
    }
  })

  it('refuses sign-in and a password reset request with a NUL in the email', async () => {
    expectRefused(await app.client().post('/api/account/login', { email: 'ctrl\u0000@example.com', password: 'x' }))
    expectRefused(await app.client().post('/api/account/forgot-password', { email: 'ctrl\u0000@example.com' }))
  })
})

describe('the inbox filters', () => {
  it('refuses a grid filter with NUL or control characters', async () => {
    for (const query of ['grid=%00', 'grid=ctrl%1b', 'grid=%C2%85']) {
      expectRefused(await owner.get(`/api/messages?${query}`))
      expectRefused(await owner.get(`/api/messages/random?${query}`))
    }
  })
})

describe('messages', () => {
  const send = (body: Record<string, unknown>) =>
    app.client().post('/api/grids/ctrl/messages', { tileId: 'ask', message: 'Hello there', ...body })

  it('refuses a message or a name with control characters, and stores nothing', async () => {
    const before = (await app.db.select().from(messages)).length
    for (const bad of BAD) {
      const body = await send({ message: `Hello ${bad} there` })
      expectRefused(body)
      expect(body.json().error.message).toBe(TEXT_MESSAGES.controlCharacters)
      expectRefused(await send({ author: `Zed${bad}` }))
    }
    expect(await app.db.select().from(messages)).toHaveLength(before)
  })

  it('refuses control characters from the plain form too, in the body and in the address', async () => {
    const before = (await app.db.select().from(messages)).length
    const post = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        payload: 'tileId=ask&message=Hello%00there%20friend',
      })
    const body = await post('/ctrl/messages')
    expect(body.statusCode).toBe(400)
    expect(body.body).toContain(TEXT_MESSAGES.controlCharacters)
    expect((await post('/ctrl%00/messages')).statusCode).toBe(404)
    expect(await app.db.select().from(messages)).toHaveLength(before)
  })

  it('stores a sender’s name without bidirectional overrides, which would reorder the text around it', async () => {
    const body = 'Hello from a reordered name'
    const res = await send({ message: body, author: 'Eve\u202Egnp.exe\u202C \u2066Ann\u2069' })
    expect(res.statusCode).toBe(201)
    const [stored] = await app.db.select().from(messages).where(eq(messages.body, body))
    expect(stored?.authorLabel).toBe('Evegnp.exe Ann')
  })

  it('keeps line breaks and tabs in a message body', async () => {
    const body = 'First line\r\nSecond\tline\nThird'
    expect((await send({ message: body })).statusCode).toBe(201)
    const stored = await app.db.select().from(messages).where(eq(messages.body, body))
    expect(stored).toHaveLength(1)
  })
})

describe('feedback', () => {
  it('refuses control characters and keeps line breaks', async () => {
    for (const bad of BAD) expectRefused(await owner.post('/api/feedback', { message: `Please add ${bad} dark mode` }))
    const kept = 'Please add\ndark mode\tsoon'
    expect((await owner.post('/api/feedback', { message: kept })).statusCode).toBeLessThan(300)
    expect(await app.db.select().from(feedback).where(eq(feedback.body, kept))).toHaveLength(1)
  })
})

describe('tile text', () => {
  async function saveIntro(data: Record<string, unknown>) {
    const current = (await owner.get('/api/grids/ctrl/content')).json() as GridContent
    const tiles = current.tiles.map((tile) =>
      tile.id === 'intro' ? { ...tile, data: { ...tile.data, ...data } } : tile,
    )
    const mobileTiles = current.mobileTiles.map((tile) =>
      tile.id === 'intro' ? { ...tile, data: tiles[0]!.data } : tile,
    )
    const { version, settings, theme } = current
    return owner.put('/api/grids/ctrl/content', { version, tiles, mobileTiles, settings, theme })
  }

  it('refuses control characters in single-line and multi-line fields', async () => {
    for (const bad of BAD) {
      expectRefused(await saveIntro({ firstName: `Ann${bad}` }))
      expectRefused(await saveIntro({ description: `About ${bad} me` }))
      expectRefused(await saveIntro({ email: `ann${bad}@example.com` }))
    }
    // A single-line field takes no line break either.
    expectRefused(await saveIntro({ firstName: 'Ann\nMarie' }))
  })

  it('keeps line breaks in a description', async () => {
    expect((await saveIntro({ description: 'Line one\nLine two' })).statusCode).toBe(200)
    const current = (await owner.get('/api/grids/ctrl/content')).json() as GridContent
    expect(current.tiles.find((tile) => tile.id === 'intro')?.data.description).toBe('Line one\nLine two')
  })
})
