import { useSearchParams } from 'react-router'
import { pageOfReturnPath } from '@domain/visitor-sign-in'
import { safeNextPath } from '../../lib/session'

/**
 * The sign-in and sign-up screens' return path (`?next=`, on this site only) and the page it names
 * when a visitor came from that page's message box (ADR 0069): both screens pass it on to each
 * other, to sign-up's verification mail and to the sign-in after it.
 */
export function useReturnPath(): { next: string | undefined; page: string | undefined } {
  const [searchParams] = useSearchParams()
  const next = safeNextPath(searchParams.get('next'))
  return { next, page: pageOfReturnPath(next) }
}
