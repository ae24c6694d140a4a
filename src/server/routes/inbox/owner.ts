import { API } from '@domain/api-routes.js'
import { addApiRoute } from '../../api-route.js'
import { countInbox, countNewMessages } from '../../services/inbox-activity.js'
import { readNotificationSettings, saveNotificationSettings } from '../../services/inbox-notifications.js'
import type { FastifyZodInstance } from '../../types.js'

/**
 * What the inbox counts and how its owner hears of new messages (ADR 0024): "N new" (the unread
 * messages), the filtered total and email notification settings (Pro).
 */
export default async function inboxActivityRoutes(app: FastifyZodInstance) {
  addApiRoute(app, API.newMessageCount, async (request) => ({
    count: await countNewMessages(app.db, request.viewer),
  }))

  addApiRoute(app, API.inboxTotal, async (request) => ({
    total: await countInbox(app.db, request.viewer, request.query),
  }))

  addApiRoute(app, API.notificationSettings, async (request) => readNotificationSettings(app.db, request.viewer))

  addApiRoute(app, API.saveNotificationSettings, async (request) =>
    saveNotificationSettings(app.db, request.viewer, request.body),
  )
}
