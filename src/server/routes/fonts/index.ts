import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { z } from 'zod'
import { FONT_FILE_PACKAGES } from '@domain/fonts.js'
import { notFound } from '../../errors.js'
import type { FastifyZodInstance } from '../../types.js'

const require = createRequire(import.meta.url)
const FontParams = z.object({ file: z.string() })

/**
 * Self-hosted web fonts from the installed `@fontsource/*` packages. Only files named in the font
 * catalogue are served (a lookup, never a path join), so nothing else on disk is reachable. Cached
 * for a year: a package update may change a file under the same name, and a visitor who keeps the
 * older file for a while still sees the same typeface.
 */
export default async function fontRoutes(app: FastifyZodInstance) {
  app.get('/fonts/:file', { schema: { hide: true, params: FontParams } }, async (request, reply) => {
    const { file } = request.params
    const packageName = FONT_FILE_PACKAGES.get(file)
    if (!packageName) throw notFound('No such font.')
    const bytes = await readFile(require.resolve(`${packageName}/files/${file}`))
    return reply
      .header('content-type', 'font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes)
  })
}
