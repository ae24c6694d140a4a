import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { getSessionCookie } from 'better-auth/cookies'
import { fromNodeHeaders } from 'better-auth/node'
import type { Me } from '../../domain/account.js'
import { createAuth, type Auth } from '../auth/auth.js'
import { resolveAuthSecret } from '../auth/secret.js'
import type { Config } from '../config.js'
import { unauthorized } from '../errors.js'
import type { Mailer } from '../mail/mailer.js'
import { findMe } from '../services/accounts.js'

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
    /** preHandler: answers 401 unless the request has a session; then `request.viewer` is set. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** The signed-in user, or undefined; memoised per request. */
    currentViewer: (request: FastifyRequest, reply: FastifyReply) => Promise<Me | undefined>
  }
  interface FastifyRequest {
    viewer?: Me
    viewerResolved?: boolean
  }
}

/** Copies better-auth's Set-Cookie headers (new, refreshed or cleared session) onto the reply. */
export function forwardSessionCookies(reply: FastifyReply, headers: Headers | null | undefined) {
  const cookies = headers?.getSetCookie() ?? []
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}

async function authPlugin(app: FastifyInstance, options: { config: Config; mailer: Mailer }) {
  const { config, mailer } = options
  const auth = createAuth({
    db: app.db,
    secret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
    baseUrl: config.baseUrl,
    mailer,
    log: app.log,
  })
  app.decorate('auth', auth)

  app.decorate('currentViewer', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.viewerResolved) return request.viewer
    request.viewerResolved = true
    if (!request.headers.cookie) return undefined
    const requestHeaders = fromNodeHeaders(request.headers)
    // Visitors' other cookies (analytics, consent) must not cost a session lookup.
    if (!getSessionCookie(requestHeaders)) return undefined
    const { headers, response } = await auth.api.getSession({
      headers: requestHeaders,
      returnHeaders: true,
    })
    // A session past its update age is extended; the refreshed cookie rides on this reply.
    forwardSessionCookies(reply, headers)
    request.viewer = response ? await findMe(app.db, response.user.id) : undefined
    return request.viewer
  })

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await app.currentViewer(request, reply))) throw unauthorized()
  })
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database'] })
