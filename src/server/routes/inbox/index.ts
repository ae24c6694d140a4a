import formBody from '@fastify/formbody'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { createElement } from 'react'
import { z } from 'zod'
import { InboxOpened, InboxTotal, NewMessageCount, NotificationSettings } from '../../../domain/inbox.js'
import { MessageFilter } from '../../../domain/messages.js'
import { UnsubscribePage, type UnsubscribeState } from '../../../ui/UnsubscribePage.js'
import { countInbox, countNewMessages, openInbox } from '../../services/inbox-activity.js'
import {
  isUnsubscribeToken,
  readNotificationSettings,
  saveNotificationSettings,
  unsubscribe,
} from '../../services/inbox-notifications.js'
import { requirePro } from '../../services/messages.js'
import type { FastifyZodInstance } from '../../types.js'
import { sendHtml } from '../public/index.js'

const TokenParams = z.object({ token: z.string() })

/** A token as `newInboxSettings` makes them; anything else is not looked up. */
const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{32}$/.test(token)

/**
 * What the inbox counts and how its owner hears of new messages (ADR 0024): "N new" since the
 * last opening, the filtered total, email notification settings and the unsubscribe link.
 */
export default async function inboxRoutes(app: FastifyZodInstance) {
  const proOnly = async (request: FastifyRequest) => requirePro(request.viewer!)
  const ownerOnly = { preHandler: [app.requireUser, proOnly] }

  app.get(
    '/api/messages/new-count',
    { schema: { response: { 200: NewMessageCount } }, ...ownerOnly },
    async (request) => ({ count: await countNewMessages(app.db, request.viewer!) }),
  )

  app.post('/api/messages/opened', { schema: { response: { 200: InboxOpened } }, ...ownerOnly }, async (request) =>
    openInbox(app.db, request.viewer!),
  )

  app.get(
    '/api/messages/total',
    { schema: { querystring: MessageFilter, response: { 200: InboxTotal } }, ...ownerOnly },
    async (request) => ({ total: await countInbox(app.db, request.viewer!, request.query) }),
  )

  app.get(
    '/api/account/notifications',
    { schema: { response: { 200: NotificationSettings } }, ...ownerOnly },
    async (request) => readNotificationSettings(app.db, request.viewer!),
  )

  app.put(
    '/api/account/notifications',
    { schema: { body: NotificationSettings, response: { 200: NotificationSettings } }, ...ownerOnly },
    async (request) => saveNotificationSettings(app.db, request.viewer!, request.body),
  )

  // The unsubscribe link works without signing in. Mail clients post to it too (List-Unsubscribe-Post).
  await app.register(formBody, { bodyLimit: 1024 })
  const page = (reply: FastifyReply, state: UnsubscribeState) =>
    sendHtml(reply, createElement(UnsubscribePage, { state }), state === 'invalid' ? 404 : 200).header(
      'cache-control',
      'no-store',
    )

  app.get('/messages/unsubscribe/:token', { schema: { hide: true, params: TokenParams } }, async (request, reply) => {
    const { token } = request.params
    const known = isTokenShaped(token) && (await isUnsubscribeToken(app.db, token))
    return page(reply, known ? 'confirm' : 'invalid')
  })

  app.post('/messages/unsubscribe/:token', { schema: { hide: true, params: TokenParams } }, async (request, reply) => {
    const { token } = request.params
    const done = isTokenShaped(token) && (await unsubscribe(app.db, token))
    return page(reply, done ? 'done' : 'invalid')
  })
}
