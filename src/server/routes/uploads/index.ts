import fresh from 'fresh'
import { z } from 'zod'
import { isUploadKey } from '@domain/uploads.js'
import { notFound } from '../../errors.js'
import type { FastifyZodInstance } from '../../types.js'
import { etagOf } from '../../etag.js'

const FileParams = z.object({ '*': z.string() })

const FILE_HEADERS = {
  // Fixed, whatever the stored bytes are: the browser never guesses, never runs anything.
  'content-type': 'image/webp',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
  'cache-control': 'public, max-age=31536000, immutable',
}

/** Uploaded images, served to anyone under their never-changing keys. */
export default async function uploadRoutes(app: FastifyZodInstance) {
  app.get('/uploads/*', { schema: { hide: true, params: FileParams } }, async (request, reply) => {
    const key = request.params['*']
    if (!isUploadKey(key)) throw notFound('Image not found.')
    // A key names one file forever (a new upload gets a new key), so its hash is a strong validator.
    const etag = etagOf(key)
    if (fresh(request.headers, { etag })) {
      if (!(await app.storage.exists(key))) throw notFound('Image not found.')
      return reply.code(304).headers(FILE_HEADERS).header('etag', etag).send()
    }
    const file = await app.storage.get(key)
    if (!file) throw notFound('Image not found.')
    return reply.headers(FILE_HEADERS).header('etag', etag).header('content-length', file.size).send(file.body)
  })
}
