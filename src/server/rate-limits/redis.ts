import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import type { HealthProblem } from '../plugins/health-checks.js'
import { CountersUnavailable, type Counters, type WindowCount } from './counters.js'

/** Counts and starts the window on the first hit; PTTL < 0 repairs a key that lost its expiry. */
const HIT = `local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`

const PEEK = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = tonumber(ARGV[1]) end
return {count, ttl}`

/** A Redis outage must cost a request milliseconds, not the 13-20 s of ioredis's default retries. */
const COMMAND_TIMEOUT_MS = 500

type State = 'connecting' | 'up' | 'down'

/**
 * The one Redis connection of an instance, which knows whether Redis answers and says so in the
 * log once per change (never once per request). Commands fail at once while it is down: no
 * offline queue, no retries, a short timeout.
 */
export class RedisConnection {
  private readonly client: Redis
  private state: State = 'connecting'
  private closing = false
  private since = new Date()
  private reason = 'connecting'

  /** ioredis is imported only by an instance configured with Redis (ADR 0057). */
  static async open(url: string, log: FastifyBaseLogger): Promise<RedisConnection> {
    const { Redis } = await import('ioredis')
    const client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
    })
    return new RedisConnection(client, log)
  }

  private constructor(
    client: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    this.client = client
    // Listening to 'error' also keeps ioredis from printing "Unhandled error event" in a loop.
    this.client.on('error', (error: Error) => this.mark('down', error))
    this.client.on('close', () => this.mark('down'))
    this.client.on('ready', () => this.mark('up'))
  }

  /** What `/api/health` reports while Redis does not answer. */
  problem(): HealthProblem | undefined {
    if (this.state === 'up') return undefined
    return { state: 'unreachable', since: this.since.toISOString(), detail: this.reason }
  }

  /** Resolves once the first connection attempt has succeeded or failed (start-up does not wait longer). */
  async settled(timeoutMs = 2500) {
    if (this.state !== 'connecting') return
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs)
      const done = () => {
        clearTimeout(timer)
        this.client.off('ready', done).off('error', done)
        resolve()
      }
      this.client.once('ready', done).once('error', done)
    })
  }

  async run(script: string, key: string, windowMs: number, amount = 1): Promise<WindowCount> {
    try {
      const [count, ttl] = (await this.client.eval(script, 1, key, windowMs, amount)) as [number, number]
      this.mark('up')
      return { count, resetAt: Date.now() + ttl }
    } catch (error) {
      this.mark('down', error as Error)
      throw new CountersUnavailable(`Redis did not answer: ${(error as Error).message}`)
    }
  }

  async close() {
    this.closing = true
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client.disconnect())
    else this.client.disconnect()
  }

  private mark(state: 'up' | 'down', error?: Error) {
    if (this.closing || this.state === state) return
    const before = this.state
    this.state = state
    this.since = new Date()
    this.reason = error?.message ?? 'connection closed'
    if (state === 'up') {
      this.log.info(
        before === 'down' ? 'Redis answers again: rate limits are shared' : 'Redis connected: rate limits are shared',
      )
    } else {
      this.log.error(
        { reason: this.reason },
        'Redis is unreachable: sign-in and password reset answer 503 until it is back; other limits let requests through',
      )
    }
  }
}

/** One limit's counters in Redis, shared by every instance; keys expire with their window. */
export class RedisCounters implements Counters {
  constructor(
    private readonly connection: RedisConnection,
    private readonly keyPrefix: string,
    private readonly windowMs: number,
  ) {}

  hit(key: string, amount = 1) {
    return this.connection.run(HIT, this.keyPrefix + key, this.windowMs, amount)
  }

  peek(key: string) {
    return this.connection.run(PEEK, this.keyPrefix + key, this.windowMs)
  }
}
