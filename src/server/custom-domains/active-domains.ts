import type { FastifyBaseLogger } from 'fastify'
import type { Change, WatchesChanges } from '../realtime/announced-cache.js'

/** A custom domain that serves its grid's page. */
export interface DomainSite {
  domain: string
  gridId: string
  gridName: string
  ownerId: string
  ownerPlan: 'free' | 'pro'
}

type Load = () => Promise<DomainSite[]>

/** The host a request names, without its port or a trailing dot, lower case. */
export function hostNameOf(host: string | undefined): string {
  if (!host) return ''
  const colon = host.lastIndexOf(':')
  const name = colon > host.lastIndexOf(']') ? host.slice(0, colon) : host
  return name.replace(/\.$/, '').toLowerCase()
}

/**
 * The active custom domains, all of them in memory (ADR 0065): the Host routing asks on every
 * request and Caddy before every certificate, so neither may wait for the database. Every instance
 * reads them again when the database announces a change to a domain, or to the grid or the owner
 * of one (a rename, a plan: a Free owner's domain is kept but not served), so several instances
 * agree without anything shared but the database. While announcements cannot be heard the set is
 * kept as it was (Caddy's question must not fail open or shut everyone out) and read again after.
 */
export class ActiveDomains implements WatchesChanges {
  private sites = new Map<string, DomainSite>()
  private gridNames = new Set<string>()
  private owners = new Set<string>()
  private loading: Promise<void> | undefined
  private stale = false

  constructor(
    private readonly load: Load,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** No custom domain is active: the Host routing need not read the Host header at all. */
  get empty(): boolean {
    return this.sites.size === 0
  }

  /** The site served at this host name, if its owner's plan allows it. */
  siteAt(hostName: string): DomainSite | undefined {
    const site = this.sites.get(hostName)
    return site?.ownerPlan === 'pro' ? site : undefined
  }

  /** Reads the set again; resolves once a read begun after this call has finished. */
  reload(): Promise<void> {
    this.stale = true
    this.loading ??= this.readUntilCurrent().finally(() => (this.loading = undefined))
    return this.loading
  }

  private async readUntilCurrent() {
    while (this.stale) {
      this.stale = false
      try {
        const sites = await this.load()
        this.sites = new Map(sites.map((site) => [site.domain, site]))
        this.gridNames = new Set(sites.map((site) => site.gridName))
        this.owners = new Set(sites.map((site) => site.ownerId))
      } catch (error) {
        this.log.error({ err: error }, 'custom domains: could not read the active domains; keeping the last set')
      }
    }
  }

  changed({ kind, id }: Change): void {
    const concerned =
      kind === 'domain' || (kind === 'grid' && this.gridNames.has(id)) || (kind === 'owner' && this.owners.has(id))
    if (concerned) void this.reload()
  }

  deaf(): void {}

  hearingAgain(): void {
    void this.reload()
  }

  forgetAll(): void {
    void this.reload()
  }
}
