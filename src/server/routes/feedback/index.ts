import type { FastifyRequest } from 'fastify'
import { FeedbackBody, FeedbackConfig, FeedbackReceipt, FEEDBACK_TEXTS } from '../../../domain/feedback.js'
import type { Config } from '../../config.js'
import { saveFeedback } from '../../services/feedback.js'
import type { FastifyZodInstance } from '../../types.js'
import { byClient } from '../../plugins/rate-limit.js'

/** Runs after requireUser, so the viewer is known. */
const byUser = (request: FastifyRequest) => request.viewer?.id ?? byClient(request)

export default async function feedbackRoutes(app: FastifyZodInstance, options: { config: Config }) {
  const feedbackConfig: FeedbackConfig = { feedbackUrl: options.config.FEEDBACK_URL ?? null }

  app.get('/api/feedback/config', { schema: { response: { 200: FeedbackConfig } } }, async () => feedbackConfig)

  app.post(
    '/api/feedback',
    {
      schema: { body: FeedbackBody, response: { 201: FeedbackReceipt } },
      // Signed-in users only, checked before the body; only well-formed feedback counts toward the limit.
      onRequest: app.requireUser,
      preHandler: app.limit({ name: 'feedback', max: 5, timeWindow: '1 hour', key: byUser }),
    },
    async (request, reply) => {
      const { id } = await saveFeedback(app.db, request.viewer!.id, request.body.message)
      return reply.code(201).send({ id, message: FEEDBACK_TEXTS.thanks })
    },
  )
}
