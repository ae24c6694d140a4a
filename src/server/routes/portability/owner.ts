import { API } from '@domain/api-routes.js'
import { MAX_IMPORT_BYTES } from '@domain/imports/formats.js'
import { addApiRoute } from '../../api-route.js'
import { findGridForPage } from '../../db/queries/public-grids.js'
import { staticSiteOf, zipOfSite } from '../../public-pages/static-site.js'
import { readImportFor, tesseraFileOfGrid } from '../../services/grid-files.js'
import { findOwnGrid } from '../../services/grids.js'
import type { FastifyZodInstance } from '../../types.js'

/** A download's headers: a file named after the grid, never cached on the way. */
const download = (fileName: string, type: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'private, no-store',
})

/** Bringing a page in and taking it out (ADR 0067): imports into the editor, the static website and the Tessera file. */
export default async function portabilityRoutes(app: FastifyZodInstance) {
  addApiRoute(
    app,
    API.importIntoGrid,
    {
      schema: {
        summary:
          "Reads a LinkStack, OpenBento, Linktree or Tessera export into tiles for the grid's draft; the images are uploaded",
      },
      // The file's text, JSON-escaped (a base64 image may grow a little); the parser refuses more than 5 MB of it.
      bodyLimit: 2 * MAX_IMPORT_BYTES,
    },
    async (request) =>
      readImportFor(
        app.db,
        app.storage,
        request.viewer,
        request.params.name,
        request.body.format,
        request.body.text,
        app.embedFetches,
      ),
  )

  addApiRoute(
    app,
    API.exportGridSite,
    {
      schema: {
        summary: 'The published page as a static website (.zip): index.html, its stylesheet and images',
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { name } = request.params
      await findOwnGrid(app.db, request.viewer, name)
      const grid = (await findGridForPage(app.db, name))!
      const files = await staticSiteOf(app.db, app.storage, grid, app.config.baseUrl, app.clock())
      return reply.headers(download(`${name}-website.zip`, 'application/zip')).send(Buffer.from(await zipOfSite(files)))
    },
  )

  addApiRoute(
    app,
    API.exportGridFile,
    { schema: { summary: 'The grid as a Tessera file: settings, both layouts, tile data and images (JSON)' } },
    async (request, reply) => {
      const { name } = request.params
      const file = await tesseraFileOfGrid(app.db, app.storage, request.viewer, name, new Date(app.clock()))
      return reply
        .headers(download(`${name}.tessera.json`, 'application/json; charset=utf-8'))
        .send(JSON.stringify(file))
    },
  )
}
