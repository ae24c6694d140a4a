import { API } from '@domain/api-routes.js'
import { FEEDBACK_TEXTS } from '@domain/feedback.js'
import { addApiRoute } from '../../api-route.js'
import { saveFeedback } from '../../services/feedback.js'
import type { FastifyZodInstance } from '../../types.js'

/** Feedback from signed-in users. */
export default async function sendFeedbackRoutes(app: FastifyZodInstance) {
  addApiRoute(
    app,
    API.sendFeedback,
    {
      // Only well-formed feedback counts toward the limit.
      preHandler: app.limit({ name: 'feedback', max: 5, timeWindow: '1 hour', key: (request) => request.viewer.id }),
    },
    async (request, reply) => {
      const { id } = await saveFeedback(app.db, request.viewer.id, request.body.message)
      return reply.code(201).send({ id, message: FEEDBACK_TEXTS.thanks })
    },
  )
}
