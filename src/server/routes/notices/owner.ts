import { API } from '@domain/api-routes.js'
import { routeSchema } from '../../route-schema.js'
import { noticeOf, removeNotice, setNotice } from '../../services/notices.js'
import type { FastifyZodInstance } from '../../types.js'

/** The owner writes, schedules and removes a grid's notice for visitors (ADR 0031); registered in signed-in.ts. */
export default async function ownNoticeRoutes(app: FastifyZodInstance) {
  app.get('/api/grids/:name/notice', { schema: routeSchema(API.gridNotice) }, async (request) => ({
    notice: await noticeOf(app.db, request.viewer, request.params.name),
  }))

  app.put('/api/grids/:name/notice', { schema: routeSchema(API.saveGridNotice) }, async (request) => ({
    notice: await setNotice(app.db, request.viewer, request.params.name, request.body),
  }))

  app.delete('/api/grids/:name/notice', { schema: routeSchema(API.removeGridNotice) }, async (request) => {
    await removeNotice(app.db, request.viewer, request.params.name)
    return { notice: null }
  })
}
