import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorBody, ErrorCode } from '@domain/errors.js'
import { AppError } from '../errors.js'

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
}

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { error: { code, message } }
}

/** Maps every error to the `{error:{code,message}}` shape; 5xx details go to the log only. */
async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(errorBody(error.code, error.message))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      return reply.code(400).send(errorBody('VALIDATION_FAILED', first?.message ?? 'Invalid request.'))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'BAD_REQUEST'
      return reply.code(status).send(errorBody(code, clientMessage(error)))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'))
  })
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.'
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.'
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported.'
    default:
      return error.message
  }
}

export default fp(errorHandlerPlugin, { name: 'error-handler' })
