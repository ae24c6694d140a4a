import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../helpers/app.js'

// A visitor who chose "As user" in a page's message box without a session (ADR 0069).
let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
  await app.signUp('maya')
})
afterAll(() => app.close())

/** Registers from a browser of its own, with `next` as the sign-up screen sends it. */
async function register(username: string, next?: string): Promise<TestClient> {
  const browser = app.client()
  const res = await browser.post('/api/account/register', {
    email: `${username}@example.com`,
    username,
    password: TEST_PASSWORD,
    repeatPassword: TEST_PASSWORD,
    ...(next === undefined ? {} : { next }),
  })
  expect(res.statusCode).toBe(201)
  return browser
}

const mailedLink = async (username: string) =>
  new URL(await app.mailbox.linkFrom(`${username}@example.com`, /Verify your email/))

/** Signs up with `next` and follows the mailed link in the same browser, which it signs in. */
async function visitorSignedUp(username: string, next = '/maya'): Promise<TestClient> {
  const browser = await register(username, next)
  const link = await mailedLink(username)
  const verified = await browser.get(link.pathname + link.search)
  expect(verified.headers.location).toBe(next)
  return browser
}

/** How far ahead the clock went for the last sitemap: each look goes a minute further. */
let sitemapClock = 0

async function inSitemap(name: string): Promise<boolean> {
  // The sitemap is rebuilt at most once a minute.
  sitemapClock += 61_000
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    vi.setSystemTime(Date.now() + sitemapClock)
    return (await app.client().get('/sitemap.xml')).body.includes(`/${name}<`)
  } finally {
    vi.useRealTimers()
  }
}

const pageStatus = async (name: string) => (await app.client().get(`/${name}`)).statusCode

async function ownGrid(owner: TestClient, name: string) {
  const grids = (await owner.get('/api/grids')).json() as { name: string; active: boolean; dormant: boolean }[]
  return grids.find((grid) => grid.name === name)
}

describe('the return path through sign-up and verification', () => {
  it('rides in the verification link, which brings the new account back to the page it wrote from', async () => {
    const browser = await register('reader', '/maya')
    const link = await mailedLink('reader')
    expect(link.searchParams.get('next')).toBe('/maya')
    const verified = await browser.get(link.pathname + link.search)
    expect(verified.statusCode).toBe(302)
    expect(verified.headers.location).toBe('/maya')
    expect((await browser.get('/api/account/me')).json().username).toBe('reader')
  })

  it('is refused when it leaves the site: the link carries none and the account is a creator’s', async () => {
    for (const [username, next] of [
      ['farout', '//evil.example/maya'],
      ['absolute', 'https://evil.example/maya'],
      ['slashed', '/\\evil.example/maya'],
    ] as const) {
      const browser = await register(username, next)
      const link = await mailedLink(username)
      expect(link.searchParams.has('next')).toBe(false)
      expect((await browser.get(link.pathname + link.search)).headers.location).toBe('/home')
      expect(await ownGrid(browser, username)).toMatchObject({ active: true, dormant: false })
    }
  })

  it('is kept by a resent verification link, and dropped from it when it leaves the site', async () => {
    await register('resender', '/maya')
    const resend = (next: string) =>
      app.client().post('/api/account/resend-verification', { email: 'resender@example.com', next })
    expect((await resend('/maya?from=box')).statusCode).toBe(202)
    await expect
      .poll(async () => (await mailedLink('resender')).searchParams.get('next'), { timeout: 5000 })
      .toBe('/maya?from=box')
    const before = app.mailbox.received.length
    expect((await resend('https://evil.example/maya')).statusCode).toBe(202)
    await expect.poll(() => app.mailbox.received.length, { timeout: 5000 }).toBe(before + 1)
    expect((await mailedLink('resender')).searchParams.has('next')).toBe(false)
  })
})

describe('a page that came with an account made to write', () => {
  it('answers 404 and stays out of the sitemap until its owner turns it on', async () => {
    const fan = await visitorSignedUp('fan')
    expect(await ownGrid(fan, 'fan')).toMatchObject({ active: false, dormant: true })
    expect(await pageStatus('fan')).toBe(404)
    expect((await app.client().get('/og/fan.png')).statusCode).toBe(404)
    expect(await inSitemap('fan')).toBe(false)

    const turnedOn = await fan.patch('/api/grids/fan', { active: true })
    expect(turnedOn.statusCode).toBe(200)
    expect(turnedOn.json()).toMatchObject({ active: true, dormant: false })
    await expect.poll(() => pageStatus('fan')).toBe(200)
    expect(await inSitemap('fan')).toBe(true)
  })

  it('goes public when its owner publishes an edit, and not when they only keep a draft', async () => {
    const writer = await visitorSignedUp('writer')
    const content = (await writer.get('/api/grids/writer/content')).json()
    const edit = { version: content.version, tiles: content.tiles, mobileTiles: content.mobileTiles, theme: 'dark' }
    const drafted = await writer.put('/api/grids/writer/draft', { ...edit, settings: content.settings })
    expect(drafted.statusCode).toBe(200)
    expect(await pageStatus('writer')).toBe(404)

    const published = await writer.put('/api/grids/writer/content', {
      ...edit,
      version: drafted.json().version,
      settings: content.settings,
    })
    expect(published.statusCode).toBe(200)
    expect(published.json().active).toBe(true)
    await expect.poll(() => pageStatus('writer')).toBe(200)
    expect(await ownGrid(writer, 'writer')).toMatchObject({ active: true, dormant: false })
    expect(await inSitemap('writer')).toBe(true)
  })

  it('stays off when edited after its owner turned it off themselves', async () => {
    const quiet = await visitorSignedUp('quiet')
    expect((await quiet.patch('/api/grids/quiet', { active: false })).json()).toMatchObject({
      active: false,
      dormant: false,
    })
    const content = (await quiet.get('/api/grids/quiet/content')).json()
    const published = await quiet.put('/api/grids/quiet/content', { ...content, theme: 'dark' })
    expect(published.statusCode).toBe(200)
    expect(published.json().active).toBe(false)
    expect(await pageStatus('quiet')).toBe(404)
  })

  it('is not made for a creator’s sign-up, with or without a return path to an app screen', async () => {
    for (const [username, next] of [
      ['creator', undefined],
      ['returning', '/messages'],
    ] as const) {
      const browser = await register(username, next)
      const link = await mailedLink(username)
      await browser.get(link.pathname + link.search)
      expect(await ownGrid(browser, username)).toMatchObject({ active: true, dormant: false })
      await expect.poll(() => pageStatus(username)).toBe(200)
    }
  })
})
