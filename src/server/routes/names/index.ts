import { API } from '@domain/api-routes.js'
import { addApiRoute } from '../../api-route.js'
import { isNameAvailable } from '../../services/names.js'
import type { FastifyZodInstance } from '../../types.js'
import { byClient } from '../../rate-limits/plugin.js'

/** One availability check for usernames (sign-up) and grid names (new grid). */
export default async function nameRoutes(app: FastifyZodInstance) {
  addApiRoute(
    app,
    API.nameAvailability,
    {
      preHandler: app.limit({ name: 'names', max: 120, timeWindow: '1 minute', key: byClient }),
    },
    async (request) => ({
      name: request.params.name,
      available: await isNameAvailable(app.db, request.params.name),
    }),
  )
}
