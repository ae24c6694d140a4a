import { isPageName, isReservedName, normalizeName } from './names.js'

/**
 * A visitor who chooses "As user" in a page's message box without a session goes to the sign-in
 * screen with the page as its return path (`/login?next=/maya`, ADR 0069). That path alone says
 * what the visit is for: the sign-in and sign-up screens greet the visitor as someone writing to
 * that page, keep the path through every step (sign-up, the verification mail, sign-in) and the
 * account made this way gets a profile page that stays off until its owner wants it.
 */

/** The page a return path names (`/maya` → `maya`), or undefined for an app screen or anything else. */
export function pageOfReturnPath(path: string | undefined): string | undefined {
  const segment = /^\/([^/?#]+)\/?(?:[?#]|$)/.exec(path ?? '')?.[1]
  if (!segment) return undefined
  const name = normalizeName(segment)
  return isPageName(name) && !isReservedName(name) ? name : undefined
}

/** The sign-in or sign-up screen's address, carrying the return path when there is one. */
export function withReturnPath(screen: string, next: string | undefined, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...extra, ...(next ? { next } : {}) }).toString()
  return query ? `${screen}?${query}` : screen
}
