import { setTimeout as sleep } from 'node:timers/promises'
import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyRequest } from 'fastify'
import { ACCOUNT_MESSAGES } from '@domain/account.js'
import { API } from '@domain/api-routes.js'
import { refuseWeakPassword, rethrowAuthError } from '../../auth/auth-errors.js'
import { emailOfVerificationLink } from '../../auth/verification-link.js'
import { AppError, badRequest, unauthorized } from '../../errors.js'
import { forwardSessionCookies } from '../../auth/plugin.js'
import { byClient, type RateLimitOptions, type TimeWindow } from '../../rate-limits/plugin.js'
import { addApiRoute } from '../../api-route.js'
import { findMe, registerAccount, upgradePasswordHash } from '../../services/accounts.js'
import type { FastifyZodInstance } from '../../types.js'

/** Sign-in attempts per email (and address) in 15 minutes. */
const LOGIN_ATTEMPTS = 10
/** Each attempt past LOGIN_ATTEMPTS for one email waits this much longer, up to ten steps. */
const SLOW_DOWN_STEP_MS = 1000
const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.'

/** For limits, which run once the body is validated: the email as `EmailInput` normalised it. */
const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown } | undefined)?.email ?? '')

export default async function accountRoutes(app: FastifyZodInstance) {
  /** Limits guarding passwords fail closed (503) while their counters are unreachable; the others fail open. */
  type Guard = Pick<RateLimitOptions, 'whenUnavailable'>
  const perClient = (name: string, max: number, timeWindow: TimeWindow, guard: Guard = {}) =>
    app.limit({ name: `${name}-client`, max, timeWindow, key: byClient, ...guard })
  const perEmail = (name: string, max: number, timeWindow: TimeWindow, guard: Guard = {}) =>
    app.limit({ name: `${name}-email`, max, timeWindow, key: emailOf, ...guard })
  const closed: Guard = { whenUnavailable: 'closed' }

  /**
   * Work whose duration would tell whether an address has an account (looking it up, writing a
   * token, sending mail) runs after the answer, for every address alike. Closing waits for it.
   */
  const background = new Set<Promise<void>>()
  app.addHook('onClose', async () => void (await Promise.allSettled(background)))
  const afterAnswering = (request: FastifyRequest, what: string, work: () => Promise<unknown>) => {
    const task: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => request.log.warn({ err: error }, `${what} failed`),
      )
      .finally(() => background.delete(task))
    background.add(task)
  }

  /**
   * "Email is already in use" (the spec's answer) tells whether an address has an account, so an
   * address may hear it 3 times an hour; past that every sign-up from it is refused, whichever the
   * email, so that the 429 itself tells nothing.
   */
  const emailInUseAnswers = app.rateLimit({ name: 'register-email-in-use', max: 3, timeWindow: '1 hour' })

  addApiRoute(
    app,
    API.register,
    {
      preHandler: [perClient('register', 10, '1 hour')],
    },
    async (request, reply) => {
      await emailInUseAnswers.check(byClient(request), reply)
      const account = await registerAccount(app.db, app.auth, request.body).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'EMAIL_IN_USE')
          await emailInUseAnswers.consume(byClient(request), reply)
        throw error
      })
      await app.auth.sendVerification(account.email, account.username)
      return reply.code(201).send({ message: 'Account created. Check your email to verify it.' })
    },
  )

  /**
   * Guessing passwords: 30 attempts a minute per address, and a hard lockout per email and address
   * (10 per 15 minutes). Per email alone, attempts past 10 in 15 minutes are slowed down rather than
   * refused, so that guesses from elsewhere never lock the real owner out.
   */
  const loginPerEmail = app.rateLimit({ name: 'login-email', max: LOGIN_ATTEMPTS, timeWindow: '15 minutes', ...closed })
  const slowDownGuesses = async (request: FastifyRequest) => {
    const { count } = await loginPerEmail.hit(emailOf(request))
    const over = count - LOGIN_ATTEMPTS
    if (over > 0) await sleep(Math.min(over, 10) * SLOW_DOWN_STEP_MS)
  }

  addApiRoute(
    app,
    API.login,
    {
      preHandler: [
        perClient('login', 30, '1 minute', closed),
        app.limit({
          name: 'login-email-client',
          max: LOGIN_ATTEMPTS,
          timeWindow: '15 minutes',
          key: (request) => `${byClient(request)} ${emailOf(request)}`,
          ...closed,
        }),
        slowDownGuesses,
      ],
    },
    async (request, reply) => {
      const invalid = new AppError(401, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials)
      try {
        const { headers, response } = await app.auth.api.signInEmail({
          body: { email: request.body.email, password: request.body.password, rememberMe: true },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        })
        forwardSessionCookies(reply, headers)
        await upgradePasswordHash(app.db, response.user.id, request.body.password)
        const me = await findMe(app.db, response.user.id)
        if (!me) throw unauthorized()
        return me
      } catch (error) {
        rethrowAuthError(error, {
          INVALID_EMAIL_OR_PASSWORD: invalid,
          VALIDATION_ERROR: invalid,
          EMAIL_NOT_VERIFIED: new AppError(403, 'EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified),
        })
      }
    },
  )

  addApiRoute(app, API.session, async (request, reply) => ({
    viewer: (await app.currentViewer(request, reply)) ?? null,
  }))

  addApiRoute(app, API.logout, async (request, reply) => {
    if (request.headers.cookie) {
      const { headers } = await app.auth.api
        .signOut({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
        .catch(() => ({ headers: null }))
      forwardSessionCookies(reply, headers)
    }
    return reply.code(204).send()
  })

  addApiRoute(app, API.verifyEmail, { config: { changesState: true } }, async (request, reply) => {
    const { token } = request.query
    // A link already used verifies nothing and signs no one in: the sign-in form, prefilled, is next.
    const signIn = (outcome: Record<string, string>) => {
      const email = emailOfVerificationLink(token)
      return reply.redirect(`/login?${new URLSearchParams({ ...outcome, ...(email ? { email } : {}) })}`)
    }
    try {
      const { headers } = await app.auth.api.verifyEmail({
        query: { token },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      })
      if (headers.getSetCookie().length === 0) return signIn({ verified: 'true' })
      forwardSessionCookies(reply, headers)
      return reply.redirect('/home')
    } catch {
      return signIn({ verification: 'failed' })
    }
  })

  addApiRoute(
    app,
    API.resendVerification,
    {
      preHandler: [perClient('resend', 20, '1 hour'), perEmail('resend', 5, '1 hour')],
    },
    async (request, reply) => {
      // The answer is the same, and as quick, whether or not the address exists or is already verified.
      const { email } = request.body
      afterAnswering(request, 'verification resend', () => app.auth.api.sendVerificationEmail({ body: { email } }))
      return reply.code(202).send({ message: 'If this address needs verifying, a new link is on its way.' })
    },
  )

  addApiRoute(
    app,
    API.forgotPassword,
    {
      preHandler: [perClient('forgot', 20, '1 hour', closed), perEmail('forgot', 5, '1 hour', closed)],
    },
    async (request, reply) => {
      const { email } = request.body
      afterAnswering(request, 'password reset request', () =>
        app.auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } }),
      )
      return reply
        .code(202)
        .send({ message: 'If an account uses this address, we sent it a link to reset the password.' })
    },
  )

  addApiRoute(
    app,
    API.resetPassword,
    { preHandler: [perClient('reset', 20, '1 hour', closed)] },
    async (request, reply) => {
      refuseWeakPassword(request.body.password)
      try {
        await app.auth.api.resetPassword({ body: { newPassword: request.body.password, token: request.body.token } })
      } catch (error) {
        rethrowAuthError(error, { INVALID_TOKEN: badRequest('INVALID_TOKEN', RESET_LINK_INVALID) })
      }
      return reply.code(204).send()
    },
  )
}
