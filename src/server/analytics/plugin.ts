import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { loadCountryTable } from './country-database.js'
import { AnalyticsRecorder } from './recorder.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts public page views and tile clicks in memory; written in batches (ADR 0013). */
    analytics: AnalyticsRecorder
  }
}

async function analyticsPlugin(app: FastifyInstance, options: { now?: () => number }) {
  const recorder = new AnalyticsRecorder({
    db: app.db,
    log: app.log,
    ownHost: new URL(app.config.baseUrl).hostname,
    enabled: app.config.ANALYTICS,
    flushIntervalMs: app.config.ANALYTICS_FLUSH_MS,
    // Loaded when first needed (ADR 0038): half a second and some 90 MB while parsing, which an
    // app that never counts a view from a public address (tests, a private network) does without.
    countries: loadCountryTable,
    now: options.now,
  })
  await recorder.start()
  app.decorate('analytics', recorder)
  // Registered after the database plugin, so this runs first on close: the last counts are written.
  app.addHook('onClose', () => recorder.stop())
}

export default fp(analyticsPlugin, { name: 'analytics', dependencies: ['database'] })
