import { API } from '@domain/api-routes.js'
import { addApiRoute } from '../../api-route.js'
import { noticeOf, removeNotice, setNotice } from '../../services/notices.js'
import type { FastifyZodInstance } from '../../types.js'

/** The owner writes, schedules and removes a grid's notice for visitors (ADR 0031); registered in signed-in.ts. */
export default async function ownNoticeRoutes(app: FastifyZodInstance) {
  addApiRoute(app, API.gridNotice, async (request) => ({
    notice: await noticeOf(app.db, request.viewer, request.params.name),
  }))

  addApiRoute(app, API.saveGridNotice, async (request) => ({
    notice: await setNotice(app.db, request.viewer, request.params.name, request.body),
  }))

  addApiRoute(app, API.removeGridNotice, async (request) => {
    await removeNotice(app.db, request.viewer, request.params.name)
    return { notice: null }
  })
}
