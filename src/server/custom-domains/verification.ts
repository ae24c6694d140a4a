import { isIP } from 'node:net'
import { DOMAIN_TEXTS, verificationRecordName } from '@domain/custom-domains.js'
import { LookupFailed, type DomainLookups } from './dns.js'

/** Where the installation's custom domains must point (ADR 0065). */
export interface DomainTarget {
  /** The host a CNAME names. */
  host: string
  /** The addresses A/AAAA records must hold: configured, or the target host's own. */
  addresses(): Promise<string[]>
}

/** What the installation's address is: CUSTOM_DOMAIN_ADDRESSES, else its host's addresses, looked up at most every few minutes. */
export function domainTarget(host: string, configured: string[], lookups: DomainLookups): DomainTarget {
  const REMEMBERED_MS = 5 * 60_000
  let remembered: { addresses: string[]; at: number } | undefined
  const fixed = configured.length > 0 ? configured : isIP(host) ? [host] : undefined
  return {
    host,
    addresses: async () => {
      if (fixed) return fixed
      if (remembered && Date.now() - remembered.at < REMEMBERED_MS) return remembered.addresses
      const addresses = await lookups.addresses(host)
      remembered = { addresses, at: Date.now() }
      return addresses
    },
  }
}

/** Null when the domain is proved and points here; otherwise what is missing, in the owner's words. */
export async function domainProblem(
  lookups: DomainLookups,
  target: DomainTarget,
  domain: string,
  token: string,
): Promise<string | null> {
  const recordName = verificationRecordName(domain)
  try {
    const records = await lookups.txt(recordName)
    if (records.length === 0) return DOMAIN_TEXTS.noTxtRecord(recordName)
    if (!records.includes(token)) return DOMAIN_TEXTS.wrongTxtRecord(recordName)
    if ((await lookups.cnames(domain)).includes(target.host)) return null
    const [addresses, ours] = await Promise.all([lookups.addresses(domain), target.addresses()])
    const pointsHere = addresses.length > 0 && addresses.every((address) => ours.includes(address))
    return pointsHere ? null : DOMAIN_TEXTS.notPointingHere(domain)
  } catch (error) {
    if (error instanceof LookupFailed) return DOMAIN_TEXTS.lookupFailed(domain)
    throw error
  }
}
