import { z } from 'zod'
import {
  BlockedSender,
  BlockedSenders,
  MessageIdBody,
  FilteredPage,
  FilteredQuery,
  FilterWordList,
  FilterWords,
  MessageBoxState,
  MessageBoxStates,
  PauseBody,
} from '../../../domain/moderation.js'
import { NameParams } from '../../../domain/names.js'
import {
  blockSender,
  deleteFiltered,
  filterWordsOf,
  listBlocks,
  listFiltered,
  messageBoxStates,
  releaseFiltered,
  reportMessage,
  setFilterWords,
  setMessagePause,
  unblock,
} from '../../services/moderation.js'
import type { FastifyZodInstance } from '../../types.js'

const IdParams = z.object({ id: z.uuid() })

/** The owner's moderation (ADR 0023): word filter, Filtered view, blocks, paused boxes, reports. Pro, like the inbox (registered in signed-in.ts). */
export default async function moderationRoutes(app: FastifyZodInstance) {
  app.get('/api/moderation/filter', { schema: { response: { 200: FilterWordList } } }, async (request) => ({
    words: await filterWordsOf(app.db, request.viewer),
  }))

  app.put(
    '/api/moderation/filter',
    { schema: { body: FilterWords, response: { 200: FilterWordList } } },
    async (request) => ({ words: await setFilterWords(app.db, request.viewer, request.body.words) }),
  )

  app.get(
    '/api/moderation/filtered',
    { schema: { querystring: FilteredQuery, response: { 200: FilteredPage } } },
    async (request) => listFiltered(app.db, request.viewer, request.query.page),
  )

  app.post('/api/moderation/filtered/:id/release', { schema: { params: IdParams } }, async (request, reply) => {
    await releaseFiltered(app.db, app.messageBus, request.viewer, request.params.id)
    return reply.code(204).send()
  })

  app.delete('/api/moderation/filtered/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await deleteFiltered(app.db, request.viewer, request.params.id)
    return reply.code(204).send()
  })

  app.get('/api/moderation/blocks', { schema: { response: { 200: BlockedSenders } } }, async (request) => ({
    blocks: await listBlocks(app.db, request.viewer),
  }))

  app.post(
    '/api/moderation/blocks',
    { schema: { body: MessageIdBody, response: { 201: BlockedSender } } },
    async (request, reply) => reply.code(201).send(await blockSender(app.db, request.viewer, request.body.messageId)),
  )

  app.delete('/api/moderation/blocks/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await unblock(app.db, request.viewer, request.params.id)
    return reply.code(204).send()
  })

  app.post('/api/moderation/reports', { schema: { body: MessageIdBody } }, async (request, reply) => {
    await reportMessage(app.db, request.viewer, request.body.messageId)
    return reply.code(204).send()
  })

  app.get('/api/moderation/message-boxes', { schema: { response: { 200: MessageBoxStates } } }, async (request) => ({
    grids: await messageBoxStates(app.db, request.viewer),
  }))

  app.put(
    '/api/grids/:name/message-pause',
    { schema: { params: NameParams, body: PauseBody, response: { 200: MessageBoxState } } },
    async (request) => setMessagePause(app.db, request.viewer, request.params.name, request.body.note),
  )

  app.delete(
    '/api/grids/:name/message-pause',
    { schema: { params: NameParams, response: { 200: MessageBoxState } } },
    async (request) => setMessagePause(app.db, request.viewer, request.params.name, null),
  )
}
