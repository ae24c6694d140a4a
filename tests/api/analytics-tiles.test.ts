import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import type { StoredTile } from '@domain/grid.js'
import { grids } from '@server/db/schema.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { introTile } from '../helpers/tiles.js'

// The heatmap's side of the analytics (ADR 0071): clicks per layout the visitor saw, tiles named
// by their titles, one tile's clicks per day, and campaign tags on the page's links.

let clock = Date.parse('2026-09-10T10:00:00Z')

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

const linkTile = (id: string, x: number, data: Record<string, unknown>): StoredTile => ({
  id,
  type: 'link',
  x,
  y: 0,
  width: 1,
  height: 1,
  color: 'tile-solid-slate',
  data,
})

const TILES: StoredTile[] = [
  introTile('Cora'),
  linkTile('shop', 2, { links: [{ url: 'https://ceramics.example/shop', icon: 'Other' }], label: 'Shop ceramics' }),
  linkTile('studio', 3, { links: [{ url: 'https://studio.example/', icon: 'Other' }] }),
  linkTile('tagged', 4, {
    links: [{ url: 'https://ceramics.example/sale?colour=blue&size', icon: 'Other' }],
    label: 'Sale',
    campaignTags: true,
  }),
  linkTile('own-tags', 5, {
    links: [{ url: 'https://ceramics.example/?utm_source=newsletter', icon: 'Other' }],
    campaignTags: true,
  }),
]

/** The same tiles on the phone's 3 columns: the links beside and below the introduction. */
const PHONE_PLACES: Record<string, { x: number; y: number }> = {
  shop: { x: 2, y: 0 },
  studio: { x: 2, y: 1 },
  tagged: { x: 0, y: 2 },
  'own-tags': { x: 1, y: 2 },
}
const onPhone = (tiles: StoredTile[]) => tiles.map((tile) => ({ ...tile, ...PHONE_PLACES[tile.id] }))

let app: TestApp
let cora: SignedUpUser
let dan: SignedUpUser
let gridId = ''

async function saveTiles(owner: SignedUpUser, name: string, tiles: StoredTile[]) {
  const { version, settings, theme } = (await owner.get(`/api/grids/${name}/content`)).json() as GridContent
  const saved = await owner.put(`/api/grids/${name}/content`, {
    version,
    tiles,
    mobileTiles: onPhone(tiles),
    settings,
    theme,
  })
  expect(saved.statusCode, saved.body).toBe(200)
  expect((await owner.patch(`/api/grids/${name}`, { active: true })).statusCode).toBe(200)
}

