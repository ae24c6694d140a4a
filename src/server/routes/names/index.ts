import { USERNAME_NOT_AVAILABLE, usernameProblem } from '@domain/account.js'
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
    async (request) => {
      const { name } = request.params
      // The claim box asks as a username: a name sign-up would refuse is not available, and says why.
      const problem = request.query.as === 'username' ? usernameProblem(name) : undefined
      if (problem) return { name, available: false, problem: problem.message }
      const available = await isNameAvailable(app.db, name)
      if (!available && request.query.as === 'username')
        return { name, available, problem: USERNAME_NOT_AVAILABLE.message }
      return { name, available }
    },
  )
}
