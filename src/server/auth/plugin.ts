import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { getSessionCookie } from 'better-auth/cookies'
import { fromNodeHeaders } from 'better-auth/node'
import type { Me } from '@domain/account.js'
import { createAuth, SESSION_MAX_AGE_MS, SESSION_SECONDS, SESSION_UPDATE_SECONDS, type Auth } from './auth.js'
import { resolveAuthSecret } from './secret.js'
import type { Config } from '../config.js'
import { unauthorized } from '../errors.js'
import type { Mailer } from '../mail/mailer.js'
import { AnnouncedCache } from '../realtime/announced-cache.js'
import { findMe } from '../services/accounts.js'

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
    /** Hook of the signed-in routes' scope (app.ts): answers 401 unless the request has a session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** The signed-in user, or undefined; memoised per request. */
    currentViewer: (request: FastifyRequest, reply: FastifyReply) => Promise<Me | undefined>
  }
  interface FastifyRequest {
    /** What `currentViewer` found: a session, null for none, undefined until it looked. */
    signedIn: SignedIn | null | undefined
    /** The signed-in user, for the routes of the signed-in scope; read anywhere else it throws. */
    readonly viewer: Me
    /** The token of the session `viewer` was verified with (announcements name sessions by it). */
    readonly sessionToken: string
  }
}

export interface SignedIn {
  viewer: Me
  token: string
}

/** Copies better-auth's Set-Cookie headers (new, refreshed or cleared session) onto the reply. */
export function forwardSessionCookies(reply: FastifyReply, headers: Headers | null | undefined) {
  const cookies = headers?.getSetCookie() ?? []
  if (cookies.length > 0) reply.header('set-cookie', cookies)
}

interface RememberedViewer extends SignedIn {
  /** When better-auth would extend the session (epoch ms). */
  refreshAt: number
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

  // Verified sessions, by their signed cookie: a hit costs no database read. A session that ended
  // or changed, or its user's account, plan or suspension changing, drops the entry (ADR 0007).
  const viewers = new AnnouncedCache<string, RememberedViewer>(
    (_cookie, { token, viewer }) => [`session:${token}`, `owner:${viewer.id}`],
    10_000,
  )
  app.watchChanges(viewers)

  async function verifySession(request: FastifyRequest, reply: FastifyReply, headers: Headers) {
    const { headers: responseHeaders, response } = await auth.api.getSession({ headers, returnHeaders: true })
    // better-auth slides a session forever; ours ends 90 days after it was created, however used.
    const endsAt = response ? new Date(response.session.createdAt).getTime() + SESSION_MAX_AGE_MS : 0
    if (response && Date.now() >= endsAt) {
      const { headers: signedOut } = await auth.api.signOut({ headers, returnHeaders: true })
      forwardSessionCookies(reply, signedOut)
      return undefined
    }
    // A session past its update age is extended; the refreshed cookie rides on this reply.
    forwardSessionCookies(reply, responseHeaders)
    const viewer = response ? await findMe(app.db, response.user.id) : undefined
    if (!response || !viewer) return undefined
    // Past this moment better-auth would extend the session (or it ends), so it must see the request again.
    const refreshAt = Math.min(
      new Date(response.session.expiresAt).getTime() - (SESSION_SECONDS - SESSION_UPDATE_SECONDS) * 1000,
      endsAt,
    )
    return { viewer, token: response.session.token, refreshAt }
  }

  async function findSession(request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | null> {
    if (!request.headers.cookie) return null
    const headers = fromNodeHeaders(request.headers)
    // Visitors' other cookies (analytics, consent) must not cost a session lookup.
    const cookie = getSessionCookie(headers)
    if (!cookie) return null
    let verified = viewers.peek(cookie)
    if (!verified || Date.now() >= verified.refreshAt) {
      viewers.forget(cookie)
      verified = await viewers.remember(cookie, () => verifySession(request, reply, headers))
    }
    return verified ? { viewer: verified.viewer, token: verified.token } : null
  }

  app.decorateRequest('signedIn', undefined)
  app.decorateRequest('viewer', { getter: signedInOnly((signedIn) => signedIn.viewer) })
  app.decorateRequest('sessionToken', { getter: signedInOnly((signedIn) => signedIn.token) })

  app.decorate('currentViewer', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.signedIn === undefined) request.signedIn = await findSession(request, reply)
    return request.signedIn?.viewer
  })

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await app.currentViewer(request, reply))) throw unauthorized()
  })
}

/** A getter that only routes behind `requireUser` may use: elsewhere there may be nobody signed in. */
function signedInOnly<T>(read: (signedIn: SignedIn) => T) {
  return function (this: FastifyRequest): T {
    if (!this.signedIn) throw new Error('A signed-in user was read by a route outside the signed-in scope')
    return read(this.signedIn)
  }
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database', 'changes'] })
