import { InboxOpened, InboxTotal, NewMessageCount, NotificationSettings } from '../../../domain/inbox.js'
import { MessageFilter } from '../../../domain/messages.js'
import { countInbox, countNewMessages, openInbox } from '../../services/inbox-activity.js'
import { readNotificationSettings, saveNotificationSettings } from '../../services/inbox-notifications.js'
import type { FastifyZodInstance } from '../../types.js'

/**
 * What the inbox counts and how its owner hears of new messages (ADR 0024): "N new" since the
 * last opening, the filtered total and email notification settings (Pro).
 */
export default async function inboxActivityRoutes(app: FastifyZodInstance) {
  app.get('/api/messages/new-count', { schema: { response: { 200: NewMessageCount } } }, async (request) => ({
    count: await countNewMessages(app.db, request.viewer),
  }))

  app.post('/api/messages/opened', { schema: { response: { 200: InboxOpened } } }, async (request) =>
    openInbox(app.db, request.viewer),
  )

  app.get(
    '/api/messages/total',
    { schema: { querystring: MessageFilter, response: { 200: InboxTotal } } },
    async (request) => ({ total: await countInbox(app.db, request.viewer, request.query) }),
  )

  app.get('/api/account/notifications', { schema: { response: { 200: NotificationSettings } } }, async (request) =>
    readNotificationSettings(app.db, request.viewer),
  )

  app.put(
    '/api/account/notifications',
    { schema: { body: NotificationSettings, response: { 200: NotificationSettings } } },
    async (request) => saveNotificationSettings(app.db, request.viewer, request.body),
  )
}
