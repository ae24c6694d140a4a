import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InboxMessage, InboxPage } from '@domain/messages.js'
import { grids, messages } from '@server/db/schema.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'

// Searching the inbox by text (ADR 0066): any part of a message, in any case, with the filters,
// and the random pick among what the search finds.

let app: TestApp
let owner: SignedUpUser

/** Message i: every fourth a giveaway entry (spelled in turn three ways), every third a favourite. */
const COUNT = 200
const spellings = ['Giveaway entry', 'my GIVEAWAY pick', 'for the giveaway!']
const bodyOf = (i: number) => (i % 4 === 0 ? `${spellings[(i / 4) % 3]} number ${i}` : `Plain message number ${i}`)
const isEntry = (i: number) => i % 4 === 0
const numberOf = (message: { body: string }) => Number(message.body.split(' ').at(-1))

beforeAll(async () => {
  app = await buildTestApp()
  owner = await app.signUp('contest', { plan: 'pro' })
  const other = await app.signUp('contestother', { plan: 'pro' })
  const gridOf = async (name: string) => (await app.db.select().from(grids).where(eq(grids.name, name)))[0]!
  const [mine, theirs] = [await gridOf('contest'), await gridOf('contestother')]
  await app.db.insert(messages).values([
    ...Array.from({ length: COUNT }, (_, i) => ({
      gridId: mine.id,
      ownerId: owner.id,
      body: bodyOf(i),
      authorLabel: 'Anonymous',
      favorite: i % 3 === 0,
      createdAt: new Date(Date.now() - i * 60_000),
    })),
    { gridId: mine.id, ownerId: owner.id, body: 'Save 100% on prints', authorLabel: 'Anonymous' },
    { gridId: mine.id, ownerId: owner.id, body: 'Save 1000 on prints', authorLabel: 'Anonymous' },
    { gridId: theirs.id, ownerId: other.id, body: 'Giveaway entry for someone else', authorLabel: 'Anonymous' },
  ])
})
afterAll(() => app.close())

const page = async (query: string) => (await owner.get(`/api/messages?${query}`)).json() as InboxPage

async function everyPage(query: string): Promise<InboxMessage[]> {
  const found: InboxMessage[] = []
  for (let number = 1; ; number++) {
    const answer = await page(`${query}&page=${number}`)
    found.push(...answer.messages)
    if (answer.isLastPage) return found
  }
}

