import formBody from '@fastify/formbody'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  MESSAGE_TEXTS,
  InboxPage,
  InboxQuery,
  MessageFilter,
  RandomMessage,
  SendMessageBody,
  SetFavoriteBody,
} from '../../../domain/messages.js'
import { isPageName, NameParams } from '../../../domain/names.js'
import {
  deleteMessage,
  listInbox,
  liveMessagesAfter,
  randomInboxMessage,
  requirePro,
  sendMessage,
  setFavorite,
} from '../../services/messages.js'
import { announceNewMessage } from '../../services/inbox-notifications.js'
import { parseEventId, type LiveMessage } from '../../../domain/live-inbox.js'
import { LiveStreams, type LiveStream } from '../../realtime/live-streams.js'
import { findGridForPage } from '../../db/queries/public-grids.js'
import { isPublished } from '../../public-pages/page-states.js'
import { AppError } from '../../errors.js'
import { SenderHashes } from '../../moderation/sender-hashes.js'
import { byClient } from '../../plugins/rate-limit.js'
import type { FastifyZodInstance } from '../../types.js'
import { gridPageElement, sendHtml, sendNotFoundPage } from '../public/index.js'

const MessageParams = z.object({ id: z.uuid() })
const Sent = z.object({ status: z.enum(['sent', 'ignored']) })

/** Open live inbox streams per user and instance: a few windows, not an unbounded number of connections. */
export const STREAMS_PER_USER = 5

/** Messages a grid takes in an hour before its senders are slowed down. */
const SENDS_PER_GRID_HOUR = 200

