import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_MESSAGES } from '@domain/account.js'
import { APP_SCREENS } from '@domain/app-routes.js'
import { grids, uploads, users } from '@server/db/schema.js'
import { purgeUnverifiedAccounts, sweepUnusedUploads } from '@server/services/cleanup.js'
import { buildTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../helpers/app.js'
import { imageTile } from '../helpers/tiles.js'
import { multipartBody, solidImage } from '../fixtures/images.js'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const DAY_MS = 24 * 60 * 60 * 1000

/** Registers through the API without following the verification mail. */
async function registerUnverified(username: string) {
  const res = await app.client().post('/api/account/register', {
    email: `${username}@example.com`,
    username,
    password: TEST_PASSWORD,
    repeatPassword: TEST_PASSWORD,
  })
  expect(res.statusCode).toBe(201)
}

const available = async (name: string) =>
  (await app.client().get(`/api/names/${name}/availability`)).json().available as boolean

async function signedUpDaysAgo(emails: string[], days: number) {
  await app.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(inArray(users.email, emails))
}

describe('an unverified sign-up', () => {
  it('has no public page, no share image, no message form and no place in the sitemap until verified', async () => {
    await registerUnverified('ursula')
    expect((await app.client().get('/ursula')).statusCode).toBe(404)
    expect((await app.client().get('/og/ursula.png')).statusCode).toBe(404)
    expect((await app.client().post('/ursula/messages', { tileId: 'x', body: 'hello there' })).statusCode).toBe(404)
    expect((await app.client().get('/sitemap.xml')).body).not.toContain('/ursula<')

    const link = new URL(await app.mailbox.linkFrom('ursula@example.com', /Verify your email/))
    await app.client().get(link.pathname + link.search)
    await expect.poll(async () => (await app.client().get('/ursula')).statusCode).toBe(200)
    // The sitemap is rebuilt at most once a minute.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 61_000)
      expect((await app.client().get('/sitemap.xml')).body).toContain('/ursula<')
    } finally {
      vi.useRealTimers()
    }
  })

  it('is deleted after 7 days, freeing its name; younger and verified accounts stay', async () => {
    await registerUnverified('squatter')
    await registerUnverified('newcomer')
    const veteran = await app.signUp('veteran')
    await signedUpDaysAgo(['squatter@example.com', 'veteran@example.com'], 8)
    await signedUpDaysAgo(['newcomer@example.com'], 6)
    expect(await available('squatter')).toBe(false)

    // Two instances at once: the advisory lock lets one do the work, the other does nothing.
    const passes = await Promise.all([
      purgeUnverifiedAccounts(app.db, app.storage),
      purgeUnverifiedAccounts(app.db, app.storage),
    ])
    expect(passes.reduce<number>((sum, count) => sum + (count ?? 0), 0)).toBe(1)

    expect(await available('squatter')).toBe(true)
    expect(await available('newcomer')).toBe(false)
    expect((await veteran.get('/api/account/me')).statusCode).toBe(200)
    const again = await app.client().post('/api/account/register', {
      email: 'rightful@example.com',
      username: 'squatter',
      password: TEST_PASSWORD,
      repeatPassword: TEST_PASSWORD,
    })
    expect(again.statusCode).toBe(201)
  })
})

describe('reserved names', () => {
  it.each(['admin', 'support', 'tessera', 'api', 'help', 'www', 'mail', 'status', 'blog', 'login', 'reset-password'])(
    '%s is never available',
    async (name) => {
      expect(await available(name)).toBe(false)
    },
  )

  it('refuses them as a username and as a grid name', async () => {
    const res = await app.client().post('/api/account/register', {
      email: 'boss@example.com',
      username: 'admin',
      password: TEST_PASSWORD,
      repeatPassword: TEST_PASSWORD,
    })
    expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.usernameNotAvailable)
    const pro = await app.signUp('builder', { plan: 'pro' })
    expect((await pro.post('/api/grids', { name: 'support' })).statusCode).toBeGreaterThanOrEqual(400)
  })

  it('serves the app shell at every screen of the client router, and public pages elsewhere', async () => {
    const shell = await app.client().get('/login')
    for (const path of Object.values(APP_SCREENS)) {
      const res = await app.client().get(`/${path}`)
      expect({ path, status: res.statusCode, body: res.body }).toEqual({
        path,
        status: shell.statusCode,
        body: shell.body,
      })
    }
    expect((await app.client().get('/nobody-here')).statusCode).toBe(404)
  })
})

describe('the sweep of unused uploads', () => {
  async function upload(user: TestClient) {
    const body = await multipartBody([
      ['bucket', 'tile_images'],
      ['file', { data: await solidImage(40, 30, 'png'), filename: 'p.png', type: 'image/png' }],
    ])
    const res = await user.post('/api/uploads', body.payload, body.headers)
    expect(res.statusCode).toBe(201)
    return res.json().url as string
  }

  it('deletes uploads no grid of the owner shows after 24 hours, rows and files', async () => {
    const owner = await app.signUp('painter', { plan: 'pro' })
    const [shown, shownOnMobile, abandoned, recent] = [
      await upload(owner),
      await upload(owner),
      await upload(owner),
      await upload(owner),
    ]
    await app.db
      .update(grids)
      .set({ tiles: [imageTile('a', shown!)], mobileTiles: [imageTile('b', shownOnMobile!)] })
      .where(eq(grids.name, 'painter'))
    const keyOf = (url: string) => url.replace(/^\/uploads\//, '')
    await app.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(inArray(uploads.key, [shown!, shownOnMobile!, abandoned!].map(keyOf)))

    const passes = await Promise.all([sweepUnusedUploads(app.db, app.storage), sweepUnusedUploads(app.db, app.storage)])
    expect(passes.reduce<number>((sum, count) => sum + (count ?? 0), 0)).toBe(1)

    expect((await app.client().get(abandoned!)).statusCode).toBe(404)
    expect(await app.storage.exists(keyOf(abandoned!))).toBe(false)
    for (const kept of [shown!, shownOnMobile!, recent!]) {
      expect((await app.client().get(kept)).statusCode).toBe(200)
      expect(await app.storage.exists(keyOf(kept))).toBe(true)
    }
  })
})
