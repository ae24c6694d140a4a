import { z } from 'zod'
import type { Problem } from './errors.js'
import { NameInput } from './names.js'
import { singleLineText } from './text.js'

export const ACCOUNT_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordNeedsNumberAndSpecial: 'Password must contain at least one number and one special character',
  // Not the spec's: the server's check against common breached passwords (ADR 0010).
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  invalidEmail: 'Invalid email format',
  usernameLength: 'Username must be 3-15 characters long',
  usernameNotAvailable: 'Username is not available!',
  usernameFormat: 'Username can only contain letters, numbers, and underscores, and must start with a letter',
  usernameFormatHint: 'Only letters, numbers, and "_"',
  emailInUse: 'Email is already in use',
  invalidCredentials: 'Invalid email or password',
  suspended: 'This account has been suspended.',
  emailNotVerified: 'Please verify your email before signing in. Check your inbox for the link.',
} as const

export const PASSWORD_RULE_TEXT =
  'At least 8 characters, with at least one number and one of these special characters: ! @ # $ % ^ & *'

export const USERNAME_MIN = 3
export const USERNAME_MAX = 15
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const USERNAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]*$/

export function passwordProblem(password: string): Problem | undefined {
  if (password.length < PASSWORD_MIN) return { code: 'PASSWORD_TOO_SHORT', message: ACCOUNT_MESSAGES.passwordTooShort }
  if (!/\d/.test(password) || !/[!@#$%^&*]/.test(password))
    return { code: 'PASSWORD_TOO_WEAK', message: ACCOUNT_MESSAGES.passwordNeedsNumberAndSpecial }
  return undefined
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email)
}

export function usernameLengthOk(username: string): boolean {
  return username.length >= USERNAME_MIN && username.length <= USERNAME_MAX
}

export function usernameFormatOk(username: string): boolean {
  return USERNAME_PATTERN.test(username)
}

/** Emails are stored and compared lower case: the one place an address is normalised. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** An email as typed: bounded and normalised; whether it is well-formed is a registration rule. */
export const EmailInput = singleLineText().max(320).overwrite(normalizeEmail)

export const RegistrationBody = z.object({
  email: EmailInput,
  username: singleLineText().max(200),
  password: z.string().max(PASSWORD_MAX),
  repeatPassword: z.string().max(PASSWORD_MAX),
})
export type Registration = z.infer<typeof RegistrationBody>

/**
 * The spec's registration rules 1 to 5, in its order; the first failure wins. Rule 6 (availability)
 * needs the server and rule 7 (username format) comes after it, so callers run them next.
 */
export function registrationProblemBeforeAvailability(input: Registration): Problem | undefined {
  if (input.password !== input.repeatPassword)
    return { code: 'PASSWORDS_DO_NOT_MATCH', message: ACCOUNT_MESSAGES.passwordsDoNotMatch }
  const password = passwordProblem(input.password)
  if (password) return password
  if (!isValidEmail(input.email.trim())) return { code: 'INVALID_EMAIL', message: ACCOUNT_MESSAGES.invalidEmail }
  if (!usernameLengthOk(input.username)) return { code: 'USERNAME_LENGTH', message: ACCOUNT_MESSAGES.usernameLength }
  return undefined
}

export const USERNAME_NOT_AVAILABLE: Problem = {
  code: 'USERNAME_NOT_AVAILABLE',
  message: ACCOUNT_MESSAGES.usernameNotAvailable,
}
export const USERNAME_FORMAT: Problem = { code: 'USERNAME_FORMAT', message: ACCOUNT_MESSAGES.usernameFormat }

export const SignInBody = z.object({
  email: EmailInput,
  password: z.string().max(PASSWORD_MAX),
})

export const NewPasswordBody = z.object({
  token: singleLineText().min(1).max(512),
  password: z.string().max(PASSWORD_MAX),
})

export const ChangePasswordBody = z.object({
  currentPassword: z.string().max(PASSWORD_MAX),
  newPassword: z.string().max(PASSWORD_MAX),
})

export const EmailBody = z.object({ email: EmailInput })

/** Deleting an account takes its username typed out and its current password. */
export const DeleteAccountBody = z.object({ confirmUsername: NameInput, currentPassword: z.string().max(PASSWORD_MAX) })

/** The answer of requests whose outcome is told by mail, so that it reveals nothing. */
export const Accepted = z.object({ message: z.string() })

export const NameAvailability = z.object({ name: z.string(), available: z.boolean() })

export const Me = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  plan: z.enum(['free', 'pro']),
  emailVerified: z.boolean(),
})
export type Me = z.infer<typeof Me>

/**
 * Who is signed in, if anyone: the question of pages that also serve visitors. Unlike `me` (401
 * without a session) it always answers 200, so a visitor's browser logs no failed request.
 */
export const SessionState = z.object({ viewer: Me.nullable() })
export type SessionState = z.infer<typeof SessionState>
