import { API } from '@domain/api-routes.js'
import { routeSchema } from '../../route-schema.js'
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

/** The owner's moderation (ADR 0023): word filter, Filtered view, blocks, paused boxes, reports. Pro, like the inbox (registered in signed-in.ts). */
export default async function moderationRoutes(app: FastifyZodInstance) {
  app.get('/api/moderation/filter', { schema: routeSchema(API.filterWords) }, async (request) => ({
    words: await filterWordsOf(app.db, request.viewer),
  }))

  app.put('/api/moderation/filter', { schema: routeSchema(API.saveFilterWords) }, async (request) => ({
    words: await setFilterWords(app.db, request.viewer, request.body.words),
  }))

  app.get('/api/moderation/filtered', { schema: routeSchema(API.filteredMessages) }, async (request) =>
    listFiltered(app.db, request.viewer, request.query.page),
  )

  app.post(
    '/api/moderation/filtered/:id/release',
    { schema: routeSchema(API.releaseFiltered) },
    async (request, reply) => {
      await releaseFiltered(app.db, app.messageBus, request.viewer, request.params.id)
      return reply.code(204).send()
    },
  )

  app.delete('/api/moderation/filtered/:id', { schema: routeSchema(API.deleteFiltered) }, async (request, reply) => {
    await deleteFiltered(app.db, request.viewer, request.params.id)
    return reply.code(204).send()
  })

  app.get('/api/moderation/blocks', { schema: routeSchema(API.blockedSenders) }, async (request) => ({
    blocks: await listBlocks(app.db, request.viewer),
  }))

  app.post('/api/moderation/blocks', { schema: routeSchema(API.blockSender) }, async (request, reply) =>
    reply.code(201).send(await blockSender(app.db, request.viewer, request.body.messageId)),
  )

  app.delete('/api/moderation/blocks/:id', { schema: routeSchema(API.unblockSender) }, async (request, reply) => {
    await unblock(app.db, request.viewer, request.params.id)
    return reply.code(204).send()
  })

  app.post('/api/moderation/reports', { schema: routeSchema(API.reportMessage) }, async (request, reply) => {
    await reportMessage(app.db, request.viewer, request.body.messageId)
    return reply.code(204).send()
  })

  app.get('/api/moderation/message-boxes', { schema: routeSchema(API.messageBoxes) }, async (request) => ({
    grids: await messageBoxStates(app.db, request.viewer),
  }))

  app.put('/api/grids/:name/message-pause', { schema: routeSchema(API.pauseMessageBox) }, async (request) =>
    setMessagePause(app.db, request.viewer, request.params.name, request.body.note),
  )

  app.delete('/api/grids/:name/message-pause', { schema: routeSchema(API.resumeMessageBox) }, async (request) =>
    setMessagePause(app.db, request.viewer, request.params.name, null),
  )
}
