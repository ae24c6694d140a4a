import { API } from '@domain/api-routes.js'
import { discardGridDraft, loadGridContent, saveGridContent, saveGridDraft } from '../../services/grid-content.js'
import { createGrid, deleteGrid, listOwnGrids, setGridActive } from '../../services/grids.js'
import { addApiRoute } from '../../api-route.js'
import type { FastifyZodInstance } from '../../types.js'

/** The signed-in user's grids: list, create, switch on and off, delete, their content and draft. */
export default async function ownGridRoutes(app: FastifyZodInstance) {
  addApiRoute(app, API.grids, async (request) => listOwnGrids(app.db, request.viewer))

  addApiRoute(app, API.createGrid, async (request, reply) =>
    reply.code(201).send(await createGrid(app.db, request.viewer, request.body.name)),
  )

  addApiRoute(app, API.setGridActive, async (request) =>
    setGridActive(app.db, request.viewer, request.params.name, request.body.active),
  )

  addApiRoute(app, API.deleteGrid, async (request, reply) => {
    await deleteGrid(app.db, request.viewer, request.params.name, app.storage)
    return reply.code(204).send()
  })

  addApiRoute(app, API.gridContent, async (request) => loadGridContent(app.db, request.viewer, request.params.name))

  addApiRoute(
    app,
    API.saveGridContent,
    {
      schema: {
        summary: "Publishes the grid's content (Save): visitors see it at once and the draft is dropped",
      },
      bodyLimit: 256 * 1024,
    },
    async (request) =>
      saveGridContent(
        app.db,
        app.storage,
        request.viewer,
        request.params.name,
        request.body,
        app.embedFetches,
      ),
  )

  addApiRoute(
    app,
    API.saveGridDraft,
    {
      schema: {
        summary: "Keeps the editor's content as the grid's draft, seen only by its owner until published",
      },
      bodyLimit: 256 * 1024,
    },
    async (request) => saveGridDraft(app.db, request.viewer, request.params.name, request.body),
  )

  addApiRoute(
    app,
    API.discardGridDraft,
    {
      schema: {
        summary: "Discards the grid's draft: the editor goes back to the published content",
      },
    },
    async (request) =>
      discardGridDraft(app.db, app.storage, request.viewer, request.params.name, request.query.version),
  )
}
