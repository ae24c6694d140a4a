import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isSafeMethod } from '../http-methods.js'
import { findPageState } from '../db/queries/public-grids.js'
import { PageStates } from './page-states.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Public pages' states, remembered and kept current by the database's announcements. */
    pageStates: PageStates
  }
}

async function pageStatesPlugin(app: FastifyInstance) {
  const pageStates = new PageStates((name) => findPageState(app.db, name))
  app.decorate('pageStates', pageStates)
  const stopListening = await app.database.listen('tessera_pages', {
    onNotify: (announcement) => pageStates.changed(announcement),
    onLost: () => pageStates.deaf(),
    onRestored: () => pageStates.hearingAgain(),
  })
  app.addHook('onClose', () => stopListening().catch(() => {}))

  // Postgres announces a commit to the listening connection a moment after the writer hears of it;
  // forgetting before answering a write means its author never sees the page as it was before.
  if (app.database.driver === 'postgres') {
    app.addHook('onSend', async (request) => {
      if (!isSafeMethod(request.method)) pageStates.forgetAll()
    })
  }
}

export default fp(pageStatesPlugin, { name: 'page-states', dependencies: ['database'] })
