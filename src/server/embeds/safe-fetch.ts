import { lookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from '../analytics/public-address.js'

/**
 * Fetches a provider's address on a creator's behalf without letting it reach into our network
 * (SSRF, ADR 0064): https only; every hop's host resolved and refused unless all its addresses are
 * public, checked at connection time on the address actually dialled (so a DNS answer cannot
 * change between the check and the connection); redirects followed by hand, a few at most, each
 * checked the same way; one deadline for the whole fetch and a cap on the bytes read.
 */
export interface SafeFetchOptions {
  /** For the whole fetch, redirects included. */
  timeoutMs: number
  maxBytes: number
  maxRedirects: number
  accept: string
  /**
   * Tests only (EMBED_TEST_PROVIDER, refused outside NODE_ENV=test): the one origin, a local fake
   * provider on plain http, exempt from the https and public-address rules. Anything it redirects
   * to is checked as usual.
   */
  testOrigin?: string
}

export interface Fetched {
  body: Buffer
  contentType: string
}

/** Why a fetch was refused or failed; the caller only needs to know it did. */
export class FetchFailure extends Error {
  override name = 'FetchFailure'
}

const refuse = (message: string) => new FetchFailure(message)

const hostAddress = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1')

/** dns.lookup, refusing a host with any non-public address; answers in the form the caller asked for. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    const answer = callback as (error: Error | null, address: string | LookupAddress[], family?: number) => void
    if (error) return answer(error, '')
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address)))
      return answer(refuse(`${hostname} resolves to a non-public address`), '')
    if (options.all) return answer(null, addresses)
    answer(null, addresses[0]!.address, addresses[0]!.family)
  })
}

type Hop = { redirect: URL } | Fetched

function fetchOnce(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  const trusted = options.testOrigin !== undefined && url.origin === options.testOrigin
  if (!trusted) {
    if (url.protocol !== 'https:') return Promise.reject(refuse(`not https: ${url.protocol}`))
    const literal = hostAddress(url.hostname)
    if (isIP(literal) && !isPublicAddress(literal)) return Promise.reject(refuse(`non-public address ${literal}`))
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        agent: false,
        lookup: trusted ? undefined : publicOnlyLookup,
        headers: { accept: options.accept, 'user-agent': 'Tessera embed preview' },
      },
      (response) => {
        const status = response.statusCode ?? 0
        const location = response.headers.location
        if (status >= 300 && status < 400 && location) {
          response.resume()
          return resolve({ redirect: new URL(location, url) })
        }
        if (status !== 200) {
          response.resume()
          return reject(refuse(`status ${status}`))
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          response.destroy()
          return reject(refuse('too large'))
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > options.maxBytes) response.destroy(refuse('too large'))
          else chunks.push(chunk)
        })
        response.on('error', reject)
        response.on('end', () =>
          resolve({ body: Buffer.concat(chunks), contentType: response.headers['content-type'] ?? '' }),
        )
      },
    )
    request.on('error', reject)
  })
}

export async function safeFetch(address: string, options: SafeFetchOptions): Promise<Fetched> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  let url = new URL(address)
  for (let hops = 0; ; hops++) {
    const answer = await fetchOnce(url, options, signal)
    if (!('redirect' in answer)) return answer
    if (hops >= options.maxRedirects) throw refuse('too many redirects')
    url = answer.redirect
  }
}
