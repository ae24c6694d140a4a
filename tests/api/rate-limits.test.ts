import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grids } from '@server/db/schema.js'
import { buildTestApp, TEST_PASSWORD, type SignedUpUser, type TestApp, type TestClient } from '../helpers/app.js'
import { askTile } from '../helpers/tiles.js'

let app: TestApp
let owner: SignedUpUser

/** An active grid of the owner's with a message tile `ask`. */
async function messageGrid(name: string, gridOwner = owner) {
  if (name !== gridOwner.username) expect((await gridOwner.post('/api/grids', { name })).statusCode).toBe(201)
  await app.db
    .update(grids)
    .set({ tiles: [askTile], mobileTiles: [askTile], active: true })
    .where(eq(grids.name, name))
}

let sent = 0
const send = (client: TestClient, grid: string, tileId = 'ask') =>
  client.post(`/api/grids/${grid}/messages`, { tileId, message: `Hello number ${++sent}` })

const codesOf = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
  const codes = []
  for (const request of requests) codes.push((await request()).statusCode)
  return codes
}
const times = <T>(count: number, make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index))

beforeAll(async () => {
  app = await buildTestApp()
  owner = await app.signUp('owner', { plan: 'pro' })
  await messageGrid('owner')
}, 120_000)
afterAll(() => app.close())

describe('a flood of made-up keys', () => {
  // The real stores keep 20,000 keys per limit; a store of 10 shows the same eviction with a small flood.
  let small: TestApp
  let attacker: TestClient
  let victim: SignedUpUser

  beforeAll(async () => {
    small = await buildTestApp({}, { keysPerLimit: 10 })
    victim = await small.signUp('victim', { plan: 'pro' })
    await small.db
      .update(grids)
      .set({ tiles: [askTile], mobileTiles: [askTile] })
      .where(eq(grids.name, 'victim'))
    attacker = small.client()
    expect(await codesOf(times(6, () => () => send(attacker, 'victim')))).toEqual([201, 201, 201, 201, 201, 429])
    const guesses = await codesOf(
      times(11, (i) => () => attacker.post('/api/account/login', { email: victim.email, password: `Guess#${i}xx` })),
    )
    expect(guesses.at(-1)).toBe(429)
  }, 120_000)
  afterAll(() => small.close())

  it('does not count posts to made-up grid names', async () => {
    const madeUp = await codesOf(times(20, (i) => () => send(attacker, `made-up-${i}`)))
    expect(madeUp.every((code) => code === 404)).toBe(true)
    expect((await send(small.client(), 'victim')).statusCode).toBe(201)
  })

  it('does not reset the per-address message limit of a real grid', async () => {
    const senders = times(15, (i) => small.client(`2001:db8:${i.toString(16)}::1`))
    expect(new Set(await codesOf(senders.map((sender) => () => send(sender, 'victim'))))).toEqual(new Set([201]))
    expect((await send(attacker, 'victim')).statusCode).toBe(429)
  })

  it("does not reset an account's sign-in lockout", async () => {
    const junk = await codesOf(
      times(
        15,
        (i) => () =>
          small.client().post('/api/account/login', { email: `nobody${i}@example.com`, password: 'Junk#2024x' }),
      ),
    )
    expect(new Set(junk)).toEqual(new Set([401]))
    const res = await attacker.post('/api/account/login', { email: victim.email, password: TEST_PASSWORD })
    expect(res.statusCode).toBe(429)
  }, 120_000)
})

describe('message limits', () => {
  it('counts one address across all grids: 20 messages in 10 minutes', async () => {
    const names = ['second', 'third', 'fourth', 'fifth']
    for (const name of names) await messageGrid(name)
    const visitor = app.client()
    const spread = await codesOf(names.flatMap((name) => times(5, () => () => send(visitor, name))))
    expect(spread.every((code) => code === 201)).toBe(true)
    const next = await send(visitor, 'owner')
    expect(next.statusCode).toBe(429)
    expect(next.json().error.code).toBe('TOO_MANY_REQUESTS')
  })

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const first = app.client('2001:db8:7:1::1')
    const second = app.client('2001:db8:7:1:ffff:ffff:ffff:fffe')
    const codes = await codesOf([
      ...times(3, () => () => send(first, 'owner')),
      ...times(3, () => () => send(second, 'owner')),
    ])
    expect(codes).toEqual([201, 201, 201, 201, 201, 429])
    expect((await send(app.client('2001:db8:7:2::1'), 'owner')).statusCode).toBe(201)
  })

  it('answers the no-JS form with the limit in the tile, counted with the JSON posts', async () => {
    const visitor = app.client()
    for (let i = 0; i < 5; i++) expect((await send(visitor, 'owner')).statusCode).toBe(201)
    const form = await app.inject({
      method: 'POST',
      url: '/owner/messages',
      remoteAddress: visitor.remoteAddress,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tileId=ask&message=One+more+please',
    })
    expect(form.statusCode).toBe(429)
    expect(form.body).toContain('Too many attempts. Please wait a moment and try again.')
  })
})

describe("a grid's hourly count", () => {
  beforeAll(async () => {
    await messageGrid('busy', await app.signUp('busy', { plan: 'pro' }))
  }, 30_000)

  it('does not count posts to tiles that do not exist', async () => {
    const fakes = await codesOf(times(210, (i) => () => send(app.client(), 'busy', `no-such-tile-${i}`)))
    expect(fakes.every((code) => code === 404)).toBe(true)
    expect((await send(app.client(), 'busy')).statusCode).toBe(201)
  })

  it('past 200 messages an hour, lets each address send one more per 10 minutes instead of closing', async () => {
    const senders = times(40, () => app.client())
    const first200 = await codesOf(senders.flatMap((sender) => times(5, () => () => send(sender, 'busy'))))
    expect(first200.every((code) => code === 201)).toBe(true)
    const latecomer = app.client()
    expect(await codesOf([() => send(latecomer, 'busy'), () => send(latecomer, 'busy')])).toEqual([201, 429])
    expect((await send(app.client(), 'busy')).statusCode).toBe(201)
  }, 120_000)
})

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp
  beforeAll(async () => {
    proxied = await buildTestApp({ TRUST_PROXY: '1' })
  }, 120_000)
  afterAll(() => proxied.close())

  it('counts the address the proxy saw, whatever the client wrote in X-Forwarded-For', async () => {
    const codes = await codesOf(
      times(
        21,
        (i) => () =>
          proxied.inject({
            method: 'POST',
            url: '/api/account/forgot-password',
            remoteAddress: '10.0.0.2',
            headers: { origin: 'http://localhost:3000', 'x-forwarded-for': `192.0.2.${i}, 198.51.100.7` },
            payload: { email: `someone${i}@example.com` },
          }),
      ),
    )
    expect(codes.slice(0, 20).every((code) => code === 202)).toBe(true)
    expect(codes[20]).toBe(429)
  })
})
