import { randomUUID } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

const REQUEST_ID = /^[\w-]{1,64}$/

/** A proxy's X-Request-Id when it is a plain token (so logs line up across hops), else a new one. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const incoming = headers['x-request-id']
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
}
