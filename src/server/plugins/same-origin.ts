import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isSafeMethod } from '../http-methods.js'
import { AppError } from '../errors.js'

/** Distinct origins an operator is told about; beyond them the refusals go unlogged. */
const MISADDRESSED_ORIGINS_LOGGED = 20

/**
 * Cross-site request forgery defence for every state-changing request: browsers always send
 * Origin (and Sec-Fetch-Site) on such requests, so one from another site is refused. Requests
 * without either header come from non-browser clients (the CLI, Stripe's webhooks) and pass.
 */
async function sameOriginPlugin(
  app: FastifyInstance,
  options: {
    trustedOrigins: string[]
    /** A host whose own origin is trusted too, for requests to it (a grid's custom domain, ADR 0065). */
    isTrustedHost?: (host: string) => boolean
  },
) {
  const trusted = new Set(options.trustedOrigins)
  // Origins the operator was told about: once each, and a bounded few.
  const misaddressed = new Set<string>()
  const tellOperatorOnce = (origin: string) => {
    if (misaddressed.has(origin) || misaddressed.size >= MISADDRESSED_ORIGINS_LOGGED) return
    misaddressed.add(origin)
    app.log.warn(
      { origin },
      `refusing forms sent from ${origin}: the site's address is ${options.trustedOrigins[0]} (BASE_URL); open it there, or set BASE_URL to the address its visitors use`,
    )
  }
  const isOwnCustomOrigin = (origin: string, host: string | undefined) =>
    Boolean(host && options.isTrustedHost?.(host) && URL.canParse(origin) && new URL(origin).host === host)
  app.addHook('onRequest', async (request) => {
    if (isSafeMethod(request.method)) return
    const origin = request.headers.origin
    const fetchSite = request.headers['sec-fetch-site']
    const crossSite = origin
      ? !trusted.has(origin) && !isOwnCustomOrigin(origin, request.headers.host)
      : fetchSite === 'cross-site'
    if (!crossSite) return
    // The browser says same-origin, so the site was opened at another address of this very
    // server (127.0.0.1 where BASE_URL says localhost, a proxy that does not pass the public host):
    // every form fails, and only the operator can tell why.
    if (origin && fetchSite === 'same-origin') tellOperatorOnce(origin)
    throw new AppError(403, 'CROSS_SITE_REQUEST', 'Cross-site requests are not allowed.')
  })
}

export default fp(sameOriginPlugin, { name: 'same-origin' })
