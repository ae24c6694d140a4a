import type { OutgoingHttpHeaders } from 'node:http'
import { API } from '@domain/api-routes.js'
import { MESSAGE_TEXTS } from '@domain/messages.js'
import { parseEventId, type LiveMessage } from '@domain/live-inbox.js'
import { AppError } from '../../errors.js'
import { LiveStreams, type LiveStream } from '../../realtime/live-streams.js'
import { addApiRoute } from '../../api-route.js'
import {
  deleteMessage,
  listInbox,
  liveMessagesAfter,
  markAllRead,
  markRead,
  markWinner,
  randomInboxMessage,
  setFavorite,
} from '../../services/messages.js'
import type { FastifyZodInstance } from '../../types.js'

/** Open live inbox streams per user and instance: a few windows, not an unbounded number of connections. */
export const STREAMS_PER_USER = 5

/** The owner's inbox (Pro): pages, the random pick, favourites, deleting, the live stream. */
export default async function inboxMessageRoutes(app: FastifyZodInstance) {
  const liveStreams = new LiveStreams(STREAMS_PER_USER)
  app.watchChanges(liveStreams)
  // Before the server waits for its connections to end, which an open stream never does by itself.
  app.addHook('preClose', async () => liveStreams.closeAll())

  addApiRoute(app, API.inbox, async (request) => {
    const { page, ...filter } = request.query
    return listInbox(app.db, request.viewer, filter, page)
  })

  addApiRoute(app, API.randomMessage, async (request) => ({
    message: await randomInboxMessage(app.db, request.viewer, request.query),
  }))

  addApiRoute(app, API.setFavorite, async (request, reply) => {
    await setFavorite(app.db, request.viewer, request.params.id, request.body.favorite)
    return reply.code(204).send()
  })

  addApiRoute(app, API.markRead, async (request, reply) => {
    await markRead(app.db, request.viewer, request.params.id)
    return reply.code(204).send()
  })

  addApiRoute(app, API.markAllRead, async (request, reply) => {
    await markAllRead(app.db, request.viewer)
    return reply.code(204).send()
  })

  addApiRoute(app, API.markWinner, async (request, reply) => {
    await markWinner(app.db, request.viewer, request.params.id)
    return reply.code(204).send()
  })

  addApiRoute(app, API.deleteMessage, async (request, reply) => {
    await deleteMessage(app.db, request.viewer, request.params.id)
    return reply.code(204).send()
  })

  /**
   * Server-Sent Events: new messages for the signed-in owner while the inbox is open. Each event's
   * id names its message; a browser that reconnects sends the last one back (`Last-Event-ID`) and
   * first gets what it missed, from the database (ADR 0008).
   */
  addApiRoute(app, API.messageStream, async (request, reply) => {
    const { viewer } = request
    let closed = false
    const stream: LiveStream = { userId: viewer.id, sessionToken: request.sessionToken, close: () => {} }
    if (!liveStreams.add(stream)) throw new AppError(429, 'TOO_MANY_STREAMS', MESSAGE_TEXTS.tooManyStreams)
    reply.hijack()
    const raw = reply.raw
    // A hijacked reply sends only what is written here: the headers every answer carries come first.
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    raw.write('retry: 5000\n\n')
    const send = ({ eventId, message }: LiveMessage) => {
      if (!closed) raw.write(`id: ${eventId}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`)
    }
    const cursor = parseEventId(headerValue(request.headers['last-event-id']))
    // Until the missed messages are out, new ones wait, so that the order holds. A message sent
    // in the catch-up may still be announced afterwards (its announcement is read a moment
    // later): it is not sent twice.
    const waiting: LiveMessage[] = []
    const caughtUp = new Set<string>()
    let live = !cursor
    const unsubscribe = app.messageBus.subscribe(viewer.id, (message) => {
      if (!live) waiting.push(message)
      else if (!caughtUp.has(message.message.id)) send(message)
    })
    // Proxies close idle connections; a comment line every 25 s keeps the stream open.
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), 25_000)
    stream.close = () => {
      if (closed) return
      closed = true
      clearInterval(heartbeat)
      unsubscribe()
      liveStreams.remove(stream)
      raw.end()
    }
    raw.on('close', stream.close)
    if (!cursor) return
    try {
      const missed = await liveMessagesAfter(app.db, viewer.id, cursor)
      missed.forEach(send)
      for (const { message } of missed) caughtUp.add(message.id)
      for (const message of waiting) if (!caughtUp.has(message.message.id)) send(message)
      live = true
    } catch (error) {
      // Ending the stream makes the browser ask again with the same Last-Event-ID.
      request.log.warn({ err: error }, 'could not catch a live inbox up')
      stream.close()
    }
  })
}

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
