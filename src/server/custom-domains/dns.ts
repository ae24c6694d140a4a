import { Resolver } from 'node:dns/promises'

/** How long one question to the resolver may take: a check answers the owner's click. */
const LOOKUP_TIMEOUT_MS = 2000

/** An answer that says the name has no such record, as opposed to a lookup that failed. */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME'])

export class LookupFailed extends Error {
  override name = 'LookupFailed'
}

/** The DNS answers a domain's check needs; an empty list means "no such record". */
export interface DomainLookups {
  txt(name: string): Promise<string[]>
  /** The name's A and AAAA addresses (a recursive resolver follows CNAMEs on the way). */
  addresses(name: string): Promise<string[]>
  cnames(name: string): Promise<string[]>
}

/**
 * Lookups through `server` (DNS_RESOLVER, `ip` or `ip:port`) or the system's resolvers, one try
 * each with a short timeout; a timeout or a server failure throws LookupFailed.
 */
export function createLookups(server: string | undefined): DomainLookups {
  const resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 1 })
  if (server) resolver.setServers([server])
  const orNone = async <T>(lookup: Promise<T[]>): Promise<T[]> => {
    try {
      return await lookup
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? ''
      if (NO_RECORD.has(code)) return []
      throw new LookupFailed(code || String(error))
    }
  }
  return {
    // A TXT record comes in chunks of at most 255 characters.
    txt: async (name) => (await orNone(resolver.resolveTxt(name))).map((chunks) => chunks.join('')),
    addresses: async (name) => {
      const [v4, v6] = await Promise.all([orNone(resolver.resolve4(name)), orNone(resolver.resolve6(name))])
      return [...v4, ...v6]
    },
    cnames: (name) => orNone(resolver.resolveCname(name)).then((names) => names.map((cname) => cname.toLowerCase())),
  }
}
