import { z } from 'zod'
import { fieldOfError, type Problem } from './errors.js'
import { NameInput } from './names.js'
import { singleLineText } from './text.js'
import { LocaleSchema } from './locales.js'

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
  // Not the spec's: the verification link's one sign-in (ADR 0050).
  verificationLinkSpent: 'This link can no longer sign you in. Sign in with your email and password.',
  signedInAsSomeoneElse: 'You are signed in with another account. Sign out first to use this link.',
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

/** A return path (`?next=`) as given: bounded; whether it stays on this site is `sameOriginPath`'s call. */
export const ReturnPath = z.string().max(2048)

export const RegistrationBody = z.object({
  email: EmailInput,
  username: singleLineText().max(200),
  password: z.string().max(PASSWORD_MAX),
  repeatPassword: z.string().max(PASSWORD_MAX),
  /** Where the new account goes once verified (a page it signed up to write to, ADR 0069); kept when on this site. */
  next: ReturnPath.optional(),
  /** The language the app spoke at sign-up: the account's, for its mail (ADR 0068). */
  locale: LocaleSchema.optional(),
})
export type Registration = z.infer<typeof RegistrationBody>

export const USERNAME_NOT_AVAILABLE: Problem = {
  code: 'USERNAME_NOT_AVAILABLE',
  message: ACCOUNT_MESSAGES.usernameNotAvailable,
}
export const USERNAME_FORMAT: Problem = { code: 'USERNAME_FORMAT', message: ACCOUNT_MESSAGES.usernameFormat }

type RegistrationRule = (input: Registration) => Problem | undefined

/** The spec's registration rules 1 to 5, in its order. */
const RULES_BEFORE_AVAILABILITY: readonly RegistrationRule[] = [
  (input) =>
    input.password !== input.repeatPassword
      ? { code: 'PASSWORDS_DO_NOT_MATCH', message: ACCOUNT_MESSAGES.passwordsDoNotMatch }
      : undefined,
  (input) => passwordProblem(input.password),
  (input) =>
    isValidEmail(input.email.trim()) ? undefined : { code: 'INVALID_EMAIL', message: ACCOUNT_MESSAGES.invalidEmail },
  (input) =>
    usernameLengthOk(input.username)
      ? undefined
      : { code: 'USERNAME_LENGTH', message: ACCOUNT_MESSAGES.usernameLength },
]

/**
 * The first of the spec's registration rules 1 to 5 that fails. Rule 6 (availability) needs the
 * server and rule 7 (username format) comes after it, so callers run them next.
 */
export function registrationProblemBeforeAvailability(input: Registration): Problem | undefined {
  for (const rule of RULES_BEFORE_AVAILABILITY) {
    const problem = rule(input)
    if (problem) return problem
  }
  return undefined
}

/**
 * Every broken rule that needs no server (1 to 5 and the username format), at most one per field:
 * the field's first in the spec's order, with its message, to mark every invalid field at once.
 */
export function registrationFieldProblems(input: Registration): Partial<Record<keyof Registration, string>> {
  const rules = [
    ...RULES_BEFORE_AVAILABILITY,
    (input: Registration) => (usernameFormatOk(input.username) ? undefined : USERNAME_FORMAT),
  ]
  const problems: Partial<Record<keyof Registration, string>> = {}
  for (const rule of rules) {
    const problem = rule(input)
    const field = problem && (fieldOfError(problem.code) as keyof Registration | undefined)
    if (problem && field && !problems[field]) problems[field] = problem.message
  }
  return problems
}

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

/** A new verification link, which keeps the sign-up's return path (ADR 0069). */
export const ResendVerificationBody = EmailBody.extend({ next: ReturnPath.optional() })

/**
 * The verification mail's link (ADR 0050); a missing token is refused like a wrong one. `next`, a
 * return path, is kept when it stays on this site.
 */
export const VerifyEmailQuery = z.object({
  token: z.string().max(2048).default(''),
  next: ReturnPath.optional(),
})

/** The verification link's token, sent by the button of the page the link led to (ADR 0050). */
export const VerificationSignInBody = z.object({ token: singleLineText().min(1).max(2048) })

/** Deleting an account takes its username typed out and its current password. */
export const DeleteAccountBody = z.object({ confirmUsername: NameInput, currentPassword: z.string().max(PASSWORD_MAX) })

/** The answer of requests whose outcome is told by mail, so that it reveals nothing. */
export const Accepted = z.object({ message: z.string() })

/** `as=username`: the name is checked against the username rule too (the landing page's claim box). */
export const NameAvailabilityQuery = z.object({ as: z.enum(['username']).optional() })

/** `problem`: why the name cannot be a username, in sign-up's words (asked `as=username`). */
export const NameAvailability = z.object({ name: z.string(), available: z.boolean(), problem: z.string().optional() })

/**
 * The spec's username rules that need no server (its length, its characters), in sign-up's order:
 * the landing page's claim box checks a name with them before sending it to sign-up.
 */
export function usernameProblem(username: string): Problem | undefined {
  if (!usernameLengthOk(username)) return { code: 'USERNAME_LENGTH', message: ACCOUNT_MESSAGES.usernameLength }
  return usernameFormatOk(username) ? undefined : USERNAME_FORMAT
}

export const Me = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  plan: z.enum(['free', 'pro']),
  emailVerified: z.boolean(),
  /** The account's language: the app's, its mail's and its pages' unless a page picks its own (ADR 0068). */
  locale: LocaleSchema,
})
export type Me = z.infer<typeof Me>

/** The account's language, as Settings changes it (PUT /api/account/language). */
export const AccountLanguage = z.object({ locale: LocaleSchema })
export type AccountLanguage = z.infer<typeof AccountLanguage>

/**
 * Who is signed in, if anyone: the question of pages that also serve visitors. Unlike `me` (401
 * without a session) it always answers 200, so a visitor's browser logs no failed request.
 */
export const SessionState = z.object({ viewer: Me.nullable() })
export type SessionState = z.infer<typeof SessionState>
