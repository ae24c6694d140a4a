import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { grids, profiles, users } from '@server/db/schema.js'
import { DEMO_TILES } from '@server/services/demo.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { onlyOn, testDriver } from '../helpers/database.js'
import { insertUserWithGrid } from '../helpers/seed.js'
import { introTile } from '../helpers/tiles.js'

// What an instance remembers of public pages and sessions (ADR 0007, 0014), seen from outside:
// a write drops only what it concerns, and every kind of change still shows to the next visitor.

const messageBox = DEMO_TILES.find((tile) => tile.id === 'ask')!

const visit = (app: TestApp, name: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/${name}`, headers })

async function saveContent(owner: SignedUpUser, change: (content: Record<string, unknown>) => Record<string, unknown>) {
  const content = (await owner.get(`/api/grids/${owner.username}/content`)).json() as Record<string, unknown>
  const { version, tiles, mobileTiles, settings, theme } = content
  const saved = await owner.put(
    `/api/grids/${owner.username}/content`,
    change({ version, tiles, mobileTiles, settings, theme }),
  )
  expect(saved.statusCode, saved.body).toBe(200)
}

/** Saves, sends a message, signs someone out: the everyday writes of other people. */
async function othersWrite(app: TestApp, writer: SignedUpUser, leaver: SignedUpUser) {
  await saveContent(writer, (content) => ({ ...content, tiles: [introTile('Busy'), messageBox], mobileTiles: [] }))
  const sent = await app
    .client()
    .post(`/api/grids/${writer.username}/messages`, { tileId: 'ask', message: 'Hello from a visitor' })
  expect(sent.statusCode, sent.body).toBe(201)
  expect((await leaver.post('/api/account/logout')).statusCode).toBeLessThan(300)
}

/** Database reads and session checks made while `look` runs. */
async function readsDuring(app: TestApp, look: () => Promise<void>) {
  const selects = vi.spyOn(app.db, 'select')
  const sessionChecks = vi.spyOn(app.auth.api, 'getSession')
  try {
    await look()
    return { selects: selects.mock.calls.length, sessionChecks: sessionChecks.mock.calls.length }
  } finally {
    selects.mockRestore()
    sessionChecks.mockRestore()
  }
}

/** Instances of one installation share their secret, so that a cookie holds on either. */
const SHARED_ENV = { AUTH_SECRET: 'a-secret-both-instances-share-0123456789' }

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp(SHARED_ENV)
})
afterAll(() => app.close())

describe('one instance', () => {
  it("keeps another grid's page and another user's session across others' writes", async () => {
    await insertUserWithGrid(app.db, { username: 'quiet', active: true })
    const reader = await app.signUp('reader')
    const writer = await app.signUp('busy', { plan: 'pro' })
    const leaver = await app.signUp('leaver')
    expect((await visit(app, 'quiet')).statusCode).toBe(200)
    expect((await reader.get('/api/account/me')).statusCode).toBe(200)

    await othersWrite(app, writer, leaver)

    const reads = await readsDuring(app, async () => {
      expect((await visit(app, 'quiet')).statusCode).toBe(200)
      expect((await reader.get('/api/account/me')).json().username).toBe('reader')
    })
    expect(reads).toEqual({ selects: 0, sessionChecks: 0 })
  })

  it('shows every change made through the API to the next visitor at once', async () => {
    const owner = await app.signUp('changing', { plan: 'pro' })
    await owner.post('/api/grids', { name: 'second-page' })
    expect((await owner.patch('/api/grids/second-page', { active: true })).statusCode).toBe(200)
    expect((await visit(app, 'changing')).statusCode).toBe(200)
    expect((await visit(app, 'second-page')).statusCode).toBe(200)

    await saveContent(owner, (content) => ({ ...content, tiles: [introTile('Tilly')], mobileTiles: [] }))
    expect((await visit(app, 'changing')).body).toContain('Tilly')
    await saveContent(owner, (content) => ({ ...content, theme: 'dark' }))
    expect((await visit(app, 'changing')).body).toContain('color-scheme:dark')
    await saveContent(owner, (content) => ({
      ...content,
      settings: { ...(content.settings as object), showLogo: false },
    }))
    expect((await visit(app, 'changing')).body).not.toContain('created with')
    expect((await owner.patch('/api/grids/changing', { active: false })).statusCode).toBe(200)
    expect((await visit(app, 'changing')).statusCode).toBe(404)
    expect((await owner.delete('/api/grids/second-page')).statusCode).toBe(204)
    expect((await visit(app, 'second-page')).statusCode).toBe(404)

    const cookie = owner.cookie
    expect((await owner.post('/api/account/logout')).statusCode).toBeLessThan(300)
    const replay = await app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })
    expect(replay.statusCode).toBe(401)
  })

  it("answers a visitor's message and click without waiting to hear announcements: they make none", async () => {
    const owner = await app.signUp('quiet_inbox', { plan: 'pro' })
    await saveContent(owner, (content) => ({ ...content, tiles: [introTile('Ask me'), messageBox], mobileTiles: [] }))
    const [grid] = await app.db.select({ id: grids.id }).from(grids).where(eq(grids.name, 'quiet_inbox'))
    const heard: string[] = []
    const stopListening = await app.database.listen('tessera_changes', {
      onNotify: (announcement) => heard.push(announcement.split(':')[0]!),
      onLost: () => heard.push('lost'),
      onRestored: () => {},
    })
    try {
      const visitor = app.client()
      const sent = await visitor.post('/api/grids/quiet_inbox/messages', { tileId: 'ask', message: 'Sent with JS' })
      expect(sent.statusCode, sent.body).toBe(201)
      const posted = await visitor.request('POST', '/quiet_inbox/messages', 'tileId=ask&message=Sent+without+JS', {
        'content-type': 'application/x-www-form-urlencoded',
      })
      expect(posted.statusCode, posted.body).toBe(303)
      const clicked = await visitor.request('POST', `/api/analytics/clicks/${grid!.id}/ask`, 'PING', {
        'content-type': 'text/ping',
      })
      expect(clicked.statusCode).toBe(204)
      // Announcements arrive in commit order: once the owner's save is heard, all before it were.
      await saveContent(owner, (content) => ({ ...content, theme: 'dark' }))
      await expect.poll(() => heard).toContain('grid')
    } finally {
      await stopListening()
    }
    // On Postgres, a write's answer waits for its instance's own marker (ADR 0014): the save's only.
    expect(heard).toEqual(testDriver === 'postgres' ? ['grid', 'caught-up'] : ['grid'])
  })

  it('gives the owner the editor at the address visitors get the remembered page from', async () => {
    const owner = await app.signUp('own_page')
    expect((await visit(app, 'own_page')).body).toContain('<h2>own_page</h2>')
    expect((await visit(app, 'own_page')).body).toContain('<h2>own_page</h2>')
    const mine = await owner.get('/own_page')
    expect(mine.statusCode).toBe(200)
    expect(mine.body).not.toContain('<h2>own_page</h2>')
    expect(mine.body).toContain('<div id="root">')
  })

  it('answers from memory with the same headers as the first, rendered answer', async () => {
    await insertUserWithGrid(app.db, { username: 'headers', active: true })
    const shape = (res: Awaited<ReturnType<typeof visit>>) =>
      Object.entries(res.headers).filter(([name]) => name !== 'date' && name !== 'x-request-id')
    for (const name of ['headers', 'no-such-page']) {
      const rendered = await visit(app, name, { 'accept-encoding': 'gzip' })
      const remembered = await visit(app, name, { 'accept-encoding': 'gzip' })
      expect(shape(remembered)).toEqual(shape(rendered))
      expect(remembered.rawPayload.equals(rendered.rawPayload)).toBe(true)
      expect(remembered.headers['x-request-id']).toMatch(/^[\w-]{12}-[0-9a-z]+$/)
      expect(remembered.headers['x-request-id']).not.toBe(rendered.headers['x-request-id'])
    }
    const landing = await app.inject({ method: 'GET', url: '/' })
    expect(shape(await app.inject({ method: 'GET', url: '/' }))).toEqual(shape(landing))
    expect(landing.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('honours q-values when choosing the encoding: br;q=0 gets no brotli', async () => {
    await insertUserWithGrid(app.db, { username: 'encoded', active: true })
    for (let i = 0; i < 2; i++) {
      const noBrotli = await visit(app, 'encoded', { 'accept-encoding': 'br;q=0, gzip' })
      expect(noBrotli.headers['content-encoding']).toBe('gzip')
      const neither = await visit(app, 'encoded', { 'accept-encoding': 'br;q=0, gzip;q=0' })
      expect(neither.headers['content-encoding']).toBeUndefined()
      expect(neither.body).toContain('<h2>encoded</h2>')
      const preferred = await visit(app, 'encoded', { 'accept-encoding': 'gzip;q=1, br;q=0.5' })
      expect(preferred.headers['content-encoding']).toBe('gzip')
      const either = await visit(app, 'encoded', { 'accept-encoding': 'gzip, deflate, br, zstd' })
      expect(either.headers['content-encoding']).toBe('br')
      const landing = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br;q=0, gzip' } })
      expect(landing.headers['content-encoding']).toBe('gzip')
    }
  })

  it('dates a page by its data, not by when the process started', async () => {
    await insertUserWithGrid(app.db, { username: 'dated-by-data', active: true })
    const changedAt = new Date('2020-03-04T05:06:07Z')
    await app.db.update(grids).set({ updatedAt: changedAt }).where(eq(grids.name, 'dated-by-data'))
    await expect
      .poll(async () => (await visit(app, 'dated-by-data')).headers['last-modified'])
      .toBe(changedAt.toUTCString())
  })
})

describe('two instances on one database', onlyOn('postgres'), () => {
  let other: TestApp
  beforeAll(async () => {
    other = await buildTestApp(SHARED_ENV, { sameDatabaseAs: app })
  })
  afterAll(() => other.close())

  it("keep another grid's page and another user's session across writes made on the other", async () => {
    await insertUserWithGrid(app.db, { username: 'calm', active: true })
    const reader = await app.signUp('far_reader')
    const writer = await app.signUp('far_writer', { plan: 'pro' })
    const leaver = await app.signUp('far_leaver')
    const readerThere = other.client()
    readerThere.cookie = reader.cookie
    expect((await visit(other, 'calm')).statusCode).toBe(200)
    expect((await readerThere.get('/api/account/me')).statusCode).toBe(200)

    await othersWrite(app, writer, leaver)
    // Announcements arrive in commit order: once the other instance shows the last write, it has
    // heard all of them.
    const leaverThere = await other.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: leaver.cookie },
    })
    expect(leaverThere.statusCode).toBe(401)
    await expect.poll(async () => (await visit(other, 'far_writer')).body).toContain('Busy')

    const reads = await readsDuring(other, async () => {
      expect((await visit(other, 'calm')).statusCode).toBe(200)
      expect((await readerThere.get('/api/account/me')).json().username).toBe('far_reader')
    })
    expect(reads).toEqual({ selects: 0, sessionChecks: 0 })
  })

  it('show every kind of change made on one to the next visitor of the other', async () => {
    const owner = await app.signUp('travelling')
    const onOther = other.client()
    onOther.cookie = owner.cookie
    const seenThere = async () => visit(other, 'travelling')
    expect((await seenThere()).statusCode).toBe(200)

    await saveContent(owner, (content) => ({ ...content, tiles: [introTile('Tessa')], mobileTiles: [] }))
    await expect.poll(async () => (await seenThere()).body).toContain('Tessa')
    await saveContent(owner, (content) => ({ ...content, theme: 'dark' }))
    await expect.poll(async () => (await seenThere()).body).toContain('color-scheme:dark')
    await app.db.update(profiles).set({ plan: 'pro' }).where(eq(profiles.userId, owner.id))
    await saveContent(owner, (content) => ({
      ...content,
      settings: { ...(content.settings as object), showLogo: false },
    }))
    await expect.poll(async () => (await seenThere()).body).not.toContain('created with')
    await app.db.update(profiles).set({ plan: 'free' }).where(eq(profiles.userId, owner.id))
    await expect.poll(async () => (await seenThere()).body).toContain('created with')

    expect((await owner.patch('/api/grids/travelling', { active: false })).statusCode).toBe(200)
    await expect.poll(async () => (await seenThere()).statusCode).toBe(404)
    expect((await owner.patch('/api/grids/travelling', { active: true })).statusCode).toBe(200)
    await expect.poll(async () => (await seenThere()).statusCode).toBe(200)

    await app.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, owner.id))
    await expect.poll(async () => (await seenThere()).statusCode).toBe(404)
    await app.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.userId, owner.id))
    await expect.poll(async () => (await seenThere()).statusCode).toBe(200)

    expect((await onOther.get('/api/account/me')).statusCode).toBe(200)
    expect((await owner.post('/api/account/logout')).statusCode).toBeLessThan(300)
    await expect.poll(async () => (await onOther.get('/api/account/me')).statusCode).toBe(401)

    await app.db.delete(users).where(eq(users.id, owner.id))
    await expect.poll(async () => (await seenThere()).statusCode).toBe(404)
  })

  it('send the same Last-Modified and ETag for the same page', async () => {
    await insertUserWithGrid(app.db, { username: 'agreed', active: true })
    const here = await visit(app, 'agreed')
    const there = await visit(other, 'agreed')
    expect(there.headers['last-modified']).toBe(here.headers['last-modified'])
    expect(there.headers.etag).toBe(here.headers.etag)
  })
})
