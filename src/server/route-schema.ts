import type { FastifySchema } from 'fastify'
import type { ApiRoute } from '@domain/api-routes.js'

type StatusOf<Route extends ApiRoute> = Route extends { status: infer Status extends number } ? Status : 200

/** Fastify's `schema` for a route of the table, typed so that the zod type provider types the request and reply. */
export type RouteSchema<Route extends ApiRoute> = FastifySchema &
  (Route extends { params: infer Params } ? { params: Params } : unknown) &
  (Route extends { body: infer Body } ? { body: Body } : unknown) &
  (Route extends { query: infer Query } ? { querystring: Query } : unknown) &
  (Route extends { response: infer Response } ? { response: { [Status in StatusOf<Route>]: Response } } : unknown)

/**
 * A route's request and response schemas, taken from the API table (src/domain/api-routes.ts) so
 * that the server validates and serialises with the very schemas the client parses with.
 */
export function routeSchema<Route extends ApiRoute>(route: Route): RouteSchema<Route> {
  return {
    ...(route.params && { params: route.params }),
    ...(route.body && { body: route.body }),
    ...(route.query && { querystring: route.query }),
    ...(route.response && { response: { [route.status ?? 200]: route.response } }),
  } as RouteSchema<Route>
}
