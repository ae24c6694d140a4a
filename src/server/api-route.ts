import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ApiRoute } from '@domain/api-routes.js'
import type { FastifyZodInstance } from './types.js'

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

type ZodRouteOptions<Schema extends FastifySchema> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider,
  FastifyBaseLogger
>

/** A handler typed by the entry's schemas: its request's params, body and query, and what it may answer. */
export type ApiRouteHandler<Route extends ApiRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<Route>,
  ZodTypeProvider,
  FastifyBaseLogger
>

/**
 * What a route adds to its entry of the table: hooks (limits), config, a body limit, and what only
 * the OpenAPI document says (`summary`, `produces`). The method, path and schemas are the entry's.
 */
export type ApiRouteOptions<Route extends ApiRoute> = Omit<ZodRouteOptions<RouteSchema<Route>>, 'schema'> & {
  schema?: Omit<FastifySchema, 'params' | 'body' | 'querystring' | 'response'>
}

/**
 * Registers the route of an entry of the API table: its method, its path and its schemas come from
 * the entry (written once, where the client reads them too), the rest from `options`.
 */
export function addApiRoute<Route extends ApiRoute>(
  app: FastifyZodInstance,
  route: Route,
  handler: ApiRouteHandler<Route>,
): void
export function addApiRoute<Route extends ApiRoute>(
  app: FastifyZodInstance,
  route: Route,
  options: ApiRouteOptions<Route>,
  handler: ApiRouteHandler<Route>,
): void
export function addApiRoute<Route extends ApiRoute>(
  app: FastifyZodInstance,
  route: Route,
  ...[first, second]: [ApiRouteHandler<Route>] | [ApiRouteOptions<Route>, ApiRouteHandler<Route>]
): void {
  const [options, handler] = second ? [first as ApiRouteOptions<Route>, second] : [{}, first as ApiRouteHandler<Route>]
  app.route<RouteGenericInterface, ContextConfigDefault, RouteSchema<Route>>({
    ...options,
    method: route.method,
    url: route.path,
    schema: { ...routeSchema(route), ...options.schema },
    handler,
  })
}
