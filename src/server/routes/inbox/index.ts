import formBody from '@fastify/formbody'
import type { FastifyReply } from 'fastify'
import { createElement } from 'react'
import { z } from 'zod'
import { UnsubscribePage, type UnsubscribeState } from '@ui/UnsubscribePage.js'
import { sendHtml } from '../../public-pages/html-replies.js'
import { isUnsubscribeToken, unsubscribe } from '../../services/inbox-notifications.js'
import type { FastifyZodInstance } from '../../types.js'
import { DEFAULT_LOCALE } from '@domain/locales.js'

const TokenParams = z.object({ token: z.string() })

/** A token as `newInboxSettings` makes them; anything else is not looked up. */
const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{32}$/.test(token)

/** The link in notification mails that stops them, without signing in (ADR 0024). */
export default async function unsubscribeRoutes(app: FastifyZodInstance) {
  // Mail clients post to it too (List-Unsubscribe-Post).
  await app.register(formBody, { bodyLimit: 1024 })
  const page = (reply: FastifyReply, state: UnsubscribeState) =>
    sendHtml(reply, createElement(UnsubscribePage, { state }), DEFAULT_LOCALE, state === 'invalid' ? 404 : 200).header(
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
