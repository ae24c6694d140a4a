import type { IncomingHttpHeaders } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import fresh from 'fresh'
import Negotiator from 'negotiator'
import { etagOf } from '../etag.js'
import { securityHeadersFraming } from '../plugins/security-headers.js'
import { RELEASE_BUILT_AT } from '../release.js'

type Encoding = 'br' | 'gzip' | 'identity'

/** A complete answer worked out once: its bytes in each encoding and every header but the request id. */
export interface PreparedDocument {
  status: 200 | 404
  etag: string
  lastModified: string | undefined
  bodies: Record<Encoding, Buffer>
  /** Per encoding, every header of the answer, the security headers included. */
  headers: Record<Encoding, Readonly<Record<string, string>>>
  /** The same for a 304 (no body, no encoding). */
  notModifiedHeaders: Readonly<Record<string, string>>
}

/**
 * Headers as name, value, name, value…, in the routes' order, then `x-request-id` and a slot for
 * its value: what the fast path hands to writeHead. One list per header set, reused: writeHead
 * copies the list into the answer's head before it returns, so only the last slot changes.
 */
const rawHeaders = new WeakMap<Readonly<Record<string, string>>, string[]>()

export function rawHeadersWithRequestId(headers: Readonly<Record<string, string>>, requestId: string): string[] {
  let raw = rawHeaders.get(headers)
  if (!raw) {
    raw = [...Object.entries(headers).flat(), 'x-request-id', '']
    rawHeaders.set(headers, raw)
  }
  raw[raw.length - 1] = requestId
  return raw
}

export interface PrepareOptions {
  status: 200 | 404
  cacheControl: string
  vary: string
  /** When what the document shows last changed; the release's build time counts as a change too. */
  changedAt?: Date
  /** The origins the page may frame (its embeds' players); none by default. */
  frameSources?: readonly string[]
}

/**
 * The last change of the data or of the release, whichever is later: the same on every instance
 * of one release, so that conditional requests agree across instances.
 */
function lastModifiedOf(changedAt: Date | undefined): string | undefined {
  const latest = [changedAt, RELEASE_BUILT_AT].filter((date): date is Date => date !== undefined)
  if (latest.length === 0) return undefined
  return new Date(Math.max(...latest.map((date) => date.getTime()))).toUTCString()
}

/** Compresses once, when the document is rendered, instead of on every request. */
export function prepareDocument(html: string, options: PrepareOptions): PreparedDocument {
  const lastModified = lastModifiedOf(options.changedAt)
  const headers: Record<string, string> = {
    ...securityHeadersFraming(options.frameSources ?? []),
    'content-type': 'text/html; charset=utf-8',
    'cache-control': options.cacheControl,
    // Its place among the headers; the value is the body's (prepared).
    etag: '',
    ...(lastModified ? { 'last-modified': lastModified } : {}),
    vary: options.vary,
  }
  return prepared(html, options.status, lastModified, headers)
}

/** Another version of a prepared document (the page with the in-app browser's bar): its headers, a new body. */
export function prepareVariant(base: PreparedDocument, html: string): PreparedDocument {
  return prepared(html, base.status, base.lastModified, base.notModifiedHeaders)
}

function prepared(
  html: string,
  status: PreparedDocument['status'],
  lastModified: string | undefined,
  headers: Readonly<Record<string, string>>,
): PreparedDocument {
  const identity = Buffer.from(html)
  const bodies: Record<Encoding, Buffer> = {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  }
  const etag = etagOf(identity)
  const common = { ...headers, etag }
  const withBody = (encoding: Encoding) =>
    Object.freeze({
      ...common,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': String(bodies[encoding].length),
    })
  return {
    status,
    etag,
    lastModified,
    bodies,
    headers: { identity: withBody('identity'), gzip: withBody('gzip'), br: withBody('br') },
    notModifiedHeaders: Object.freeze(common),
  }
}

const OFFERED: Encoding[] = ['br', 'gzip', 'identity']
/** Clients send a handful of distinct Accept-Encoding values; each is negotiated once. */
const negotiated = new Map<string, Encoding>()
const NEGOTIATED_CAPACITY = 256

/** The stored encoding the client prefers, by its q-values (`br;q=0` refuses brotli). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? ''
  let encoding = negotiated.get(header)
  if (!encoding) {
    // Equal q-values are settled by our preference (smallest first), not by the header's order.
    const negotiator = new Negotiator({ headers: { 'accept-encoding': header } })
    encoding = (negotiator.encoding(OFFERED, { preferred: OFFERED }) as Encoding | undefined) ?? 'identity'
    if (negotiated.size >= NEGOTIATED_CAPACITY) negotiated.clear()
    negotiated.set(header, encoding)
  }
  return encoding
}

export interface Answer {
  status: number
  headers: Readonly<Record<string, string>>
  body: Buffer | undefined
}

/** What to send for this request: a 304 when the client's copy is current, else the preferred encoding. */
export function answerFor(requestHeaders: IncomingHttpHeaders, document: PreparedDocument): Answer {
  if (
    document.status === 200 &&
    (requestHeaders['if-none-match'] || requestHeaders['if-modified-since']) &&
    fresh(requestHeaders, { etag: document.etag, 'last-modified': document.lastModified })
  ) {
    return { status: 304, headers: document.notModifiedHeaders, body: undefined }
  }
  const encoding = preferredEncoding(requestHeaders['accept-encoding'])
  return { status: document.status, headers: document.headers[encoding], body: document.bodies[encoding] }
}
