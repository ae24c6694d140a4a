import { API } from '@domain/api-routes.js'
import type { FeedbackConfig } from '@domain/feedback.js'
import type { Config } from '../../config.js'
import { addApiRoute } from '../../api-route.js'
import type { FastifyZodInstance } from '../../types.js'

/** Where else feedback may go: an external board, if the operator set one. */
export default async function feedbackRoutes(app: FastifyZodInstance, options: { config: Config }) {
  const feedbackConfig: FeedbackConfig = { feedbackUrl: options.config.FEEDBACK_URL ?? null }

  addApiRoute(app, API.feedbackConfig, async () => feedbackConfig)
}
