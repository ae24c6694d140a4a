import { API } from '@domain/api-routes.js'
import { addApiRoute } from '../../api-route.js'
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
  addApiRoute(app, API.filterWords, async (request) => ({
    words: await filterWordsOf(app.db, request.viewer),
  }))

  addApiRoute(app, API.saveFilterWords, async (request) => ({
    words: await setFilterWords(app.db, request.viewer, request.body.words),
  }))

  addApiRoute(app, API.filteredMessages, async (request) => listFiltered(app.db, request.viewer, request.query.page))

  addApiRoute(app, API.releaseFiltered, async (request, reply) => {
    await releaseFiltered(app.db, app.messageBus, request.viewer, request.params.id)
    return reply.code(204).send()
  })

  addApiRoute(app, API.deleteFiltered, async (request, reply) => {
    await deleteFiltered(app.db, request.viewer, request.params.id)
    return reply.code(204).send()
  })

  addApiRoute(app, API.blockedSenders, async (request) => ({
    blocks: await listBlocks(app.db, request.viewer),
  }))

  addApiRoute(app, API.blockSender, async (request, reply) =>
    reply.code(201).send(await blockSender(app.db, request.viewer, request.body.messageId)),
  )

  addApiRoute(app, API.unblockSender, async (request, reply) => {
    await unblock(app.db, request.viewer, request.params.id)
    return reply.code(204).send()
  })

  addApiRoute(app, API.reportMessage, async (request, reply) => {
    await reportMessage(app.db, request.viewer, request.body.messageId)
    return reply.code(204).send()
  })

  addApiRoute(app, API.messageBoxes, async (request) => ({
    grids: await messageBoxStates(app.db, request.viewer),
  }))

  addApiRoute(app, API.pauseMessageBox, async (request) =>
    setMessagePause(app.db, request.viewer, request.params.name, request.body.note),
  )

  addApiRoute(app, API.resumeMessageBox, async (request) =>
    setMessagePause(app.db, request.viewer, request.params.name, null),
  )
}
