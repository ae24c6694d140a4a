import swagger from '@fastify/swagger'
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { ZOD_COMPILERS } from '../zod-compilers.js'

export type OpenApiRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>
export type OpenApiDocument = ReturnType<FastifyInstance['swagger']>

/** The OpenAPI document of these routes: @fastify/swagger's, from a server that has only them. */
export async function openApiDocument(routes: readonly OpenApiRoute[]): Promise<OpenApiDocument> {
  const described = Fastify({ schemaController: { compilersFactory: ZOD_COMPILERS } })
  await described.register(swagger, {
    openapi: {
      info: { title: 'Tessera API', version: '1.0.0', description: 'The API behind the Tessera app.' },
    },
    transform: jsonSchemaTransform,
  })
  for (const route of routes) described.route({ ...route, handler: async () => null })
  await described.ready()
  try {
    return described.swagger()
  } finally {
    await described.close()
  }
}
