import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'

/** Which proxies may tell the client's address (X-Forwarded-For): all of them with TRUST_PROXY, none without. */
export type TrustProxy = (address: string, hop: number) => boolean

export function trustProxyFor(setting: boolean): TrustProxy {
  return () => setting
}

/**
 * The client's address as Fastify's `request.ip` gives it (Fastify is handed the same function),
 * for requests the public pages' fast path answers before Fastify sees them.
 */
export const clientAddress = (request: IncomingMessage, trust: TrustProxy): string => proxyAddr(request, trust)
