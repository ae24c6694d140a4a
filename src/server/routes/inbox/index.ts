import formBody from '@fastify/formbody'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { createElement } from 'react'
import { z } from 'zod'
import { UnsubscribePage, type UnsubscribeState } from '@ui/UnsubscribePage.js'
import { sendHtml } from '../../public-pages/html-replies.js'
import { localeOfHeaders } from '../../public-pages/visitor-language.js'
import { unsubscribe, unsubscribeLinkOwner } from '../../services/inbox-notifications.js'
import type { FastifyZodInstance } from '../../types.js'
import type { Locale } from '@domain/locales.js'

const TokenParams = z.object({ token: z.string() })

/** A token as `newInboxSettings` makes them; anything else is not looked up. */
const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{32}$/.test(token)

/** The link in notification mails that stops them, without signing in (ADR 0024). */
export default async function unsubscribeRoutes(app: FastifyZodInstance) {
  // Mail clients post to it too (List-Unsubscribe-Post).
  await app.register(formBody, { bodyLimit: 1024 })
  /**
   * The page speaks the language of the mail its link came in, the owner's account's (ADR 0068); a
   * link that names nobody, its visitor's (as the 404 page's: the `lang` cookie, else the browser's).
   */
  const page = (request: FastifyRequest, reply: FastifyReply, state: UnsubscribeState, owner?: { locale: Locale }) =>
    sendHtml(
      reply,
      createElement(UnsubscribePage, { state }),
      owner?.locale ?? localeOfHeaders(request.headers),
      state === 'invalid' ? 404 : 200,
    ).header('cache-control', 'no-store')
  const ownerOf = async (token: string) => (isTokenShaped(token) ? unsubscribeLinkOwner(app.db, token) : undefined)

  app.get('/messages/unsubscribe/:token', { schema: { hide: true, params: TokenParams } }, async (request, reply) => {
    const owner = await ownerOf(request.params.token)
    return page(request, reply, owner ? 'confirm' : 'invalid', owner)
  })

  app.post('/messages/unsubscribe/:token', { schema: { hide: true, params: TokenParams } }, async (request, reply) => {
    const { token } = request.params
    const owner = await ownerOf(token)
    const done = owner !== undefined && (await unsubscribe(app.db, token))
    return page(request, reply, done ? 'done' : 'invalid', owner)
  })
}
