import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Something a part of the app cannot do right now, as `/api/health` reports it. */
export interface HealthProblem {
  /** What the part is doing about it, in a word or two: `reconnecting`, `unreachable`. */
  state: string
  /** Since when (ISO 8601). */
  since?: string
  detail?: string
}

/** Undefined when all is well. */
export type HealthCheck = () => HealthProblem | undefined

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a part to `/api/health`: the listener, shared stores. Each reports under its own name. */
    reportHealth: (name: string, check: HealthCheck) => void
    healthChecks: ReadonlyMap<string, HealthCheck>
  }
}

async function healthChecksPlugin(app: FastifyInstance) {
  const checks = new Map<string, HealthCheck>()
  app.decorate('healthChecks', checks)
  app.decorate('reportHealth', (name: string, check: HealthCheck) => void checks.set(name, check))
}

export default fp(healthChecksPlugin, { name: 'health-checks' })
