import { createElement } from 'react'
import { ANSWERS_IN_TILE } from '@domain/answers.js'
import { lastNoticeChange, nextNoticeChange, noticePhase } from '@domain/notices.js'
import { embedFrameOrigins } from '@domain/embed-tile.js'
import { lookShownFor } from '@domain/plans.js'
import { EMBED_TILE } from '@domain/tile-types.js'
import { lastTileChange, nextTileChange, shownTiles } from '@domain/tile-visibility.js'
import { GridPage } from '@ui/GridPage.js'
import { withInAppBar } from '@ui/InAppBar.js'
import { LandingPage } from '@ui/LandingPage.js'
import type { PageNotice } from '@ui/NoticeBanner.js'
import { NotFoundPage } from '@ui/NotFoundPage.js'
import { renderDocument } from '@ui/render.js'
import type { MessageNotice } from '@ui/tiles/tile-data.js'
import type { Db } from '../db/client.js'
import { findGridForPage, type GridForPage } from '../db/queries/public-grids.js'
import { answersOfGrid, hasQaTile } from '../services/answers.js'
import { noticeVersion, noticeWindow } from '../services/notices.js'
import type { FastifyZodInstance } from '../types.js'
import { clickBeaconPath, ogImagePath } from './page-addresses.js'
import { pageVersion } from './page-states.js'
import { localeOfPage } from './published-grid.js'
import type { Renderers, RenderedGrid } from './public-documents.js'

/** The grid's notice if it is to be shown at `now` (inside its window). */
function noticeShownAt(grid: GridForPage, now: number): PageNotice | undefined {
  const { notice } = grid
  if (!notice || noticePhase(noticeWindow(notice), now) !== 'showing') return undefined
  return { text: notice.body, link: notice.linkUrl, version: noticeVersion(notice) }
}

/**
 * What the page shows at `now` under the owner's current plan: the tiles shown then (not hidden,
 * inside their schedules) and its Q&A tiles' newest answers. The public page and its static copy
 * (static-site.ts) both draw this.
 */
export async function shownGridPage(db: Db, grid: GridForPage, now: number) {
  const look = lookShownFor(grid.ownerPlan, { settings: grid.settings, theme: grid.theme })
  const { tiles, mobileTiles } = shownTiles(grid, now)
  const answers = hasQaTile(tiles) ? await answersOfGrid(db, grid.id, 1, ANSWERS_IN_TILE) : undefined
  return {
    grid: { name: grid.name, tiles, mobileTiles, messagePauseNote: grid.messagePauseNote, ...look },
    answers,
  }
}

/** The page as visitors see it at `now`: the shown page, with its notice if shown then and its script. */
export async function gridPageElement(
  app: FastifyZodInstance,
  grid: GridForPage,
  messageNotice?: MessageNotice,
  now = app.clock(),
) {
  // A Pro grid with an active custom domain is at home there, wherever it is served from (ADR 0065).
  const origin = grid.customDomain && grid.ownerPlan === 'pro' ? `https://${grid.customDomain}` : app.config.baseUrl
  return createElement(GridPage, {
    ...(await shownGridPage(app.db, grid, now)),
    canonicalUrl: origin === app.config.baseUrl ? `${origin}/${grid.name}` : `${origin}/`,
    ogImageUrl: `${origin}${ogImagePath(grid)}`,
    scriptUrl: app.scriptUrls['message-flow'],
    clickPingUrl: (tileId: string) => clickBeaconPath(grid.id, tileId),
    messageNotice,
    notice: noticeShownAt(grid, now),
    signInUrl: origin === app.config.baseUrl ? undefined : `${app.config.baseUrl}/login`,
  })
}

/**
 * The grid's page rendered for the cache. A notice's and the tiles' starts and ends change the page
 * by the clock alone: the render expires at the next of them, and the last one passed counts as a
 * change (Last-Modified), so that neither the cache nor a conditional request keeps a page past them.
 */
async function renderGridPage(app: FastifyZodInstance, name: string): Promise<RenderedGrid | undefined> {
  const grid = await findGridForPage(app.db, name)
  if (!grid) return undefined
  const now = app.clock()
  const schedule = grid.notice ? noticeWindow(grid.notice) : undefined
  const lastChange = [schedule && lastNoticeChange(schedule, now), lastTileChange(grid.tiles, now)]
  const nextChange = [schedule && nextNoticeChange(schedule, now), nextTileChange(grid.tiles, now)]
  const expiresAt = Math.min(...nextChange.map((time) => time ?? Infinity))
  return {
    name: grid.name,
    html: renderDocument(await gridPageElement(app, grid, undefined, now), localeOfPage(grid)),
    version: pageVersion(grid),
    changedAt: new Date(Math.max(grid.updatedAt.getTime(), ...lastChange.map((time) => time ?? 0))),
    expiresAt: Number.isFinite(expiresAt) ? expiresAt : undefined,
    frameSources: embedFrameOrigins(
      shownTiles(grid, now)
        .tiles.filter((tile) => tile.type === EMBED_TILE && !tile.sensitive)
        .map((tile) => tile.data),
    ),
  }
}

/** The public documents' renderers: grid pages, the landing page and the 404 page. */
export function publicPageRenderers(app: FastifyZodInstance): Renderers {
  return {
    grid: (name) => renderGridPage(app, name),
    landing: (signedIn, locale) =>
      renderDocument(
        createElement(LandingPage, { signedIn, operator: app.operator, scriptUrl: app.scriptUrls.landing }),
        locale,
      ),
    notFound: (locale) => renderDocument(createElement(NotFoundPage), locale),
    withInAppBar: (html, wayOut, name) =>
      withInAppBar(html, wayOut, `${app.config.baseUrl}/${name}`, app.scriptUrls['message-flow']),
  }
}
