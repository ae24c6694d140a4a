import pg from 'pg'

export interface NotificationHandlers {
  onNotify(payload: string): void
  /** The listening connection dropped: notifications may be missed until `onRestored`. */
  onLost(): void
  /** Listening again; anything that happened meanwhile went unannounced. */
  onRestored(): void
}

export type StopListening = () => Promise<void>

const RECONNECT_DELAY_MS = 1000

/**
 * Every channel an instance listens to shares one connection of its own (a pooled one would be
 * handed to other queries), which is kept across Postgres restarts and killed backends; the
 * subscribers are told when they were deaf.
 */
export class PostgresListener {
  private readonly subscribers = new Map<string, Set<NotificationHandlers>>()
  private connection: Promise<pg.Client> | undefined
  private retry: NodeJS.Timeout | undefined

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, handlers: NotificationHandlers): Promise<StopListening> {
    const channelSubscribers = this.subscribers.get(channel) ?? new Set()
    this.subscribers.set(channel, channelSubscribers)
    channelSubscribers.add(handlers)
    // While reconnecting, the new channel is listened to as soon as the connection is back.
    if (this.retry) handlers.onLost()
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
    const client = new pg.Client({ connectionString: this.connectionString })
    client.on('notification', ({ channel, payload }) => {
      for (const handlers of this.subscribers.get(channel) ?? []) handlers.onNotify(payload ?? '')
    })
    // A connection error is followed by 'end', which is where it is handled.
    client.on('error', () => {})
    client.on('end', () => this.lost(client))
    try {
      await client.connect()
      for (const channel of this.subscribers.keys()) await listenTo(client, channel)
      return client
    } catch (error) {
      client.removeAllListeners('end')
      await client.end().catch(() => {})
      throw error
    }
  }

  private async lost(client: pg.Client) {
    if (!this.connection || (await this.connection.catch(() => undefined)) !== client) return
    this.connection = undefined
    this.each((handlers) => handlers.onLost())
    this.reconnectLater()
  }

  private reconnectLater() {
    this.retry = setTimeout(() => {
      this.retry = undefined
      const connection = this.connect()
      this.connection = connection
      connection.then(
        () => this.each((handlers) => handlers.onRestored()),
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
    this.retry = undefined
    const connection = this.connection
    this.connection = undefined
    const client = await connection?.catch(() => undefined)
    client?.removeAllListeners('end')
    await client?.end().catch(() => {})
  }
}

const listenTo = (client: pg.Client, channel: string) => client.query(`listen ${client.escapeIdentifier(channel)}`)
