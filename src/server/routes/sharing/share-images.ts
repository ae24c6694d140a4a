import fresh from 'fresh'
import { API } from '@domain/api-routes.js'
import { shareImageFileName } from '@domain/share-image.js'
import { themeByName } from '@domain/themes.js'
import { i18nFor } from '@ui/i18n/catalogues.js'
import { shownAuthor } from '@ui/tiles/QaTile.js'
import { DrawnImages } from '../../images/drawn-images.js'
import { sharePicture } from '../../images/share-image.js'
import { addApiRoute } from '../../api-route.js'
import { findShareableMessage } from '../../services/share-images.js'
import type { FastifyZodInstance } from '../../types.js'

/** A story PNG is 60–200 KB, a square one less: 8 MiB keeps 40 or more (ADR 0052). */
const SHARE_CACHE_BYTES = 8 * 1024 * 1024

/** A message as an image to post elsewhere (Pro, ADR 0030): drawn once per version, for its owner only. */
export default async function shareImageRoutes(app: FastifyZodInstance) {
  const host = new URL(app.config.baseUrl).host
  const images = new DrawnImages(SHARE_CACHE_BYTES)

  addApiRoute(
    app,
    API.shareImage,
    {
      schema: {
        summary:
          'A message, with its public answer if any, as a PNG in its grid’s theme and font: a 1080 x 1920 story or a 1080 x 1080 square (owner only)',
      },
      compress: false,
    },
    async (request, reply) => {
      const { format } = request.query
      const message = await findShareableMessage(app.db, request.viewer, request.params.id)
      const image = await images.get(`${message.id}|${format}`, message.version, () =>
        app.pictures.draw(
          sharePicture(
            {
              question: message.question,
              author: shownAuthor(message.author, i18nFor(message.locale)),
              answer: message.answer,
              address: `${host}/${message.gridName}`,
              theme: themeByName(message.theme),
              fontId: message.fontId,
            },
            format,
          ),
          request.viewer.id,
          reply,
        ),
      )
      reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, no-cache')
        .header('etag', image.etag)
        .header(
          'content-disposition',
          `attachment; filename="${shareImageFileName(message.gridName, message.id, format)}"`,
        )
      if (fresh(request.headers, { etag: image.etag })) return reply.code(304).send()
      return reply.send(image.png)
    },
  )
}
