import { BlockList, isIP } from 'node:net'

/**
 * Address ranges that belong to no country (IANA's special-purpose registries): loopback,
 * private networks, shared and link-local addresses, documentation and benchmarking ranges,
 * multicast and reserved space. A view from one of them needs no lookup, so a server reached
 * only from such addresses (tests, a private network) never loads the country table (ADR 0038).
 */
const SPECIAL: BlockList = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  SPECIAL.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['2001:db8::', 32],
  ['ff00::', 8],
] as const) {
  SPECIAL.addSubnet(network, prefix, 'ipv6')
}

const IPV4_MAPPED = '::ffff:'

/** Whether an address may have a country: a valid IPv4 or IPv6 address outside the special ranges. */
export function isPublicAddress(address: string): boolean {
  const plain = address.startsWith(IPV4_MAPPED) && address.includes('.') ? address.slice(IPV4_MAPPED.length) : address
  // Not an address at all (a misconfigured proxy header) has no country either.
  const family = isIP(plain)
  return family !== 0 && !SPECIAL.check(plain, family === 4 ? 'ipv4' : 'ipv6')
}