export default async function messageRoutes(app: FastifyZodInstance) {
  const liveStreams = new LiveStreams(STREAMS_PER_USER)
  app.watchChanges(liveStreams)
  // Before the server waits for its connections to end, which an open stream never does by itself.
  app.addHook('preClose', async () => liveStreams.closeAll())

  /**
   * Spam defence shared by the JSON endpoint and the plain form post on the public page, counted
   * only for messages the grid accepts (see sendMessage's admit). Every limit counts per client
   * address (IPv6 by /64): no sender can close a creator's message box for everyone (ADR 0018).
   */
  const perClient = app.rateLimit({ name: 'send-client', max: 20, timeWindow: '10 minutes' })
  const perClientAndGrid = app.rateLimit({ name: 'send-client-grid', max: 5, timeWindow: '1 minute' })
  const perGrid = app.rateLimit({ name: 'send-grid', max: SENDS_PER_GRID_HOUR, timeWindow: '1 hour' })
  const perClientAndBusyGrid = app.rateLimit({ name: 'send-client-busy-grid', max: 1, timeWindow: '10 minutes' })

  const senderHashes = new SenderHashes(app.db)
  const senderOf = (request: FastifyRequest) => ({
    sender: { address: request.ip, userAgent: request.headers['user-agent'] ?? '' },
    senderHashes,
  })

  const admitSender = (request: FastifyRequest, reply: FastifyReply) => async (grid: string) => {
    const client = byClient(request)
    await perClient.consume(client, reply)
    await perClientAndGrid.consume(`${client}:${grid}`, reply)
    // Past its hourly count a grid is being flooded, and it stays open: each address may then send
    // it one message per 10 minutes, which slows a flood to a trickle and leaves real visitors a say.
    const gridHour = await perGrid.hit(grid)
    if (gridHour.count === SENDS_PER_GRID_HOUR + 1) {
      request.log.warn({ grid }, `grid received ${SENDS_PER_GRID_HOUR} messages within an hour: senders slowed down`)
    }
    if (gridHour.over) await perClientAndBusyGrid.consume(`${client}:${grid}`, reply)
  }

  app.post(
    '/api/grids/:name/messages',
    { schema: { params: NameParams, body: SendMessageBody, response: { 201: Sent } } },
    async (request, reply) => {
      const viewer = await app.currentViewer(request, reply)
      const result = await sendMessage(app.db, {
        gridName: request.params.name,
        body: request.body,
        viewer,
        admit: admitSender(request, reply),
        ...senderOf(request),
      })
      if (result.status === 'sent' && result.id && result.notifyOwner)
        announceNewMessage(app.db, app.inboxMailer, result.id)
      return reply.code(201).send({ status: result.status })
    },
  )

  /**
   * The message tile's plain form, for visitors without JavaScript: the answer is the page itself,
   * showing the sent state or the error in the tile.
   */
  await app.register(formBody, { bodyLimit: 16 * 1024 })
  app.post(
    '/:name/messages',
    { schema: { hide: true, params: NameParams }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError || !isPageName(request.params.name)) return sendNotFoundPage(request, reply)
      const grid = await findGridForPage(app.db, request.params.name)
      if (!grid || !isPublished(grid)) return sendNotFoundPage(request, reply)
      const parsed = SendMessageBody.safeParse(request.body)
      const tileId = parsed.success ? parsed.data.tileId : String((request.body as { tileId?: unknown })?.tileId ?? '')
      const answer = async (status: number, kind: 'sent' | 'error', text: string) =>
        sendHtml(reply, await gridPageElement(app, grid, { tileId, kind, text }), status)
      if (!parsed.success) return answer(400, 'error', parsed.error.issues[0]!.message)
      try {
        const viewer = await app.currentViewer(request, reply)
        const result = await sendMessage(app.db, {
          gridName: grid.name,
          body: parsed.data,
          viewer,
          admit: admitSender(request, reply),
          ...senderOf(request),
        })
        if (result.status === 'sent' && result.id && result.notifyOwner)
          announceNewMessage(app.db, app.inboxMailer, result.id)
        return answer(200, 'sent', MESSAGE_TEXTS.sent)
      } catch (error) {
        if (error instanceof AppError) return answer(error.statusCode, 'error', error.message)
        throw error
      }
    },
  )

  const proOnly = async (request: FastifyRequest) => requirePro(request.viewer!)

  app.get(
    '/api/messages',
    { schema: { querystring: InboxQuery, response: { 200: InboxPage } }, preHandler: [app.requireUser, proOnly] },
    async (request) => {
      const { page, ...filter } = request.query
      return listInbox(app.db, request.viewer!, filter, page)
    },
  )

  app.get(
    '/api/messages/random',
    {
      schema: { querystring: MessageFilter, response: { 200: RandomMessage } },
      preHandler: [app.requireUser, proOnly],
    },
    async (request) => ({ message: await randomInboxMessage(app.db, request.viewer!, request.query) }),
  )

  app.patch(
    '/api/messages/:id',
    { schema: { params: MessageParams, body: SetFavoriteBody }, preHandler: [app.requireUser, proOnly] },
    async (request, reply) => {
      await setFavorite(app.db, request.viewer!, request.params.id, request.body.favorite)
      return reply.code(204).send()
    },
  )

  app.delete(
    '/api/messages/:id',
    { schema: { params: MessageParams }, preHandler: [app.requireUser, proOnly] },
    async (request, reply) => {
      await deleteMessage(app.db, request.viewer!, request.params.id)
      return reply.code(204).send()
    },
  )

  /**
   * Server-Sent Events: new messages for the signed-in owner while the inbox is open. Each event's
   * id names its message; a browser that reconnects sends the last one back (`Last-Event-ID`) and
   * first gets what it missed, from the database (ADR 0008).
   */
  app.get('/api/messages/stream', { preHandler: [app.requireUser, proOnly] }, async (request, reply) => {
    const viewer = request.viewer!
    let closed = false
    const stream: LiveStream = { userId: viewer.id, sessionToken: request.sessionToken!, close: () => {} }
    if (!liveStreams.add(stream)) throw new AppError(429, 'TOO_MANY_STREAMS', MESSAGE_TEXTS.tooManyStreams)
    reply.hijack()
    const raw = reply.raw
    raw.writeHead(200, {
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
