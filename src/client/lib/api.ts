import { i18n } from '@lingui/core'
import type { z } from 'zod'
import { pathOf, type PathParams } from '@domain/api-paths'
import type { ApiRoute } from '@domain/api-routes'
import { ErrorBody, type ErrorCode } from '@domain/errors'
import { errorText, NETWORK_ERROR_TEXT, UNEXPECTED_RESPONSE_TEXT } from './error-texts'

/**
 * Codes of failures the server did not describe: no answer at all, an answer not in the error
 * shape, or a success this page cannot read (an older page talking to a newer server).
 */
type UndescribedFailure = 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE' | `HTTP_${number}`

/** An API failure as the server describes it: `{"error":{"code":"SNAKE_CASE","message":"human text"}}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: ErrorCode | UndescribedFailure

  constructor(status: number, code: ErrorCode | UndescribedFailure, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

type CallOptions<Route extends ApiRoute> = { signal?: AbortSignal } & (keyof PathParams<Route['path']> extends never
  ? { params?: never }
  : { params: PathParams<Route['path']> }) &
  (Route extends { body: z.ZodType }
    ? { body: z.input<Route['body']> }
    : Route extends { multipart: true }
      ? { body: FormData }
      : { body?: never }) &
  (Route extends { query: z.ZodType } ? { query?: z.input<Route['query']> } : { query?: never })

/** What a successful call resolves to: the parsed answer, or nothing for an answer without a body. */
export type ApiAnswer<Route extends ApiRoute> = Route extends { response: z.ZodType }
  ? z.output<Route['response']>
  : undefined

/** The address of a route, for what is linked or streamed rather than fetched (a download, an EventSource). */
export function apiUrl<Route extends ApiRoute>(
  route: Route,
  ...[params]: keyof PathParams<Route['path']> extends never ? [] : [PathParams<Route['path']>]
): string {
  return pathOf(route, (params ?? {}) as PathParams<Route['path']>)
}

function queryString(query: object | undefined): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * Calls one route of the API table (src/domain/api-routes.ts): path parameters, query and body typed
 * from its schemas, the answer parsed with the schema the server serialised it with.
 */
export async function callApi<Route extends ApiRoute>(
  route: Route,
  ...[options]: object extends CallOptions<Route> ? [options?: CallOptions<Route>] : [options: CallOptions<Route>]
): Promise<ApiAnswer<Route>> {
  const response = await send(route, 'application/json', options)
  if (!route.response) return undefined as ApiAnswer<Route>
  const answer = route.response.safeParse(await response.json().catch(() => undefined))
  if (!answer.success) throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', i18n._(UNEXPECTED_RESPONSE_TEXT))
  return answer.data as ApiAnswer<Route>
}

/** Calls a route that answers with a file (an image to download or share), with the same errors as callApi. */
export async function fetchApiFile<Route extends ApiRoute>(
  route: Route,
  ...[options]: object extends CallOptions<Route> ? [options?: CallOptions<Route>] : [options: CallOptions<Route>]
): Promise<Blob> {
  const response = await send(route, '*/*', options)
  try {
    return await response.blob()
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', i18n._(NETWORK_ERROR_TEXT))
  }
}

/** The request of one route; a failure (none, or not 2xx) is thrown as an ApiError. */
async function send<Route extends ApiRoute>(
  route: Route,
  accept: string,
  options: object | undefined,
): Promise<Response> {
  const { params, body, query, signal } = (options ?? {}) as {
    params?: Record<string, string>
    body?: unknown
    query?: object
    signal?: AbortSignal
  }
  const headers = new Headers({ accept })
  let encodedBody: BodyInit | undefined
  if (body instanceof FormData) {
    encodedBody = body
  } else if (body !== undefined) {
    headers.set('content-type', 'application/json')
    encodedBody = JSON.stringify(body)
  }

  const url = pathOf(route, (params ?? {}) as PathParams<Route['path']>) + queryString(query)
  let response: Response
  try {
    response = await fetch(url, { method: route.method, headers, body: encodedBody, signal, credentials: 'include' })
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query recognises it.
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'NETWORK_ERROR', i18n._(NETWORK_ERROR_TEXT))
  }
  if (!response.ok) throw await readApiError(response)
  return response
}

async function readApiError(response: Response): Promise<ApiError> {
  const fallback = new ApiError(
    response.status,
    `HTTP_${response.status}`,
    response.statusText || i18n._({ id: 'errors.requestFailed', message: 'Request failed' }),
  )
  let payload: unknown
  try {
    payload = await response.json()
  } catch {
    // A proxy or crash page answered with HTML or nothing: keep the status.
    return fallback
  }
  const parsed = ErrorBody.safeParse(payload)
  if (!parsed.success) return fallback
  const { code, message } = parsed.data.error
  return new ApiError(response.status, code, errorText(code, message))
}
