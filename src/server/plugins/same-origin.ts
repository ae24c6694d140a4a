import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isSafeMethod } from '../http-methods.js'
import { AppError } from '../errors.js'

/**
 * Cross-site request forgery defence for every state-changing request: browsers always send
 * Origin (and Sec-Fetch-Site) on such requests, so one from another site is refused. Requests
 * without either header come from non-browser clients (the CLI, Stripe's webhooks) and pass.
 */
async function sameOriginPlugin(app: FastifyInstance, options: { trustedOrigins: string[] }) {
  const trusted = new Set(options.trustedOrigins)
  app.addHook('onRequest', async (request) => {
    if (isSafeMethod(request.method)) return
    const origin = request.headers.origin
    const fetchSite = request.headers['sec-fetch-site']
    const crossSite = origin ? !trusted.has(origin) : fetchSite === 'cross-site'
    if (crossSite) throw new AppError(403, 'CROSS_SITE_REQUEST', 'Cross-site requests are not allowed.')
  })
}

export default fp(sameOriginPlugin, { name: 'same-origin' })