let address = 0
/** A click from a visitor of its own: a beacon naming the layout, or a bare ping (no JavaScript). */
function click(tileId: string, layout?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/analytics/clicks/${gridId}/${tileId}${layout === undefined ? '' : `?layout=${layout}`}`,
    remoteAddress: `192.0.2.${++address}`,
    headers: { 'user-agent': CHROME, 'content-type': 'text/ping' },
    payload: 'PING',
  })
}

async function get(owner: SignedUpUser, path: string) {
  await app.analytics.flush()
  const res = await owner.get(path)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

beforeAll(async () => {
  app = await buildTestApp({}, { now: () => clock })
  cora = await app.signUp('cora', { plan: 'pro' })
  dan = await app.signUp('dan')
  await saveTiles(cora, 'cora', TILES)
  gridId = (await app.db.select({ id: grids.id }).from(grids).where(eq(grids.name, 'cora')))[0]!.id
}, 180_000)
afterAll(() => app.close())

describe('clicks per layout', () => {
  it("counts a beacon under the layout the page's script saw and a ping without it as unknown", async () => {
    for (const layout of ['desktop', 'desktop', 'desktop', 'phone', undefined]) {
      expect((await click('shop', layout)).statusCode).toBe(204)
    }
    expect((await click('studio', 'phone')).statusCode).toBe(204)
    const figures = await get(cora, '/api/grids/cora/analytics?days=7&tz=UTC')
    expect(figures.tiles).toEqual([
      { tileId: 'shop', clicks: 5, byLayout: { desktop: 3, phone: 1, unknown: 1 } },
      { tileId: 'studio', clicks: 1, byLayout: { desktop: 0, phone: 1, unknown: 0 } },
    ])
    expect(figures.clicks).toBe(6)
  })

  it('refuses a layout it does not know with 400', async () => {
    const res = await click('shop', 'tablet')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION_FAILED')
  })
})

describe("GET /api/grids/{name}/analytics/tiles/{tileId}: one tile's clicks per day", () => {
  it('names the tile by the title its creator gave it and gives its clicks per local day, days without any included', async () => {
    clock = Date.parse('2026-09-12T23:30:00Z')
    await click('shop', 'desktop')
    await click('shop')
    await click('studio', 'phone')
    const series = await get(cora, '/api/grids/cora/analytics/tiles/shop?days=4&tz=UTC')
    expect(series).toEqual({
      tileId: 'shop',
      name: 'Shop ceramics',
      clicks: 7,
      daily: [
        { date: '2026-09-09', clicks: 0 },
        { date: '2026-09-10', clicks: 5 },
        { date: '2026-09-11', clicks: 0 },
        { date: '2026-09-12', clicks: 2 },
      ],
    })
    // In Tokyo (UTC+9) it is already the 13th: each UTC day's clicks go to the local day holding its noon.
    const tokyo = await get(cora, '/api/grids/cora/analytics/tiles/shop?days=2&tz=Asia/Tokyo')
    expect(tokyo.daily).toEqual([
      { date: '2026-09-12', clicks: 2 },
      { date: '2026-09-13', clicks: 0 },
    ])
  })

  it('names a link without a title by its host', async () => {
    expect((await get(cora, '/api/grids/cora/analytics/tiles/studio?days=7&tz=UTC')).name).toBe('studio.example')
  })

  it('answers a tile the grid does not have with 404, another owner with 404 and a Free owner with 403', async () => {
    const missing = await cora.get('/api/grids/cora/analytics/tiles/nothing?days=7')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toEqual({ code: 'TILE_NOT_FOUND', message: 'That tile is not on the grid.' })
    expect((await dan.get('/api/grids/cora/analytics/tiles/shop?days=7')).statusCode).toBe(404)
    const free = await dan.get('/api/grids/dan/analytics/tiles/shop?days=7')
    expect(free.statusCode).toBe(403)
    expect(free.json().error.code).toBe('PRO_FEATURE')
    expect((await cora.get('/api/grids/cora/analytics/tiles/shop?days=7&tz=Mars/Olympus')).statusCode).toBe(400)
    expect((await app.client().get('/api/grids/cora/analytics/tiles/shop')).statusCode).toBe(401)
  })
})

describe('campaign tags', () => {
  it("appends utm_source, utm_medium and utm_campaign to a link marked for them, after the link's own parameters", async () => {
    const page = await app.inject({ method: 'GET', url: '/cora', headers: { 'user-agent': CHROME } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(
      'href="https://ceramics.example/sale?colour=blue&amp;size&amp;utm_source=tessera&amp;utm_medium=bio&amp;utm_campaign=cora"',
    )
    // Not marked: as typed.
    expect(page.body).toContain('href="https://ceramics.example/shop"')
  })

  it('leaves a link that already carries utm parameters as the creator tagged it', async () => {
    const page = await app.inject({ method: 'GET', url: '/cora', headers: { 'user-agent': CHROME } })
    expect(page.body).toContain('href="https://ceramics.example/?utm_source=newsletter"')
    expect(page.body).not.toContain('utm_source=newsletter&amp;')
  })

  it('stores the choice with the tile and refuses anything but true or false', async () => {
    const content = (await cora.get('/api/grids/cora/content')).json() as GridContent
    expect(content.tiles.find((tile) => tile.id === 'tagged')!.data.campaignTags).toBe(true)
    const { version, settings, theme } = content
    const broken = TILES.map((tile) =>
      tile.id === 'tagged' ? { ...tile, data: { ...tile.data, campaignTags: 'yes' } } : tile,
    )
    const res = await cora.put('/api/grids/cora/content', {
      version,
      tiles: broken,
      mobileTiles: onPhone(broken),
      settings,
      theme,
    })
    expect(res.statusCode).toBe(400)
  })
})
