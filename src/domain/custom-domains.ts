import { z } from 'zod'
import type { Problem } from './errors.js'

/**
 * A Pro grid's own address (ADR 0065): a domain the owner proves with a TXT record and points at
 * the installation, which then serves the grid's page at its `/`. Pure rules and the API's payloads.
 */

/** The label in front of the domain under which the TXT record holds the grid's token. */
export const VERIFICATION_LABEL = '_tessera'

export const DOMAIN_TEXTS = {
  title: 'Custom domain (Pro)',
  invalid: 'Enter a domain name such as links.example.com.',
  ipAddress: 'Enter a domain name, not an IP address.',
  reserved: 'This domain cannot be used for a page.',
  taken: 'This domain is already connected to another page.',
  noTxtRecord: (name: string) => `No TXT record found at ${name} yet.`,
  wrongTxtRecord: (name: string) => `The TXT record at ${name} does not hold the value shown here.`,
  notPointingHere: (domain: string) => `${domain} does not point to this site yet: add the A or CNAME record.`,
  lookupFailed: (domain: string) => `The DNS lookup of ${domain} failed; try again in a few minutes.`,
  saved: 'Domain saved: add the DNS records, then check.',
  active: 'Active',
  pending: 'Pending',
  removed: 'Domain removed.',
  demotedSubject: (domain: string) => `${domain} no longer shows your Tessera page`,
} as const

/** Suffixes that never reach the public DNS; `.test` only where the installation allows it (its tests). */
const RESERVED_SUFFIXES = ['localhost', 'local', 'internal', 'test', 'invalid', 'example', 'home.arpa']

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/
const DOMAIN_MAX = 253

export interface DomainRules {
  /** The installation's own host name (BASE_URL's), which no grid may take. */
  ownHost: string
  /** Whether names under `.test` are accepted (tests and local set-ups). */
  allowTest: boolean
}

/**
 * The domain as it is stored and compared: lower case, internationalised names in punycode (the
 * URL parser's IDNA, the same in the browser and in Node), no scheme, port, path or trailing dot.
 */
export function normalizeDomain(input: string, rules: DomainRules): { domain: string } | Problem {
  const invalid = { code: 'DOMAIN_INVALID', message: DOMAIN_TEXTS.invalid } as const
  const text = input.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
  if (!text || /[\s/?#@\\]/.test(text.replace(/\/+$/, ''))) return invalid
  let host: string
  try {
    host = new URL(`http://${text}`).hostname
  } catch {
    return invalid
  }
  if (host.startsWith('[') || IPV4.test(host)) return { code: 'DOMAIN_INVALID', message: DOMAIN_TEXTS.ipAddress }
  const domain = host.replace(/\.$/, '')
  const labels = domain.split('.')
  if (domain.length > DOMAIN_MAX || labels.length < 2 || !labels.every((label) => LABEL.test(label))) return invalid
  if (/^\d+$/.test(labels.at(-1)!)) return invalid
  const reserved = RESERVED_SUFFIXES.filter((suffix) => !(rules.allowTest && suffix === 'test'))
  const underReserved = reserved.some((suffix) => domain === suffix || domain.endsWith(`.${suffix}`))
  if (underReserved || domain === rules.ownHost.toLowerCase()) {
    return { code: 'DOMAIN_INVALID', message: DOMAIN_TEXTS.reserved }
  }
  return { domain }
}

/** The name of the TXT record that proves the domain is the owner's. */
export const verificationRecordName = (domain: string) => `${VERIFICATION_LABEL}.${domain}`

export const DomainBody = z.object({ domain: z.string().max(300) })
export type DomainBody = z.infer<typeof DomainBody>

export const DomainStatus = z.enum(['pending', 'active'])
export type DomainStatus = z.infer<typeof DomainStatus>

/** A grid's domain as its owner's screen shows it: what to add to the DNS, and how it stands. */
export const GridDomain = z.object({
  domain: z.string(),
  status: DomainStatus,
  record: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
  /** Where the domain must point: a CNAME to `host`, or A/AAAA records for `addresses`. */
  target: z.object({ host: z.string(), addresses: z.array(z.string()) }),
  /** What the last check found missing, while pending. */
  problem: z.string().nullable(),
  checkedAt: z.iso.datetime().nullable(),
  /** Since when an active domain's DNS no longer points here (the daily check demoted it). */
  failingSince: z.iso.datetime().nullable(),
})
export type GridDomain = z.infer<typeof GridDomain>

export const GridDomainState = z.object({ customDomain: GridDomain.nullable() })
export type GridDomainState = z.infer<typeof GridDomainState>

export const AllowedDomainQuery = z.object({ domain: z.string().max(300).default('') })
