import { z } from 'zod'
import { AnalyticsQuery, GridAnalytics } from '../../../domain/analytics.js'
import { NameParams } from '../../../domain/names.js'
import { PLAN_MESSAGES } from '../../../domain/plans.js'
import { forbidden } from '../../errors.js'
import { analyticsCsv, gridAnalytics } from '../../services/analytics.js'
import { findOwnGrid } from '../../services/grids.js'
import type { FastifyZodInstance } from '../../types.js'

const ClickParams = z.object({ gridId: z.uuid(), tileId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) })

/** The address a public page's link pings (and its script beacons) when followed. */
export const clickBeaconPath = (gridId: string, tileId: string) => `/api/analytics/clicks/${gridId}/${tileId}`

export default async function analyticsRoutes(app: FastifyZodInstance) {
  app.get(
    '/api/grids/:name/analytics',
    {
      schema: {
        summary: "A grid's views, visitors and clicks per day in the owner's time zone",
        params: NameParams,
        querystring: AnalyticsQuery,
        response: { 200: GridAnalytics },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return gridAnalytics(app.db, request.viewer!, request.params.name, request.query, new Date(app.analytics.now()))
    },
  )

  app.get(
    '/api/grids/:name/analytics.csv',
    {
      schema: {
        summary: "A grid's daily figures as CSV (Pro)",
        params: NameParams,
        querystring: AnalyticsQuery,
        produces: ['text/csv'],
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const viewer = request.viewer!
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
      const fileName = `${request.params.name}-analytics-${request.query.days}d.csv`
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(analyticsCsv(analytics))
    },
  )

  // Pings (`<a ping>`, sent as `text/ping`) and beacons carry nothing in their body.
  await app.register(async function clickBeacons(scope: FastifyZodInstance) {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { bodyLimit: 1024 }, (_request, payload, done) => {
      payload.resume()
      payload.on('end', () => done(null, undefined))
      payload.on('error', done)
    })
    scope.post(
      '/api/analytics/clicks/:gridId/:tileId',
      {
        schema: { hide: true, params: ClickParams },
        bodyLimit: 1024,
        preHandler: app.limit({ name: 'click', max: 120, timeWindow: '1 minute', key: (request) => request.ip }),
      },
      async (request, reply) => {
        app.analytics.countClick(request, request.params.gridId, request.params.tileId)
        return reply.code(204).header('cache-control', 'no-store').send()
      },
    )
  })
}
