import { useLingui } from '@lingui/react'
import { ACCOUNT_MESSAGES, USERNAME_MAX, USERNAME_MIN } from '@domain/account.js'
import { Icon } from '../icons.js'

/** Sign-up's username rule (`usernameProblem`) as an HTML pattern, so that the form refuses the same names without JavaScript. */
const USERNAME_INPUT_PATTERN = `[A-Za-z][A-Za-z0-9_]{${USERNAME_MIN - 1},${USERNAME_MAX - 1}}`
/** The address a name becomes, the same in every language. */
const CLAIM_PREFIX = 'tessera/'
/** What the name check may answer (the server's English, a domain text of the catalogue). */
const CLAIM_PROBLEMS = [
  ACCOUNT_MESSAGES.usernameLength,
  ACCOUNT_MESSAGES.usernameFormat,
  ACCOUNT_MESSAGES.usernameNotAvailable,
]

/**
 * A plain GET form: with or without JavaScript it leads to /register?username=…, which prefills the
 * name and checks that it is free. It takes only names sign-up takes (the username rule); with
 * JavaScript the landing script checks the name as it is typed and says why it cannot be one, in
 * the page's language (the form carries the translations of what the check answers).
 */
export function ClaimForm({ id, label }: { id: string; label?: string }) {
  const { i18n } = useLingui()
  const inputId = `${id}-username`
  const translated = CLAIM_PROBLEMS.filter((problem) => i18n._(problem) !== problem)
  return (
    <form
      className="claim"
      method="get"
      action="/register"
      // The script puts the name typed in place of `{name}`.
      data-available={i18n._({
        id: 'landing.claim.available',
        message: 'tessera/{name} is available.',
        values: { name: '{name}' },
      })}
      data-problems={
        translated.length > 0
          ? JSON.stringify(Object.fromEntries(translated.map((problem) => [problem, i18n._(problem)])))
          : undefined
      }
    >
      <label htmlFor={inputId} className="sr-only">
        {i18n._({ id: 'landing.claim.label', message: 'Choose your username' })}
      </label>
      <div className="claim-field">
        <span className="claim-prefix" aria-hidden="true">
          {CLAIM_PREFIX}
        </span>
        <input
          id={inputId}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={i18n._({ id: 'landing.claim.placeholder', message: 'yourname' })}
          maxLength={USERNAME_MAX}
          pattern={USERNAME_INPUT_PATTERN}
          title={`${i18n._(ACCOUNT_MESSAGES.usernameLength)}. ${i18n._(ACCOUNT_MESSAGES.usernameFormat)}.`}
          aria-describedby={`${id}-status`}
          data-claim-input
        />
      </div>
      <button className="button button-blue claim-button" type="submit">
        {label ?? i18n._({ id: 'landing.claim.button', message: 'Claim your page' })}
        <Icon name="arrowRight" className="arrow" />
      </button>
      <p id={`${id}-status`} className="claim-status" role="status" data-claim-status />
    </form>
  )
}
