import { describe, expect, it } from 'vitest'
import { CountryTable, parseIpv4, parseIpv6 } from '@domain/ip-country.js'
import { loadCountryTable } from '@server/analytics/country-database.js'

const words = (address: string) => {
  const into = new Uint32Array(4)
  return parseIpv6(address, into) ? [...into].map((word) => word.toString(16)) : undefined
}

describe('parseIpv4', () => {
  it('reads dotted decimal addresses as unsigned numbers', () => {
    expect(parseIpv4('0.0.0.0')).toBe(0)
    expect(parseIpv4('1.0.0.1')).toBe(16_777_217)
    expect(parseIpv4('255.255.255.255')).toBe(4_294_967_295)
  })

  it('refuses what is not an IPv4 address', () => {
    for (const text of ['', '1.2.3', '1.2.3.4.5', '256.1.1.1', '1..2.3', '1.2.3.4 ', 'a.b.c.d', '1234.1.1.1', '::1']) {
      expect(parseIpv4(text), text).toBe(-1)
    }
  })
})

describe('parseIpv6', () => {
  it('reads full, shortened, IPv4-tailed and zoned addresses into four words', () => {
    expect(words('2001:db8:0:0:0:0:0:1')).toEqual(['20010db8', '0', '0', '1'])
    expect(words('2001:DB8::1')).toEqual(['20010db8', '0', '0', '1'])
    expect(words('::')).toEqual(['0', '0', '0', '0'])
    expect(words('::1')).toEqual(['0', '0', '0', '1'])
    expect(words('fe80::')).toEqual(['fe800000', '0', '0', '0'])
    expect(words('::ffff:192.0.2.1')).toEqual(['0', '0', 'ffff', 'c0000201'])
    expect(words('fe80::1%eth0')).toEqual(['fe800000', '0', '0', '1'])
    expect(words('1:2:3:4:5:6:7::')).toEqual(['10002', '30004', '50006', '70000'])
    expect(words('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')).toEqual(['ffffffff', 'ffffffff', 'ffffffff', 'ffffffff'])
  })

  it('refuses what is not an IPv6 address', () => {
    for (const text of [
      '',
      ':',
      ':1',
      '1:',
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '12345::',
      'g::1',
      '1::2:3:4:5:6:7:8',
      '::1.2.3',
      '192.0.2.1',
    ]) {
      expect(words(text), text).toBeUndefined()
    }
  })
})

describe('CountryTable', () => {
  const ipv4Csv = [
    'start,end,country',
    '1.0.0.0,1.0.0.255,AU',
    '1.0.1.0,1.0.3.255,CN',
    '1.0.4.0,1.0.7.255,CN',
    '2.0.0.0,2.15.255.255,FR',
    'not,a,range',
    '255.255.255.0,255.255.255.255,ZZ',
    '',
  ].join('\n')
  const ipv6Csv = ['2001:200::,2001:200:ffff:ffff:ffff:ffff:ffff:ffff,JP', '2a00:1450::,2a00:1450:ffff::,IE'].join(
    '\r\n',
  )
  const table = new CountryTable([ipv4Csv], [ipv6Csv])

  it('finds the country of an address inside a range, first and last addresses included', () => {
    expect(table.countryOf('1.0.0.0')).toBe('AU')
    expect(table.countryOf('1.0.0.255')).toBe('AU')
    expect(table.countryOf('1.0.1.0')).toBe('CN')
    expect(table.countryOf('1.0.7.255')).toBe('CN')
    expect(table.countryOf('2.8.9.10')).toBe('FR')
    expect(table.countryOf('255.255.255.255')).toBe('ZZ')
    expect(table.countryOf('2001:200::1')).toBe('JP')
    expect(table.countryOf('2001:200:ffff:ffff:ffff:ffff:ffff:ffff')).toBe('JP')
    expect(table.countryOf('2a00:1450:4001::200e')).toBe('IE')
    expect(table.countryOf('2a00:1450:ffff::')).toBe('IE')
  })

  it('looks an IPv4-mapped IPv6 address up as IPv4', () => {
    expect(table.countryOf('::ffff:1.0.0.7')).toBe('AU')
    expect(table.countryOf('::ffff:2.1.2.3')).toBe('FR')
  })

  it('has no country for addresses outside every range, private ones or no address at all', () => {
    for (const address of [
      '0.0.0.1',
      '1.0.8.0',
      '1.255.255.255',
      '2.16.0.0',
      '127.0.0.1',
      '192.168.1.1',
      '255.255.254.255',
      '::1',
      '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff',
      '2001:201::',
      '2a00:1450:ffff::1',
      'ffff::',
      '',
      'unknown',
      '1.0.0',
    ]) {
      expect(table.countryOf(address), address).toBeUndefined()
    }
  })

  it('keeps neighbouring ranges of one country as one run', () => {
    // IPv4: none, AU, CN (two ranges), none, FR, none, ZZ. IPv6: none, JP, none, IE, none.
    expect(table.size).toMatchObject({ ipv4: 7, ipv6: 5 })
  })

  it('skips ranges out of order instead of answering wrongly', () => {
    const unordered = new CountryTable(['5.0.0.0,5.0.0.255,DE\n4.0.0.0,4.0.0.255,US\n5.0.0.10,5.0.0.20,NL'], [])
    expect(unordered.countryOf('5.0.0.15')).toBe('DE')
    expect(unordered.countryOf('4.0.0.1')).toBeUndefined()
    expect(new CountryTable([], []).countryOf('5.0.0.15')).toBeUndefined()
  })

  // A file is read a piece at a time, and a piece ends wherever its bytes end, often mid-line.
  it('reads the same table from pieces cut anywhere, lines split between them', () => {
    const cutEvery = (text: string, size: number) =>
      Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size))
    for (const size of [1, 7, 16]) {
      const pieces = new CountryTable(cutEvery(ipv4Csv, size), cutEvery(ipv6Csv, size))
      expect(pieces.size).toEqual(table.size)
      for (const address of [
        '1.0.0.9',
        '1.0.2.1',
        '2.1.0.0',
        '3.0.0.0',
        '255.255.255.9',
        '2001:200::1',
        '2a00:1450::9',
      ]) {
        expect(pieces.countryOf(address), `${address} in pieces of ${size}`).toBe(table.countryOf(address))
      }
    }
  })
})

describe('the shipped database', () => {
  // Reading the whole shipped table takes about half a second on a quiet machine, many on a busy one.
  it('knows public IPv4 and IPv6 addresses, and no country for private ones', { timeout: 30_000 }, async () => {
    const table = await loadCountryTable()
    expect(table.countryOf('8.8.8.8')).toBe('US')
    expect(table.countryOf('::ffff:8.8.4.4')).toBe('US')
    expect(table.countryOf('2001:200::1')).toBe('JP')
    expect(table.countryOf('193.0.6.139')).toBe('NL')
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'fe80::1']) {
      expect(table.countryOf(address), address).toBeUndefined()
    }
    expect(table.size.ipv4).toBeGreaterThan(100_000)
    expect(table.size.ipv6).toBeGreaterThan(50_000)
  })
})
