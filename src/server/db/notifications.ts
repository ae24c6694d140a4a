import { randomBytes } from 'node:crypto'
import type pg from 'pg'

export interface NotificationHandlers {
  onNotify(payload: string): void
  /** The listening connection dropped or went silent: notifications may be missed until `onRestored`. */
  onLost(reason: string): void
  /** Listening again; anything that happened meanwhile went unannounced. */
  onRestored(): void
}

export type StopListening = () => Promise<void>

/** Whether announcements reach this instance now (reported by `/api/health`). */
export type ListenerState = { listening: true } | { listening: false; since: Date; reason: string }

export interface HeartbeatOptions {
  /** How often the listening connection notifies itself. */
  intervalMs: number
  /** How long that notification may take before the connection counts as dead. */
  timeoutMs: number
}

export const DEFAULT_HEARTBEAT: HeartbeatOptions = { intervalMs: 10_000, timeoutMs: 5_000 }

const RECONNECT_DELAY_MS = 1000

/**
 * Every channel an instance listens to shares one connection of its own (a pooled one would be
 * handed to other queries), which is kept across Postgres restarts and killed backends; the
 * subscribers are told when they were deaf.
 *
 * A connection can also die silently: a NAT's idle timeout or a failover drops its packets without
 * a reset, and a listening connection, which only receives, would never notice. So it notifies
 * itself on a channel of its own every `intervalMs`; a heartbeat that is not back within
 * `timeoutMs` ends the connection, and the subscribers hear that they were deaf (ADR 0015). TCP
 * keepalive backs this up at the operating system's level.
 */
export class PostgresListener {
  private readonly subscribers = new Map<string, Set<NotificationHandlers>>()
  private readonly heartbeatChannel = `tessera_heartbeat_${randomBytes(6).toString('hex')}`
  private connection: Promise<pg.Client> | undefined
  private retry: NodeJS.Timeout | undefined
  private heartbeat: NodeJS.Timeout | undefined
  private pendingBeat: { nonce: string; deadline: NodeJS.Timeout } | undefined
  private deafSince: { since: Date; reason: string } | undefined

  constructor(
    private readonly connectionString: string,
    private readonly options: HeartbeatOptions = DEFAULT_HEARTBEAT,
  ) {}

  get state(): ListenerState {
    return this.deafSince ? { listening: false, ...this.deafSince } : { listening: true }
  }

  async listen(channel: string, handlers: NotificationHandlers): Promise<StopListening> {
    const channelSubscribers = this.subscribers.get(channel) ?? new Set()
    this.subscribers.set(channel, channelSubscribers)
    channelSubscribers.add(handlers)
    // While reconnecting, the new channel is listened to as soon as the connection is back.
    if (this.retry) handlers.onLost(this.deafSince?.reason ?? 'reconnecting')
    else if (this.connection) {
      if (channelSubscribers.size === 1) await listenTo(await this.connection, channel)
    } else {
      this.connection = this.connect()
      try {
        await this.connection
      } catch (error) {
        this.connection = undefined
        channelSubscribers.delete(handlers)
        throw error
      }
    }
    return async () => {
      channelSubscribers.delete(handlers)
      if (channelSubscribers.size > 0) return
      this.subscribers.delete(channel)
      if (this.subscribers.size === 0) await this.close()
    }
  }

  private async connect(): Promise<pg.Client> {
    const { default: pg } = await import('pg')
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: this.options.intervalMs,
    })
    client.on('notification', ({ channel, payload }) => {
      if (channel === this.heartbeatChannel) return this.heard(payload ?? '')
      for (const handlers of this.subscribers.get(channel) ?? []) handlers.onNotify(payload ?? '')
    })
    // A connection error is followed by 'end', which is where it is handled.
    client.on('error', () => {})
    client.on('end', () => void this.lost(client, 'the connection ended'))
    // A silent network hangs the start as well: give up on it after the heartbeat's timeout.
    const timeout = setTimeout(() => destroy(client), this.options.timeoutMs + 1000)
    try {
      await client.connect()
      await listenTo(client, this.heartbeatChannel)
      for (const channel of this.subscribers.keys()) await listenTo(client, channel)
      this.startHeartbeat(client)
      return client
    } catch (error) {
      client.removeAllListeners('end')
      destroy(client)
      throw error
    } finally {
      clearTimeout(timeout)
    }
  }

  private startHeartbeat(client: pg.Client) {
    let beat = 0
    clearInterval(this.heartbeat)
    this.heartbeat = setInterval(() => {
      if (this.pendingBeat) return
      const nonce = String(++beat)
      const deadline = setTimeout(
        () => void this.lost(client, `no heartbeat within ${this.options.timeoutMs} ms`),
        this.options.timeoutMs,
      )
      this.pendingBeat = { nonce, deadline }
      client.query('select pg_notify($1, $2)', [this.heartbeatChannel, nonce]).catch(() => {})
    }, this.options.intervalMs)
  }

  private heard(nonce: string) {
    if (this.pendingBeat?.nonce !== nonce) return
    clearTimeout(this.pendingBeat.deadline)
    this.pendingBeat = undefined
  }

  private stopHeartbeat() {
    clearInterval(this.heartbeat)
    clearTimeout(this.pendingBeat?.deadline)
    this.pendingBeat = undefined
  }

  private async lost(client: pg.Client, reason: string) {
    if (!this.connection || (await this.connection.catch(() => undefined)) !== client) return
    this.connection = undefined
    this.stopHeartbeat()
    client.removeAllListeners('end')
    destroy(client)
    this.deafSince = { since: new Date(), reason }
    this.each((handlers) => handlers.onLost(reason))
    this.reconnectLater()
  }

  private reconnectLater() {
    this.retry = setTimeout(() => {
      this.retry = undefined
      const connection = this.connect()
      this.connection = connection
      connection.then(
        () => {
          this.deafSince = undefined
          this.each((handlers) => handlers.onRestored())
        },
        () => {
          if (this.connection === connection) this.connection = undefined
          this.reconnectLater()
        },
      )
    }, RECONNECT_DELAY_MS)
  }

  private each(call: (handlers: NotificationHandlers) => void) {
    for (const channelSubscribers of this.subscribers.values())
      for (const handlers of channelSubscribers) call(handlers)
  }

  async close(): Promise<void> {
    clearTimeout(this.retry)
    this.stopHeartbeat()
    this.retry = undefined
    const connection = this.connection
    this.connection = undefined
    const client = await connection?.catch(() => undefined)
    client?.removeAllListeners('end')
    // A connection whose network went silent would never answer `end`.
    const ended = client?.end().catch(() => {})
    const timeout = new Promise((resolve) => setTimeout(resolve, 1000).unref())
    await Promise.race([ended, timeout])
    if (client) destroy(client)
  }
}

const listenTo = (client: pg.Client, channel: string) => client.query(`listen ${client.escapeIdentifier(channel)}`)

/** Ends a connection at once, without waiting for the server (which may never answer). */
function destroy(client: pg.Client) {
  ;(client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy()
}
