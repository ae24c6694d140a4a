import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
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
  app.watchChanges(pageStates.cache)
  app.decorate('pageStates', pageStates)
}

export default fp(pageStatesPlugin, { name: 'page-states', dependencies: ['changes'] })
