import { z } from 'zod'
import { CreateGridBody, SetGridActiveBody } from '../../../domain/grid-names.js'
import { GridList, GridSummary } from '../../../domain/grid-summary.js'
import { createGrid, deleteGrid, listOwnGrids, setGridActive } from '../../services/grids.js'
import type { FastifyZodInstance } from '../../types.js'

const GridParams = z.object({ name: z.string().max(64) })

export default async function gridRoutes(app: FastifyZodInstance) {
  app.get('/api/grids', { schema: { response: { 200: GridList } }, preHandler: app.requireUser }, async (request) =>
    listOwnGrids(app.db, request.viewer!),
  )

  app.post(
    '/api/grids',
    { schema: { body: CreateGridBody, response: { 201: GridSummary } }, preHandler: app.requireUser },
    async (request, reply) => reply.code(201).send(await createGrid(app.db, request.viewer!, request.body.name)),
  )

  app.patch(
    '/api/grids/:name',
    {
      schema: { params: GridParams, body: SetGridActiveBody, response: { 200: GridSummary } },
      preHandler: app.requireUser,
    },
    async (request) => setGridActive(app.db, request.viewer!, request.params.name, request.body.active),
  )

  app.delete(
    '/api/grids/:name',
    { schema: { params: GridParams }, preHandler: app.requireUser },
    async (request, reply) => {
      await deleteGrid(app.db, request.viewer!, request.params.name)
      return reply.code(204).send()
    },
  )
}
