import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import type { ImportResult } from '@domain/imports/import-api.js'
import { placeImported } from '@domain/imports/place-imported.js'
import { toDraft } from '@domain/editor-model.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { solidImage } from '../fixtures/images.js'
import { linkStackExport } from '../fixtures/imports.js'
import { skippedInWords } from '../helpers/phrases.js'

let app: TestApp
let lark: SignedUpUser
let wren: SignedUpUser
let avatar: string

beforeAll(async () => {
  app = await buildTestApp()
  lark = await app.signUp('lark')
  wren = await app.signUp('wren', { plan: 'pro' })
  expect((await lark.patch('/api/grids/lark', { active: true })).statusCode).toBe(200)
  avatar = (await solidImage(64, 64, 'png')).toString('base64')
})
afterAll(() => app.close())

const load = async (user: SignedUpUser): Promise<GridContent> =>
  (await user.get(`/api/grids/${user.username}/content`)).json()

async function importInto(user: SignedUpUser, format: string, text: string, grid = user.username) {
  return user.post(`/api/grids/${grid}/import`, { format, text })
}

/** What the editor does with the answer: places it on its draft and publishes (Save). */
async function placeAndPublish(user: SignedUpUser, result: ImportResult) {
  const current = await load(user)
  const plan = placeImported(toDraft(current), result, user.username === 'wren' ? 'pro' : 'free')
  const saved = await user.put(`/api/grids/${user.username}/content`, { ...plan.draft, version: current.version })
  expect(saved.statusCode).toBe(200)
  return plan
}

describe('importing from the editor', () => {
  it('answers the tiles with the avatar uploaded as WebP, and what it skipped; nothing changes yet', async () => {
    const before = await load(lark)
    const res = await importInto(lark, 'linkstack', JSON.stringify(linkStackExport(avatar)))
    expect(res.statusCode).toBe(200)
    const result: ImportResult = res.json()
    const intro = result.tiles.find((tile) => tile.type === 'introduction')!
    expect(intro.data.image).toMatch(/^\/uploads\/profile_images\/[\w-]+\/[\w-]+\.webp$/)
    const image = await app.inject({ method: 'GET', url: intro.data.image as string })
    expect(image.headers['content-type']).toBe('image/webp')
    expect(skippedInWords(result.skipped).map((item) => item.item)).toEqual([
      'Free prize (javascript:alert(document.cookie))',
      'a spacer',
      'Data trick (data:text/html,<script>alert(1)</script>)',
    ])
    expect((await load(lark)).version).toBe(before.version)
  })

  it('refuses a file it cannot read, naming the problem', async () => {
    const res = await importInto(lark, 'linkstack', '{"user": true}')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({ code: 'INVALID_IMPORT' })
    expect(res.json().error.message).toMatch(/^This is not a LinkStack export: links: /)
  })

  it('refuses a broken image, naming it', async () => {
    const res = await importInto(
      lark,
      'linkstack',
      JSON.stringify(linkStackExport(Buffer.from('not an image').toString('base64'))),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(
      'The image of Introduction (Lark Sparrow, photo) could not be imported: Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.',
    )
  })

  it('refuses a file over 5 MB with the message', async () => {
    const res = await importInto(
      lark,
      'openbento',
      JSON.stringify({ profile: { name: 'x'.repeat(6 * 1024 * 1024) }, blocks: [] }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('This file is larger than 5 MB. Imports read files of at most 5 MB.')
  })

  it('does not import into another user’s grid', async () => {
    const res = await importInto(wren, 'linkstack', JSON.stringify(linkStackExport(null)), 'lark')
    expect(res.statusCode).toBe(404)
  })
})

describe('exporting', () => {
  it('gives the static website as a .zip: index.html without script, every asset inside', async () => {
    const result: ImportResult = (await importInto(lark, 'linkstack', JSON.stringify(linkStackExport(avatar)))).json()
    await placeAndPublish(lark, result)
    const res = await lark.get('/api/grids/lark/export/site.zip')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="lark-website.zip"')
    const files = unzipSync(new Uint8Array(res.rawPayload))
    const html = new TextDecoder().decode(files['index.html'])
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('Dawn chorus')
    expect(html).not.toContain('javascript:')
    const referenced = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1]!)
    const local = referenced.filter((url) => !/^(https?:|mailto:|tel:|#)/.test(url))
    expect(local).toContain('style.css')
    expect(local.some((path) => path.startsWith('uploads/profile_images/'))).toBe(true)
    for (const path of local) expect(Object.keys(files)).toContain(path)
    const css = new TextDecoder().decode(files['style.css'])
    expect(css).not.toMatch(/url\(\/(?!\/)/)
  })

  it('gives the Tessera file, and importing it into another user’s grid gives the same tiles', async () => {
    const res = await lark.get('/api/grids/lark/export/tessera.json')
    expect(res.statusCode).toBe(200)
    const file = res.json()
    expect(file).toMatchObject({ format: 'tessera-grid', version: 1, name: 'lark' })
    const imported = await importInto(wren, 'tessera', res.body)
    expect(imported.statusCode).toBe(200)
    await placeAndPublish(wren, imported.json())
    const shape = (content: GridContent) =>
      content.tiles.map(({ type, x, y, width, height, data }) => ({
        type,
        x,
        y,
        width,
        height,
        data: { ...data, image: Boolean(data.image) },
      }))
    const [from, to] = [await load(lark), await load(wren)]
    expect(shape(to)).toEqual(shape(from))
    const wrenIntro = to.tiles.find((tile) => tile.type === 'introduction')!
    expect(wrenIntro.data.image).toMatch(new RegExp(`^/uploads/profile_images/${wren.id}/`))
  })

  it('exports only the owner’s grids', async () => {
    expect((await wren.get('/api/grids/lark/export/tessera.json')).statusCode).toBe(404)
    expect((await wren.get('/api/grids/lark/export/site.zip')).statusCode).toBe(404)
  })
})
