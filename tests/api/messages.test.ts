import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoredTile } from '../../src/domain/grid.js'
import { INBOX_PAGE_SIZE, MESSAGE_TEXTS, type InboxMessage } from '../../src/domain/messages.js'
import { grids, messages } from '../../src/server/db/schema.js'
import { applyPlan } from '../../src/server/services/plans.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'

let app: TestApp
let owner: SignedUpUser
let fan: SignedUpUser

const messageTile = (id: string, data: Record<string, unknown>, width = 2): StoredTile => ({
  id,
  type: 'message.me',
  x: 0,
  y: 2,
  width,
  height: 1,
  color: 'tile-gradient-blue',
  data: { header: 'Write to me', allowAnonymous: true, ...data },
})

async function giveTiles(gridName: string, tiles: StoredTile[]) {
  await app.db.update(grids).set({ tiles, mobileTiles: tiles }).where(eq(grids.name, gridName))
}

const send = (client = app.client(), body: Record<string, unknown> = {}, grid = 'owner') =>
  client.post(`/api/grids/${grid}/messages`, { tileId: 'ask', message: `Hello there ${Math.random()}`, ...body })

beforeAll(async () => {
  app = await buildTestApp()
  owner = await app.signUp('owner', { plan: 'pro' })
  fan = await app.signUp('fan')
  await giveTiles('owner', [
    messageTile('ask', {}),
    messageTile('narrow', {}, 1),
    messageTile('signed', { allowAnonymous: false }),
  ])
})
afterAll(() => app.close())

const inbox = async (query = '') =>
  (await owner.get(`/api/messages${query}`)).json() as {
    messages: InboxMessage[]
    total: number
    isLastPage: boolean
    page: number
  }

