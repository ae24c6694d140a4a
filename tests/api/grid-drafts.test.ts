import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STALE_SAVE_MESSAGE, type GridContent, type GridLook } from '@domain/grid-content.js'
import type { StoredTile } from '@domain/grid.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import { sweepUnusedUploads } from '@server/services/cleanup.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { multipartBody, solidImage } from '../fixtures/images.js'

let app: TestApp
let owner: SignedUpUser
let other: SignedUpUser
let free: SignedUpUser

beforeAll(async () => {
  app = await buildTestApp()
  owner = await app.signUp('drafter', { plan: 'pro' })
  other = await app.signUp('someone', { plan: 'pro' })
  free = await app.signUp('thrifty')
  for (const user of [owner, free]) {
    expect((await user.patch(`/api/grids/${user.username}`, { active: true })).statusCode).toBe(200)
  }
})
afterAll(() => app.close())

const textTile = (text: string, at: Partial<StoredTile> = {}): StoredTile => ({
  id: 'note',
  type: 'text',
  x: 0,
  y: 0,
  width: 2,
  height: 1,
  color: 'tile-gradient-blue',
  data: { header: 'Note', text },
  ...at,
})

async function load(user: SignedUpUser, name = user.username): Promise<GridContent> {
  return (await user.get(`/api/grids/${name}/content`)).json()
}

/** The look the editor would send, from the draft if there is one (new tiles: none on mobile). */
const lookOf = (content: GridContent): GridLook =>
  content.draft ?? {
    tiles: content.tiles,
    mobileTiles: content.mobileTiles,
    settings: content.settings,
    theme: content.theme,
  }

async function saveDraft(user: SignedUpUser, change: Partial<GridLook>, name = user.username) {
  const current = await load(user, name)
  const mobileTiles = change.tiles ? [] : lookOf(current).mobileTiles
  return user.put(`/api/grids/${name}/draft`, { ...lookOf(current), mobileTiles, ...change, version: current.version })
}

async function publish(user: SignedUpUser, name = user.username) {
  const current = await load(user, name)
  return user.put(`/api/grids/${name}/content`, { ...lookOf(current), version: current.version })
}

const visitorPage = async (name: string) => (await app.inject({ method: 'GET', url: `/${name}` })).body
const errorOf = (res: { json: () => { error: { code: string; message: string } } }) => res.json().error

