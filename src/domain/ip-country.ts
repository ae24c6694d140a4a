/**
 * The country of a client address, from a table of address ranges (ADR 0033). The table is built
 * once from `start,end,country` lines (inclusive ranges, IPv4 and IPv6 in their text forms) and
 * a lookup is a binary search over the ranges' starts in typed arrays: no strings are made and
 * nothing is remembered about the address.
 */

/** The code index of addresses that no range covers. */
const NO_COUNTRY = 0
const IPV4_MAPPED_PREFIX = 0x0000ffff

// A lookup parses into these instead of allocating: the table is used from one thread.
const words = new Uint32Array(4)
const groups = new Uint16Array(8)

const hexDigit = (code: number): number =>
  code >= 48 && code <= 57
    ? code - 48
    : code >= 97 && code <= 102
      ? code - 87
      : code >= 65 && code <= 70
        ? code - 55
        : -1

/** An IPv4 address in dotted decimal (text[start, end)) as an unsigned number, or -1. */
export function parseIpv4(text: string, start = 0, end = text.length): number {
  let value = 0
  let octet = 0
  let digits = 0
  let dots = 0
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index)
    if (code === 46) {
      if (digits === 0 || dots === 3) return -1
      value = value * 256 + octet
      octet = 0
      digits = 0
      dots++
    } else if (code >= 48 && code <= 57 && digits < 3) {
      octet = octet * 10 + code - 48
      if (octet > 255) return -1
      digits++
    } else return -1
  }
  if (digits === 0 || dots !== 3) return -1
  return value * 256 + octet
}

/**
 * An IPv6 address (with `::`, an IPv4 tail or a `%zone`; text[start, end)) as four 32-bit words,
 * most significant first, written into `into`; false if it is not one.
 */
export function parseIpv6(text: string, into: Uint32Array = words, start = 0, stop = text.length): boolean {
  let end = start
  while (end < stop && text.charCodeAt(end) !== 37) end++
  let count = 0
  let gap = -1
  let index = start
  if (text.charCodeAt(start) === 58 && text.charCodeAt(start + 1) === 58) {
    gap = 0
    index = start + 2
  }
  while (index < end) {
    let value = 0
    let digits = 0
    let next = index
    for (
      let digit = hexDigit(text.charCodeAt(next));
      next < end && digit >= 0;
      digit = hexDigit(text.charCodeAt(++next))
    ) {
      value = value * 16 + digit
      digits++
    }
    if (next < end && text.charCodeAt(next) === 46) {
      const ipv4 = parseIpv4(text, index, end)
      if (ipv4 < 0 || count > 6) return false
      groups[count++] = ipv4 >>> 16
      groups[count++] = ipv4 & 0xffff
      break
    }
    if (digits === 0 || digits > 4 || count === 8) return false
    groups[count++] = value
    index = next
    if (index === end) break
    if (text.charCodeAt(index) !== 58) return false
    index++
    if (text.charCodeAt(index) === 58) {
      if (gap >= 0) return false
      gap = count
      index++
    } else if (index === end) return false
  }
  if (gap < 0 ? count !== 8 : count > 7) return false
  const tail = gap < 0 ? 0 : count - gap
  for (let group = 0; group < 8; group++) {
    const source = gap < 0 || group < gap ? group : group >= 8 - tail ? group - (8 - count) : -1
    const value = source < 0 ? 0 : groups[source]!
    if (group % 2 === 0) into[group >> 1] = value * 0x10000
    else into[group >> 1] = into[group >> 1]! + value
  }
  return true
}

/** -1, 0 or 1 as the `width`-word number at a[i..] is below, equal to or above b[j..]. */
function compareWords(a: Uint32Array, i: number, b: Uint32Array, j: number, width: number): number {
  for (let word = 0; word < width; word++) {
    const x = a[i + word]!
    const y = b[j + word]!
    if (x !== y) return x < y ? -1 : 1
  }
  return 0
}

/** Adds one to a `width`-word number in place; false when it wrapped past the last address. */
function increment(value: Uint32Array, width: number): boolean {
  for (let word = width - 1; word >= 0; word--) {
    value[word] = (value[word]! + 1) >>> 0
    if (value[word] !== 0) return true
  }
  return false
}

/**
 * The ranges of one address family as runs: each entry starts a run of addresses with one
 * country (or none) that lasts until the next entry's start. Neighbouring ranges of one country
 * are one run, and the first run starts at the lowest address.
 */
class RangeList {
  private starts: Uint32Array
  private countries: Uint16Array
  length = 0
  /** Where a run after the last range would start; undefined once the last range ends the address space. */
  private next: Uint32Array | undefined

  constructor(private readonly width: 1 | 4) {
    this.starts = new Uint32Array(1024 * width)
    this.countries = new Uint16Array(1024)
    this.next = new Uint32Array(width)
  }

  /** Adds an inclusive range; one that starts before the previous one ends (out of order) is skipped. */
  add(start: Uint32Array, end: Uint32Array, country: number) {
    const { width, next } = this
    if (!next || compareWords(start, 0, next, 0, width) < 0 || compareWords(end, 0, start, 0, width) < 0) return
    if (compareWords(start, 0, next, 0, width) > 0) this.push(next, NO_COUNTRY)
    this.push(start, country)
    next.set(end.subarray(0, width))
    if (!increment(next, width)) this.next = undefined
  }

  /** Ends the list: addresses past the last range have no country; unused capacity is dropped. */
  finish() {
    if (this.next) this.push(this.next, NO_COUNTRY)
    this.starts = this.starts.slice(0, this.length * this.width)
    this.countries = this.countries.slice(0, this.length)
  }

