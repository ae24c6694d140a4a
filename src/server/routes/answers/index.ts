import { createElement } from 'react'
import { ANSWERS_PAGE_SIZE, AnswersPageQuery } from '@domain/answers.js'
import { NameParams } from '@domain/names.js'
import { lookShownFor } from '@domain/plans.js'
import { shownTiles } from '@domain/tile-visibility.js'
import { AnswersPage } from '@ui/AnswersPage.js'
import { sendHtml, sendNotFoundPage } from '../../public-pages/html-replies.js'
import { localeOfPage, publishedGridOf } from '../../public-pages/published-grid.js'
import { answersOfGrid, hasQaTile } from '../../services/answers.js'
import type { FastifyZodInstance } from '../../types.js'

/** The page of a grid's public answers (ADR 0022), for visitors. */
export default async function answerRoutes(app: FastifyZodInstance) {
  /** Every answer of a grid with a Q&A tile, paged by links; a page past the last is not found. */
  app.get(
    '/:name/answers',
    { schema: { hide: true, params: NameParams, querystring: AnswersPageQuery }, attachValidation: true },
    async (request, reply) => {
      const grid = await publishedGridOf(app.db, request)
      const shown = grid && shownTiles(grid, app.clock())
      if (!grid || !shown || !hasQaTile(shown.tiles)) return sendNotFoundPage(request, reply)
      const { page } = request.query
      const answers = await answersOfGrid(app.db, grid.id, page, ANSWERS_PAGE_SIZE)
      if (page > 1 && answers.answers.length === 0) return sendNotFoundPage(request, reply)
      const look = lookShownFor(grid.ownerPlan, { settings: grid.settings, theme: grid.theme })
      return sendHtml(
        reply,
        createElement(AnswersPage, {
          grid: { name: grid.name, ...shown, ...look },
          answers,
          canonicalUrl: `${app.config.baseUrl}/${grid.name}/answers${page > 1 ? `?page=${page}` : ''}`,
        }),
        localeOfPage(grid),
      )
    },
  )
}
