import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { loadCountryTable } from './country-database.js'
import { AnalyticsRecorder, type Allowance } from './recorder.js'

/**
 * What one client (an IPv4 address or an IPv6 /64) adds to one grid per UTC hour at most (issue
 * 31): more visits are answered as usual and not counted. A person reading a page now and then
 * stays far below; a script reloading it, with as many user agents as it likes, cannot inflate it.
 */
export const VIEWS_PER_CLIENT_HOUR = 60
export const VISITORS_PER_CLIENT_HOUR = 20

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts public page views and tile clicks in memory; written in batches (ADR 0013). */
    analytics: AnalyticsRecorder
  }
}

async function analyticsPlugin(app: FastifyInstance, options: { now?: () => number }) {
  // Counted like the rate limits (in memory, or in Redis shared by every instance), keyed by grid,
  // client and hour; a key outlives its hour so that the write just after the hour still finds it.
  const perClientHour = (name: string, max: number): Allowance => {
    const limit = app.rateLimit({ name, max, timeWindow: '2 hours' })
    return (key, wanted) => limit.allowance(key, wanted)
  }
  const recorder = new AnalyticsRecorder({
    db: app.db,
    log: app.log,
    ownHost: new URL(app.config.baseUrl).hostname,
    enabled: app.config.ANALYTICS,
    flushIntervalMs: app.config.ANALYTICS_FLUSH_MS,
    // Loaded when first needed (ADR 0038): half a second and some 90 MB while parsing, which an
    // app that never counts a view from a public address (tests, a private network) does without.
    countries: loadCountryTable,
    allowances: {
      views: perClientHour('analytics-views', VIEWS_PER_CLIENT_HOUR),
      visitors: perClientHour('analytics-visitors', VISITORS_PER_CLIENT_HOUR),
    },
    now: options.now,
  })
  await recorder.start()
  app.decorate('analytics', recorder)
  // Registered after the database plugin, so this runs first on close: the last counts are written.
  app.addHook('onClose', () => recorder.stop())
}

export default fp(analyticsPlugin, { name: 'analytics', dependencies: ['database', 'rate-limit'] })
