import { z } from 'zod'

/**
 * Every code an error of Tessera carries: the API's `{"error":{"code","message"}}` answers and the
 * refusals of the domain's rules. Where a code is about one field of a request body, `field` names
 * it, so that a form marks that field without reading the message. The messages themselves (the
 * spec's exact words) live with the rules that produce them.
 */
export const ERRORS = {
  // Requests the server could not take as they came.
  BAD_REQUEST: {},
  VALIDATION_FAILED: {},
  UNAUTHORIZED: {},
  FORBIDDEN: {},
  NOT_FOUND: {},
  METHOD_NOT_ALLOWED: {},
  CONFLICT: {},
  PAYLOAD_TOO_LARGE: {},
  UNSUPPORTED_MEDIA_TYPE: {},
  TOO_MANY_REQUESTS: {},
  /** A rate limit that must not be skipped could not count (Redis unreachable): 503. */
  LIMITS_UNAVAILABLE: {},
  CROSS_SITE_REQUEST: {},
  INTERNAL: {},

  // Accounts: registration rules in the spec's order, then sign-in, passwords and deletion.
  PASSWORDS_DO_NOT_MATCH: { field: 'repeatPassword' },
  PASSWORD_TOO_SHORT: { field: 'password' },
  PASSWORD_TOO_WEAK: { field: 'password' },
  PASSWORD_TOO_COMMON: { field: 'password' },
  INVALID_EMAIL: { field: 'email' },
  USERNAME_LENGTH: { field: 'username' },
  USERNAME_NOT_AVAILABLE: { field: 'username' },
  USERNAME_FORMAT: { field: 'username' },
  EMAIL_IN_USE: { field: 'email' },
  INVALID_CREDENTIALS: {},
  EMAIL_NOT_VERIFIED: {},
  ACCOUNT_SUSPENDED: {},
  INVALID_TOKEN: {},
  /** The verification link's one sign-in is used or over (ADR 0050). */
  LINK_SPENT: {},
  SIGNED_IN_AS_SOMEONE_ELSE: {},
  /** A speculative load (prefetch) of a link that changes something: declined, answered 503. */
  PREFETCH_DECLINED: {},
  INVALID_PASSWORD: { field: 'currentPassword' },
  CONFIRMATION_MISMATCH: { field: 'confirmUsername' },
  /** Any other refusal of the authentication library, with its message. */
  AUTH_FAILED: {},

  // Grids and what a plan allows.
  NAME_NOT_AVAILABLE: { field: 'name' },
  GRID_LIMIT_REACHED: {},
  ACTIVATION_NOT_ALLOWED: {},
  PROFILE_GRID: {},
  INVALID_CONTENT: {},
  /** An import file that cannot be read, or whose image is broken (ADR 0067). */
  INVALID_IMPORT: {},
  STALE_SAVE: {},
  PRO_TILE: {},
  PRO_THEME: {},
  PRO_FEATURE: {},
  INVALID_SCHEDULE_START: { field: 'schedule.start' },
  INVALID_SCHEDULE_END: { field: 'schedule.end' },
  INVALID_SCHEDULE_TIME_ZONE: { field: 'schedule.timeZone' },
  DOMAIN_INVALID: { field: 'domain' },
  DOMAIN_TAKEN: { field: 'domain' },

  // Layout changes in the editor and checks of a saved layout.
  OUT_OF_GRID: {},
  SPACE_NOT_FREE: {},
  TILE_NOT_FOUND: {},
  DUPLICATE_TILE_ID: {},
  INVALID_TILE_SIZE: {},
  WRONG_SELECTION: {},

  // Messages.
  NOT_ACCEPTING: {},
  ANONYMOUS_NOT_ALLOWED: {},
  DUPLICATE_MESSAGE: {},
  PRO_REQUIRED: {},
  NO_QA_TILE: { field: 'grid' },
  TOO_MANY_STREAMS: {},
  MESSAGE_BOX_PAUSED: {},
  CANNOT_BLOCK: {},

  // Uploads.
  FILE_TOO_LARGE: {},
  UNSUPPORTED_IMAGE_TYPE: {},
  IMAGE_TOO_MANY_PIXELS: {},
  IMAGE_UNREADABLE: {},
  /** The threads that draw share and link-preview images have a full queue: 503. */
  PICTURES_BUSY: {},

  // Billing.
  ALREADY_PRO: {},
  SUBSCRIPTION_EXISTS: {},
  NO_SUBSCRIPTION: {},
  PAYMENTS_UNAVAILABLE: {},
  PAYMENTS_NOT_SET_UP: {},
  INVALID_SIGNATURE: {},
  NOT_SANDBOX: {},

  // The operator CLI.
  PASSWORD_TWICE: {},
  PASSWORD_MISSING: {},
  DEMO_IN_PRODUCTION: {},
} as const satisfies Record<string, { field?: string }>

export type ErrorCode = keyof typeof ERRORS

const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code)
}

/** The request body field an error is about, if it is about one. */
export function fieldOfError(code: string): string | undefined {
  if (!isErrorCode(code)) return undefined
  const entry: { field?: string } = ERRORS[code]
  return entry.field
}

/** A refusal by a rule: the code for programs and the spec's text for people. */
export interface Problem<Code extends ErrorCode = ErrorCode> {
  code: Code
  message: string
}

/** The body of every error answer of the API. */
export const ErrorBody = z.object({
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }),
})
export type ErrorBody = z.infer<typeof ErrorBody>
