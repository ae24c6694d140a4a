import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Helmet's headers, and `Cache-Control: no-store` on private answers.
 *
 * No inline script is allowed anywhere: every script is a same-origin file. Inline styles stay
 * allowed because the public page inlines its critical CSS and toasts inject theirs.
 */
async function securityHeadersPlugin(app: FastifyInstance) {
  await app.register(helmet, {
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

  // What the API says about a signed-in user must never sit in a browser's or a proxy's cache: every
  // /api answer, and anything built for a signed-in viewer, is no-store unless its route chose a policy.
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return
    if (request.url.startsWith('/api/') || request.viewer) reply.header('cache-control', 'no-store')
  })
}

export default fp(securityHeadersPlugin, { name: 'security-headers' })
