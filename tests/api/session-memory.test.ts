import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { profiles, sessions, users } from '@server/db/schema.js'
import { buildTestApp, type TestApp } from '../helpers/app.js'

// An instance remembers verified sessions (ADR 0007). These changes are made straight in the
// database, as another instance or the CLI would make them; on Postgres they are announced a
// moment after the commit, hence the polls.
let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('remembered sessions', () => {
  it('answer a known session without asking better-auth again', async () => {
    const user = await app.signUp('steady')
    expect((await user.get('/api/account/me')).statusCode).toBe(200)
    const lookups = vi.spyOn(app.auth.api, 'getSession')
    for (let i = 0; i < 5; i++) expect((await user.get('/api/account/me')).json().username).toBe('steady')
    expect(lookups).not.toHaveBeenCalled()
    lookups.mockRestore()
  })

  it('are refused once the session is deleted elsewhere', async () => {
    const user = await app.signUp('revoked')
    expect((await user.get('/api/account/me')).statusCode).toBe(200)
    await app.db.delete(sessions).where(eq(sessions.userId, user.id))
    await expect.poll(async () => (await user.get('/api/account/me')).statusCode).toBe(401)
  })

  it('see a plan change made elsewhere', async () => {
    const user = await app.signUp('upgraded', { plan: 'pro' })
    expect((await user.get('/api/messages')).statusCode).toBe(200)
    await app.db.update(profiles).set({ plan: 'free' }).where(eq(profiles.userId, user.id))
    await expect.poll(async () => (await user.get('/api/messages')).statusCode).toBe(403)
  })

  it('see an account change made elsewhere', async () => {
    const user = await app.signUp('renamed')
    expect((await user.get('/api/account/me')).json().email).toBe('renamed@example.com')
    await app.db.update(users).set({ email: 'new-address@example.com' }).where(eq(users.id, user.id))
    await expect.poll(async () => (await user.get('/api/account/me')).json().email).toBe('new-address@example.com')
  })

  it('end at once with signing out on this instance', async () => {
    const user = await app.signUp('leaving')
    const cookie = user.cookie
    expect((await user.get('/api/account/me')).statusCode).toBe(200)
    expect((await user.post('/api/account/logout')).statusCode).toBeLessThan(300)
    const replay = await app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })
    expect(replay.statusCode).toBe(401)
  })

  it('let better-auth see a session again once it is due to be extended', async () => {
    const user = await app.signUp('sliding')
    expect((await user.get('/api/account/me')).statusCode).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000)
    const lookups = vi.spyOn(app.auth.api, 'getSession')
    try {
      const res = await user.get('/api/account/me')
      expect(res.statusCode).toBe(200)
      expect(lookups).toHaveBeenCalledOnce()
      expect(String(res.headers['set-cookie'])).toContain('session_token')
    } finally {
      lookups.mockRestore()
      vi.useRealTimers()
    }
  })
})
