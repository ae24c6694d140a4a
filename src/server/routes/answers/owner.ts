import { API } from '@domain/api-routes.js'
import { addApiRoute } from '../../api-route.js'
import { publishAnswer, withdrawAnswer } from '../../services/answers.js'
import type { FastifyZodInstance } from '../../types.js'

/** The owner publishes, edits and withdraws public answers from the inbox (Pro, ADR 0022). */
export default async function ownAnswerRoutes(app: FastifyZodInstance) {
  addApiRoute(app, API.publishAnswer, async (request) =>
    publishAnswer(app.db, request.viewer, request.params.id, request.body),
  )

  addApiRoute(app, API.withdrawAnswer, async (request, reply) => {
    await withdrawAnswer(app.db, request.viewer, request.params.id)
    return reply.code(204).send()
  })
}
