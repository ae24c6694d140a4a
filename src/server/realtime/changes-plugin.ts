import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isSafeMethod } from '../http-methods.js'
import { parseChange, type WatchesChanges } from './announced-cache.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps a cache current with the changes the database's triggers announce (ADR 0007). */
    watchChanges: (cache: WatchesChanges) => void
  }
}

/** The channel the triggers of migration 0003 announce on. */
const CHANGES_CHANNEL = 'tessera_changes'

async function changesPlugin(app: FastifyInstance) {
  const caches = new Set<WatchesChanges>()
  app.decorate('watchChanges', (cache: WatchesChanges) => void caches.add(cache))
  const stopListening = await app.database.listen(CHANGES_CHANNEL, {
    onNotify: (announcement) => {
      const change = parseChange(announcement)
      for (const cache of caches) cache.changed(change)
    },
    onLost: (reason) => {
      caches.forEach((cache) => cache.deaf())
      app.log.warn(
        { reason },
        'not hearing database announcements: dropped every remembered page and session; reconnecting',
      )
    },
    onRestored: () => {
      caches.forEach((cache) => cache.hearingAgain())
      app.log.info('hearing database announcements again')
    },
  })
  app.reportHealth('listener', () => {
    const state = app.database.listenerState()
    return state.listening
      ? undefined
      : {
          state: 'reconnecting',
          since: state.since.toISOString(),
          detail: `not hearing announcements: ${state.reason}`,
        }
  })
  app.addHook('onClose', () => stopListening().catch(() => {}))

  // Postgres announces a commit to the listening connection a moment after the writer hears of it;
  // forgetting before answering a write means its author never sees what was there before.
  if (app.database.driver === 'postgres') {
    app.addHook('onSend', async (request) => {
      if (!isSafeMethod(request.method)) caches.forEach((cache) => cache.forgetAll())
    })
  }
}

export default fp(changesPlugin, { name: 'changes', dependencies: ['database', 'health-checks'] })
