import type { FastifyReply } from 'fastify'
import fresh from 'fresh'
import { DEFAULT_GRID_SETTINGS, GridSettingsSchema, type StoredTile } from '@domain/grid.js'
import { NameParams } from '@domain/names.js'
import { lookShownFor } from '@domain/plans.js'
import { themeByName } from '@domain/themes.js'
import { textField } from '@domain/tile-fields.js'
import { OWNER_INTRODUCTION } from '@domain/tile-types.js'
import { shownTiles } from '@domain/tile-visibility.js'
import { pageText } from '@ui/GridPage.js'
import { findGridForPage, type GridForPage } from '../../db/queries/public-grids.js'
import { notFound } from '../../errors.js'
import { OG_IMAGE_ROUTE } from '../../public-pages/page-addresses.js'
import { isPublished, pageVersion } from '../../public-pages/page-states.js'
import { buildSitemap } from '../../public-pages/sitemap.js'
import type { FastifyZodInstance } from '../../types.js'
import { DrawnImages } from '../../images/drawn-images.js'
import { OG_PHOTO_SIDE, ogPicture } from '../../images/og-image.js'
import { squarePng } from '../../images/process-image.js'
import { uploadBytes } from '../../services/uploads.js'

/** Crawlers fetch these rarely; an hour keeps them fresh enough and the database quiet. */
const PUBLIC_HOUR = 'public, max-age=3600'
const SITEMAP_TTL_MS = 60_000
/** PNGs are 30–80 KB: 8 MiB keeps 100–270 of them (ADR 0052). */
const OG_CACHE_BYTES = 8 * 1024 * 1024

/**
 * What lets a page travel: robots.txt and the sitemap for search engines, the Open Graph image for
 * link previews.
 */
export default async function sharingRoutes(app: FastifyZodInstance) {
  const { baseUrl } = app.config
  // One drawing per grid version, however many crawlers ask at once.
  const ogImages = new DrawnImages(OG_CACHE_BYTES)
  let sitemap: { xml: string; madeAt: number } | undefined

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', PUBLIC_HOUR)
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${baseUrl}/sitemap.xml\n`),
  )

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    // Built at most once a minute: a bounded query, but up to 50,000 rows.
    if (!sitemap || Date.now() - sitemap.madeAt > SITEMAP_TTL_MS) {
      sitemap = { xml: await buildSitemap(app.db, baseUrl), madeAt: Date.now() }
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', PUBLIC_HOUR).send(sitemap.xml)
  })

  /** The introduction's photo, small, as a data URL; none when it has none or it cannot be read. */
  async function introductionPhoto(introduction: StoredTile | undefined): Promise<string | undefined> {
    const url = introduction ? textField(introduction.data, 'image') : ''
    if (!url) return undefined
    try {
      const bytes = await uploadBytes(app.storage, url)
      if (!bytes) return undefined
      // Twice the drawn size, for a sharp circle.
      const png = await squarePng(bytes, 2 * OG_PHOTO_SIDE)
      return `data:image/png;base64,${png.toString('base64')}`
    } catch (error) {
      app.log.warn({ err: error, url }, 'could not read the introduction photo for the OG image')
      return undefined
    }
  }

  async function drawOgImage(grid: GridForPage, reply: FastifyReply): Promise<Buffer> {
    const look = lookShownFor(grid.ownerPlan, { settings: grid.settings, theme: grid.theme })
    const parsed = GridSettingsSchema.safeParse(look.settings)
    // The tiles shown when it is drawn; a schedule's start or end shows on the next write's drawing.
    const { tiles, mobileTiles } = shownTiles(grid, app.clock())
    const introduction = tiles.find((tile) => tile.type === OWNER_INTRODUCTION)
    const { name, description } = pageText(
      { name: grid.name, tiles, mobileTiles, ...look },
      introduction,
      (parsed.success ? parsed.data : DEFAULT_GRID_SETTINGS).showLogo,
    )
    const picture = ogPicture({
      gridName: grid.name,
      title: name,
      description,
      address: `${new URL(baseUrl).host}/${grid.name}`,
      theme: themeByName(look.theme),
      tiles,
      photo: await introductionPhoto(introduction),
    })
    // Counted for the owner, whose saves are what make a new version to draw.
    return app.pictures.draw(picture, grid.ownerId, reply)
  }

  app.get(
    OG_IMAGE_ROUTE,
    { schema: { hide: true, params: NameParams }, config: { compress: false } },
    async (request, reply) => {
      const { name } = request.params
      const state = await app.pageStates.get(name)
      if (!state || !isPublished(state)) throw notFound('No such page.')

      let image = ogImages.peek(name, pageVersion(state))
      if (!image) {
        const grid = await findGridForPage(app.db, name)
        if (!grid) throw notFound('No such page.')
        image = await ogImages.get(name, pageVersion(grid), () => drawOgImage(grid, reply))
      }
      reply
        .header('content-type', 'image/png')
        .header('cache-control', PUBLIC_HOUR)
        .header('etag', image.etag)
        .header('last-modified', state.updatedAt.toUTCString())
      if (fresh(request.headers, { etag: image.etag })) return reply.code(304).send()
      return reply.send(image.png)
    },
  )
}