describe('searching the inbox', () => {
  it('finds the messages containing the text, in any case, newest first, and counts them', async () => {
    const found = await everyPage('search=giveaway')
    const expected = Array.from({ length: COUNT }, (_, i) => i).filter(isEntry)
    expect(found.map(numberOf)).toEqual(expected)
    expect((await owner.get('/api/messages/total?search=giveaway')).json()).toEqual({ total: expected.length })
  })

  it('combines the search with the filters', async () => {
    const found = await everyPage('search=GiveAway&favorites=true')
    expect(found.map(numberOf)).toEqual(
      Array.from({ length: COUNT }, (_, i) => i).filter((i) => isEntry(i) && i % 3 === 0),
    )
    const lastHour = Array.from({ length: 60 }, (_, i) => i).filter(isEntry)
    expect((await page('search=giveaway&date=hour')).messages.map(numberOf)).toEqual(lastHour)
  })

  it('matches % and _ as themselves, not as patterns', async () => {
    expect((await page('search=100%25')).messages.map((message) => message.body)).toEqual(['Save 100% on prints'])
    expect((await page('search=number_1')).messages).toEqual([])
  })

  it('finds nothing of another owner’s, and treats an empty search as none', async () => {
    expect((await page('search=someone else')).messages).toEqual([])
    expect((await page('search=')).messages).toHaveLength(25)
  })

  it('refuses a search longer than 100 characters with 400', async () => {
    const res = await owner.get(`/api/messages?search=${'a'.repeat(101)}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBeTypeOf('string')
  })
})

const pick = async (query: string) =>
  ((await owner.get(`/api/messages/random?${query}`)).json() as { message: InboxMessage | null }).message

describe('the random pick among what the search finds', () => {
  // 50 entries: fewer than the sampler's probe of 64, chosen among outright.
  it('draws only messages containing the text, and several of them', async () => {
    const picked = new Set<number>()
    for (let i = 0; i < 30; i++) {
      const message = await pick('search=giveaway')
      expect(message?.body.toLowerCase()).toContain('giveaway')
      picked.add(numberOf(message!))
    }
    expect(picked.size).toBeGreaterThan(10)
  })

  // 150 plain messages: more than 64, so the pick samples buckets of the random key.
  it('keeps to the search when it samples buckets, and with the filters', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await pick('search=plain message'))?.body).toMatch(/^Plain message number \d+$/)
      const favorite = await pick('search=giveaway&favorites=true')
      expect(isEntry(numberOf(favorite!)) && numberOf(favorite!) % 3 === 0).toBe(true)
    }
  })

  it('answers null when nothing contains the text', async () => {
    expect(await pick('search=no such words')).toBeNull()
  })
})

// An inbox larger than a search walks (inbox-search.ts, ADR 0074): 3,000 messages, one in 100 a
// "rare entry", so that pages and the random pick come from the trigram index.
describe('a text too rare for the walk', () => {
  const BIG = 3000
  const isRare = (i: number) => i % 100 === 7
  let big: SignedUpUser

  beforeAll(async () => {
    big = await app.signUp('bigbox', { plan: 'pro' })
    const [grid] = await app.db.select().from(grids).where(eq(grids.name, 'bigbox'))
    await app.db.insert(messages).values(
      Array.from({ length: BIG }, (_, i) => ({
        gridId: grid!.id,
        ownerId: big.id,
        body: isRare(i) ? `Rare entry number ${i}` : `Filler message number ${i}`,
        authorLabel: 'Anonymous',
        favorite: i % 2 === 1,
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    )
  })

  async function bigPages(query: string): Promise<number[]> {
    const found: number[] = []
    for (let number = 1; ; number++) {
      const answer = (await big.get(`/api/messages?${query}&page=${number}`)).json() as InboxPage
      found.push(...answer.messages.map(numberOf))
      if (answer.isLastPage) return found
    }
  }

  it('finds every message containing it, newest first, alone and with the filters', async () => {
    const rare = Array.from({ length: BIG }, (_, i) => i).filter(isRare)
    expect(await bigPages('search=RARE entry')).toEqual(rare)
    expect(await bigPages('search=rare entry&favorites=true')).toEqual(rare.filter((i) => i % 2 === 1))
    expect(await bigPages('search=no such words')).toEqual([])
  })

  it('draws the random pick among the messages containing it only', async () => {
    const picked = new Set<number>()
    for (let i = 0; i < 20; i++) {
      const answer = (await big.get('/api/messages/random?search=rare entry')).json() as { message: InboxMessage }
      expect(answer.message.body).toMatch(/^Rare entry number \d+$/)
      picked.add(numberOf(answer.message))
    }
    expect(picked.size).toBeGreaterThan(5)
    const none = (await big.get('/api/messages/random?search=no such words')).json() as { message: null }
    expect(none.message).toBeNull()
  })
})

describe('Mark as winner', () => {
  it('makes the message a favorite with a Winner badge, which leaves with the star', async () => {
    const message = (await pick('search=giveaway'))!
    expect((await owner.post(`/api/messages/${message.id}/winner`)).statusCode).toBe(204)
    const marked = (await everyPage('favorites=true')).find((row) => row.id === message.id)
    expect(marked).toMatchObject({ favorite: true, winner: true })
    await owner.patch(`/api/messages/${message.id}`, { favorite: false })
    const unstarred = (await everyPage('search=number')).find((row) => row.id === message.id)
    expect(unstarred).toMatchObject({ favorite: false, winner: false })
  })
})
