import { EventEmitter } from 'node:events'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { InboxMessage } from '../../domain/messages.js'
import type { Database } from '../db/client.js'

export interface MessageEvent {
  ownerId: string
  message: InboxMessage
}

export interface MessageBus {
  publish(event: MessageEvent): Promise<void>
  subscribe(ownerId: string, listener: (message: InboxMessage) => void): () => void
  close(): Promise<void>
}

const CHANNEL = 'tessera_messages'

/**
 * New messages reach the owner's open inboxes through NOTIFY, so that on Postgres an inbox open on
 * any instance receives them (payloads stay far below NOTIFY's 8 KB limit: a message is at most
 * 2,000 characters). Each instance fans them out to its own streams.
 */
export async function createMessageBus(options: { database: Database; log: FastifyBaseLogger }): Promise<MessageBus> {
  const { database, log } = options
  const streams = new EventEmitter()
  streams.setMaxListeners(0)
  const stopListening = await database.listen(CHANNEL, {
    onNotify: (payload) => {
      try {
        const event = JSON.parse(payload) as MessageEvent
        streams.emit(event.ownerId, event.message)
      } catch (error) {
        log.warn({ err: error }, 'ignoring a malformed message notification')
      }
    },
    onLost: () => log.warn('live inbox updates paused: the database connection listening for them was lost'),
    onRestored: () => log.info('live inbox updates resumed'),
  })
  return {
    publish: async (event) => {
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`)
    },
    subscribe: (ownerId, listener) => {
      streams.on(ownerId, listener)
      return () => void streams.off(ownerId, listener)
    },
    close: () => stopListening().catch(() => {}),
  }
}
