import { isIPv4, isIPv6 } from 'node:net'

/**
 * The address a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64
 * network. One IPv6 subscriber usually holds a whole /64 (often a /56 or more), so counting single
 * IPv6 addresses would hand every client 2^64 fresh counters. IPv4-mapped IPv6 addresses
 * (`::ffff:192.0.2.1`, what a dual-stack socket reports) count as the IPv4 address they carry.
 */
export function clientAddress(ip: string): string {
  const address = ip.split('%')[0]!
  if (isIPv4(address)) return address
  const groups = ipv6Groups(address)
  if (!groups) return address
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address (with `::` expanded and a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined
  const toGroups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [parseInt(piece, 16)]
          const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number]
          return [(a << 8) | b, (c << 8) | d]
        })
  const [head = '', tail] = address.toLowerCase().split('::')
  const first = toGroups(head)
  if (tail === undefined) return first
  const last = toGroups(tail)
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last]
}
