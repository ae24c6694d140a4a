import { describe, expect, it } from 'vitest'
import { clientAddress } from '@server/rate-limits/client-address.js'

describe('clientAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7')
  })

  it('groups IPv6 addresses by their /64', () => {
    expect(clientAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(clientAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(clientAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
  })

  it('tells neighbouring /64 networks apart', () => {
    expect(clientAddress('2001:db8:1:3::1')).not.toBe(clientAddress('2001:db8:1:2::1'))
  })

  it('expands :: wherever it stands', () => {
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientAddress('::1')).toBe('0:0:0:0::/64')
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(clientAddress('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(clientAddress('::ffff:c000:201')).toBe('192.0.2.1')
  })

  it('passes anything that is not an address through unchanged', () => {
    expect(clientAddress('unknown')).toBe('unknown')
  })
})
