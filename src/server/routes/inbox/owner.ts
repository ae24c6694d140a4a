import { API } from '@domain/api-routes.js'
import { routeSchema } from '../../route-schema.js'
import { countInbox, countNewMessages, openInbox } from '../../services/inbox-activity.js'
import { readNotificationSettings, saveNotificationSettings } from '../../services/inbox-notifications.js'
import type { FastifyZodInstance } from '../../types.js'

/**
 * What the inbox counts and how its owner hears of new messages (ADR 0024): "N new" since the
 * last opening, the filtered total and email notification settings (Pro).
 */
export default async function inboxActivityRoutes(app: FastifyZodInstance) {
  app.get('/api/messages/new-count', { schema: routeSchema(API.newMessageCount) }, async (request) => ({
    count: await countNewMessages(app.db, request.viewer),
  }))

  app.post('/api/messages/opened', { schema: routeSchema(API.inboxOpened) }, async (request) =>
    openInbox(app.db, request.viewer),
  )

  app.get('/api/messages/total', { schema: routeSchema(API.inboxTotal) }, async (request) => ({
    total: await countInbox(app.db, request.viewer, request.query),
  }))

  app.get('/api/account/notifications', { schema: routeSchema(API.notificationSettings) }, async (request) =>
    readNotificationSettings(app.db, request.viewer),
  )

  app.put('/api/account/notifications', { schema: routeSchema(API.saveNotificationSettings) }, async (request) =>
    saveNotificationSettings(app.db, request.viewer, request.body),
  )
}
