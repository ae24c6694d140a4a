import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoredTile } from '@domain/grid.js'
import {
  DATE_FILTERS,
  INBOX_PAGE_SIZE,
  MESSAGE_TEXTS,
  type DateFilter,
  type InboxMessage,
  type InboxPage,
} from '@domain/messages.js'
import { grids, messages, users } from '@server/db/schema.js'
import { applyPlan } from '@server/services/plans.js'
import { setSuspended } from '@server/services/users.js'
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

const inbox = async (query = '') => (await owner.get(`/api/messages${query}`)).json() as InboxPage

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

  it('refuses messages to a grid whose owner is suspended or has not verified their email', async () => {
    const held = await app.signUp('held', { plan: 'pro' })
    await giveTiles('held', [messageTile('ask', {})])
    expect((await send(app.client(), {}, 'held')).statusCode).toBe(201)
    await app.db.update(users).set({ emailVerified: false }).where(eq(users.id, held.id))
    const unverified = await send(app.client(), {}, 'held')
    expect(unverified.statusCode).toBe(404)
    expect(unverified.json().error.message).toBe(MESSAGE_TEXTS.notAccepting)
    await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, held.id))
    await setSuspended(app.db, 'held', true)
    const suspended = await send(app.client(), {}, 'held')
    expect(suspended.statusCode).toBe(404)
    expect(suspended.json().error.message).toBe(MESSAGE_TEXTS.notAccepting)
  })

  it('pretends to accept a message whose honeypot is filled, and stores nothing', async () => {
    const before = (await inbox()).messages
    const res = await send(app.client(), { message: 'Buy cheap watches', website: 'http://spam.example' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ status: 'ignored' })
    expect((await inbox()).messages).toEqual(before)
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

const HOUR = 60 * 60 * 1000
/** How far back each date filter reaches, in hours. */
const DATE_HOURS: Record<DateFilter, number> = { all: Infinity, hour: 1, '24h': 24, week: 7 * 24 }

describe('the inbox', () => {
  let reader: SignedUpUser

  /**
   * The reader's 26 messages, newest first: number i was sent i hours ago (number 25 eight days
   * ago), every third one on the second grid, the even ones anonymous, every fifth a favourite.
   */
  const seeded = Array.from({ length: 26 }, (_, i) => ({
    body: `Message number ${i}`,
    grid: i % 3 === 0 ? 'reader-shop' : 'reader',
    anonymous: i % 2 === 0,
    favorite: i % 5 === 0,
    hoursAgo: i === 25 ? 8 * 24 : i,
  }))

  interface Filters {
    grid?: string
    date: DateFilter
    favorites: boolean
    signedIn: boolean
  }

  const matching = (filters: Filters) =>
    seeded
      .filter(
        (message) =>
          (!filters.grid || message.grid === filters.grid) &&
          message.hoursAgo < DATE_HOURS[filters.date] &&
          (!filters.favorites || message.favorite) &&
          (!filters.signedIn || !message.anonymous),
      )
      .map((message) => message.body)

  // Another owner's grid and an unknown name match nothing.
  const combinations = [undefined, 'reader', 'reader-shop', 'owner', 'nothing-here'].flatMap((grid) =>
    DATE_FILTERS.flatMap((date) =>
      [false, true].flatMap((favorites) =>
        [false, true].map((signedIn): [string, Filters] => {
          const filters = { grid, date, favorites, signedIn }
          const query = new URLSearchParams({ date, favorites: String(favorites), signedIn: String(signedIn) })
          if (grid) query.set('grid', grid)
          return [query.toString(), filters]
        }),
      ),
    ),
  )

  beforeAll(async () => {
    reader = await app.signUp('reader', { plan: 'pro' })
    expect((await reader.post('/api/grids', { name: 'reader-shop' })).statusCode).toBe(201)
    const gridIds = new Map(
      (await app.db.select().from(grids).where(eq(grids.ownerId, reader.id))).map((grid) => [grid.name, grid.id]),
    )
    const now = Date.now()
    await app.db.insert(messages).values(
      seeded.map((message) => ({
        gridId: gridIds.get(message.grid)!,
        ownerId: reader.id,
        body: message.body,
        anonymous: message.anonymous,
        authorLabel: message.anonymous ? 'Anonymous' : 'fan',
        authorUserId: message.anonymous ? null : fan.id,
        favorite: message.favorite,
        createdAt: new Date(now - message.hoursAgo * HOUR - 1000),
      })),
    )
  })

  const read = async (query = '') => (await reader.get(`/api/messages${query}`)).json() as InboxPage
  const bodies = (page: InboxPage) => page.messages.map((message) => message.body)

  /** Every page under the filters, following the pager until the last page. */
  async function readAll(query: string) {
    const found: string[] = []
    for (let page = 1; ; page++) {
      const answer = await read(`?${query}&page=${page}`)
      expect(answer.page).toBe(page)
      found.push(...bodies(answer))
      if (answer.isLastPage) return found
    }
  }

  it('refuses free users with 403 and the spec’s text', async () => {
    const res = await fan.get('/api/messages')
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe(MESSAGE_TEXTS.inboxProOnly)
    expect((await fan.get('/api/messages/random')).statusCode).toBe(403)
  })

  it('pages 26 messages as the 25 newest and then the last one, and knows the last page', async () => {
    const first = await read()
    expect(first).toMatchObject({ page: 1, pageSize: INBOX_PAGE_SIZE, isLastPage: false })
    expect(first).not.toHaveProperty('total')
    expect(bodies(first)).toEqual(seeded.slice(0, INBOX_PAGE_SIZE).map((message) => message.body))
    expect(first.messages[0]).toMatchObject({ grid: 'reader-shop', anonymous: true, authorUsername: null })
    expect(first.messages[1]).toMatchObject({ grid: 'reader', anonymous: false, authorUsername: 'fan' })
    const second = await read('?page=2')
    expect(second).toMatchObject({ page: 2, isLastPage: true })
    expect(bodies(second)).toEqual(['Message number 25'])
  })

  it('treats exactly 25 matching messages as one page', async () => {
    const week = await read('?date=week')
    expect(week.messages).toHaveLength(INBOX_PAGE_SIZE)
    expect(week).toMatchObject({ page: 1, isLastPage: true })
  })

  it('answers a page past the end with the last page there is', async () => {
    const third = await read('?page=3')
    expect(third).toMatchObject({ page: 2, isLastPage: true })
    expect(bodies(third)).toEqual(['Message number 25'])
    expect(await read('?page=100000')).toEqual(await read('?page=2'))
    const week = await read('?date=week&page=2')
    expect(week).toMatchObject({ page: 1, isLastPage: true })
    expect(week.messages).toHaveLength(INBOX_PAGE_SIZE)
  })

  it('answers an empty selection with an empty first page, whatever page was asked', async () => {
    const empty = { messages: [], page: 1, pageSize: INBOX_PAGE_SIZE, isLastPage: true }
    expect(await read('?grid=nothing-here')).toEqual(empty)
    expect(await read('?grid=nothing-here&page=4')).toEqual(empty)
    const newcomer = await app.signUp('newcomer', { plan: 'pro' })
    expect((await newcomer.get('/api/messages?page=2')).json()).toEqual(empty)
    expect((await newcomer.get('/api/messages/random')).json()).toEqual({ message: null })
  })

  it.each(combinations)('lists exactly the matching messages, newest first, with %s', async (query, filters) => {
    expect(await readAll(query)).toEqual(matching(filters))
  })

  it.each(combinations)('picks the random message among the matching ones with %s', async (query, filters) => {
    const res = await reader.get(`/api/messages/random?${query}`)
    expect(res.statusCode).toBe(200)
    const { message } = res.json() as { message: InboxMessage | null }
    const expected = matching(filters)
    if (expected.length === 0) expect(message).toBeNull()
    else expect(expected).toContain(message!.body)
  })

  it('refuses unknown filter values with 400', async () => {
    expect((await reader.get('/api/messages?date=year')).statusCode).toBe(400)
    expect((await reader.get('/api/messages?page=0')).statusCode).toBe(400)
    expect((await reader.get('/api/messages/random?favorites=maybe')).statusCode).toBe(400)
  })

  it('favourites and deletes only the owner’s messages', async () => {
    const target = (await read()).messages[3]!
    expect((await owner.patch(`/api/messages/${target.id}`, { favorite: true })).statusCode).toBe(404)
    expect((await owner.delete(`/api/messages/${target.id}`)).statusCode).toBe(404)
    expect((await reader.patch(`/api/messages/${target.id}`, { favorite: !target.favorite })).statusCode).toBe(204)
    expect((await read()).messages[3]!.favorite).toBe(!target.favorite)
    expect((await reader.delete(`/api/messages/${target.id}`)).statusCode).toBe(204)
    const after = await read()
    expect(after.messages.map((message) => message.id)).not.toContain(target.id)
    expect(after).toMatchObject({ isLastPage: true })
    expect(after.messages).toHaveLength(INBOX_PAGE_SIZE)
    expect((await reader.delete('/api/messages/not-a-uuid')).statusCode).toBe(400)
  })
})

describe('the random pick in a large inbox', () => {
  let crowd: SignedUpUser
  const COUNT = 300

  beforeAll(async () => {
    crowd = await app.signUp('crowd', { plan: 'pro' })
    const [grid] = await app.db.select().from(grids).where(eq(grids.name, 'crowd'))
    await app.db.insert(messages).values(
      Array.from({ length: COUNT }, (_, i) => ({
        gridId: grid!.id,
        ownerId: crowd.id,
        body: `Crowd message ${i}`,
        anonymous: i % 3 !== 0,
        authorLabel: i % 3 !== 0 ? 'Anonymous' : 'fan',
        authorUserId: i % 3 !== 0 ? null : fan.id,
        favorite: i % 2 === 0,
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    )
  })

  const pick = async (query: string) => {
    const { message } = (await crowd.get(`/api/messages/random?${query}`)).json() as { message: InboxMessage }
    return message
  }

  // More than 64 match, so the pick draws buckets of the random key rather than choosing among all.
  it('picks among all of them, differently from one time to the next', async () => {
    const picked = new Set<string>()
    for (let i = 0; i < 30; i++) picked.add((await pick('')).body)
    expect(picked.size).toBeGreaterThan(20)
  })

  it.each([
    ['favorites=true', (i: number) => i % 2 === 0],
    ['signedIn=true', (i: number) => i % 3 === 0],
    ['favorites=true&signedIn=true', (i: number) => i % 6 === 0],
  ])('keeps to the filters with %s', async (query, matches) => {
    for (let i = 0; i < 20; i++) {
      const message = await pick(query)
      expect(matches(Number(message.body.split(' ').at(-1)))).toBe(true)
    }
  })
})

describe('sending without JavaScript', () => {
  const postForm = (body: string, grid = 'owner') =>
    app
      .client()
      .request('POST', `/${grid}/messages`, body as never, { 'content-type': 'application/x-www-form-urlencoded' })

  it('answers the plain form with a redirect to the page showing the sent state, which sends nothing again', async () => {
    const res = await postForm('tileId=ask&message=Hello+from+a+phone+without+JS&author=Kai&website=')
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/owner/messages?sent=ask')
    expect((await inbox()).messages[0]).toMatchObject({ body: 'Hello from a phone without JS', authorLabel: 'Kai' })
    const before = (await inbox()).messages.length
    for (let reload = 0; reload < 2; reload++) {
      const page = await app.client().get('/owner/messages?sent=ask')
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toContain('text/html')
      expect(page.body).toContain('Message Sent!')
      expect(page.body).toContain('message sent!')
    }
    expect((await inbox()).messages).toHaveLength(before)
  })

  it('sends the sent page’s address without a tile back to the page, and a bad one or an unknown grid to the 404 page', async () => {
    const bare = await app.client().get('/owner/messages')
    expect(bare.statusCode).toBe(303)
    expect(bare.headers.location).toBe('/owner')
    expect((await app.client().get('/owner/messages?sent=%3Cscript%3E')).statusCode).toBe(404)
    expect((await app.client().get('/nobody-here/messages?sent=ask')).statusCode).toBe(404)
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
