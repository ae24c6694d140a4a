export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Where an endpoint of the JSON API is: its method and its path, with `:name` for each parameter. */
export interface ApiEndpoint {
  readonly method: ApiMethod
  readonly path: `/api/${string}`
}

/**
 * The endpoints the public page's script calls (src/ui/enhance/message-flow.ts). The API table
 * (api-routes.ts) takes them from here: the script imports this module and no schema, so that it
 * stays a few kilobytes rather than bundling zod.
 */
export const PAGE_SCRIPT_API = {
  /** Answers a visitor without a session with 200 too, so that the console logs no failed request. */
  session: { method: 'GET', path: '/api/account/session' },
  sendMessage: { method: 'POST', path: '/api/grids/:name/messages' },
} as const satisfies Record<string, ApiEndpoint>

/** `{ name: string }` for `/api/grids/:name`, `{}` for a path without parameters. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [Key in Name]: string }
    : Record<never, never>

/** The endpoint's path with its parameters filled in, each encoded as one path segment. */
export function pathOf<Endpoint extends ApiEndpoint>(endpoint: Endpoint, params: PathParams<Endpoint['path']>): string {
  const values = params as Record<string, string>
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''))
}

/** The page's meta tag naming where "As user" signs in, on a page also served at a custom domain (ADR 0065). */
export const SIGN_IN_META = 'tessera-sign-in'
