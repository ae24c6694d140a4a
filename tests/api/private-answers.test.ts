import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'

// Answers about a signed-in user must not be kept by a browser or a shared cache.
let app: TestApp
let owner: SignedUpUser
beforeAll(async () => {
  app = await buildTestApp()
  owner = await app.signUp('keeper', { plan: 'pro' })
})
afterAll(() => app?.close())

describe('Cache-Control on private answers', () => {
  it('is no-store on every signed-in API answer', async () => {
    const answers = {
      me: await owner.get('/api/account/me'),
      grids: await owner.get('/api/grids'),
      content: await owner.get(`/api/grids/${owner.username}/content`),
      inbox: await owner.get('/api/messages'),
      random: await owner.get('/api/messages/random'),
      subscription: await owner.get('/api/billing/subscription'),
      export: await owner.get('/api/account/export'),
      newGrid: await owner.post('/api/grids', { name: 'keeper-shop' }),
    }
    for (const [what, res] of Object.entries(answers)) {
      expect(res.statusCode, what).toBeLessThan(300)
      expect(res.headers['cache-control'], what).toBe('no-store')
    }
  })

  it('is no-store on API refusals and on answers to visitors', async () => {
    const visitor = app.client()
    for (const res of [await visitor.get('/api/grids'), await visitor.get('/api/nothing-here')]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.headers['cache-control']).toBe('no-store')
    }
  })

  it('leaves the policy a route chose for itself', async () => {
    const sitemap = await owner.get('/sitemap.xml')
    expect(sitemap.statusCode).toBe(200)
    expect(sitemap.headers['cache-control']).toMatch(/^public/)
    const page = await owner.get(`/${owner.username}`)
    expect(page.headers['cache-control']).not.toBe('no-store')
  })
})