describe('sending', () => {
  it('stores an anonymous message with the given name', async () => {
    const res = await send(app.client(), { message: 'Love your work!', author: 'Zed' })
    expect(res.statusCode).toBe(201)
    const { messages: list } = await inbox()
    expect(list[0]).toMatchObject({
      body: 'Love your work!',
      anonymous: true,
      authorLabel: 'Zed',
      authorUsername: null,
      grid: 'owner',
    })
  })

  it('labels an anonymous message without a name "Anonymous"', async () => {
    await send(app.client(), { message: 'No name given here' })
    expect((await inbox()).messages[0]).toMatchObject({ authorLabel: 'Anonymous' })
  })

  it('stores a signed-in sender’s message under their username when they turn anonymity off', async () => {
    await send(fan, { message: 'From a fan, signed', anonymous: false })
    expect((await inbox()).messages[0]).toMatchObject({ anonymous: false, authorLabel: 'fan', authorUsername: 'fan' })
  })

  it('keeps a visitor without a session anonymous even when asked otherwise', async () => {
    await send(app.client(), { message: 'Trying to be signed', anonymous: false })
    expect((await inbox()).messages[0]).toMatchObject({ anonymous: true })
  })

  it('ignores the author name on a tile narrower than 2 cells', async () => {
    await send(app.client(), { tileId: 'narrow', message: 'Narrow tile message', author: 'Zed' })
    expect((await inbox()).messages[0]).toMatchObject({ authorLabel: 'Anonymous' })
  })

  it.each([
    ['too short', { message: 'Hey' }, MESSAGE_TEXTS.tooShort],
    ['only spaces', { message: '        ' }, MESSAGE_TEXTS.tooShort],
    ['too long', { message: 'x'.repeat(2001) }, MESSAGE_TEXTS.tooLong],
    ['a long name', { author: 'n'.repeat(41) }, MESSAGE_TEXTS.authorTooLong],
  ])('refuses a message that is %s with the exact text', async (_case, body, text) => {
    const res = await send(app.client(), body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(text)
  })

  it('refuses anonymous messages on a tile that does not allow them', async () => {
    const res = await send(app.client(), { tileId: 'signed' })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe(MESSAGE_TEXTS.anonymousNotAllowed)
    expect((await send(fan, { tileId: 'signed', anonymous: false })).statusCode).toBe(201)
  })

  it('refuses messages to an unknown tile, an unknown grid and an inactive grid', async () => {
    expect((await send(app.client(), { tileId: 'nope' })).statusCode).toBe(404)
    expect((await send(app.client(), {}, 'no-such-grid')).statusCode).toBe(404)
    await owner.post('/api/grids', { name: 'quiet' })
    await giveTiles('quiet', [messageTile('ask', {})])
    const res = await send(app.client(), {}, 'quiet')
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe(MESSAGE_TEXTS.notAccepting)
  })

  it('pretends to accept a message whose honeypot is filled, and stores nothing', async () => {
    const before = (await inbox()).total
    const res = await send(app.client(), { message: 'Buy cheap watches', website: 'http://spam.example' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ status: 'ignored' })
    expect((await inbox()).total).toBe(before)
  })

  it('refuses the same message twice within a minute', async () => {
    const visitor = app.client()
    expect((await send(visitor, { message: 'Exactly the same words' })).statusCode).toBe(201)
    const again = await send(app.client(), { message: 'Exactly the same words' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(MESSAGE_TEXTS.duplicate)
  })

  it('limits one visitor to 5 messages a minute per grid', async () => {
    const visitor = app.client()
    const codes = []
    for (let i = 0; i < 6; i++) codes.push((await send(visitor)).statusCode)
    expect(codes).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('stops accepting on a pro-only tile once the owner is on the free plan', async () => {
    const lapsed = await app.signUp('lapsed', { plan: 'pro' })
    await giveTiles('lapsed', [messageTile('ask', {})])
    expect((await send(app.client(), {}, 'lapsed')).statusCode).toBe(201)
    await applyPlan(app.db, lapsed.id, 'free')
    const res = await send(app.client(), {}, 'lapsed')
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe(MESSAGE_TEXTS.notAccepting)
  })

  it('answers malformed bodies with 400', async () => {
    for (const body of [
      {},
      { tileId: 'ask' },
      { tileId: '../x', message: 'hello world' },
      { tileId: 'ask', message: 42 },
    ]) {
      expect((await app.client().post('/api/grids/owner/messages', body)).statusCode).toBe(400)
    }
  })
})

describe('the inbox', () => {
  let reader: SignedUpUser
  let gridId: string

  beforeAll(async () => {
    reader = await app.signUp('reader', { plan: 'pro' })
    const [grid] = await app.db.select().from(grids).where(eq(grids.name, 'reader'))
    gridId = grid!.id
    const now = Date.now()
    const rows = Array.from({ length: 26 }, (_, i) => ({
      gridId,
      ownerId: reader.id,
      body: `Message number ${i}`,
      anonymous: i % 2 === 0,
      authorLabel: i % 2 === 0 ? 'Anonymous' : 'fan',
      authorUserId: i % 2 === 0 ? null : fan.id,
      favorite: i % 5 === 0,
      // i hours ago, so the newest is number 0
      createdAt: new Date(now - i * 60 * 60 * 1000 - 1000),
    }))
    await app.db.insert(messages).values(rows)
  })

  const read = async (query = '') => (await reader.get(`/api/messages${query}`)).json()

  it('refuses free users with 403 and the spec’s text', async () => {
    const res = await fan.get('/api/messages')
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe(MESSAGE_TEXTS.inboxProOnly)
  })

  it('pages 25 messages newest first and knows the last page', async () => {
    const first = await read()
    expect(first.messages).toHaveLength(INBOX_PAGE_SIZE)
    expect(first.messages[0].body).toBe('Message number 0')
    expect(first).toMatchObject({ page: 1, total: 26, isLastPage: false })
    const second = await read('?page=2')
    expect(second.messages.map((m: InboxMessage) => m.body)).toEqual(['Message number 25'])
    expect(second.isLastPage).toBe(true)
    const third = await read('?page=3')
    expect(third.messages).toEqual([])
    expect(third.isLastPage).toBe(true)
  })

  it('treats exactly 25 messages as one page', async () => {
    const res = await read('?signedIn=true&date=all')
    expect(res.total).toBe(13)
    expect(res.isLastPage).toBe(true)
  })

  it.each([
    ['?favorites=true', 6],
    ['?signedIn=true', 13],
    ['?date=hour', 1],
    ['?date=24h', 24],
    ['?date=week', 26],
    ['?favorites=true&signedIn=true', 3],
    ['?favorites=true&date=24h', 5],
    ['?grid=reader&signedIn=true&date=24h', 12],
    ['?grid=owner', 0],
  ])('filters with %s', async (query, total) => {
    expect((await read(query)).total).toBe(total)
  })

  it('refuses unknown filter values with 400', async () => {
    expect((await reader.get('/api/messages?date=year')).statusCode).toBe(400)
    expect((await reader.get('/api/messages?page=0')).statusCode).toBe(400)
  })

  it('picks a random message that matches the filters', async () => {
    for (let i = 0; i < 5; i++) {
      const { message } = (await reader.get('/api/messages/random?favorites=true&signedIn=true')).json()
      expect(message.favorite).toBe(true)
      expect(message.anonymous).toBe(false)
    }
  })

  it('answers the random pick with null when nothing matches', async () => {
    const res = await reader.get('/api/messages/random?grid=nothing-here')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: null })
  })

  it('favourites and deletes only the owner’s messages', async () => {
    const target = (await read()).messages[3] as InboxMessage
    expect((await owner.patch(`/api/messages/${target.id}`, { favorite: true })).statusCode).toBe(404)
    expect((await owner.delete(`/api/messages/${target.id}`)).statusCode).toBe(404)
    expect((await reader.patch(`/api/messages/${target.id}`, { favorite: !target.favorite })).statusCode).toBe(204)
    expect((await read()).messages[3].favorite).toBe(!target.favorite)
    expect((await reader.delete(`/api/messages/${target.id}`)).statusCode).toBe(204)
    expect((await read()).total).toBe(25)
    expect((await reader.delete('/api/messages/not-a-uuid')).statusCode).toBe(400)
  })
})

describe('sending without JavaScript', () => {
  const postForm = (body: string, grid = 'owner') =>
    app
      .client()
      .request('POST', `/${grid}/messages`, body as never, { 'content-type': 'application/x-www-form-urlencoded' })

  it('answers the plain form with the page showing the sent state', async () => {
    const res = await postForm('tileId=ask&message=Hello+from+a+phone+without+JS&author=Kai&website=')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('Message Sent!')
    expect((await inbox()).messages[0]).toMatchObject({ body: 'Hello from a phone without JS', authorLabel: 'Kai' })
  })

  it('answers a short message with the page showing the spec’s error in the tile', async () => {
    const res = await postForm('tileId=ask&message=Hey')
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain(MESSAGE_TEXTS.tooShort)
    expect(res.body).toContain('name="message"')
  })

  it('answers a post to an unknown grid with the 404 page', async () => {
    const res = await postForm('tileId=ask&message=Hello+there', 'nobody-here')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('This page is not here')
  })
})
