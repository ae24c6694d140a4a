import { z } from 'zod'
import { CLICK_LAYOUTS } from '@domain/click-layouts.js'
import { TileId } from '@domain/grid.js'
import { CLICK_BEACON_ROUTE } from '../../public-pages/page-addresses.js'
import { byClient } from '../../rate-limits/plugin.js'
import type { FastifyZodInstance } from '../../types.js'

const ClickParams = z.object({ gridId: z.uuid(), tileId: TileId })
/** The layout the page's script saw (ADR 0071); a ping sent without the script names none. */
const ClickQuery = z.object({ layout: z.enum(CLICK_LAYOUTS).optional() })

/** Clicks one client (an IPv4 address or an IPv6 /64) adds to one grid per hour at most; more are answered, not counted. */
export const CLICKS_PER_CLIENT_HOUR = 60

/** Counting visitors' clicks on a public page's links. */
export default async function analyticsRoutes(app: FastifyZodInstance) {
  const countedClicks = app.rateLimit({ name: 'click-grid', max: CLICKS_PER_CLIENT_HOUR, timeWindow: '1 hour' })
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
        schema: { hide: true, params: ClickParams, querystring: ClickQuery },
        bodyLimit: 1024,
        config: { changesState: false },
        preHandler: app.limit({ name: 'click', max: 120, timeWindow: '1 minute', key: byClient }),
      },
      async (request, reply) => {
        const { gridId, tileId } = request.params
        if (await countedClicks.allowance(`${gridId}|${byClient(request)}`, 1)) {
          app.analytics.countClick(request, gridId, tileId, request.query.layout ?? 'unknown')
        }
        return reply.code(204).header('cache-control', 'no-store').send()
      },
    )
  })
}
