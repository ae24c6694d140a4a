import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import { STALE_SAVE_MESSAGE } from '@domain/grid-content.js'
import type { StoredTile } from '@domain/grid.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'

let app: TestApp
let pro: SignedUpUser
let free: SignedUpUser

beforeAll(async () => {
  app = await buildTestApp()
  pro = await app.signUp('builder', { plan: 'pro' })
  free = await app.signUp('freebie')
})
afterAll(() => app.close())

const tile = (
  id: string,
  type: StoredTile['type'],
  data: Record<string, unknown>,
  at: Partial<StoredTile> = {},
): StoredTile => ({
  id,
  type,
  x: 0,
  y: 0,
  width: 2,
  height: 1,
  color: 'tile-gradient-blue',
  data,
  ...at,
})

async function load(user: SignedUpUser, name: string): Promise<GridContent> {
  return (await user.get(`/api/grids/${name}/content`)).json()
}

async function save(user: SignedUpUser, name: string, change: Partial<GridContent>) {
  const current = await load(user, name)
  const { version, tiles, mobileTiles, settings, theme } = { ...current, ...change }
  return user.put(`/api/grids/${name}/content`, { version, tiles, mobileTiles, settings, theme })
}

const errorOf = (res: { json: () => { error: { message: string } } }) => res.json().error.message

