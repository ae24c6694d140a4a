import { randomUUID } from 'node:crypto'
import { betterAuth, type BetterAuthPlugin } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthEndpoint, createEmailVerificationToken } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import { ACCOUNT_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@domain/account.js'
import { API } from '@domain/api-routes.js'
import type { Db } from '../db/client.js'
import * as schema from '../db/schema.js'
import type { Mail, Mailer } from '../mail/mailer.js'
import { passwordResetMail, verificationMail } from '../mail/templates.js'
import { hashPassword, verifyPassword } from './passwords.js'
import { VERIFICATION_SECONDS, verificationLinks } from './verification-link.js'
import { DEFAULT_LOCALE, type Locale } from '@domain/locales.js'

export const SESSION_DAYS = 30
export const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60
/** A session older than this is extended by the next request that uses it. */
export const SESSION_UPDATE_SECONDS = 24 * 60 * 60
/** However often it is used, a session ends this long after it was created: sign in again. */
export const SESSION_MAX_AGE_DAYS = 90
export const SESSION_MAX_AGE_MS = SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000
const RESET_SECONDS = 60 * 60

/**
 * Ends every password reset link of the user (after a reset or a password change). Reset tokens
 * are the only verification rows this app stores (email verification links are signed tokens),
 * and each row's value is its user's id.
 */
export async function forgetPasswordResetLinks(db: Db, userId: string): Promise<void> {
  await db.delete(schema.verifications).where(eq(schema.verifications.value, userId))
}

export interface AuthOptions {
  db: Db
  secret: string
  baseUrl: string
  mailer: Mailer
  log: FastifyBaseLogger
}

/**
 * A session for a user, without a password: the verification link's one sign-in (ADR 0050), which
 * the route grants. Only our routes can call it: better-auth's own HTTP handler is not mounted.
 */
const verificationLinkSignIn = {
  id: 'verification-link-sign-in',
  endpoints: {
    signInByVerificationLink: createAuthEndpoint(
      '/verification-link/sign-in',
      { method: 'POST', body: z.object({ userId: z.string() }), metadata: { SERVER_ONLY: true } },
      async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId)
        if (!user) throw new APIError('UNAUTHORIZED')
        // The session-create hook below refuses a suspended account, as at every sign-in.
        const session = await ctx.context.internalAdapter.createSession(user.id)
        await setSessionCookie(ctx, { session, user })
        return ctx.json({ userId: user.id })
      },
    ),
  },
} satisfies BetterAuthPlugin

export function createAuth({ db, secret, baseUrl, mailer, log }: AuthOptions) {
  /** The mailed link; `next`, a return path already checked to stay on this site, rides along (ADR 0069). */
  const verificationLink = (token: string, next: string | undefined) =>
    `${baseUrl}${API.verifyEmail.path}?${new URLSearchParams({ token, ...(next ? { next } : {}) })}`

  async function sendLogged(to: string, mail: Mail) {
    try {
      await mailer.send(mail)
    } catch (error) {
      log.error({ err: error, to }, 'sending mail failed')
      throw error
    }
  }

  /** The name a mail greets and the language it speaks (the account's, ADR 0068). */
  async function addresseeOf(userId: string): Promise<{ username: string; locale: Locale }> {
    const [profile] = await db
      .select({ username: schema.profiles.username, locale: schema.profiles.locale })
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, userId))
    return profile ?? { username: '', locale: DEFAULT_LOCALE }
  }

  const auth = betterAuth({
    secret,
    baseURL: baseUrl,
    basePath: '/api/auth',
    database: drizzleAdapter(db, { provider: 'pg', usePlural: true, schema }),
    emailAndPassword: {
      enabled: true,
      // Sign-up goes through our own route: it validates in the spec's order and creates the
      // profile and the profile grid in the same transaction (ADR 0002).
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The link used is consumed by better-auth; any other link the user asked for dies with it.
      onPasswordReset: async ({ user }) => forgetPasswordResetLinks(db, user.id),
      sendResetPassword: async ({ user, token }) => {
        const { locale } = await addresseeOf(user.id)
        await sendLogged(
          user.email,
          passwordResetMail(user.email, `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`, locale),
        )
      },
    },
    emailVerification: {
      expiresIn: VERIFICATION_SECONDS,
      sendOnSignIn: false,
      // The link verifies the address (our route, ADR 0050); it signs in only as that route decides.
      autoSignInAfterVerification: false,
      // better-auth swallows errors thrown here, so sendLogged logs them first.
      // A resend's return path comes as better-auth's `callbackURL` (its default is '/', no return path).
      sendVerificationEmail: async ({ user, url, token }) => {
        const next = new URL(url).searchParams.get('callbackURL')
        const link = verificationLink(token, next && next !== '/' ? next : undefined)
        const { username, locale } = await addresseeOf(user.id)
        await sendLogged(user.email, verificationMail(user.email, username, link, locale))
      },
    },
    // Reset tokens are kept as SHA-256 hashes: a copy of the database opens no account.
    verification: { storeIdentifier: 'hashed' },
    session: { expiresIn: SESSION_SECONDS, updateAge: SESSION_UPDATE_SECONDS },
    // Rate limits are ours (src/server/rate-limits), shared across instances through Redis.
    rateLimit: { enabled: false },
    plugins: [verificationLinkSignIn],
    advanced: {
      database: { generateId: () => randomUUID(), joins: true },
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const [profile] = await db
              .select({ suspendedAt: schema.profiles.suspendedAt })
              .from(schema.profiles)
              .where(eq(schema.profiles.userId, session.userId))
            if (profile?.suspendedAt) {
              throw new APIError('FORBIDDEN', { message: ACCOUNT_MESSAGES.suspended, code: 'ACCOUNT_SUSPENDED' })
            }
          },
        },
      },
    },
    logger: {
      log: (level, message) => {
        if (level === 'error') log.error(message)
        else if (level === 'warn') log.warn(message)
        else log.debug(message)
      },
    },
  })

  /**
   * Sends the verification mail for a new account in its language, its link carrying `next` (a
   * return path on this site); a failure is logged and can be retried with "resend".
   */
  async function sendVerification(email: string, username: string, locale: Locale, next?: string): Promise<boolean> {
    const token = await createEmailVerificationToken(secret, email, undefined, VERIFICATION_SECONDS)
    try {
      await sendLogged(email, verificationMail(email, username, verificationLink(token, next), locale))
      return true
    } catch {
      return false
    }
  }

  const links = verificationLinks({ db, secret, secureCookies: baseUrl.startsWith('https:') })
  return Object.assign(auth, { sendVerification, verificationLinks: links })
}

export type Auth = ReturnType<typeof createAuth>
