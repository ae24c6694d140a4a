import { EventEmitter } from 'node:events'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client.js'
import type { LiveMessage } from '@domain/live-inbox.js'

/** A new message, as announced: whose inbox and which row, never what it says. */
export interface NewMessage {
  ownerId: string
  messageId: string
}

export interface MessageBus {
  publish(event: NewMessage): Promise<void>
  subscribe(ownerId: string, listener: (message: LiveMessage) => void): () => void
  close(): Promise<void>
}

const CHANNEL = 'tessera_messages'
const ANNOUNCEMENT = /^([^:]{1,200}):([0-9a-f-]{36})$/

/**
 * The NOTIFY that announces a new message, as an SQL expression: the send path puts it in the
 * statement that stores the message, which saves a round trip per message.
 */
export function newMessageAnnouncement(ownerId: SQLWrapper | string, messageId: SQLWrapper | string): SQL {
  return sql`pg_notify(${CHANNEL}, ${ownerId} || ':' || ${messageId})`
}

/**
 * New messages reach the owner's open inboxes through NOTIFY, so that on Postgres an inbox open on
 * any instance receives them. The announcement carries ids only (a message's text, escaped, could
 * pass NOTIFY's 8,000-byte limit, and it has no business in the database's queues); an instance
 * with a stream open for the owner reads the row once and fans it out to its streams, in the order
 * the announcements came.
 */
export async function createMessageBus(options: {
  database: Database
  log: FastifyBaseLogger
  read: (event: NewMessage) => Promise<LiveMessage | undefined>
}): Promise<MessageBus> {
  const { database, log, read } = options
  const streams = new EventEmitter()
  streams.setMaxListeners(0)
  let delivering = Promise.resolve()
  const deliver = async (event: NewMessage) => {
    try {
      const message = await read(event)
      if (message) streams.emit(event.ownerId, message)
    } catch (error) {
      log.warn({ err: error, messageId: event.messageId }, 'could not read a new message for the live inbox')
    }
  }
  const stopListening = await database.listen(CHANNEL, {
    onNotify: (payload) => {
      const match = ANNOUNCEMENT.exec(payload)
      if (!match) return void log.warn('ignoring a malformed message announcement')
      const event = { ownerId: match[1]!, messageId: match[2]! }
      if (streams.listenerCount(event.ownerId) === 0) return
      delivering = delivering.then(() => deliver(event))
    },
    onLost: () => log.warn('live inbox updates paused: the database connection listening for them was lost'),
    onRestored: () => log.info('live inbox updates resumed'),
  })
  return {
    publish: async ({ ownerId, messageId }) => {
      await database.db.execute(sql`select ${newMessageAnnouncement(ownerId, messageId)}`)
    },
    subscribe: (ownerId, listener) => {
      streams.on(ownerId, listener)
      return () => void streams.off(ownerId, listener)
    },
    close: () => stopListening().catch(() => {}),
  }
}
