import { API } from '@domain/api-routes.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import { forbidden } from '../../errors.js'
import { addApiRoute } from '../../api-route.js'
import { analyticsCsv, gridAnalytics, tileClicks } from '../../services/analytics.js'
import { findOwnGrid } from '../../services/grids.js'
import type { FastifyZodInstance } from '../../types.js'

/** A grid's figures for its signed-in owner: the dashboard's numbers and the CSV export. */
export default async function gridAnalyticsRoutes(app: FastifyZodInstance) {
  addApiRoute(
    app,
    API.gridAnalytics,
    {
      schema: {
        summary: "A grid's views, visitors and clicks per day in the owner's time zone",
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return gridAnalytics(app.db, request.viewer, request.params.name, request.query, new Date(app.analytics.now()))
    },
  )

  addApiRoute(
    app,
    API.gridTileClicks,
    { schema: { summary: "One tile's clicks per day in the owner's time zone (Pro)" } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const { name, tileId } = request.params
      return tileClicks(app.db, request.viewer, name, tileId, request.query, new Date(app.analytics.now()))
    },
  )

  addApiRoute(
    app,
    API.gridAnalyticsCsv,
    {
      schema: {
        summary: "A grid's daily figures, or its views per country, as CSV (Pro)",
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { viewer } = request
      if (viewer.plan !== 'pro') {
        // Still 404 for a grid that is not the viewer's, before telling about the plan.
        await findOwnGrid(app.db, viewer, request.params.name)
        throw forbidden('PRO_FEATURE', PLAN_MESSAGES.proFeature)
      }
      const analytics = await gridAnalytics(
        app.db,
        viewer,
        request.params.name,
        request.query,
        new Date(app.analytics.now()),
      )
      const { table, days } = request.query
      const fileName = `${request.params.name}-${table === 'daily' ? 'analytics' : table}-${days}d.csv`
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(analyticsCsv(analytics, table))
    },
  )
}
