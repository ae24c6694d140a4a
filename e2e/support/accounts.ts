import type { Page } from 'playwright-core'
import type { Mailbox } from '../../tests/helpers/mailbox.js'

export const E2E_PASSWORD = 'Secret#2024'

export interface Account {
  email: string
  username: string
  password: string
}

/** A fresh address and username per call, so tests never collide on one server. */
export function uniqueAccount(prefix = 'e2e'): Account {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(-8)
  const username = `${prefix}_${suffix}`.slice(0, 15)
  return { email: `${username}@example.com`, username, password: E2E_PASSWORD }
}

/**
 * Signs up through the API, as the browser would (same Origin), and optionally follows the mailed
 * link; from `forwardedFor` where the server trusts it, so that many sign-ups pass its limit.
 */
export async function createAccount(
  baseUrl: string,
  mailbox: Mailbox,
  { verified = true, prefix, forwardedFor }: { verified?: boolean; prefix?: string; forwardedFor?: string } = {},
): Promise<Account> {
  const account = uniqueAccount(prefix)
  const res = await fetch(`${baseUrl}/api/account/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ ...account, repeatPassword: account.password }),
  })
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
  const link = await mailbox.linkFrom(account.email, /Verify your email/)
  if (verified) {
    // Followed outside the browser that signed up, the link verifies and leads to the sign-in screen.
    const verification = await fetch(link, { redirect: 'manual' })
    if (!verification.headers.get('location')?.startsWith('/login?verified=true'))
      throw new Error('verification failed')
  }
  return account
}

/** A field by its visible label; `exact` so 'Password' does not also match 'Repeat password'. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** A sonner toast showing this text. */
export const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

/** Fills and submits the sign-in form of the /login page already open. */
export async function submitSignIn(page: Page, { email, password }: { email: string; password: string }) {
  await field(page, 'Email').fill(email)
  await field(page, 'Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}