describe('drafts', () => {
  it('keeps edits as a draft that only the owner sees, until Save publishes them at once', async () => {
    expect((await publish(owner)).statusCode).toBe(200)
    expect((await saveDraft(owner, { tiles: [textTile('Published words')] })).statusCode).toBe(200)
    expect((await publish(owner)).statusCode).toBe(200)
    expect(await visitorPage('drafter')).toContain('Published words')

    const before = await load(owner)
    const drafted = await saveDraft(owner, { tiles: [textTile('DRAFT: not ready yet')], theme: 'dark' })
    expect(drafted.statusCode).toBe(200)
    const draft = drafted.json() as GridContent
    expect(draft.version).toBe(before.version + 1)
    expect(draft.draft?.tiles[0]?.data.text).toBe('DRAFT: not ready yet')
    expect(draft.tiles[0]?.data.text).toBe('Published words')
    expect(draft.updatedAt).toBe(before.updatedAt)

    // A reload gets the draft back; visitors, the OG image and the page's version still show the published grid.
    expect((await load(owner)).draft?.theme).toBe('dark')
    const page = await visitorPage('drafter')
    expect(page).toContain('Published words')
    expect(page).not.toContain('DRAFT: not ready yet')

    const published = await publish(owner)
    expect(published.statusCode).toBe(200)
    const content = published.json() as GridContent
    expect(content.version).toBe(draft.version + 1)
    expect(content.draft).toBeNull()
    expect(content.theme).toBe('dark')
    expect(await visitorPage('drafter')).toContain('DRAFT: not ready yet')
  })

  it('discards the draft, going back to the published version', async () => {
    await saveDraft(owner, { tiles: [textTile('Throw me away')] })
    const current = await load(owner)
    const res = await owner.delete(`/api/grids/drafter/draft?version=${current.version}`)
    expect(res.statusCode).toBe(200)
    const content = res.json() as GridContent
    expect(content.draft).toBeNull()
    expect(content.version).toBe(current.version + 1)
    expect((await load(owner)).draft).toBeNull()
    expect(await visitorPage('drafter')).not.toContain('Throw me away')
  })

  it('forgets a draft that is back to the published content (everything undone)', async () => {
    const published = await load(owner)
    await saveDraft(owner, { theme: 'cupcake' })
    const res = await saveDraft(owner, { theme: published.theme })
    expect(res.statusCode).toBe(200)
    expect((res.json() as GridContent).draft).toBeNull()
  })

  it("refuses a draft, a publication or a discard based on another tab's older version", async () => {
    const stale = await load(owner)
    await saveDraft(owner, { tiles: [textTile('From the other tab')] })
    const body = { ...lookOf(stale), tiles: [textTile('Stale tab')], mobileTiles: [], version: stale.version }
    for (const res of [
      await owner.put('/api/grids/drafter/draft', body),
      await owner.put('/api/grids/drafter/content', body),
      await owner.delete(`/api/grids/drafter/draft?version=${stale.version}`),
    ]) {
      expect(res.statusCode).toBe(409)
      expect(errorOf(res)).toEqual({ code: 'STALE_SAVE', message: STALE_SAVE_MESSAGE })
    }
    expect((await load(owner)).draft?.tiles[0]?.data.text).toBe('From the other tab')
  })

  it('checks a draft like a publication: tile data, layout and plan', async () => {
    const invalid = await saveDraft(owner, { tiles: [textTile('x', { x: 5, width: 2 })] })
    expect(invalid.statusCode).toBe(400)
    expect(errorOf(invalid).code).toBe('INVALID_CONTENT')

    const proTile = await saveDraft(free, {
      tiles: [{ ...textTile(''), type: 'message.me', data: { header: 'Ask', allowAnonymous: true } }],
    })
    expect(proTile.statusCode).toBe(403)
    expect(errorOf(proTile).message).toBe(PLAN_MESSAGES.proTile)
  })

  it("refuses someone else's draft with 404 and a signed-out request with 401", async () => {
    const current = await load(owner)
    const body = { ...lookOf(current), version: current.version }
    expect((await other.put('/api/grids/drafter/draft', body)).statusCode).toBe(404)
    expect((await other.delete(`/api/grids/drafter/draft?version=${current.version}`)).statusCode).toBe(404)
    expect((await app.client().put('/api/grids/drafter/draft', body)).statusCode).toBe(401)
    expect((await owner.delete('/api/grids/drafter/draft?version=zero')).statusCode).toBe(400)
  })
})

describe("a draft's images", () => {
  async function uploaded(): Promise<string> {
    const body = await multipartBody([
      ['bucket', 'tile_images'],
      ['file', { data: await solidImage(20, 20, 'png'), filename: 'p.png', type: 'image/png' }],
    ])
    const res = await owner.post('/api/uploads', body.payload, body.headers)
    expect(res.statusCode).toBe(201)
    return res.json().url as string
  }
  const imageTile = (image: string): StoredTile => ({ ...textTile(''), id: 'pic', type: 'image', data: { image } })
  const exists = async (url: string) => (await app.client().get(url)).statusCode === 200

  it('are kept while only the draft shows them (even by the hourly sweep), and go with a discard', async () => {
    const image = await uploaded()
    await saveDraft(owner, { tiles: [imageTile(image)] })
    // Dropped by a later draft: an undo may bring it back.
    await saveDraft(owner, { tiles: [] })
    expect(await exists(image)).toBe(true)
    await saveDraft(owner, { tiles: [imageTile(image)] })
    await sweepUnusedUploads(app.db, app.storage, { now: new Date(Date.now() + 48 * 3600_000) })
    expect(await exists(image)).toBe(true)

    const current = await load(owner)
    expect((await owner.delete(`/api/grids/drafter/draft?version=${current.version}`)).statusCode).toBe(200)
    expect(await exists(image)).toBe(false)
  })

  it('that a publication drops are removed', async () => {
    const image = await uploaded()
    await saveDraft(owner, { tiles: [imageTile(image)] })
    await publish(owner)
    expect(await exists(image)).toBe(true)
    await saveDraft(owner, { tiles: [] })
    expect(await exists(image)).toBe(true)
    await publish(owner)
    expect(await exists(image)).toBe(false)
  })
})
