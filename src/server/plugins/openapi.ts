import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Tessera API', version: '1.0.0', description: 'The API behind the Tessera app.' },
    },
    transform: jsonSchemaTransform,
  })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}

export default fp(openApiPlugin, { name: 'openapi' })
