import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { CountryTable } from '@domain/ip-country.js'

/** The IP-to-country database (ADR 0033): its IPv4 and IPv6 ranges as `start,end,country` CSV. */
const DATABASE = '@ip-location-db/dbip-country'
const FILES = { ipv4: 'dbip-country-ipv4.csv', ipv6: 'dbip-country-ipv6.csv' } as const

const resolve = createRequire(import.meta.url).resolve

let loading: Promise<CountryTable> | undefined

/**
 * The country table, read from the package once per process (every app of a process shares it;
 * tests build several): about half a second, then a few MB of typed arrays.
 */
export function loadCountryTable(): Promise<CountryTable> {
  loading ??= Promise.all([
    readFile(resolve(`${DATABASE}/${FILES.ipv4}`), 'latin1'),
    readFile(resolve(`${DATABASE}/${FILES.ipv6}`), 'latin1'),
  ]).then(([ipv4, ipv6]) => new CountryTable(ipv4, ipv6))
  return loading
}
