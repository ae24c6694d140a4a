import { Writable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grids, sessions } from '@server/db/schema.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { onlyOn, openTestDatabase } from '../helpers/database.js'
import { startPostgresProxy, type PostgresProxy } from '../helpers/postgres-proxy.js'

const HEARTBEAT = { intervalMs: 200, timeoutMs: 400 }

describe('/api/health', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app?.close())

  it('says ok when all is well', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })
})

describe('a listening connection whose network goes silent', onlyOn('postgres'), () => {
  let proxy: PostgresProxy
  let app: TestApp
  let user: SignedUpUser
  let log = ''

  beforeAll(async () => {
    proxy = await startPostgresProxy({
      host: '127.0.0.1',
      port: Number(new URL(process.env.TEST_DATABASE_URL!).port || 5432),
    })
    const database = await openTestDatabase({ host: proxy.host, heartbeat: HEARTBEAT })
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString()
        done()
      },
    })
    app = await buildTestApp({}, { database, logger: { level: 'info', stream: sink } })
    user = await app.signUp('quiet', { plan: 'pro' })
  })
  afterAll(async () => {
    await app?.close()
    await proxy?.close()
  })

  const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).json()
  const pageTitle = async () => {
    const res = await app.inject({ method: 'GET', url: '/quiet' })
    return res.statusCode
  }

  it('is noticed by the heartbeat: every remembered session and page dropped, logged, reported, then heard again', async () => {
    expect(await health()).toEqual({ status: 'ok' })
    // Remembered by this instance: the session, and the page's state.
    expect((await user.get('/api/account/me')).statusCode).toBe(200)
    expect(await pageTitle()).toBe(200)

    proxy.blackholeListeners()
    // Signed out and the page taken down by another process: the announcements go into the void.
    await app.db.delete(sessions).where(eq(sessions.userId, user.id))
    await app.db.update(grids).set({ active: false }).where(eq(grids.name, 'quiet'))

    // Within the heartbeat's deadline the instance stops believing what it remembers.
    await expect.poll(async () => (await user.get('/api/account/me')).statusCode, { timeout: 5000 }).toBe(401)
    expect(await pageTitle()).toBe(404)
    const degraded = await health()
    expect(degraded).toMatchObject({ status: 'degraded', problems: { listener: { state: 'reconnecting' } } })
    expect(degraded.problems.listener.detail).toMatch(/heartbeat/)
    expect(log).toContain('not hearing database announcements')

    proxy.restore()
    await expect.poll(health, { timeout: 10_000 }).toEqual({ status: 'ok' })
    expect(log).toContain('hearing database announcements again')

    // Announcements arrive again: a page remembered now follows a change made elsewhere.
    await app.db.update(grids).set({ active: true }).where(eq(grids.name, 'quiet'))
    await expect.poll(pageTitle).toBe(200)
    await app.db.execute(sql`update grids set active = false where name = 'quiet'`)
    await expect.poll(pageTitle, { timeout: 2000 }).toBe(404)
  })
})
