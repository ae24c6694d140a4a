import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'

/**
 * Helmet's headers, and `Cache-Control: no-store` on private answers.
 *
 * No inline script is allowed anywhere: every script is a same-origin file. Inline styles stay
 * allowed because the public page inlines its critical CSS and toasts inject theirs.
 */
const middleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
})

/**
 * Helmet's headers depend on nothing in the request, so they are worked out once, by running its
 * middleware against a recorder, and every answer (the public pages' fast path too) sends this list.
 */
function recordSecurityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {},
  }
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return Object.freeze(headers)
}

export const SECURITY_HEADERS = recordSecurityHeaders()

/**
 * The security headers of a page that may frame these origins (its embed tiles' players, ADR 0064):
 * the same policy with a frame-src naming exactly them; without any, the headers above.
 */
export function securityHeadersFraming(frameSources: readonly string[]): Readonly<Record<string, string>> {
  if (frameSources.length === 0) return SECURITY_HEADERS
  const policy = `${SECURITY_HEADERS['content-security-policy']};frame-src ${frameSources.join(' ')}`
  return Object.freeze({ ...SECURITY_HEADERS, 'content-security-policy': policy })
}

async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS)
    done()
  })

  // What the API says about a signed-in user must never sit in a browser's or a proxy's cache: every
  // /api answer, and anything built for a signed-in viewer, is no-store unless its route chose a policy.
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return
    if (request.url.startsWith('/api/') || request.signedIn) reply.header('cache-control', 'no-store')
  })
}

export default fp(securityHeadersPlugin, { name: 'security-headers' })
