import { APIError } from 'better-auth/api'
import { ACCOUNT_MESSAGES, passwordProblem } from '@domain/account.js'
import { commonPasswordProblem } from '@domain/common-passwords.js'
import { AppError, badRequest } from '../errors.js'

export const wrongCurrentPassword = () => badRequest('INVALID_PASSWORD', 'Your current password is not correct.')

/** better-auth reports failures as APIErrors; everything else is ours or unexpected. */
export function rethrowAuthError(error: unknown, messages: Partial<Record<string, AppError>> = {}): never {
  if (error instanceof APIError) {
    const code = String(error.body?.code ?? '')
    const mapped = messages[code]
    if (mapped) throw mapped
    if (code === 'ACCOUNT_SUSPENDED') throw new AppError(403, 'ACCOUNT_SUSPENDED', ACCOUNT_MESSAGES.suspended)
    // The library's own codes are not ours to promise: its refusals keep their status and text.
    throw new AppError(
      error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400,
      'AUTH_FAILED',
      error.body?.message ?? error.message,
    )
  }
  throw error
}

/** A new password must follow the spec's rules and not be a common one (ADR 0010). */
export async function refuseWeakPassword(password: string) {
  const problem = passwordProblem(password) ?? (await commonPasswordProblem(password))
  if (problem) throw badRequest(problem.code, problem.message)
}
