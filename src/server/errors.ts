import type { ErrorCode } from '@domain/errors.js'

/**
 * An error a client caused, carrying the status, a code from the one list (`ERRORS` in
 * src/domain/errors.ts) and the user-facing text (the spec's exact words).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message)
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message)
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message)
export const badRequest = (code: ErrorCode, message: string) => new AppError(400, code, message)
export const unauthorized = (message = 'Please sign in.') => new AppError(401, 'UNAUTHORIZED', message)
