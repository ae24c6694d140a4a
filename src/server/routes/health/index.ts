import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { FastifyZodInstance } from '../../types.js'

const Problem = z.object({ state: z.string(), since: z.string().optional(), detail: z.string().optional() })

/**
 * `{"status":"ok"}` when all is well. `degraded` (still 200: every request is answered correctly)
 * names what is not, under `problems`; `unavailable` (503) when the database does not answer.
 */
const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  problems: z.record(z.string(), Problem).optional(),
})

export default async function healthRoutes(app: FastifyZodInstance) {
  app.get(
    '/api/health',
    { schema: { response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      const problems: Record<string, z.infer<typeof Problem>> = {}
      for (const [name, check] of app.healthChecks) {
        const problem = check()
        if (problem) problems[name] = problem
      }
      try {
        await app.db.execute(sql`select 1`)
      } catch {
        problems.database = { state: 'unreachable' }
        return reply.code(503).send({ status: 'unavailable' as const, problems })
      }
      if (Object.keys(problems).length === 0) return { status: 'ok' as const }
      return { status: 'degraded' as const, problems }
    },
  )
}