describe('saving a grid', () => {
  it('stores every tile type, normalises links and bumps the version', async () => {
    const tiles = [
      tile(
        'intro',
        'introduction',
        { firstName: 'Bo', lastName: 'Builder', email: 'bo@example.com', phone: '+48 123 456 789' },
        { width: 2, height: 2 },
      ),
      tile('pic', 'image', { image: '', alt: 'Me on a mountain' }, { x: 2, width: 1 }),
      tile('site', 'link', { links: [{ url: 'example.com/shop', icon: 'Shopify' }] }, { x: 3, width: 1 }),
      tile(
        'socials',
        'links-grid',
        { links: ['a.com', 'b.com', 'c.com', 'd.com'].map((url) => ({ url, icon: 'Other' })) },
        { x: 4, y: 0, width: 2, height: 2 },
      ),
      tile('note', 'text', { header: 'Hi', text: 'Line one\nLine two' }, { x: 2, y: 1, width: 2 }),
      tile('ask', 'message.me', { header: 'Ask me', allowAnonymous: false }, { x: 0, y: 2, width: 3, height: 2 }),
    ]
    const before = await load(pro, 'builder')
    const res = await save(pro, 'builder', { tiles, mobileTiles: [{ ...tiles[0]!, width: 3 }] })
    expect(res.statusCode).toBe(200)
    const saved = res.json() as GridContent
    expect(saved.version).toBe(before.version + 1)
    expect(saved.tiles.find((t) => t.id === 'site')?.data).toEqual({
      links: [{ url: 'https://example.com/shop', icon: 'Shopify' }],
    })
    expect(saved.tiles.find((t) => t.id === 'pic')?.data).toEqual({
      image: '',
      alt: 'Me on a mountain',
      caption: '',
      link: '',
    })
    expect(saved.mobileTiles).toEqual([expect.objectContaining({ id: 'intro', width: 3, data: saved.tiles[0]!.data })])
    const page = await app.inject({ method: 'GET', url: '/builder' })
    expect(page.body).toContain('Bo Builder')
    expect(page.body).toContain('href="mailto:bo@example.com"')
  })

  it.each([
    [
      'a javascript: link',
      [tile('bad', 'link', { links: [{ url: 'javascript:alert(1)', icon: 'Other' }] })],
      'Links must start with http://, https://, mailto: or tel:',
    ],
    [
      'a short link in a links grid',
      [
        tile(
          'g',
          'links-grid',
          { links: [{ url: 'ab', icon: 'Other' }, ...Array(3).fill({ url: 'abc.com', icon: 'Other' })] },
          { height: 2 },
        ),
      ],
      'Link must be at least 3 characters long',
    ],
    [
      'a links grid with 3 links',
      [tile('g', 'links-grid', { links: Array(3).fill({ url: 'abc.com', icon: 'Other' }) })],
      'A links grid holds exactly 4 links.',
    ],
    [
      'an unknown icon',
      [tile('l', 'link', { links: [{ url: 'abc.com', icon: 'MySpace' }] })],
      'Choose an icon for every link.',
    ],
    [
      'a 51-character first name',
      [tile('i', 'introduction', { firstName: 'x'.repeat(51) })],
      'First name can be at most 50 characters long.',
    ],
    [
      'a 2,001-character text',
      [tile('t', 'text', { text: 'x'.repeat(2001) })],
      'Text can be at most 2000 characters long.',
    ],
    ['a tile off the grid', [tile('t', 'text', {}, { x: 5, width: 2 })], 'Tile "t" does not fit on the 6-column grid.'],
    ['overlapping tiles', [tile('a', 'text', {}), tile('b', 'text', {}, { x: 1 })], 'Tiles "a" and "b" overlap.'],
    ['a one-cell message box', [tile('m', 'message.me', {}, { width: 1 })], 'Minimum width is 2'],
    [
      'an image from another scheme',
      [tile('p', 'image', { image: 'javascript:alert(1)' })],
      'This image address is not allowed.',
    ],
    [
      'an image that is an API path of the site',
      [tile('p', 'image', { image: '/api/account/me' })],
      'This image address is not allowed.',
    ],
    [
      'a portrait that is a page of the site',
      [tile('i', 'introduction', { image: '/home' })],
      'This image address is not allowed.',
    ],
    [
      'an image under /uploads/ that is not an upload',
      [tile('p', 'image', { image: '/uploads/tile_images/x/../../../api/account/me' })],
      'This image address is not allowed.',
    ],
    [
      'a remote image',
      [tile('p', 'image', { image: 'https://cdn.example.com/a.webp' })],
      'This image address is not allowed.',
    ],
    ['an unknown colour', [tile('c', 'text', {}, { color: 'tile-evil' })], 'This tile colour does not exist.'],
    [
      'an image linking to a script',
      [tile('p', 'image', { link: 'javascript:alert(1)' })],
      'Links must start with http://, https://, mailto: or tel:',
    ],
    [
      'an image linking to a data address',
      [tile('p', 'image', { link: 'data:text/html,<script>alert(1)</script>' })],
      'Links must start with http://, https://, mailto: or tel:',
    ],
    [
      'a 121-character image caption',
      [tile('p', 'image', { caption: 'x'.repeat(121) })],
      'Caption can be at most 120 characters long.',
    ],
  ])('refuses %s with a clear message', async (_case, tiles, message) => {
    const res = await save(pro, 'builder', { tiles, mobileTiles: [] })
    expect(res.statusCode).toBe(400)
    expect(errorOf(res)).toBe(message)
  })

  it("stores a link tile's optional label and shows it instead of the bare domain", async () => {
    const link = (label: string) =>
      tile('insta', 'link', { links: [{ url: 'instagram.com/builder', icon: 'Instagram' }], label }, { width: 1 })
    const tooLong = await save(pro, 'builder', { tiles: [link('@'.repeat(41))], mobileTiles: [] })
    expect(tooLong.statusCode).toBe(400)
    expect(errorOf(tooLong)).toBe('Label can be at most 40 characters long.')

    const res = await save(pro, 'builder', { tiles: [link('@builder')], mobileTiles: [] })
    expect(res.statusCode).toBe(200)
    expect((res.json() as GridContent).tiles[0]?.data.label).toBe('@builder')
    const page = await app.inject({ method: 'GET', url: '/builder' })
    expect(page.body).toContain('<span class="host">@builder</span>')
  })

  it("stores an image tile's caption and link, and the page shows the caption on a photo that leads there, counted", async () => {
    const picture = tile('pic', 'image', { caption: 'My kiln at dawn', link: 'shop.example.com/kiln' }, { width: 1 })
    const res = await save(pro, 'builder', { tiles: [picture], mobileTiles: [] })
    expect(res.statusCode).toBe(200)
    expect((res.json() as GridContent).tiles[0]?.data).toMatchObject({
      caption: 'My kiln at dawn',
      link: 'https://shop.example.com/kiln',
    })
    const page = (await app.inject({ method: 'GET', url: '/builder' })).body
    expect(page).toMatch(
      /<a class="t-image-link" href="https:\/\/shop\.example\.com\/kiln" target="_blank" rel="noopener noreferrer" ping="[^"]+pic[^"]*"><span class="t-image"><span class="t-image-caption" dir="auto">My kiln at dawn<\/span><\/span>/,
    )
  })

  it('refuses a mobile layout that places a tile not on the grid', async () => {
    const res = await save(pro, 'builder', { tiles: [], mobileTiles: [tile('ghost', 'text', {})] })
    expect(errorOf(res)).toBe('The mobile layout has a tile that is not on the grid.')
  })

  it('refuses an unknown theme and malformed bodies', async () => {
    expect(errorOf(await save(pro, 'builder', { theme: 'neon-dreams' }))).toBe('This theme does not exist.')
    expect((await pro.put('/api/grids/builder/content', { tiles: 'nope' })).statusCode).toBe(400)
    expect(
      (
        await pro.put('/api/grids/builder/content', {
          version: 1,
          tiles: [{ id: '<x>', type: 'text' }],
          mobileTiles: [],
          settings: {},
          theme: 'light',
        })
      ).statusCode,
    ).toBe(400)
  })

  it('refuses a save based on an older version with 409 and keeps the newer one', async () => {
    const base = await load(pro, 'builder')
    const first = await pro.put('/api/grids/builder/content', { ...base, theme: 'dark' })
    expect(first.statusCode).toBe(200)
    const stale = await pro.put('/api/grids/builder/content', { ...base, theme: 'cupcake' })
    expect(stale.statusCode).toBe(409)
    expect(errorOf(stale)).toBe(STALE_SAVE_MESSAGE)
    expect((await load(pro, 'builder')).theme).toBe('dark')
  })

  it('answers 404 for another user’s grid, reading or writing', async () => {
    const content = await load(pro, 'builder')
    expect((await free.get('/api/grids/builder/content')).statusCode).toBe(404)
    expect((await free.put('/api/grids/builder/content', content)).statusCode).toBe(404)
  })

  it('stores hostile text as text and renders it inert', async () => {
    const hostile = '<script>alert(1)</script>\u202Egnp.exe ' + 'w'.repeat(10_000).slice(0, 1900)
    const res = await save(pro, 'builder', {
      tiles: [tile('t', 'text', { header: '<img src=x onerror=alert(1)>', text: hostile })],
      mobileTiles: [],
    })
    expect(res.statusCode).toBe(200)
    const page = await app.inject({ method: 'GET', url: '/builder' })
    expect(page.body).not.toContain('<script>alert(1)')
    expect(page.body).not.toContain('<img src=x')
    expect(page.body).toContain('&lt;script&gt;')
  })
})

