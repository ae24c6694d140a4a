import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { AppError } from '../errors.js'

export const TOO_MANY_REQUESTS = 'Too many attempts. Please wait a moment and try again.'

export interface LimitOptions {
  /** Names this limit's counters, so that two limits on one route count separately. */
  name: string
  max: number
  timeWindow: string
  key: (request: FastifyRequest) => string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler enforcing one limit; a route may stack several (per IP and per email, say). */
    limit: (options: LimitOptions) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

/** Counters live in memory or, with REDIS_URL, in Redis, shared by every instance. */
async function rateLimitPlugin(app: FastifyInstance, options: { redisUrl?: string }) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))
  // A Redis outage must not lock everyone out: the limiter fails open.
  await app.register(rateLimit, { global: false, redis, skipOnError: true })

  app.decorate('limit', ({ name, max, timeWindow, key }: LimitOptions) => {
    const check = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${name}:${key(request)}` })
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request)
      // isAllowed only marks allow-listed keys; a counted request is refused once over the limit.
      if (result.isAllowed || !result.isExceeded) return
      reply.header('retry-after', String(result.ttlInSeconds))
      throw new AppError(429, 'TOO_MANY_REQUESTS', TOO_MANY_REQUESTS)
    }
  })
}

export default fp(rateLimitPlugin, { name: 'rate-limit' })
