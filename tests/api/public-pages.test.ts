import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { onlyOn } from '../helpers/database.js'
import { insertUserWithGrid } from '../helpers/seed.js'
import { introTile } from '../helpers/tiles.js'
import { selectRows } from '@server/db/client.js'
import { grids, profiles } from '@server/db/schema.js'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
  await insertUserWithGrid(app.db, { username: 'alice', active: true })
  await insertUserWithGrid(app.db, { username: 'hidden', active: false })
})
afterAll(() => app.close())

const visitorSees = (name: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/${name}`, headers })

const listenerQuery = `from pg_stat_activity where datname = current_database() and query ilike 'listen %'`
const listenerCount = async () =>
  Number((await selectRows<{ n: string }>(app.db, sql.raw(`select count(*) as n ${listenerQuery}`)))[0]!.n)
const terminateListeners = () => app.db.execute(sql.raw(`select pg_terminate_backend(pid) ${listenerQuery}`))

describe('GET /', () => {
  it('renders the landing page on the server with sign-up and sign-in links', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toMatch(/^<!doctype html>/)
    expect(res.body).toContain('Tessera')
    expect(res.body).toContain('action="/register"')
    expect(res.body).toContain('href="/login"')
  })
})

describe('GET /{name}', () => {
  it('renders an active grid as a complete HTML document', async () => {
    const res = await app.inject({ method: 'GET', url: '/alice' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/)
    expect(res.body).toContain('<h2>alice</h2>')
  })

  it('matches the name case-insensitively', async () => {
    const res = await app.inject({ method: 'GET', url: '/ALICE' })
    expect(res.statusCode).toBe(200)
  })

  it('ignores the query string', async () => {
    const plain = await app.inject({ method: 'GET', url: '/alice' })
    const tracked = await app.inject({ method: 'GET', url: '/alice?utm_source=bio&fbclid=123' })
    expect(tracked.statusCode).toBe(200)
    expect(tracked.body).toBe(plain.body)
  })

  it('answers an unknown name with the designed 404 page', async () => {
    const res = await app.inject({ method: 'GET', url: '/no-such-grid' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('This page is not here')
  })

  it('answers an inactive grid with the 404 page', async () => {
    const res = await app.inject({ method: 'GET', url: '/hidden' })
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('This page is not here')
  })

  it('answers a deeper unknown path with the 404 page', async () => {
    const res = await app.inject({ method: 'GET', url: '/alice/photos/1' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
  })

  it('renders hostile names inert', async () => {
    const res = await app.inject({ method: 'GET', url: '/%3Cscript%3Ealert(1)%3C%2Fscript%3E' })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('<script>')
  })
})

describe('caching', () => {
  it('answers a matching ETag with 304 and no body', async () => {
    const first = await app.inject({ method: 'GET', url: '/alice' })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    const again = await app.inject({ method: 'GET', url: '/alice', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const weakAmongOthers = `"other", W/${etag}`
    expect((await visitorSees('alice', { 'if-none-match': weakAmongOthers })).statusCode).toBe(304)
  })

  it('answers If-Modified-Since with 304 until the page changes, a new plan included', async () => {
    const { userId } = await insertUserWithGrid(app.db, { username: 'dated', active: true })
    const lastModified = String((await visitorSees('dated')).headers['last-modified'])
    expect(new Date(lastModified).getTime()).not.toBeNaN()
    expect((await visitorSees('dated', { 'if-modified-since': lastModified })).statusCode).toBe(304)
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString()
    expect((await visitorSees('dated', { 'if-modified-since': earlier })).statusCode).toBe(200)

    await new Promise((resolve) => setTimeout(resolve, 1100))
    await app.db.update(profiles).set({ plan: 'pro' }).where(eq(profiles.userId, userId))
    await expect
      .poll(async () => (await visitorSees('dated', { 'if-modified-since': lastModified })).statusCode)
      .toBe(200)
  })

  it('serves brotli and gzip, and says the answer varies with them', async () => {
    const br = await app.inject({ method: 'GET', url: '/alice', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    const gzip = await app.inject({ method: 'GET', url: '/alice', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(String(gzip.headers.vary)).toContain('accept-encoding')
  })

  // Writes below go straight to the database, as another instance or the CLI would make them: the
  // triggers announce them, and on Postgres the announcement arrives a moment after the commit.

  it('renders again after a write to the grid', async () => {
    const before = await visitorSees('alice')
    await app.db
      .update(grids)
      .set({ tiles: [introTile('Alicia')], updatedAt: new Date(Date.now() + 1000) })
      .where(eq(grids.name, 'alice'))
    await expect.poll(async () => (await visitorSees('alice')).body).toContain('Alicia')
    expect((await visitorSees('alice')).headers.etag).not.toBe(before.headers.etag)
  })

  it('stops showing the page when the owner is suspended', async () => {
    await insertUserWithGrid(app.db, { username: 'soon-gone', active: true })
    expect((await visitorSees('soon-gone')).statusCode).toBe(200)
    await app.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.username, 'soon-gone'))
    await expect.poll(async () => (await visitorSees('soon-gone')).statusCode).toBe(404)
  })

  it('shows a grid created after its name was asked for', async () => {
    expect((await visitorSees('late-comer')).statusCode).toBe(404)
    await insertUserWithGrid(app.db, { username: 'late-comer', active: true })
    await expect.poll(async () => (await visitorSees('late-comer')).statusCode).toBe(200)
  })

  it('answers from memory: a page seen once costs no database read', async () => {
    await visitorSees('alice')
    const reads = vi.spyOn(app.db, 'select')
    for (let i = 0; i < 20; i++) expect((await visitorSees('alice')).statusCode).toBe(200)
    expect(reads).not.toHaveBeenCalled()
    reads.mockRestore()
  })

  it('keeps pages current while it cannot hear announcements', onlyOn('postgres'), async () => {
    await visitorSees('alice')
    await terminateListeners()
    await app.db
      .update(grids)
      .set({ tiles: [introTile('Deaf')], updatedAt: new Date(Date.now() + 2000) })
      .where(eq(grids.name, 'alice'))
    await expect.poll(async () => (await visitorSees('alice')).body).toContain('Deaf')
    // Listening again after a reconnection, announcements work as before.
    await expect.poll(() => listenerCount(), { timeout: 5000 }).toBe(1)
    await visitorSees('alice')
    await app.db
      .update(grids)
      .set({ tiles: [introTile('Heard')], updatedAt: new Date(Date.now() + 3000) })
      .where(eq(grids.name, 'alice'))
    await expect.poll(async () => (await visitorSees('alice')).body).toContain('Heard')
  })
})

describe('writes through the API', () => {
  it('show to the next visitor at once: tiles, settings, theme and activation', async () => {
    const owner = await app.signUp('writer', { plan: 'pro' })
    const etagNow = async () => {
      const page = await visitorSees('writer')
      expect(page.statusCode).toBe(200)
      return String(page.headers.etag)
    }
    const saveContent = async (change: (content: Record<string, unknown>) => Record<string, unknown>) => {
      const content = (await owner.get('/api/grids/writer/content')).json() as Record<string, unknown>
      const { version, tiles, mobileTiles, settings, theme } = content
      const saved = await owner.put(
        '/api/grids/writer/content',
        change({ version, tiles, mobileTiles, settings, theme }),
      )
      expect(saved.statusCode, saved.body).toBe(200)
    }

    const seen = [await etagNow()]
    await saveContent((content) => ({ ...content, tiles: [introTile('Wendy')], mobileTiles: [] }))
    expect((await visitorSees('writer')).body).toContain('Wendy')
    seen.push(await etagNow())
    await saveContent((content) => ({ ...content, theme: 'dark' }))
    seen.push(await etagNow())
    await saveContent((content) => ({
      ...content,
      settings: { ...(content.settings as object), showLogo: false },
    }))
    expect((await visitorSees('writer')).body).not.toContain('created with')
    seen.push(await etagNow())
    expect(new Set(seen).size).toBe(seen.length)

    expect((await owner.patch('/api/grids/writer', { active: false })).statusCode).toBe(200)
    expect((await visitorSees('writer')).statusCode).toBe(404)
    expect((await owner.patch('/api/grids/writer', { active: true })).statusCode).toBe(200)
    expect((await visitorSees('writer')).statusCode).toBe(200)
  })
})

describe('the plan decides the look', () => {
  it('shows the logo and drops the premium theme of a free owner, keeping what is stored', async () => {
    const { userId } = await insertUserWithGrid(app.db, { username: 'styled', active: true })
    await app.db
      .update(grids)
      .set({ theme: 'synthwave', settings: { grainEffect: 0.5, fontId: 3, showLogo: false } })
      .where(eq(grids.name, 'styled'))
    const free = await app.inject({ method: 'GET', url: '/styled' })
    expect(free.body).toContain('created with')
    expect(free.body).not.toContain('Freeman')
    await app.db.update(profiles).set({ plan: 'pro' }).where(eq(profiles.userId, userId))
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/styled' })).body).toContain('Freeman')
    expect((await app.inject({ method: 'GET', url: '/styled' })).body).not.toContain('created with')
  })
})
