import { setTimeout as sleep } from 'node:timers/promises'
import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ACCOUNT_MESSAGES } from '@domain/account.js'
import { isPrefetch } from '@domain/analytics.js'
import { API } from '@domain/api-routes.js'
import { sameOriginPath } from '@domain/urls.js'
import { refuseWeakPassword, rethrowAuthError } from '../../auth/auth-errors.js'
import { emailOfVerificationLink, type LinkedAccount } from '../../auth/verification-link.js'
import { AppError, badRequest, conflict, unauthorized } from '../../errors.js'
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
const PREFETCH_DECLINED = 'Open the link to verify your email.'

/** For limits, which run once the body is validated: the email as `EmailInput` normalised it. */
const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown } | undefined)?.email ?? '')

export default async function accountRoutes(app: FastifyZodInstance) {
  const links = app.auth.verificationLinks
  const siteOrigin = new URL(app.config.baseUrl).origin
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
      const next = sameOriginPath(request.body.next, siteOrigin)
      const account = await registerAccount(app.db, app.auth, { ...request.body, next }).catch(
        async (error: unknown) => {
          if (error instanceof AppError && error.code === 'EMAIL_IN_USE')
            await emailInUseAnswers.consume(byClient(request), reply)
          throw error
        },
      )
      await app.auth.sendVerification(account.email, account.username, account.locale, next)
      // The mailed link signs this browser in, and no other (ADR 0050).
      reply.header('set-cookie', links.signUpCookie(account.email))
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

  /**
   * The verification link's one sign-in (ADR 0050), for the account `account` names; false when it
   * was used or is over. Its session cookie rides on the reply.
   */
  async function signInByLink(request: FastifyRequest, reply: FastifyReply, account: LinkedAccount) {
    if (!(await links.spendSignIn(account.userId))) return false
    try {
      const { headers } = await app.auth.api.signInByVerificationLink({
        body: { userId: account.userId },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      })
      forwardSessionCookies(reply, headers)
    } catch (error) {
      rethrowAuthError(error)
    }
    return true
  }

  /**
   * The mailed link verifies the address, whoever follows it, and signs in only the browser that
   * signed up (its cookie) when no one is signed in there. Anyone else lands on the sign-in screen,
   * whose button may spend the link's one sign-in (a same-origin POST): following a link never
   * replaces a session. A return path (`next`, on this site) is kept throughout.
   */
  addApiRoute(app, API.verifyEmail, { config: { changesState: true } }, async (request, reply) => {
    // A browser's or a mail scanner's speculative load: nothing is verified, and a non-2xx
    // answer is never kept to stand in for the real visit.
    if (isPrefetch(request.headers)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ error: { code: 'PREFETCH_DECLINED', message: PREFETCH_DECLINED } })
    }
    const { token } = request.query
    const next = sameOriginPath(request.query.next, siteOrigin)
    const signInScreen = (outcome: Record<string, string>) => {
      const email = emailOfVerificationLink(token)
      const query = { ...outcome, ...(email ? { email } : {}), ...(next ? { next } : {}) }
      return reply.redirect(`/login?${new URLSearchParams(query)}`)
    }
    const account = await links.follow(token)
    if (!account) return signInScreen({ verification: 'failed' })
    // Signed in already, as this account or another: the sign-in screen sends the browser on.
    if (await app.currentViewer(request, reply)) return signInScreen({ verified: 'true' })
    if (links.isSignUpBrowser(request.headers.cookie, account.email)) {
      // A refusal (a suspended account) leads to the sign-in screen, which tells why at sign-in.
      const signedIn = await signInByLink(request, reply, account).catch((error: unknown) => {
        if (error instanceof AppError) return false
        throw error
      })
      if (signedIn) {
        reply.header('set-cookie', links.forgetSignUpCookie())
        return reply.redirect(next ?? '/home')
      }
    }
    if (await links.maySignIn(account.userId)) return signInScreen({ verified: 'true', token })
    return signInScreen({ verified: 'true' })
  })

  addApiRoute(
    app,
    API.verificationSignIn,
    { preHandler: [perClient('verification-sign-in', 20, '1 hour')] },
    async (request, reply) => {
      const spent = new AppError(400, 'LINK_SPENT', ACCOUNT_MESSAGES.verificationLinkSpent)
      const account = await links.follow(request.body.token)
      if (!account) throw spent
      const viewer = await app.currentViewer(request, reply)
      if (viewer && viewer.id !== account.userId)
        throw conflict('SIGNED_IN_AS_SOMEONE_ELSE', ACCOUNT_MESSAGES.signedInAsSomeoneElse)
      if (!viewer && !(await signInByLink(request, reply, account))) throw spent
      const me = await findMe(app.db, account.userId)
      if (!me) throw unauthorized()
      return me
    },
  )

  addApiRoute(
    app,
    API.resendVerification,
    {
      preHandler: [perClient('resend', 20, '1 hour'), perEmail('resend', 5, '1 hour')],
    },
    async (request, reply) => {
      // The answer is the same, and as quick, whether or not the address exists or is already verified.
      const { email } = request.body
      const callbackURL = sameOriginPath(request.body.next, siteOrigin)
      afterAnswering(request, 'verification resend', () =>
        app.auth.api.sendVerificationEmail({ body: { email, callbackURL } }),
      )
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
      await refuseWeakPassword(request.body.password)
      try {
        await app.auth.api.resetPassword({ body: { newPassword: request.body.password, token: request.body.token } })
      } catch (error) {
        rethrowAuthError(error, { INVALID_TOKEN: badRequest('INVALID_TOKEN', RESET_LINK_INVALID) })
      }
      return reply.code(204).send()
    },
  )
}
