import { stdSerializers } from 'pino'

type ErrorWithData = Error & { params?: unknown; detail?: unknown; cause?: unknown }

/**
 * Errors as the log shows them: without the values a failed query carried. drizzle puts a query's
 * parameters into the error's message (a message's text, an email address, a password hash) and
 * Postgres puts the failing row into `detail`; neither belongs in a log.
 */
export function serializeError(error: unknown) {
  return stdSerializers.err(error instanceof Error ? withoutQueryValues(error) : (error as Error))
}

function withoutQueryValues(error: ErrorWithData, depth = 0): Error {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose
  const { params, detail, cause, ...rest } = error
  const message = 'params' in error ? error.message.split('\nparams: ')[0]! : error.message
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error) as object) as ErrorWithData, rest)
  copy.message = message
  copy.stack = error.stack?.replace(error.message, message)
  if (cause !== undefined)
    copy.cause = cause instanceof Error && depth < 4 ? withoutQueryValues(cause, depth + 1) : undefined
  return copy
}
