import { z } from 'zod'

const LinkPayload = z.object({ email: z.string().max(320) })

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
