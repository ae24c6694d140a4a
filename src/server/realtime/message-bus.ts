import { EventEmitter } from 'node:events'
import type pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import type { InboxMessage } from '../../domain/messages.js'

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
 * New messages reach the owner's open inboxes. In one process an EventEmitter is enough; on
 * Postgres every instance LISTENs, and a NOTIFY from any instance reaches all of them (payloads
 * stay far below NOTIFY's 8 KB limit: a message is at most 2,000 characters).
 */
export async function createMessageBus(options: { pool?: pg.Pool; log: FastifyBaseLogger }): Promise<MessageBus> {
  const local = new EventEmitter()
  local.setMaxListeners(0)
  const deliver = (event: MessageEvent) => local.emit(event.ownerId, event.message)
  const subscribe = (ownerId: string, listener: (message: InboxMessage) => void) => {
    local.on(ownerId, listener)
    return () => void local.off(ownerId, listener)
  }

  const { pool, log } = options
  if (!pool) {
    return { publish: async (event) => void deliver(event), subscribe, close: async () => {} }
  }

  const listener = await pool.connect()
  listener.on('notification', (notification) => {
    try {
      deliver(JSON.parse(notification.payload ?? '') as MessageEvent)
    } catch (error) {
      log.warn({ err: error }, 'ignoring a malformed message notification')
    }
  })
  await listener.query(`listen ${CHANNEL}`)
  return {
    publish: async (event) => {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)])
    },
    subscribe,
    close: async () => {
      await listener.query(`unlisten ${CHANNEL}`).catch(() => {})
      listener.release()
    },
  }
}
