import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify'

/** A request slower than this is worth a line at info whatever its outcome. */
export const SLOW_REQUEST_MS = 1000

/** Whether the logger writes at this level (a silent or absent logger writes nothing). */
export function logsAt(log: FastifyBaseLogger, level: 'debug' | 'info'): boolean {
  return (log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(level) ?? false
}

/** A link's token (`?token=` of a verification or reset link) proves a mailbox: never in the log. */
const withoutTokens = (url: string) => url.replace(/([?&]token=)[^&#]*/g, '$1…')

/**
 * One line per request instead of Fastify's two at info: at info for failures (4xx but 404, which
 * scanners ask for by the thousand, and 5xx) and slow requests, everything else at debug, so that a
 * busy instance's log at info holds what needs a look.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(request: FastifyRequest): void {
    if (logsAt(request.log, 'debug')) request.log.debug({ url: withoutTokens(request.url) }, 'route not found')
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime)
    const line = { method: request.method, url: withoutTokens(request.url), statusCode: reply.statusCode, responseTime }
    if (error) return void reply.log.error({ ...line, err: error }, 'request errored')
    const failed = reply.statusCode >= 400 && reply.statusCode !== 404
    const level = failed || responseTime >= SLOW_REQUEST_MS ? 'info' : 'debug'
    if (logsAt(reply.log, level)) reply.log[level](line, 'request completed')
  }
}
