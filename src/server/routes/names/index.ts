import { API } from '@domain/api-routes.js'
import { routeSchema } from '../../route-schema.js'
import { isNameAvailable } from '../../services/names.js'
import type { FastifyZodInstance } from '../../types.js'
import { byClient } from '../../rate-limits/plugin.js'

/** One availability check for usernames (sign-up) and grid names (new grid). */
export default async function nameRoutes(app: FastifyZodInstance) {
  app.get(
    '/api/names/:name/availability',
    {
      schema: routeSchema(API.nameAvailability),
      preHandler: app.limit({ name: 'names', max: 120, timeWindow: '1 minute', key: byClient }),
    },
    async (request) => ({
      name: request.params.name,
      available: await isNameAvailable(app.db, request.params.name),
    }),
  )
}
