import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { activeSites, recheckDueDomains, type DemotedDomain, type DomainChecks } from '../services/custom-domains.js'
import { domainDemotedMail } from '../mail/templates.js'
import type { Mailer } from '../mail/mailer.js'
import { startPeriodicJob, type PeriodicJob } from '../periodic-job.js'
import { ActiveDomains, hostNameOf } from './active-domains.js'
import { createLookups } from './dns.js'
import { domainTarget } from './verification.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Custom domains (ADR 0065): the active ones in memory, and what checking one needs. */
    customDomains: {
      active: ActiveDomains
      checks: DomainChecks
      /** Whether a request to this Host header is on a custom domain. */
      isCustomHost(host: string | undefined): boolean
    }
  }
}

async function customDomainsPlugin(app: FastifyInstance) {
  const { config } = app
  const lookups = createLookups(config.DNS_RESOLVER)
  const ownHost = new URL(config.baseUrl).hostname
  const checks: DomainChecks = {
    lookups,
    target: domainTarget(config.CUSTOM_DOMAIN_TARGET ?? ownHost, config.CUSTOM_DOMAIN_ADDRESSES, lookups),
    rules: { ownHost, allowTest: config.CUSTOM_DOMAINS_ALLOW_TEST },
  }
  const active = new ActiveDomains(() => activeSites(app.db), app.log)
  app.watchChanges(active)
  await active.reload()
  const isCustomHost = (host: string | undefined) => active.siteAt(hostNameOf(host)) !== undefined
  app.decorate('customDomains', { active, checks, isCustomHost })

  // No cookie is ever set on a custom domain: whatever a route answers, the session stays on the
  // installation's address (the routing in front drops the cookies that come).
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('set-cookie') && isCustomHost(request.headers.host)) reply.removeHeader('set-cookie')
  })
}

export default fp(customDomainsPlugin, { name: 'custom-domains', dependencies: ['database', 'changes'] })

/** How often the daily check looks for domains due (each is checked once a day). */
const PASS_EVERY_MS = 60 * 60 * 1000

/** Tells each owner, by mail, that the daily check took their domain off their page. */
export async function tellDemotedOwners(mailer: Mailer, baseUrl: string, demoted: DemotedDomain[]) {
  for (const domain of demoted) {
    await mailer.send(domainDemotedMail(domain.ownerEmail, domain.ownerName, domain, `${baseUrl}/${domain.gridName}`))
  }
}

/**
 * Checks the active domains again once a day (ADR 0065), the first pass five minutes after start.
 * Errors are logged; the next pass tries again.
 */
export function startDomainRechecks(app: FastifyInstance): PeriodicJob {
  return startPeriodicJob({
    everyMs: PASS_EVERY_MS,
    firstAfterMs: 5 * 60_000,
    pass: async () => {
      const demoted = await recheckDueDomains(app.db, app.customDomains.checks)
      if (demoted.length === 0) return
      app.log.info({ domains: demoted.map((domain) => domain.domain) }, 'custom domains no longer pointing here')
      await tellDemotedOwners(app.inboxMailer.mailer, app.config.baseUrl, demoted)
    },
    failed: (error) => app.log.error({ err: error }, 'custom domain check failed'),
  })
}
