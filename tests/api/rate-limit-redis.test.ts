import { randomUUID } from 'node:crypto'
import { createConnection, createServer } from 'node:net'
import { Writable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { VIEWS_PER_CLIENT_HOUR } from '@server/analytics/plugin.js'
import { selectRows } from '@server/db/client.js'
import { grids } from '@server/db/schema.js'
import { createAccount } from '@server/services/accounts.js'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../helpers/app.js'
import { skipBecause } from '../helpers/skip.js'
import { askTile } from '../helpers/tiles.js'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
/** This file's own namespace in the shared Redis. */
const REDIS_PREFIX = `test-${randomUUID().slice(0, 8)}:`

const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL)
  const socket = createConnection({ host: hostname, port: Number(port || 6379) })
  socket.once('connect', () => resolve(true)).once('error', () => resolve(false))
  setTimeout(() => resolve(false), 1000)
  socket.unref()
})

/** A port on which nothing listens: what a Redis that is down looks like. */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

const apps: TestApp[] = []
afterAll(async () => {
  for (const app of apps) await app.close()
})

describe('rate limits shared through Redis', { timeout: 180_000 }, () => {
  let first: TestApp
  let second: TestApp
  beforeEach((context) => {
    if (!redisAnswers) skipBecause(context, `nothing answered at ${REDIS_URL} within a second`)
  })
  beforeAll(async () => {
    if (!redisAnswers) return
    ;[first, second] = await Promise.all([
      buildTestApp({ REDIS_URL, REDIS_PREFIX }),
      buildTestApp({ REDIS_URL, REDIS_PREFIX }),
    ])
    apps.push(first, second)
  }, 120_000)

  it('counts attempts made on two instances together', async () => {
    const email = `${randomUUID()}@example.com`
    const client = first.client()
    const attempt = (app: TestApp) =>
      app.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress: client.remoteAddress,
        headers: { origin: 'http://localhost:3000' },
        payload: { email, password: 'Wrong#2024' },
      })
    const codes = []
    for (let i = 0; i < 10; i++) codes.push((await attempt(i % 2 === 0 ? first : second)).statusCode)
    expect(codes.every((code) => code === 401)).toBe(true)
    expect((await attempt(second)).statusCode).toBe(429)
  })

  it("counts a client's views of a grid in Redis, and no more than its hourly allowance", async () => {
    await createAccount(first.db, first.auth, {
      email: 'viewed@example.com',
      username: 'viewed',
      password: TEST_PASSWORD,
      verified: true,
    })
    const [grid] = await first.db.update(grids).set({ active: true }).where(eq(grids.name, 'viewed')).returning()
    for (let i = 0; i < VIEWS_PER_CLIENT_HOUR + 10; i++) {
      await first.inject({
        method: 'GET',
        url: '/viewed',
        remoteAddress: '203.0.113.9',
        headers: { 'user-agent': `Mozilla/5.0 (X11; Linux x86_64) Firefox/${100 + i}.0` },
      })
    }
    await first.analytics.flush()
    const [day] = await selectRows<{ views: number }>(
      first.db,
      sql`select (select sum(n) from unnest(views) as n)::int as views from analytics_days where grid_id = ${grid!.id}`,
    )
    expect(day!.views).toBe(VIEWS_PER_CLIENT_HOUR)
    const redis = new Redis(REDIS_URL)
    try {
      expect(await redis.keys(`${REDIS_PREFIX}limit:analytics-views:${grid!.id}|203.0.113.9|*`)).toHaveLength(1)
    } finally {
      redis.disconnect()
    }
  })

  it('keeps every key under REDIS_PREFIX', async () => {
    const redis = new Redis(REDIS_URL)
    try {
      const ours = await redis.keys(`${REDIS_PREFIX}*`)
      expect(ours.length).toBeGreaterThan(0)
      expect(ours.every((key) => key.startsWith(`${REDIS_PREFIX}limit:`))).toBe(true)
    } finally {
      redis.disconnect()
    }
  })

  it('reports {"status":"ok"} while Redis answers', async () => {
    const res = await first.inject({ method: 'GET', url: '/api/health' })
    expect(res.json()).toEqual({ status: 'ok' })
  })
})

describe('Redis configured but down', { timeout: 180_000 }, () => {
  let app: TestApp
  const logLines: { level: number; msg: string }[] = []
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line))
      done()
    },
  })
  beforeAll(async () => {
    app = await buildTestApp(
      { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, REDIS_PREFIX },
      { logger: { level: 'info', stream: log } },
    )
    apps.push(app)
  }, 120_000)

  it('refuses sign-in at once with a clear 503', async () => {
    const started = Date.now()
    const res = await app.client().post('/api/account/login', { email: 'someone@example.com', password: 'Secret#2024' })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(res.statusCode).toBe(503)
    expect(res.json().error).toEqual({
      code: 'LIMITS_UNAVAILABLE',
      message: 'This is unavailable for a moment. Please try again in a minute.',
    })
  })

  it('refuses password reset requests with 503', async () => {
    const res = await app.client().post('/api/account/forgot-password', { email: 'someone@example.com' })
    expect(res.statusCode).toBe(503)
  })

  it('still takes messages, at once', async () => {
    // Signing up would sign in, which is refused while Redis is down: the operator's way instead.
    await createAccount(app.db, app.auth, {
      email: 'owner@example.com',
      username: 'owner',
      password: TEST_PASSWORD,
      verified: true,
      plan: 'pro',
    })
    await app.db
      .update(grids)
      .set({ tiles: [askTile], mobileTiles: [askTile] })
      .where(eq(grids.name, 'owner'))
    const started = Date.now()
    const res = await app.client().post('/api/grids/owner/messages', { tileId: 'ask', message: 'Still here?' })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(res.statusCode).toBe(201)
  })

  it('reports the degraded state in /api/health', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'degraded', problems: { redis: { state: 'unreachable' } } })
    expect(res.json().problems.redis.detail).toMatch(/ECONNREFUSED/)
  })

  it('says so in the log once, not once per request', async () => {
    for (let i = 0; i < 5; i++)
      await app.client().post('/api/account/login', { email: 'a@example.com', password: 'Secret#2024' })
    const outages = logLines.filter((line) => line.msg.startsWith('Redis is unreachable'))
    expect(outages).toHaveLength(1)
    expect(outages[0]!.level).toBe(50)
  })
})
