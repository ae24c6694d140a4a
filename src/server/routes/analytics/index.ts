import { z } from 'zod'
import { TileId } from '@domain/grid.js'
import { CLICK_BEACON_ROUTE } from '../../public-pages/page-addresses.js'
import type { FastifyZodInstance } from '../../types.js'

const ClickParams = z.object({ gridId: z.uuid(), tileId: TileId })

/** Counting visitors' clicks on a public page's links. */
export default async function analyticsRoutes(app: FastifyZodInstance) {
  // Pings (`<a ping>`, sent as `text/ping`) and beacons carry nothing in their body.
  await app.register(async function clickBeacons(scope: FastifyZodInstance) {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { bodyLimit: 1024 }, (_request, payload, done) => {
      payload.resume()
      payload.on('end', () => done(null, undefined))
      payload.on('error', done)
    })
    scope.post(
      CLICK_BEACON_ROUTE,
      {
        schema: { hide: true, params: ClickParams },
        bodyLimit: 1024,
        config: { changesState: false },
        preHandler: app.limit({ name: 'click', max: 120, timeWindow: '1 minute', key: (request) => request.ip }),
      },
      async (request, reply) => {
        app.analytics.countClick(request, request.params.gridId, request.params.tileId)
        return reply.code(204).header('cache-control', 'no-store').send()
      },
    )
  })
}
