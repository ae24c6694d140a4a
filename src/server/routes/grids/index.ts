import { DiscardDraftQuery, GridContent, GridContentBody } from '../../../domain/grid-content.js'
import { CreateGridBody, SetGridActiveBody } from '../../../domain/grid-names.js'
import { GridList, GridSummary } from '../../../domain/grid-summary.js'
import { NameParams } from '../../../domain/names.js'
import { discardGridDraft, loadGridContent, saveGridContent, saveGridDraft } from '../../services/grid-content.js'
import { createGrid, deleteGrid, listOwnGrids, setGridActive } from '../../services/grids.js'
import type { FastifyZodInstance } from '../../types.js'

/** The signed-in user's grids: list, create, switch on and off, delete, their content and draft. */
export default async function ownGridRoutes(app: FastifyZodInstance) {
  app.get('/api/grids', { schema: { response: { 200: GridList } } }, async (request) =>
    listOwnGrids(app.db, request.viewer),
  )

  app.post('/api/grids', { schema: { body: CreateGridBody, response: { 201: GridSummary } } }, async (request, reply) =>
    reply.code(201).send(await createGrid(app.db, request.viewer, request.body.name)),
  )

  app.patch(
    '/api/grids/:name',
    {
      schema: { params: NameParams, body: SetGridActiveBody, response: { 200: GridSummary } },
    },
    async (request) => setGridActive(app.db, request.viewer, request.params.name, request.body.active),
  )

  app.delete('/api/grids/:name', { schema: { params: NameParams } }, async (request, reply) => {
    await deleteGrid(app.db, request.viewer, request.params.name, app.storage)
    return reply.code(204).send()
  })

  app.get(
    '/api/grids/:name/content',
    { schema: { params: NameParams, response: { 200: GridContent } } },
    async (request) => loadGridContent(app.db, request.viewer, request.params.name),
  )

  app.put(
    '/api/grids/:name/content',
    {
      schema: {
        summary: "Publishes the grid's content (Save): visitors see it at once and the draft is dropped",
        params: NameParams,
        body: GridContentBody,
        response: { 200: GridContent },
      },
      bodyLimit: 256 * 1024,
    },
    async (request) => saveGridContent(app.db, app.storage, request.viewer, request.params.name, request.body),
  )

  app.put(
    '/api/grids/:name/draft',
    {
      schema: {
        summary: "Keeps the editor's content as the grid's draft, seen only by its owner until published",
        params: NameParams,
        body: GridContentBody,
        response: { 200: GridContent },
      },
      bodyLimit: 256 * 1024,
    },
    async (request) => saveGridDraft(app.db, request.viewer, request.params.name, request.body),
  )

  app.delete(
    '/api/grids/:name/draft',
    {
      schema: {
        summary: "Discards the grid's draft: the editor goes back to the published content",
        params: NameParams,
        querystring: DiscardDraftQuery,
        response: { 200: GridContent },
      },
    },
    async (request) =>
      discardGridDraft(app.db, app.storage, request.viewer, request.params.name, request.query.version),
  )
}
