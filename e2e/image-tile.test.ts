import { describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import type { StoredTile } from '@domain/grid.js'
import { solidImage } from '../tests/fixtures/images.js'
import { introTile } from '../tests/helpers/tiles.js'
import { seriousAxeViolations } from './support/browser.js'
import { useSite, type Owner } from './support/site.js'

// The owner gives an image tile a caption and a link in the editor; visitors read the caption on
// the photo and follow the link, with JavaScript off too (issue 36).
const site = useSite({ name: 'image-tile' })
const CAPTION = 'My kiln at dawn'

/** An owner whose page has an introduction and a photo tile (with `data` over its picture and alt text). */
async function ownerWithPhoto(data: Record<string, unknown> = {}): Promise<Owner> {
  const owner = await site.newOwner({ prefix: 'img', contextOptions: { viewport: { width: 1280, height: 900 } } })
  const upload = await owner.context.request.post(site.url('/api/uploads'), {
    headers: { origin: site.url('') },
    multipart: {
      bucket: 'tile_images',
      file: { name: 'kiln.png', mimeType: 'image/png', buffer: await solidImage(400, 300, 'png', '#b45309') },
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const photo: StoredTile = {
    id: 'kiln',
    type: 'image',
    x: 2,
    y: 0,
    width: 2,
    height: 2,
    color: 'tile-gradient-blue',
    data: { image: ((await upload.json()) as { url: string }).url, alt: 'A wood kiln', ...data },
  }
  const intro = introTile('Nina')
  await owner.saveContent((content) => ({
    ...content,
    tiles: [intro, photo],
    mobileTiles: [
      { ...intro, width: 3 },
      { ...photo, x: 0, y: 2 },
    ],
  }))
  return owner
}

describe('an image tile with a caption and a link', () => {
  it('takes its caption and link in the editor, refusing a script address', async () => {
    const owner = await ownerWithPhoto()
    const { page, pageErrors, username } = owner
    await page.goto(site.url(`/${username}`))
    await page.getByRole('button', { name: 'Edit', exact: true }).click()
    await page.getByRole('button', { name: /^Edit Image/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit' })
    await edit.getByRole('textbox', { name: 'Caption (optional)' }).fill(CAPTION)
    const link = edit.getByRole('textbox', { name: 'Link (optional)' })
    await link.fill('javascript:alert(1)')
    await edit.getByRole('button', { name: 'Save', exact: true }).click()
    await edit.getByText('Links must start with http://, https://, mailto: or tel:').waitFor()
    expect(await link.getAttribute('aria-invalid')).toBe('true')
    await link.fill('shop.example.com/kiln')
    await edit.getByRole('button', { name: 'Save', exact: true }).click()
    await edit.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect
      .poll(async () => {
        const content = (await (await owner.api.get(`/api/grids/${username}/content`)).json()) as GridContent
        return content.tiles.find((tile) => tile.id === 'kiln')?.data
      })
      .toMatchObject({ caption: CAPTION, link: 'https://shop.example.com/kiln' })
    expect(pageErrors).toEqual([])
  })

  it('shows visitors the caption on the photo, which leads to the link, without JavaScript', async () => {
    const { username } = await ownerWithPhoto({ caption: CAPTION, link: 'https://shop.example.com/kiln' })
    for (const width of [1280, 390, 320]) {
      const visitor = await (
        await site.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
      ).newPage()
      expect((await visitor.goto(site.url(`/${username}`)))?.status()).toBe(200)
      const tileLink = visitor.getByRole('link', { name: /A wood kiln/ })
      expect(await tileLink.getAttribute('href')).toBe('https://shop.example.com/kiln')
      expect(await tileLink.getByText(CAPTION).isVisible()).toBe(true)
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await visitor.screenshot({ path: `/tmp/image-tile-${width}.png`, fullPage: true })
    }
    const withScript = await (await site.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
    await withScript.goto(site.url(`/${username}`))
    expect(await seriousAxeViolations(withScript)).toEqual([])
  })
})
