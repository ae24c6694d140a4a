import { ACCOUNT_MESSAGES, usernameFormatOk, usernameLengthOk } from '../../../domain/account'
import { useNameAvailability } from '../../lib/names'
import { useDebouncedValue } from '../../lib/useDebouncedValue'

const CHECK_DELAY_MS = 300
/** The spec shows feedback only for usernames longer than this. */
const FEEDBACK_AFTER_LENGTH = 3

type UsernameCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken' }
  | { state: 'invalid'; message: string }
  | { state: 'unknown' }

/**
 * Live feedback on the username being typed. Local rules answer at once; availability is asked
 * once typing pauses, and the query is keyed by the name, so a late answer for an older name is
 * never shown for the current one.
 */
export function useUsernameCheck(username: string): UsernameCheck {
  const debounced = useDebouncedValue(username, CHECK_DELAY_MS)
  const locallyValid =
    username.length > FEEDBACK_AFTER_LENGTH && usernameFormatOk(username) && usernameLengthOk(username)
  const availability = useNameAvailability(debounced, { enabled: locallyValid && debounced === username })

  if (username.length <= FEEDBACK_AFTER_LENGTH) return { state: 'idle' }
  if (!usernameFormatOk(username)) return { state: 'invalid', message: ACCOUNT_MESSAGES.usernameFormatHint }
  if (!usernameLengthOk(username)) return { state: 'invalid', message: ACCOUNT_MESSAGES.usernameLength }
  if (debounced !== username || availability.isPending) return { state: 'checking' }
  if (availability.isError) return { state: 'unknown' }
  return availability.data.available ? { state: 'available' } : { state: 'taken' }
}

export function UsernameFeedback({ id, check }: { id: string; check: UsernameCheck }) {
  return (
    // Always in the page, so screen readers announce each change of this polite live region.
    <p id={id} role="status" className="flex min-h-5 items-center gap-1.5 text-sm">
      {check.state === 'checking' ? (
        <>
          <span className="loading loading-spinner loading-xs text-base-content/60" aria-hidden="true" />
          <span className="text-base-content/70">checking username...</span>
        </>
      ) : null}
      {check.state === 'available' ? (
        <>
          <CheckIcon />
          <span className="text-success-strong font-semibold">Username available!</span>
        </>
      ) : null}
      {check.state === 'taken' ? (
        <>
          <CrossIcon />
          <span className="text-error-strong font-semibold">{ACCOUNT_MESSAGES.usernameNotAvailable}</span>
        </>
      ) : null}
      {check.state === 'invalid' ? (
        <>
          <CrossIcon />
          <span className="text-error-strong">{check.message}</span>
        </>
      ) : null}
      {check.state === 'unknown' ? (
        <span className="text-base-content/70">Could not check the username right now.</span>
      ) : null}
    </p>
  )
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="text-success-strong size-4 shrink-0" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  )
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 20 20" className="text-error-strong size-4 shrink-0" aria-hidden="true">
      <path d="M5.5 5.5l9 9m0-9-9 9" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" fill="none" />
    </svg>
  )
}
