import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import type { Config } from './config.js'

/** Which proxies may tell the client's address (X-Forwarded-For), asked hop by hop from the socket. */
export type TrustProxy = (address: string, hop: number) => boolean

/**
 * TRUST_PROXY as a function, for Fastify and the fast path alike. A hop count trusts that many hops
 * from the socket: with 1, the client is the address the proxy saw, the last in X-Forwarded-For
 * (Fastify itself ignores a bare count, as it cannot check who the nearest peer is). A list trusts
 * exactly those proxy addresses and networks. Nothing trusts the whole chain: clients would choose
 * the address that rate limits count.
 */
export function trustProxyFor(setting: Config['TRUST_PROXY']): TrustProxy {
  if (setting === false) return () => false
  if (typeof setting === 'number') return (_address, hop) => hop < setting
  return proxyAddr.compile(setting)
}

/**
 * The client's address as Fastify's `request.ip` gives it (Fastify is handed the same function),
 * for requests the public pages' fast path answers before Fastify sees them.
 */
export const clientAddress = (request: Pick<IncomingMessage, 'headers' | 'socket'>, trust: TrustProxy): string =>
  // proxy-addr reads only these two (X-Forwarded-For and the socket's address).
  proxyAddr(request as IncomingMessage, trust)
