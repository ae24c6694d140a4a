import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isSafeMethod } from '../http-methods.js'
import { parseChange, type WatchesChanges } from './announced-cache.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps a cache current with the changes the database's triggers announce (ADR 0007). */
    watchChanges: (cache: WatchesChanges) => void
  }
  interface FastifyContextConfig {
    /**
     * Whether the route's answer waits until this instance has heard its announcements. Unsafe
     * methods do by default; `true` for a GET that writes (a link followed from a mail), `false`
     * for a write that changes nothing an instance remembers (a visitor's message, a click), which
     * spares it a round trip to the database.
     */
    changesState?: boolean
  }
}

/** The channel the triggers of migration 0003 announce on. */
const CHANGES_CHANNEL = 'tessera_changes'
/** An instance's own marker on the channel: `caught-up:<instance>:<n>` (ADR 0014). */
const CAUGHT_UP = 'caught-up'
/** How long a write's answer waits for its own announcements before forgetting everything instead. */
const CATCH_UP_TIMEOUT_MS = 1000

async function changesPlugin(app: FastifyInstance) {
  const caches = new Set<WatchesChanges>()
  app.decorate('watchChanges', (cache: WatchesChanges) => void caches.add(cache))
  const instance = randomUUID()
  const waiting = new Map<string, () => void>()
  let hearing = true
  const stopListening = await app.database.listen(CHANGES_CHANNEL, {
    onNotify: (announcement) => {
      const change = parseChange(announcement)
      if (change.kind === CAUGHT_UP) return void waiting.get(change.id)?.()
      for (const cache of caches) cache.changed(change)
    },
    onLost: (reason) => {
      hearing = false
      caches.forEach((cache) => cache.deaf())
      app.log.warn(
        { reason },
        'not hearing database announcements: dropped every remembered page and session; reconnecting',
      )
    },
    onRestored: () => {
      hearing = true
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

  // Postgres announces a commit to the listening connection a moment after the writer hears of it.
  // So that a write's author never sees what was there before, its answer waits until this
  // instance has heard its own marker, sent after the write: Postgres delivers announcements in
  // commit order, so by then the write's own announcements have dropped what they concern, and
  // nothing else. (PGlite announces before the writing statement returns.)
  if (app.database.driver === 'postgres') {
    let markers = 0
    const catchUp = async () => {
      const id = `${instance}:${++markers}`
      let timer: NodeJS.Timeout | undefined
      const heard = new Promise<boolean>((resolve) => {
        waiting.set(id, () => resolve(true))
        timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS)
      })
      try {
        await app.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`${CAUGHT_UP}:${id}`})`)
        if (!(await heard)) caches.forEach((cache) => cache.forgetAll())
      } catch {
        caches.forEach((cache) => cache.forgetAll())
      } finally {
        clearTimeout(timer)
        waiting.delete(id)
      }
    }
    app.addHook('onSend', async (request) => {
      // While deaf nothing is remembered, so there is nothing to wait for.
      const writes = request.routeOptions.config.changesState ?? !isSafeMethod(request.method)
      if (writes && hearing) await catchUp()
    })
  }
}

export default fp(changesPlugin, { name: 'changes', dependencies: ['database', 'health-checks'] })
