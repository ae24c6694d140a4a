import { createElement } from 'react'
import { TileId } from '@domain/grid.js'
import { NameParams } from '@domain/names.js'
import { shownTiles } from '@domain/tile-visibility.js'
import { SensitiveLinkPage } from '@ui/SensitiveLinkPage.js'
import { isGated } from '@ui/tiles/SensitiveGate.js'
import { sendHtml, sendNotFoundPage } from '../../public-pages/html-replies.js'
import { localeOfPage, publishedGridOf } from '../../public-pages/published-grid.js'
import type { FastifyZodInstance } from '../../types.js'

const ConfirmationParams = NameParams.extend({ tileId: TileId })

/** The confirmation page of a sensitive tile (ADR 0059): where its links are, for visitors who chose to go on. */
export default async function sensitiveContentRoutes(app: FastifyZodInstance) {
  app.get(
    '/:name/go/:tileId',
    { schema: { hide: true, params: ConfirmationParams }, attachValidation: true },
    async (request, reply) => {
      const grid = await publishedGridOf(app.db, request)
      const tile =
        grid && shownTiles(grid, app.clock()).tiles.find((candidate) => candidate.id === request.params.tileId)
      if (!grid || !tile || !isGated(tile)) return sendNotFoundPage(request, reply)
      return sendHtml(reply, createElement(SensitiveLinkPage, { grid, tile }), localeOfPage(grid))
    },
  )
}
