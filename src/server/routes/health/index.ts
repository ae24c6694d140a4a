import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { FastifyZodInstance } from '../../types.js'

const HealthResponse = z.object({ status: z.literal('ok') })

export default async function healthRoutes(app: FastifyZodInstance) {
  app.get('/api/health', { schema: { response: { 200: HealthResponse } } }, async () => {
    await app.db.execute(sql`select 1`)
    return { status: 'ok' as const }
  })
}
