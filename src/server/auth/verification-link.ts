import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { parseCookies } from 'better-auth/cookies'
import { verifyJWT } from 'better-auth/crypto'
import { and, eq, gt } from 'drizzle-orm'
import { z } from 'zod'
import { API } from '@domain/api-routes.js'
import type { Db } from '../db/client.js'
import { users, verifications } from '../db/schema.js'

/** How long a verification link works, and the mark of the browser that signed up with it. */
export const VERIFICATION_SECONDS = 24 * 60 * 60

/** Sent with the link's request only (its path): marks the browser an address was signed up in. */
const SIGN_UP_COOKIE = 'tessera_sign_up'

const LinkPayload = z.object({ email: z.string().max(320) })

/** What better-auth signs into a verification link; a change-of-address link (`updateTo`) is not ours. */
const LinkClaims = z.object({ email: z.string().max(320), exp: z.number(), updateTo: z.never().optional() })

/**
 * The address a verification link was made for, read without checking its signature or expiry:
 * it only prefills the sign-in form after a link that can no longer sign anyone in (used or
 * expired), and anyone can put an address in that form's URL anyway.
 */
export function emailOfVerificationLink(token: string): string | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const parsed = LinkPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data.email : undefined
  } catch {
    return undefined
  }
}

/** The account a genuine link was made for. */
export interface LinkedAccount {
  userId: string
  email: string
}

export interface VerificationLinkOptions {
  db: Db
  secret: string
  /** Cookies marked Secure (the site is served over https). */
  secureCookies: boolean
}

/**
 * The verification link (ADR 0050): following it verifies the address and signs in nobody, except
 * the browser that signed up. Verifying grants one sign-in, for as long as the link lives, which the
 * sign-up browser or the button of the page the link leads to spends; a password reset or change
 * ends it with the account's other links.
 */
export function verificationLinks({ db, secret, secureCookies }: VerificationLinkOptions) {
  const signInMark = (userId: string) => `verification-link-sign-in:${userId}`
  const signUpMark = (email: string) => createHmac('sha256', secret).update(`sign-up ${email}`).digest('base64url')
  const cookie = (value: string, maxAge: number) =>
    [
      `${SIGN_UP_COOKIE}=${value}`,
      `Path=${API.verifyEmail.path}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(secureCookies ? ['Secure'] : []),
    ].join('; ')

  return {
    /** The Set-Cookie header marking this browser as the one that signed up with `email`. */
    signUpCookie: (email: string) => cookie(signUpMark(email), VERIFICATION_SECONDS),

    /** The Set-Cookie header removing the mark, once it has signed its browser in. */
    forgetSignUpCookie: () => cookie('', 0),

    /** Whether the request comes from the browser that signed up with `email`. */
    isSignUpBrowser(cookieHeader: string | undefined, email: string): boolean {
      const given = parseCookies(cookieHeader ?? '').get(SIGN_UP_COOKIE)
      if (!given) return false
      const expected = Buffer.from(signUpMark(email))
      const actual = Buffer.from(given)
      return actual.length === expected.length && timingSafeEqual(actual, expected)
    },

    /**
     * Verifies the address a genuine, unexpired link names, once: the update that verifies it also
     * grants its one sign-in. Undefined for a forged, altered or expired link, or a deleted account.
     */
    async follow(token: string): Promise<LinkedAccount | undefined> {
      const claims = LinkClaims.safeParse(await verifyJWT(token, secret))
      if (!claims.success) return undefined
      const email = claims.data.email.toLowerCase()
      return db.transaction(async (tx) => {
        const [verified] = await tx
          .update(users)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(and(eq(users.email, email), eq(users.emailVerified, false)))
          .returning({ id: users.id })
        if (verified) {
          await tx.insert(verifications).values({
            id: randomUUID(),
            identifier: signInMark(verified.id),
            // The user's id, as in a reset link's row: a reset or password change forgets both.
            value: verified.id,
            expiresAt: new Date(claims.data.exp * 1000),
          })
          return { userId: verified.id, email }
        }
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
        return user && { userId: user.id, email }
      })
    },

    /** Whether the account's verification may still sign someone in. */
    async maySignIn(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: verifications.id })
        .from(verifications)
        .where(and(eq(verifications.identifier, signInMark(userId)), gt(verifications.expiresAt, new Date())))
      return Boolean(row)
    },

    /** Takes the account's one sign-in: true for the one request that got it. */
    async spendSignIn(userId: string): Promise<boolean> {
      const spent = await db
        .delete(verifications)
        .where(eq(verifications.identifier, signInMark(userId)))
        .returning({ expiresAt: verifications.expiresAt })
      return spent.some((row) => row.expiresAt.getTime() > Date.now())
    },
  }
}

export type VerificationLinks = ReturnType<typeof verificationLinks>
