import { Trans } from '@lingui/react'
import { ACCOUNT_MESSAGES, usernameFormatOk, usernameLengthOk } from '@domain/account'
import { useNameAvailability } from '../../lib/names'
import { useDebouncedValue } from '../../lib/useDebouncedValue'
import { Icon } from '@ui/icons'
import { localText } from '../../lib/texts'

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
          <span className="text-base-content/70">
            <Trans id="auth.checkingUsername" message="checking username..." />
          </span>
        </>
      ) : null}
      {check.state === 'available' ? (
        <>
          <Icon name="check" className="text-success-strong size-4 shrink-0" />
          <span className="text-success-strong font-semibold">
            <Trans id="auth.usernameAvailable" message="Username available!" />
          </span>
        </>
      ) : null}
      {check.state === 'taken' ? (
        <>
          <Icon name="x" className="text-error-strong size-4 shrink-0" />
          <span className="text-error-strong font-semibold">{localText(ACCOUNT_MESSAGES.usernameNotAvailable)}</span>
        </>
      ) : null}
      {check.state === 'invalid' ? (
        <>
          <Icon name="x" className="text-error-strong size-4 shrink-0" />
          <span className="text-error-strong">{localText(check.message)}</span>
        </>
      ) : null}
      {check.state === 'unknown' ? (
        <span className="text-base-content/70">
          <Trans id="auth.couldNotCheckTheUsernameRight" message="Could not check the username right now." />
        </span>
      ) : null}
    </p>
  )
}
