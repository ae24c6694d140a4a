import { describe, expect, it } from 'vitest'
import { DOMAIN_TEXTS, normalizeDomain } from '@domain/custom-domains.js'

const rules = { ownHost: 'tessera.example.org', allowTest: false }

describe('a custom domain’s name', () => {
  it.each([
    ['links.example.com', 'links.example.com'],
    ['  LINKS.Example.com.  ', 'links.example.com'],
    ['https://links.example.com/', 'links.example.com'],
    ['links.example.com:8443', 'links.example.com'],
    ['żółw.example.pl', 'xn--w-uga1v8h.example.pl'],
    ['xn--w-uga1v8h.example.pl', 'xn--w-uga1v8h.example.pl'],
  ])('%j is stored as %j', (input, domain) => {
    expect(normalizeDomain(input, rules)).toEqual({ domain })
  })

  it.each([
    ['10.0.0.1', DOMAIN_TEXTS.ipAddress],
    ['0x7f.1', DOMAIN_TEXTS.ipAddress],
    ['[::1]', DOMAIN_TEXTS.ipAddress],
    ['tessera.example.org', DOMAIN_TEXTS.reserved],
    ['TESSERA.example.org.', DOMAIN_TEXTS.reserved],
    ['app.localhost', DOMAIN_TEXTS.reserved],
    ['nas.home.arpa', DOMAIN_TEXTS.reserved],
    ['links.test', DOMAIN_TEXTS.reserved],
    ['com', DOMAIN_TEXTS.invalid],
    ['-bad.example.com', DOMAIN_TEXTS.invalid],
    ['links.example.123', DOMAIN_TEXTS.invalid],
    ['user@links.example.com', DOMAIN_TEXTS.invalid],
    [`${'a'.repeat(64)}.example.com`, DOMAIN_TEXTS.invalid],
  ])('%j is refused: %s', (input, message) => {
    expect(normalizeDomain(input, rules)).toEqual({ code: 'DOMAIN_INVALID', message })
  })

  it('takes names under .test where the installation allows them', () => {
    expect(normalizeDomain('links.test', { ...rules, allowTest: true })).toEqual({ domain: 'links.test' })
  })
})