describe('the free plan', () => {
  it.each([
    ['a message box', { tiles: [tile('m', 'message.me', {})] }, PLAN_MESSAGES.proTile],
    [
      'a links grid',
      { tiles: [tile('g', 'links-grid', { links: Array(4).fill({ url: 'abc.com', icon: 'Other' }) }, { height: 2 })] },
      PLAN_MESSAGES.proTile,
    ],
    ['a premium theme', { theme: 'synthwave' }, PLAN_MESSAGES.proTheme],
    ['another font', { settings: { fontId: 3, grainEffect: 0.01, showLogo: true } }, PLAN_MESSAGES.proFeature],
    ['grain', { settings: { fontId: 0, grainEffect: 0.4, showLogo: true } }, PLAN_MESSAGES.proFeature],
    ['a hidden logo', { settings: { fontId: 0, grainEffect: 0.01, showLogo: false } }, PLAN_MESSAGES.proFeature],
  ])('refuses %s with 403 and the exact message', async (_case, change, message) => {
    const res = await save(free, 'freebie', { mobileTiles: [], ...change } as Partial<GridContent>)
    expect(res.statusCode).toBe(403)
    expect(errorOf(res)).toBe(message)
  })

  it('allows free components, themes and settings', async () => {
    const res = await save(free, 'freebie', {
      theme: 'dark',
      tiles: [tile('t', 'text', { header: 'Free and happy' })],
      mobileTiles: [],
    })
    expect(res.statusCode).toBe(200)
  })
})
