/** An API failure as the server describes it: `{"error":{"code":"SNAKE_CASE","message":"human text"}}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string

  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON, except FormData, which the browser encodes as multipart (uploads). */
  body?: unknown
}

const NETWORK_ERROR_MESSAGE = 'Could not reach Tessera. Check your connection and try again.'

export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers: extraHeaders, ...rest } = init
  const headers = new Headers(extraHeaders)
  headers.set('accept', 'application/json')

  let encodedBody: BodyInit | undefined
  if (body instanceof FormData) {
    encodedBody = body
  } else if (body !== undefined) {
    headers.set('content-type', 'application/json')
    encodedBody = JSON.stringify(body)
  }

  let response: Response
  try {
    response = await fetch(path, { ...rest, headers, body: encodedBody, credentials: 'include' })
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query recognises it.
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE)
  }

  if (!response.ok) throw await readApiError(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

async function readApiError(response: Response): Promise<ApiError> {
  const fallback = new ApiError(response.status, 'HTTP_' + response.status, response.statusText || 'Request failed')
  let payload: unknown
  try {
    payload = await response.json()
  } catch {
    // A proxy or crash page answered with HTML or nothing: keep the status.
    return fallback
  }
  if (!isErrorPayload(payload)) return fallback
  return new ApiError(response.status, payload.error.code, payload.error.message)
}

interface ErrorPayload {
  error: { code: string; message: string }
}

function isErrorPayload(payload: unknown): payload is ErrorPayload {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false
  const { error } = payload
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  )
}