  // Both searches find the last run whose start is at most the address (the first run starts at 0).
  countryOfIpv4(address: number): number {
    const starts = this.starts
    let low = 0
    let high = this.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (starts[middle]! <= address) low = middle
      else high = middle - 1
    }
    return this.countries[low] ?? NO_COUNTRY
  }

  countryOfIpv6(address: Uint32Array): number {
    const starts = this.starts
    let low = 0
    let high = this.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (compareWords(starts, middle * 4, address, 0, 4) <= 0) low = middle
      else high = middle - 1
    }
    return this.countries[low] ?? NO_COUNTRY
  }

  get bytes() {
    return this.starts.byteLength + this.countries.byteLength
  }

  private push(start: Uint32Array, country: number) {
    if (this.length > 0 && this.countries[this.length - 1] === country) return
    if (this.length === this.countries.length) {
      const starts = new Uint32Array(this.starts.length * 2)
      starts.set(this.starts)
      this.starts = starts
      const countries = new Uint16Array(this.countries.length * 2)
      countries.set(this.countries)
      this.countries = countries
    }
    this.starts.set(start.subarray(0, this.width), this.length * this.width)
    this.countries[this.length++] = country
  }
}

/** IPv4 and IPv6 address ranges to two-letter country codes. */
export class CountryTable {
  private readonly codes: string[] = ['']
  private readonly codeIndex = new Map<string, number>()
  private readonly ipv4 = new RangeList(1)
  private readonly ipv6 = new RangeList(4)

  /**
   * The table of `start,end,country` lines, IPv4 ranges then IPv6 ranges, each in ascending order
   * as the databases publish them. Addresses outside every range have no country; lines that are
   * not a range (a header, a blank line) are skipped. Each family's text comes in pieces of any
   * size (a line may be cut between two), so that a file is read a piece at a time: read whole,
   * the 31 MB of the shipped files stayed in the process's memory as some 40 MB after parsing.
   */
  constructor(ipv4Csv: Iterable<string>, ipv6Csv: Iterable<string>) {
    this.addPieces(ipv4Csv, this.ipv4)
    this.addPieces(ipv6Csv, this.ipv6)
  }

  /** The two-letter code of the address's country (IPv4, IPv6 or IPv4-mapped IPv6), or undefined. */
  countryOf(address: string): string | undefined {
    let index: number
    if (address.includes(':')) {
      if (!parseIpv6(address)) return undefined
      index =
        words[0] === 0 && words[1] === 0 && words[2] === IPV4_MAPPED_PREFIX
          ? this.ipv4.countryOfIpv4(words[3]!)
          : this.ipv6.countryOfIpv6(words)
    } else {
      const ipv4 = parseIpv4(address)
      if (ipv4 < 0) return undefined
      index = this.ipv4.countryOfIpv4(ipv4)
    }
    return index === NO_COUNTRY ? undefined : this.codes[index]
  }

  /** Runs kept per family (after merging neighbours of one country) and their bytes in memory. */
  get size() {
    return { ipv4: this.ipv4.length, ipv6: this.ipv6.length, bytes: this.ipv4.bytes + this.ipv6.bytes }
  }

  private addPieces(pieces: Iterable<string>, list: RangeList) {
    let cut = ''
    for (const piece of pieces) {
      const text = cut + piece
      const linesEnd = text.lastIndexOf('\n') + 1
      this.addRanges(text, linesEnd, list)
      cut = text.slice(linesEnd)
    }
    this.addRanges(cut, cut.length, list)
    list.finish()
  }

  /** The ranges of csv[0, stop), which ends at a line's end. */
  private addRanges(csv: string, stop: number, list: RangeList) {
    const family = list === this.ipv4 ? 4 : 6
    const start = new Uint32Array(4)
    const end = new Uint32Array(4)
    let lineStart = 0
    while (lineStart < stop) {
      let lineEnd = csv.indexOf('\n', lineStart)
      if (lineEnd < 0 || lineEnd > stop) lineEnd = stop
      const firstComma = csv.indexOf(',', lineStart)
      const secondComma = firstComma < 0 ? -1 : csv.indexOf(',', firstComma + 1)
      // Parsed where it stands, without cutting the line into strings: half a million lines.
      if (
        secondComma > 0 &&
        secondComma < lineEnd &&
        isCountryCode(csv, secondComma + 1, lineEnd) &&
        parseAddress(csv, lineStart, firstComma, family, start) &&
        parseAddress(csv, firstComma + 1, secondComma, family, end)
      ) {
        list.add(start, end, this.indexOf(csv.slice(secondComma + 1, secondComma + 3)))
      }
      lineStart = lineEnd + 1
    }
  }

  private indexOf(code: string): number {
    let index = this.codeIndex.get(code)
    if (index === undefined) {
      index = this.codes.push(code) - 1
      this.codeIndex.set(code, index)
    }
    return index
  }
}

const isCapital = (code: number) => code >= 65 && code <= 90

/** Two capital letters at text[start], then the line's end (a carriage return allowed). */
function isCountryCode(text: string, start: number, lineEnd: number): boolean {
  const end = text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd
  return end - start === 2 && isCapital(text.charCodeAt(start)) && isCapital(text.charCodeAt(start + 1))
}

/** An address of the family (text[start, end)) into `into`'s first word (IPv4) or four words (IPv6). */
function parseAddress(text: string, start: number, end: number, family: 4 | 6, into: Uint32Array): boolean {
  if (family === 6) return parseIpv6(text, into, start, end)
  const value = parseIpv4(text, start, end)
  into[0] = value
  return value >= 0
}
