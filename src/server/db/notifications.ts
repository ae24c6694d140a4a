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
 * LISTENs on its own connection (a pooled one would be handed to other queries) and keeps doing so
 * across Postgres restarts and killed backends, telling the caller when it was deaf.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<StopListening> {
  let current: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const connect = async () => {
    const client = new pg.Client({ connectionString })
    client.on('notification', (notification) => {
      if (notification.channel === channel) handlers.onNotify(notification.payload ?? '')
    })
    // A connection error is followed by 'end', which is where it is handled.
    client.on('error', () => {})
    client.on('end', () => {
      if (current !== client || stopped) return
      current = undefined
      handlers.onLost()
      retry = setTimeout(reconnect, RECONNECT_DELAY_MS)
    })
    try {
      await client.connect()
      await client.query(`listen ${client.escapeIdentifier(channel)}`)
    } catch (error) {
      await client.end().catch(() => {})
      throw error
    }
    if (stopped) await client.end()
    else current = client
  }

  const reconnect = () => {
    if (stopped) return
    connect().then(
      () => handlers.onRestored(),
      () => (retry = setTimeout(reconnect, RECONNECT_DELAY_MS)),
    )
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await current?.end().catch(() => {})
  }
}
