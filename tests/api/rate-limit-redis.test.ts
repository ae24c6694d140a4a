import { randomUUID } from 'node:crypto'
import { createConnection } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/app.js'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL)
  const socket = createConnection({ host: hostname, port: Number(port || 6379) })
  socket.once('connect', () => resolve(true)).once('error', () => resolve(false))
  setTimeout(() => resolve(false), 1000)
  socket.unref()
})

const apps: TestApp[] = []
afterAll(async () => {
  for (const app of apps) await app.close()
})

describe.runIf(redisAnswers)('rate limits shared through Redis', { timeout: 180_000 }, () => {
  it('counts attempts made on two instances together', async () => {
    const [first, second] = await Promise.all([buildTestApp({ REDIS_URL }), buildTestApp({ REDIS_URL })])
    apps.push(first!, second!)
    const email = `${randomUUID()}@example.com`
    const attempt = (app: TestApp) => app.client().post('/api/account/login', { email, password: 'Wrong#2024' })
    const codes = []
    for (let i = 0; i < 10; i++) codes.push((await attempt(i % 2 === 0 ? first! : second!)).statusCode)
    expect(codes.every((code) => code === 401)).toBe(true)
    expect((await attempt(second!)).statusCode).toBe(429)
  })
})
