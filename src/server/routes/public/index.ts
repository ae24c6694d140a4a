import type { FastifyReply, FastifyRequest } from 'fastify'
import fresh from 'fresh'
import { createElement, type ReactElement } from 'react'
import { isPageName, NameParams } from '../../../domain/names.js'
import { lookShownFor } from '../../../domain/plans.js'
import { GridPage } from '../../../ui/GridPage.js'
import { LandingPage } from '../../../ui/LandingPage.js'
import { NotFoundPage } from '../../../ui/NotFoundPage.js'
import { renderDocument } from '../../../ui/render.js'
import type { MessageNotice } from '../../../ui/tiles/tile-data.js'
import { findGridForPage, type GridForPage } from '../../db/queries/public-grids.js'
import { pageVersion } from '../../public-pages/page-states.js'
import { prepareRenderedPage, type RenderedPage } from '../../public-pages/rendered-page.js'
import { VersionedCache } from '../../public-pages/versioned-cache.js'
import type { FastifyZodInstance } from '../../types.js'
import { clickBeaconPath } from '../analytics/index.js'
import { ogImagePath } from '../sharing/index.js'

function sendDocument(reply: FastifyReply, html: string, status: number) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html)
}

export function sendHtml(reply: FastifyReply, element: ReactElement, status = 200) {
  return sendDocument(reply, renderDocument(element), status)
}

let notFoundDocument: string | undefined

/** The same for every unknown address, so it is rendered once (scanners ask for thousands). */
export function sendNotFoundPage(reply: FastifyReply) {
  notFoundDocument ??= renderDocument(createElement(NotFoundPage))
  return sendDocument(reply, notFoundDocument, 404)
}

/** The page as visitors see it under the owner's current plan. */
export function gridPageElement(app: FastifyZodInstance, grid: GridForPage, messageNotice?: MessageNotice) {
  const look = lookShownFor(grid.ownerPlan, { settings: grid.settings, theme: grid.theme })
  return createElement(GridPage, {
    grid: { name: grid.name, tiles: grid.tiles, mobileTiles: grid.mobileTiles, ...look },
    canonicalUrl: `${app.config.baseUrl}/${grid.name}`,
    ogImageUrl: `${app.config.baseUrl}${ogImagePath(grid)}`,
    scriptUrl: app.scriptUrls['message-flow'],
    clickPingUrl: (tileId: string) => clickBeaconPath(grid.id, tileId),
    messageNotice,
  })
}

/** Picks the stored encoding the client accepts; the bytes were compressed once, at render time. */
function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('etag', page.etag)
    .header('last-modified', page.lastModified)
    .header('vary', 'accept-encoding, cookie')
  if (fresh(request.headers, { etag: page.etag, 'last-modified': page.lastModified })) return reply.code(304).send()
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli)
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip)
  return reply.send(page.html)
}

/** Pages kept rendered and compressed, one version per grid (about 30 KB each with both encodings). */
const RENDERED_PAGES_CAPACITY = 500

export default async function publicPageRoutes(app: FastifyZodInstance) {
  const renderedPages = new VersionedCache<RenderedPage>(RENDERED_PAGES_CAPACITY)

  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    sendHtml(
      reply,
      createElement(LandingPage, {
        signedIn: Boolean(await app.currentViewer(request, reply)),
        contactEmail: app.operator.email,
        scriptUrl: app.scriptUrls.landing,
      }),
    ),
  )

  app.get(
    '/:name',
    // A name no page can have (control characters, a dot, too long) gets the 404 page, unlooked-up.
    { schema: { hide: true, params: NameParams }, attachValidation: true, config: { compress: false } },
    async (request, reply) => {
      // One address serves the editor to the owner and the page to everyone else.
      reply.header('vary', 'cookie')
      if (request.validationError || !isPageName(request.params.name)) return sendNotFoundPage(reply)
      const state = await app.pageStates.get(request.params.name)
      if (!state) return sendNotFoundPage(reply)
      const viewer = await app.currentViewer(request, reply)
      if (viewer?.id === state.ownerId) return reply.sendAppShell()
      if (!state.active || state.suspended) return sendNotFoundPage(reply)

      let page = renderedPages.get(state.name, pageVersion(state))
      if (!page) {
        const grid = await findGridForPage(app.db, state.name)
        if (!grid) return sendNotFoundPage(reply)
        page = prepareRenderedPage(renderDocument(gridPageElement(app, grid)), grid.updatedAt)
        renderedPages.set(grid.name, pageVersion(grid), page)
      }
      app.analytics.countView(request, state)
      return sendRenderedPage(request, reply, page)
    },
  )
}
