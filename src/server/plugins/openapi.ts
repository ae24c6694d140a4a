import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { OpenApiDocument, OpenApiRoute } from './openapi-document.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of the routes registered after this plugin, made when first asked for. */
    openApiDocument: () => Promise<OpenApiDocument>
  }
}

/**
 * Keeps each route's method, path and schema, and makes the document only when it is asked for:
 * nobody reads it at start, and its generator (@fastify/swagger with a YAML library, some ninety
 * modules) cost every start their loading.
 */
async function openApiPlugin(app: FastifyInstance) {
  const routes: OpenApiRoute[] = []
  app.addHook('onRoute', ({ method, url, schema }: RouteOptions) => {
    // Fastify adds a HEAD route beside each GET; the document's generator adds it again.
    const methods = [method].flat().filter((name) => name !== 'HEAD')
    if (methods.length > 0) routes.push({ method: methods, url, schema })
  })
  let document: Promise<OpenApiDocument> | undefined
  app.decorate('openApiDocument', () => {
    document ??= import('./openapi-document.js').then(({ openApiDocument }) => openApiDocument(routes))
    return document
  })
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.openApiDocument())
}

export default fp(openApiPlugin, { name: 'openapi' })
