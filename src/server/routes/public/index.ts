import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { createElement, type ReactElement } from 'react'
import { ANSWERS_IN_TILE } from '@domain/answers.js'
import { isPageName, NameParams } from '@domain/names.js'
import { lastNoticeChange, nextNoticeChange, noticePhase } from '@domain/notices.js'
import { lookShownFor } from '@domain/plans.js'
import { GridPage } from '@ui/GridPage.js'
import { LandingPage } from '@ui/LandingPage.js'
import type { PageNotice } from '@ui/NoticeBanner.js'
import { NotFoundPage } from '@ui/NotFoundPage.js'
import { renderDocument } from '@ui/render.js'
import type { MessageNotice } from '@ui/tiles/tile-data.js'
import { findGridForPage, type GridForPage } from '../../db/queries/public-grids.js'
import { pageVersion } from '../../public-pages/page-states.js'
import { answerFor, type PreparedDocument } from '../../public-pages/prepared-document.js'
import { PublicDocuments, type RenderedGrid } from '../../public-pages/public-documents.js'
import { answersOfGrid, hasQaTile } from '../../services/answers.js'
import { noticeVersion, noticeWindow } from '../../services/notices.js'
import type { FastifyZodInstance } from '../../types.js'
import { clickBeaconPath } from '../analytics/index.js'
import { ogImagePath } from '../sharing/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The public pages rendered and compressed once; the fast path answers from them too. */
    publicDocuments: PublicDocuments
  }
}

export function sendHtml(reply: FastifyReply, element: ReactElement, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(renderDocument(element))
}

/** A prepared document as its encoding and the request's validators decide (the fast path sends the same). */
export function sendDocument(request: FastifyRequest, reply: FastifyReply, document: PreparedDocument) {
  const answer = answerFor(request.headers, document)
  return reply.code(answer.status).headers(answer.headers).send(answer.body)
}

export function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply) {
  return sendDocument(request, reply, request.server.publicDocuments.notFound())
}

/** The grid's notice if it is to be shown at `now` (inside its window). */
function noticeShownAt(grid: GridForPage, now: number): PageNotice | undefined {
  const { notice } = grid
  if (!notice || noticePhase(noticeWindow(notice), now) !== 'showing') return undefined
  return { text: notice.body, link: notice.linkUrl, version: noticeVersion(notice) }
}

/**
 * The page as visitors see it at `now` under the owner's current plan, with its Q&A tiles' newest
 * answers and its notice if shown then.
 */
export async function gridPageElement(
  app: FastifyZodInstance,
  grid: GridForPage,
  messageNotice?: MessageNotice,
  now = app.clock(),
) {
  const look = lookShownFor(grid.ownerPlan, { settings: grid.settings, theme: grid.theme })
  const answers = hasQaTile(grid.tiles) ? await answersOfGrid(app.db, grid.id, 1, ANSWERS_IN_TILE) : undefined
  return createElement(GridPage, {
    grid: {
      name: grid.name,
      tiles: grid.tiles,
      mobileTiles: grid.mobileTiles,
      messagePauseNote: grid.messagePauseNote,
      ...look,
    },
    canonicalUrl: `${app.config.baseUrl}/${grid.name}`,
    ogImageUrl: `${app.config.baseUrl}${ogImagePath(grid)}`,
    scriptUrl: app.scriptUrls['message-flow'],
    clickPingUrl: (tileId: string) => clickBeaconPath(grid.id, tileId),
    messageNotice,
    answers,
    notice: noticeShownAt(grid, now),
  })
}

/**
 * The grid's page rendered for the cache. A notice's start and end change the page by the clock
 * alone: the render expires at the next of them, and the last one passed counts as a change
 * (Last-Modified), so that neither the cache nor a conditional request keeps a page past them.
 */
async function renderGridPage(app: FastifyZodInstance, name: string): Promise<RenderedGrid | undefined> {
  const grid = await findGridForPage(app.db, name)
  if (!grid) return undefined
  const now = app.clock()
  const schedule = grid.notice && noticeWindow(grid.notice)
  const clockChange = schedule ? lastNoticeChange(schedule, now) : undefined
  return {
    name: grid.name,
    html: renderDocument(await gridPageElement(app, grid, undefined, now)),
    version: pageVersion(grid),
    changedAt: new Date(Math.max(grid.updatedAt.getTime(), clockChange ?? 0)),
    expiresAt: schedule ? nextNoticeChange(schedule, now) : undefined,
  }
}

/**
 * `/` and `/{name}`. A visitor without a session is usually answered before these routes run, by
 * the fast path (public-pages/fast-path.ts), from what they worked out the first time.
 */
async function publicPageRoutes(app: FastifyZodInstance) {
  const documents = new PublicDocuments(
    app.pageStates,
    {
      grid: (name) => renderGridPage(app, name),
      landing: (signedIn) =>
        renderDocument(
          createElement(LandingPage, { signedIn, operator: app.operator, scriptUrl: app.scriptUrls.landing }),
        ),
      notFound: () => renderDocument(createElement(NotFoundPage)),
    },
    app.log,
    (visit, grid) => app.analytics.countView(visit, grid),
    app.clock,
  )
  app.decorate('publicDocuments', documents)

  app.get('/', { schema: { hide: true }, config: { compress: false } }, async (request, reply) =>
    sendDocument(request, reply, documents.landing(Boolean(await app.currentViewer(request, reply)))),
  )

  app.get(
    '/:name',
    // A name no page can have (control characters, a dot, too long) gets the 404 page, unlooked-up.
    { schema: { hide: true, params: NameParams }, attachValidation: true, config: { compress: false } },
    async (request, reply) => {
      if (request.validationError || !isPageName(request.params.name)) return sendNotFoundPage(request, reply)
      const state = await app.pageStates.get(request.params.name)
      // One address serves the editor to the owner and the page to everyone else.
      if (state && (await app.currentViewer(request, reply))?.id === state.ownerId) {
        return reply.header('vary', 'cookie').sendAppShell()
      }
      const document = await documents.forVisitor(state)
      const answered = sendDocument(request, reply, document)
      if (state && document.status === 200) documents.pageServed(request, state)
      return answered
    },
  )
}

// Decorates the root instance: the fast path and the not-found handler answer from its documents.
export default fp(publicPageRoutes, { name: 'public-pages', dependencies: ['page-states', 'auth', 'app-shell'] })
