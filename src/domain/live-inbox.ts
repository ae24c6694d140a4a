import type { InboxMessage } from './messages.js'

/**
 * Where a live inbox stream stands: each event's `id` names the message it carried by its creation
 * time (microseconds since the epoch, exactly as Postgres stores it) and its id, which orders the
 * inbox. A browser that reconnects sends the last one back as `Last-Event-ID`, and the server
 * sends what came after it (ADR 0008).
 */
export interface StreamCursor {
  createdAtMicros: bigint
  messageId: string
}

/** A message as the live inbox sends it: the inbox row and the stream event's id. */
export interface LiveMessage {
  eventId: string
  message: InboxMessage
}

/** Stream events that catch a reconnecting inbox up: the newest ones when more were missed. */
export const CATCH_UP_LIMIT = 100

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function eventIdOf(cursor: StreamCursor): string {
  return `${cursor.createdAtMicros}_${cursor.messageId}`
}

/** The cursor a `Last-Event-ID` names, or undefined for anything this server did not send. */
export function parseEventId(eventId: string | undefined): StreamCursor | undefined {
  const match = /^(\d{1,19})_(.+)$/.exec(eventId?.trim() ?? '')
  if (!match || !UUID.test(match[2]!)) return undefined
  const createdAtMicros = BigInt(match[1]!)
  if (createdAtMicros > 9_223_372_036_854_775_807n) return undefined
  return { createdAtMicros, messageId: match[2]! }
}
