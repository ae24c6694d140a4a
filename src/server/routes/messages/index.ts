import formBody from '@fastify/formbody'
import type { FastifyRequest } from 'fastify'
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
import { NameParams } from '../../../domain/names.js'
import {
  deleteMessage,
  listInbox,
  randomInboxMessage,
  requirePro,
  sendMessage,
  setFavorite,
} from '../../services/messages.js'
import { findGridForPage } from '../../db/queries/public-grids.js'
import { AppError } from '../../errors.js'
import type { FastifyZodInstance } from '../../types.js'
import { gridPageElement, sendHtml, sendNotFoundPage } from '../public/index.js'

const MessageParams = z.object({ id: z.uuid() })
const Sent = z.object({ status: z.enum(['sent', 'ignored']) })

/** The grid's normalised name: the limits run after the params are parsed by `NameParams`. */
const gridOf = (request: FastifyRequest) => (request.params as { name: string }).name

export default async function messageRoutes(app: FastifyZodInstance) {
  const openStreams = new Set<() => void>()
  app.addHook('onClose', async () => openStreams.forEach((close) => close()))

  /** Spam defence shared by the JSON endpoint and the plain form post on the public page. */
  const sendLimits = [
    app.limit({ name: 'send-ip-grid', max: 5, timeWindow: '1 minute', key: (r) => `${r.ip}:${gridOf(r)}` }),
    app.limit({ name: 'send-grid', max: 200, timeWindow: '1 hour', key: gridOf }),
  ]

  app.post(
    '/api/grids/:name/messages',
    { schema: { params: NameParams, body: SendMessageBody, response: { 201: Sent } }, preHandler: sendLimits },
    async (request, reply) => {
      const viewer = await app.currentViewer(request, reply)
      const result = await sendMessage(app.db, app.messageBus, {
        gridName: request.params.name,
        body: request.body,
        viewer,
      })
      return reply.code(201).send({ status: result.status })
    },
  )

  /**
   * The message tile's plain form, for visitors without JavaScript: the answer is the page itself,
   * showing the sent state or the error in the tile.
   */
  await app.register(formBody, { bodyLimit: 16 * 1024 })
  app.post('/:name/messages', { schema: { hide: true, params: NameParams } }, async (request, reply) => {
    const grid = await findGridForPage(app.db, request.params.name)
    if (!grid || !grid.active || grid.suspended) return sendNotFoundPage(reply)
    const parsed = SendMessageBody.safeParse(request.body)
    const tileId = parsed.success ? parsed.data.tileId : String((request.body as { tileId?: unknown })?.tileId ?? '')
    const answer = (status: number, kind: 'sent' | 'error', text: string) =>
      sendHtml(reply, gridPageElement(app, grid, { tileId, kind, text }), status)
    if (!parsed.success) return answer(400, 'error', parsed.error.issues[0]!.message)
    try {
      for (const limit of sendLimits) await limit(request, reply)
      const viewer = await app.currentViewer(request, reply)
      await sendMessage(app.db, app.messageBus, { gridName: grid.name, body: parsed.data, viewer })
      return answer(200, 'sent', MESSAGE_TEXTS.sent)
    } catch (error) {
      if (error instanceof AppError) return answer(error.statusCode, 'error', error.message)
      throw error
    }
  })

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

  /** Server-Sent Events: new messages for the signed-in owner while the inbox is open. */
  app.get('/api/messages/stream', { preHandler: [app.requireUser, proOnly] }, async (request, reply) => {
    reply.hijack()
    const stream = reply.raw
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    stream.write('retry: 5000\n\n')
    const unsubscribe = app.messageBus.subscribe(request.viewer!.id, (message) => {
      stream.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`)
    })
    // Proxies close idle connections; a comment line every 25 s keeps the stream open.
    const heartbeat = setInterval(() => stream.write(': ping\n\n'), 25_000)
    const close = () => {
      clearInterval(heartbeat)
      unsubscribe()
      openStreams.delete(close)
      stream.end()
    }
    openStreams.add(close)
    request.raw.on('close', close)
  })
}
