import formBody from '@fastify/formbody'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { API } from '@domain/api-routes.js'
import { MESSAGE_TEXTS, SendMessageBody, SentQuery } from '@domain/messages.js'
import { NameParams } from '@domain/names.js'
import { addApiRoute } from '../../api-route.js'
import { sendMessage } from '../../services/messages.js'
import { announceNewMessage } from '../../services/inbox-notifications.js'
import { sendHtml, sendNotFoundPage } from '../../public-pages/html-replies.js'
import { localeOfPage, publishedGridOf } from '../../public-pages/published-grid.js'
import { gridPageElement } from '../../public-pages/renderers.js'
import { AppError } from '../../errors.js'
import { SenderHashes } from '../../moderation/sender-hashes.js'
import { byClient } from '../../rate-limits/plugin.js'
import type { FastifyZodInstance } from '../../types.js'
import { i18nFor } from '@ui/i18n/catalogues.js'
import { messageErrorText } from '@ui/message-errors.js'

/** Messages a grid takes in an hour before its senders are slowed down. */
const SENDS_PER_GRID_HOUR = 200

/** Sending a message to a grid: the JSON endpoint and the public page's plain form. */
export default async function messageRoutes(app: FastifyZodInstance) {
  /**
   * Spam defence shared by the JSON endpoint and the plain form post on the public page, counted
   * only for messages the grid accepts (see sendMessage's admit). Every limit counts per client
   * address (IPv6 by /64): no sender can close a creator's message box for everyone (ADR 0018).
   */
  const perClient = app.rateLimit({ name: 'send-client', max: 20, timeWindow: '10 minutes' })
  const perClientAndGrid = app.rateLimit({ name: 'send-client-grid', max: 5, timeWindow: '1 minute' })
  const perGrid = app.rateLimit({ name: 'send-grid', max: SENDS_PER_GRID_HOUR, timeWindow: '1 hour' })
  const perClientAndBusyGrid = app.rateLimit({ name: 'send-client-busy-grid', max: 1, timeWindow: '10 minutes' })

  const senderHashes = new SenderHashes(app.db, app.clock)
  const senderOf = (request: FastifyRequest) => ({
    sender: { address: request.ip },
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

  addApiRoute(app, API.sendMessage, { config: { changesState: false } }, async (request, reply) => {
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
  })

  /**
   * The message tile's plain form, for visitors without JavaScript. A sent message is answered with
   * a redirect to the page showing it sent (post, redirect, get: reloading that page sends nothing
   * again, and its address stays valid); an error with the page itself, the error in the tile and
   * the visitor's text still in the form.
   */
  await app.register(formBody, { bodyLimit: 16 * 1024 })
  app.post(
    '/:name/messages',
    { schema: { hide: true, params: NameParams }, attachValidation: true, config: { changesState: false } },
    async (request, reply) => {
      const grid = await publishedGridOf(app.db, request)
      if (!grid) return sendNotFoundPage(request, reply)
      const parsed = SendMessageBody.safeParse(request.body)
      const tileId = parsed.success ? parsed.data.tileId : String((request.body as { tileId?: unknown })?.tileId ?? '')
      // The page answers in its own language (ADR 0068): the refusal too.
      const locale = localeOfPage(grid)
      const refused = async (status: number, error: { code: string; message: string }) => {
        const text = messageErrorText(i18nFor(locale), error)
        return sendHtml(reply, await gridPageElement(app, grid, { tileId, kind: 'error', text }), locale, status)
      }
      if (!parsed.success) return refused(400, { code: 'VALIDATION_FAILED', message: parsed.error.issues[0]!.message })
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
        return reply.redirect(`/${grid.name}/messages?${new URLSearchParams({ sent: parsed.data.tileId })}`, 303)
      } catch (error) {
        if (error instanceof AppError) return refused(error.statusCode, error)
        throw error
      }
    },
  )

  app.get(
    '/:name/messages',
    { schema: { hide: true, params: NameParams, querystring: SentQuery }, attachValidation: true },
    async (request, reply) => {
      const grid = await publishedGridOf(app.db, request)
      if (!grid) return sendNotFoundPage(request, reply)
      const { sent } = request.query
      if (!sent) return reply.redirect(`/${grid.name}`, 303)
      const locale = localeOfPage(grid)
      const text = i18nFor(locale)._(MESSAGE_TEXTS.sent)
      return sendHtml(reply, await gridPageElement(app, grid, { tileId: sent, kind: 'sent', text }), locale)
    },
  )
}
