import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toDraft, withEveryTileOnPhone } from '@domain/editor-model.js'
import type { GridContent } from '@domain/grid-content.js'
import { MAX_ROWS, MAX_TILES, type StoredTile } from '@domain/grid.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'

// Rows that grow (ADR 0056): what the API keeps, refuses and serves.
let app: TestApp
let owner: SignedUpUser

beforeAll(async () => {
  app = await buildTestApp()
  owner = await app.signUp('grower', { plan: 'pro' })
  expect((await owner.patch('/api/grids/grower', { active: true })).statusCode).toBe(200)
})
afterAll(() => app.close())

const link = (id: string, x: number, y: number, width = 1, height = 1): StoredTile => ({
  id,
  type: 'link',
  x,
  y,
  width,
  height,
  color: 'tile-gradient-blue',
  data: { links: [{ url: `https://example.com/${id}`, icon: 'Other' }], label: `Link ${id}` },
})

const load = async (): Promise<GridContent> => (await owner.get('/api/grids/grower/content')).json()

async function put(path: 'content' | 'draft', change: Partial<GridContent>) {
  const { version, tiles, mobileTiles, settings, theme } = { ...(await load()), ...change }
  return owner.put(`/api/grids/grower/${path}`, { version, tiles, mobileTiles, settings, theme })
}

const errorOf = (res: { json: () => { error: { message: string } } }) => res.json().error.message

describe('a page that grows', () => {
  it('keeps a grid of the first screen (6 x 4, 3 x 5) as it is: loading it changes nothing', async () => {
    const tiles = [link('a', 0, 0, 2, 2), link('b', 5, 3)]
    const mobileTiles = [link('a', 0, 0, 3, 2), link('b', 2, 4)]
    expect((await put('content', { tiles, mobileTiles })).statusCode).toBe(200)
    const first = await load()
    const again = await load()
    expect(again).toEqual(first)
    expect(first.draft).toBeNull()
    expect(first.tiles.map(({ x, y, width, height }) => [x, y, width, height])).toEqual([
      [0, 0, 2, 2],
      [5, 3, 1, 1],
    ])
    // Its page draws the same rows as before: none below the first screen.
    const html = (await app.client().get('/grower')).body
    expect(html).toContain('.p-b{grid-area:4/6/span 1/span 1}')
    expect(html).toContain('.p-b{grid-area:5/3/span 1/span 1}')
  })

  it('round-trips a grid of 12 rows on both layouts, and draws every row on the page', async () => {
    const tiles = Array.from({ length: 12 }, (_, row) => link(`r${row}`, row % 6, row))
    const mobileTiles = tiles.map((tile, row) => ({ ...tile, x: row % 3, y: row }))
    const saved = await put('content', { tiles, mobileTiles })
    expect(saved.statusCode, saved.body).toBe(200)
    const content = await load()
    expect(content.tiles.map(({ id, x, y }) => [id, x, y])).toEqual(tiles.map(({ id, x, y }) => [id, x, y]))
    expect(content.mobileTiles.map(({ id, x, y }) => [id, x, y])).toEqual(mobileTiles.map(({ id, x, y }) => [id, x, y]))
    const html = (await app.client().get('/grower')).body
    expect(html).toContain('.p-r11{grid-area:12/6/span 1/span 1}')
    expect(html).toContain('.p-r11{grid-area:12/3/span 1/span 1}')
  })

  it('refuses a tile below row 60 and more than 200 tiles with a 400 that names the limit, saving nothing', async () => {
    const before = await load()
    const low = await put('content', { tiles: [link('low', 0, MAX_ROWS - 1, 1, 2)], mobileTiles: [] })
    expect(low.statusCode).toBe(400)
    expect(errorOf(low)).toBe('Tile "low" goes below row 60. A page has at most 60 rows.')
    expect((await put('content', { tiles: [link('last', 0, MAX_ROWS - 1)], mobileTiles: [] })).statusCode).toBe(200)

    const many = Array.from({ length: MAX_TILES + 1 }, (_, index) =>
      link(`m${index}`, index % 6, Math.floor(index / 6)),
    )
    const tooMany = await put('content', { tiles: many, mobileTiles: [] })
    expect(tooMany.statusCode).toBe(400)
    expect(errorOf(tooMany)).toBe('A page holds at most 200 tiles.')
    const fits = await put('content', { tiles: many.slice(0, MAX_TILES), mobileTiles: [] })
    expect(fits.statusCode, fits.body).toBe(200)
    expect((await load()).version).toBe(before.version + 2)
  })

  it('places the tiles an older save left off the phone as a draft on the next editor load; Save publishes them', async () => {
    const tiles = [link('a', 0, 0, 3, 2), link('b', 3, 0, 3, 2), link('c', 0, 2, 2, 2)]
    expect((await put('content', { tiles, mobileTiles: [{ ...tiles[0]!, height: 5 }] })).statusCode).toBe(200)
    // What the editor does when it loads (GridEditor): place them, keep the result as the draft.
    const loaded = await load()
    const placed = withEveryTileOnPhone(toDraft(loaded))
    const drafted = await put('draft', placed)
    expect(drafted.statusCode, drafted.body).toBe(200)
    const content = await load()
    expect(content.mobileTiles.map((tile) => tile.id)).toEqual(['a'])
    expect(content.draft?.mobileTiles.map(({ id, y }) => [id, y])).toEqual([
      ['a', 0],
      ['b', 5],
      ['c', 7],
    ])
    expect((await put('content', content.draft!)).statusCode).toBe(200)
    expect((await load()).mobileTiles).toHaveLength(3)
  })

  it('serves a 40-tile page in at most 14 KB of gzip', async () => {
    const tiles = Array.from({ length: 40 }, (_, index) => link(`t${index}`, index % 6, Math.floor(index / 6)))
    const mobileTiles = tiles.map((tile, index) => ({ ...tile, x: index % 3, y: Math.floor(index / 3) }))
    expect((await put('content', { tiles, mobileTiles })).statusCode).toBe(200)
    const page = await app.inject({ method: 'GET', url: '/grower', headers: { 'accept-encoding': 'gzip' } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('gzip')
    const html = gunzipSync(page.rawPayload).toString()
    expect(html).toContain('Link t39')
    expect(page.rawPayload.length).toBeLessThanOrEqual(14 * 1024)
    console.info(`A 40-tile page: ${page.rawPayload.length} bytes of gzip (${html.length} bytes of HTML).`)
  })
})
