import { closeSync, openSync, readSync } from 'node:fs'
import { createRequire } from 'node:module'
import { CountryTable } from '@domain/ip-country.js'

/** The IP-to-country database (ADR 0033): its IPv4 and IPv6 ranges as `start,end,country` CSV. */
const DATABASE = '@ip-location-db/dbip-country'
const FILES = { ipv4: 'dbip-country-ipv4.csv', ipv6: 'dbip-country-ipv6.csv' } as const
/** How much of a file is read at a time. */
const PIECE_BYTES = 1 << 16

const resolve = createRequire(import.meta.url).resolve

/** A file's text a piece at a time, so that the whole file is never in memory. */
function* piecesOf(file: string): Generator<string> {
  const descriptor = openSync(resolve(`${DATABASE}/${file}`), 'r')
  try {
    const buffer = Buffer.allocUnsafe(PIECE_BYTES)
    for (let read = readSync(descriptor, buffer); read > 0; read = readSync(descriptor, buffer)) {
      yield buffer.toString('latin1', 0, read)
    }
  } finally {
    closeSync(descriptor)
  }
}

let loading: Promise<CountryTable> | undefined

/**
 * The country table, read from the package once per process (every app of a process shares it;
 * tests build several): about half a second, then 8 MB of typed arrays.
 */
export function loadCountryTable(): Promise<CountryTable> {
  loading ??= Promise.resolve().then(() => new CountryTable(piecesOf(FILES.ipv4), piecesOf(FILES.ipv6)))
  return loading
}
