import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../errors.js'
import { clientAddress } from './client-address.js'
import { CountersUnavailable, MemoryCounters, type Counters } from './counters.js'
import { RedisConnection, RedisCounters } from './redis.js'

export const TOO_MANY_REQUESTS = 'Too many attempts. Please wait a moment and try again.'
export const LIMITS_UNAVAILABLE = 'This is unavailable for a moment. Please try again in a minute.'

/** Keys each limit keeps in memory at most (about 4 MB per limit when full). */
export const DEFAULT_KEYS_PER_LIMIT = 20_000

type Unit = 'second' | 'minute' | 'hour'
export type TimeWindow = `${number} ${Unit}${'' | 's'}`
const UNIT_MS: Record<Unit, number> = { second: 1000, minute: 60_000, hour: 3_600_000 }

export function windowMs(window: TimeWindow): number {
  const [amount, unit] = window.split(' ') as [string, string]
  return Number(amount) * UNIT_MS[unit.replace(/s$/, '') as Unit]
}

export interface RateLimitOptions {
  /** Names this limit's counters, so that two limits on one route count separately. */
  name: string
  max: number
  timeWindow: TimeWindow
  /**
   * When the counters cannot count (Redis unreachable, memory full of keys over their limit):
   * 'open' lets requests through uncounted, 'closed' refuses them with 503. Guarding passwords fails
   * closed; everything else fails open so that an outage does not lock everyone out.
   */
  whenUnavailable?: 'open' | 'closed'
  /** What a refused request is told (TOO_MANY_REQUESTS unless the limit says what it counts). */
  message?: string
}

export interface LimitOptions extends RateLimitOptions {
  key: (request: FastifyRequest) => string
}

export interface Hit {
  count: number
  /** The count went over the limit with this hit. */
  over: boolean
  retryAfterSeconds: number
}

/** One limit, used where a route needs more than a preHandler (counting after validation, say). */
export interface RateLimit {
  /** Counts one request for the key; refuses it with 429 once over the limit. */
  consume(key: string, reply: FastifyReply): Promise<void>
  /** Refuses with 429 a key already over the limit, without counting. */
  check(key: string, reply: FastifyReply): Promise<void>
  /** Counts one event for the key and says whether it went over, refusing nothing. */
  hit(key: string): Promise<Hit>
  /**
   * Counts `wanted` events for the key at once and answers how many of them are within the limit
   * (all of them when the counters cannot count): for events that are kept but not counted past it.
   */
  allowance(key: string, wanted: number): Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler enforcing one limit; a route may stack several (per address and per email, say). */
    limit: (options: LimitOptions) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    rateLimit: (options: RateLimitOptions) => RateLimit
  }
}

/** The key every per-client limit counts: the client's address, IPv6 by its /64. */
export const byClient = (request: FastifyRequest) => clientAddress(request.ip)

/**
 * Counters live in memory (bounded per limit, see MemoryCounters) or, with REDIS_URL, in Redis under
 * REDIS_PREFIX, shared by every instance.
 */
async function rateLimitPlugin(
  app: FastifyInstance,
  options: { redisUrl?: string; redisPrefix: string; keysPerLimit?: number },
) {
  const redis = options.redisUrl ? await RedisConnection.open(options.redisUrl, app.log) : undefined
  if (redis) {
    app.addHook('onClose', () => redis.close())
    app.reportHealth('redis', () => redis.problem())
    await redis.settled()
  }
  const names = new Set<string>()

  function countersFor(name: string, max: number, window: number): Counters {
    if (redis) return new RedisCounters(redis, `${options.redisPrefix}limit:${name}:`, window)
    return new MemoryCounters({ max, windowMs: window, capacity: options.keysPerLimit ?? DEFAULT_KEYS_PER_LIMIT })
  }

  app.decorate('rateLimit', (limit: RateLimitOptions): RateLimit => {
    const { name, max, timeWindow, whenUnavailable = 'open', message = TOO_MANY_REQUESTS } = limit
    if (names.has(name)) throw new Error(`two rate limits are named ${name}`)
    names.add(name)
    const counters = countersFor(name, max, windowMs(timeWindow))

    async function count(read: () => Promise<{ count: number; resetAt: number }>): Promise<Hit> {
      try {
        const { count, resetAt } = await read()
        return { count, over: count > max, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) }
      } catch (error) {
        if (!(error instanceof CountersUnavailable)) throw error
        if (whenUnavailable === 'closed') throw new AppError(503, 'LIMITS_UNAVAILABLE', LIMITS_UNAVAILABLE)
        return { count: 0, over: false, retryAfterSeconds: 0 }
      }
    }
    function refuse(hit: Hit, reply: FastifyReply) {
      reply.header('retry-after', String(hit.retryAfterSeconds))
      throw new AppError(429, 'TOO_MANY_REQUESTS', message)
    }
    return {
      hit: (key) => count(() => counters.hit(key)),
      async allowance(key, wanted) {
        if (wanted <= 0) return 0
        const { count: after } = await count(() => counters.hit(key, wanted))
        return Math.max(0, Math.min(wanted, max - (after - wanted)))
      },
      async consume(key, reply) {
        const hit = await count(() => counters.hit(key))
        if (hit.over) refuse(hit, reply)
      },
      async check(key, reply) {
        const seen = await count(() => counters.peek(key))
        if (seen.count >= max) refuse(seen, reply)
      },
    }
  })

  app.decorate('limit', ({ key, ...limit }: LimitOptions) => {
    const counted = app.rateLimit(limit)
    return (request: FastifyRequest, reply: FastifyReply) => counted.consume(key(request), reply)
  })
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['health-checks'] })
