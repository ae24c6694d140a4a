import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEW_COUNT_LIMIT } from '@domain/inbox.js'
import { grids, messages } from '@server/db/schema.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { askTile } from '../helpers/tiles.js'

let app: TestApp
let owner: SignedUpUser

const send = (message = `Hello there ${Math.random()}`, grid = 'counter') =>
  app.client().post(`/api/grids/${grid}/messages`, { tileId: 'ask', message })

beforeAll(async () => {
  app = await buildTestApp()
  owner = await app.signUp('counter', { plan: 'pro' })
  await owner.post('/api/grids', { name: 'counter-shop' })
  await app.db
    .update(grids)
    .set({ tiles: [askTile], mobileTiles: [askTile], active: true })
    .where(eq(grids.ownerId, owner.id))
})
afterAll(() => app.close())

const newCount = async () => (await owner.get('/api/messages/new-count')).json().count as number

const inboxRows = async (query = '') =>
  (await owner.get(`/api/messages${query}`)).json().messages as { id: string; body: string; unread: boolean }[]

describe('unread messages', () => {
  it('marks every new message unread until it is opened, and counts the unread ones', async () => {
    await send('First unread message')
    await send('Second unread message', 'counter-shop')
    expect(await newCount()).toBe(2)
    const rows = await inboxRows()
    expect(rows.map((row) => row.unread)).toEqual([true, true])
    const read = await owner.post(`/api/messages/${rows[0]!.id}/read`)
    expect(read.statusCode).toBe(204)
    expect(await newCount()).toBe(1)
    expect((await inboxRows()).map((row) => row.unread)).toEqual([false, true])
  })

  it('stays unread after the inbox is listed again, until all are marked read', async () => {
    await inboxRows()
    await inboxRows()
    expect(await newCount()).toBe(1)
    expect((await owner.post('/api/messages/read')).statusCode).toBe(204)
    expect(await newCount()).toBe(0)
    expect((await inboxRows()).every((row) => !row.unread)).toBe(true)
    await send('After marking all read')
    expect(await newCount()).toBe(1)
  })

  it('marks only the owner’s own messages', async () => {
    const [row] = await inboxRows()
    const stranger = await app.signUp('counterstranger', { plan: 'pro' })
    const res = await stranger.post(`/api/messages/${row!.id}/read`)
    expect(res.statusCode).toBe(404)
    expect((await stranger.post(`/api/messages/${row!.id}/winner`)).statusCode).toBe(404)
    expect((await owner.post('/api/messages/not-a-uuid/read')).statusCode).toBe(400)
  })

  it(`stops counting one past ${NEW_COUNT_LIMIT}`, async () => {
    await owner.post('/api/messages/read')
    const [grid] = await app.db.select().from(grids).where(eq(grids.name, 'counter'))
    const rows = Array.from({ length: NEW_COUNT_LIMIT + 5 }, (_, index) => ({
      gridId: grid!.id,
      ownerId: owner.id,
      body: `Bulk message ${index}`,
      authorLabel: 'Anonymous',
      createdAt: new Date(Date.now() + 60_000),
    }))
    await app.db.insert(messages).values(rows)
    expect(await newCount()).toBe(NEW_COUNT_LIMIT + 1)
    await app.db.delete(messages).where(eq(messages.ownerId, owner.id))
  })

  it('is the owner’s own: refused signed out (401) and to Free users (403)', async () => {
    const free = await app.signUp('counterfree')
    expect((await app.client().get('/api/messages/new-count')).statusCode).toBe(401)
    expect((await app.client().post('/api/messages/read')).statusCode).toBe(401)
    for (const res of [await free.get('/api/messages/new-count'), await free.post('/api/messages/read')]) {
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toBe('This feature is available only for PRO users!')
    }
  })
})

describe('the inbox total', () => {
  it('counts the messages under the filters, and no one else’s', async () => {
    const other = await app.signUp('counterother', { plan: 'pro' })
    await app.db
      .update(grids)
      .set({ tiles: [askTile], mobileTiles: [askTile], active: true })
      .where(eq(grids.ownerId, other.id))
    await send('Not for the counter owner', 'counterother')
    for (let index = 0; index < 3; index++) await send(`Main grid message ${index}`)
    await send('Shop grid message', 'counter-shop')
    const total = async (query = '') => (await owner.get(`/api/messages/total${query}`)).json().total as number
    expect(await total()).toBe(4)
    expect(await total('?grid=counter-shop')).toBe(1)
    expect(await total('?favorites=true')).toBe(0)
    expect(await total('?date=hour')).toBe(4)
  })

  it('refuses bad filters with a 400 and Free users with a 403', async () => {
    expect((await owner.get('/api/messages/total?date=year')).statusCode).toBe(400)
    const free = await app.signUp('counterfree2')
    expect((await free.get('/api/messages/total')).statusCode).toBe(403)
  })
})
