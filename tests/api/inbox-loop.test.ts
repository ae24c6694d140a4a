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

describe('messages new since the inbox was last opened', () => {
  it('counts every message before the inbox was ever opened, then none right after opening it', async () => {
    await send()
    await send()
    expect(await newCount()).toBe(2)
    const opened = await owner.post('/api/messages/opened')
    expect(opened.statusCode).toBe(200)
    expect(opened.json()).toEqual({ previousOpenedAt: null })
    expect(await newCount()).toBe(0)
  })

  it('counts what arrived since, on any of the owner’s grids, and answers the previous opening', async () => {
    const before = await owner.post('/api/messages/opened')
    await send('To the shop grid', 'counter-shop')
    await send()
    expect(await newCount()).toBe(2)
    const opened = (await owner.post('/api/messages/opened')).json()
    expect(Date.parse(opened.previousOpenedAt)).toBeGreaterThan(Date.parse(before.headers.date as string) - 1000)
    const rows = (await owner.get('/api/messages')).json().messages as { createdAt: string }[]
    expect(rows.filter((row) => row.createdAt > opened.previousOpenedAt)).toHaveLength(2)
    expect(await newCount()).toBe(0)
  })

  it(`stops counting one past ${NEW_COUNT_LIMIT}`, async () => {
    await owner.post('/api/messages/opened')
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
    expect((await app.client().post('/api/messages/opened')).statusCode).toBe(401)
    for (const res of [await free.get('/api/messages/new-count'), await free.post('/api/messages/opened')]) {
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
