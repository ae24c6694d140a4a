import { randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

const REQUEST_ID = /^[\w-]{1,64}$/

/**
 * This process's random prefix: with a counter after it, every id is unique across instances and
 * restarts without drawing random bytes for each request (a UUID per request was a measurable part
 * of a cached page's cost, ADR 0036). An id correlates log lines; it is not a secret.
 */
const PROCESS_PREFIX = randomBytes(9).toString('base64url')
let issued = 0

/** A proxy's X-Request-Id when it is a plain token (so logs line up across hops), else a new one. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const incoming = headers['x-request-id']
  if (typeof incoming === 'string' && REQUEST_ID.test(incoming)) return incoming
  issued++
  return `${PROCESS_PREFIX}-${issued.toString(36)}`
}
