import { ACCOUNT_MESSAGES } from './account.js'
import type { Problem } from './errors.js'
import { onFirstUse } from './on-first-use.js'

/**
 * The 49,000 passwords that show up most in breaches (zxcvbn-ts's `passwords-common` list, lower
 * case). Server-side only: the list is too big for the app's bundle, so the browser checks the
 * spec's rules and the server adds this one. Loaded by the first password checked, not at start
 * (ADR 0057): zxcvbn's dictionaries are some 10 MB.
 */
const commonPasswords = onFirstUse(
  async (): Promise<ReadonlySet<string>> =>
    new Set((await import('@zxcvbn-ts/language-common')).dictionary['passwords-common']),
)

/** Special characters at the ends: the usual way a listed password is made to pass the spec's rule. */
const SPECIALS_AT_ENDS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu

/**
 * True when the password, ignoring case and any special characters at its start or end, is one of
 * the most common breached passwords: "Passw0rd!" is "passw0rd" with a "!" added, and is refused.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const common = await commonPasswords()
  const lower = password.toLowerCase()
  return common.has(lower) || common.has(lower.replace(SPECIALS_AT_ENDS, ''))
}

/** The refusal of a common password, or undefined (run after the spec's password rules). */
export async function commonPasswordProblem(password: string): Promise<Problem | undefined> {
  return (await isCommonPassword(password))
    ? { code: 'PASSWORD_TOO_COMMON', message: ACCOUNT_MESSAGES.passwordTooCommon }
    : undefined
}
