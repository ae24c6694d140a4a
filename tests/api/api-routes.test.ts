import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pathOf } from '@domain/api-paths.js'
import { API, type ApiRoute } from '@domain/api-routes.js'
import { ErrorBody } from '@domain/errors.js'
import { SetGridActiveBody } from '@domain/grid-names.js'
import { openApiDocument } from '@server/plugins/openapi-document.js'
import { routeSchema } from '@server/api-route.js'
import { buildTestApp, type TestApp } from '../helpers/app.js'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

/** What an OpenAPI operation says of a route's contract (its summary and the like are left out). */
type Operation = { parameters?: unknown; requestBody?: unknown; responses?: unknown }
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> }

/** `METHOD /path` → the operation's contract, for every route of a document. */
function operationsOf(document: OpenApiDocument): Map<string, Operation> {
  const operations = new Map<string, Operation>()
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, { parameters, requestBody, responses }] of Object.entries(methods)) {
      operations.set(`${method.toUpperCase()} ${path}`, { parameters, requestBody, responses })
    }
  }
  return operations
}

/** The OpenAPI operations of these routes with nothing but the table's schemas. */
async function tableOperations(routes: readonly ApiRoute[]): Promise<Map<string, Operation>> {
  const described = routes.map((route) => ({ method: route.method, url: route.path, schema: routeSchema(route) }))
  return operationsOf((await openApiDocument(described)) as unknown as OpenApiDocument)
}

/**
 * The server's JSON routes that the app does not call, so not in the table, each with its caller.
 * (Stripe's webhook exists only with Stripe configured, not on this app's sandbox.)
 */
const OUTSIDE_THE_TABLE = [
  'GET /api/health', // load balancers and monitoring
  'GET /api/domains/allowed', // Caddy's on-demand TLS asks whether to get a certificate (ADR 0065)
]

describe('the API route table the client calls through', () => {
  it.each(Object.entries(API))('names a route the server has: %s', (_name, route) => {
    expect(app.hasRoute({ method: route.method, url: route.path })).toBe(true)
  })

  it('is checked against a router that refuses routes it does not have', () => {
    expect(app.hasRoute({ method: 'GET', url: '/api/no-such-route' })).toBe(false)
  })

  it('parses the server’s answers with the schemas the client reads them with', async () => {
    const alice = await app.signUp('alice')
    expect(API.me.response.parse((await alice.get(pathOf(API.me, {}))).json())).toMatchObject({ username: 'alice' })
    const content = await alice.get(pathOf(API.gridContent, { name: 'alice' }))
    expect(API.gridContent.response.parse(content.json())).toMatchObject({ name: 'alice' })
    const grids = await alice.get(pathOf(API.grids, {}))
    expect(API.grids.response.parse(grids.json())).toHaveLength(1)
  })

  it('parses exactly the parameters each path has', () => {
    for (const route of Object.values<ApiRoute>(API)) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name)
      const params = route.params instanceof z.ZodObject ? Object.keys(route.params.shape) : []
      expect(params, route.path).toEqual(names)
    }
  })

  it('fills path parameters in as single encoded segments', () => {
    expect(pathOf(API.gridContent, { name: 'a/b c' })).toBe('/api/grids/a%2Fb%20c/content')
  })

  it('answers errors in the one shared error shape', async () => {
    const res = await app.inject({ method: 'GET', url: pathOf(API.grids, {}) })
    expect(ErrorBody.parse(res.json()).error.code).toBe('UNAUTHORIZED')
  })
})

describe('the schemas of the server’s routes', () => {
  it('are the table’s: every JSON route validates and answers with the schemas the client uses', async () => {
    const served = operationsOf((await app.openApiDocument()) as unknown as OpenApiDocument)
    const table = await tableOperations(Object.values(API))
    for (const [route, operation] of table) expect(served.get(route), route).toEqual(operation)
    const outside = [...served.keys()].filter((route) => route.includes(' /api/') && !table.has(route))
    expect(outside.sort()).toEqual([...OUTSIDE_THE_TABLE].sort())
  })

  it('would tell a route that swapped a schema from the table’s', async () => {
    const table = await tableOperations([API.createGrid])
    const swapped = await tableOperations([{ ...API.createGrid, body: SetGridActiveBody }])
    expect(swapped.get('POST /api/grids')).not.toEqual(table.get('POST /api/grids'))
  })
})
