import { AllowedDomainQuery } from '@domain/custom-domains.js'
import { hostNameOf } from '../../custom-domains/active-domains.js'
import { errorBody } from '../../plugins/error-handler.js'
import type { FastifyZodInstance } from '../../types.js'

/**
 * Caddy's on-demand TLS asks here before it gets a certificate for a name (ADR 0065): 200 for an
 * active custom domain, 404 for anything else. Answered from memory, so a flood of handshakes for
 * made-up names costs no database read, and nothing unknown is ever allowed.
 */
export default async function allowedDomainRoutes(app: FastifyZodInstance) {
  app.get(
    '/api/domains/allowed',
    { schema: { querystring: AllowedDomainQuery }, config: { changesState: false } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const site = app.customDomains.active.siteAt(hostNameOf(request.query.domain))
      if (site) return { domain: site.domain }
      return reply.code(404).send(errorBody('NOT_FOUND', 'No active custom domain by that name.'))
    },
  )
}
