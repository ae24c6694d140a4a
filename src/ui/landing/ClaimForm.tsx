import { ACCOUNT_MESSAGES, USERNAME_MAX, USERNAME_MIN } from '@domain/account.js'
import { Icon } from '../icons.js'

/** Sign-up's username rule (`usernameProblem`) as an HTML pattern, so that the form refuses the same names without JavaScript. */
const USERNAME_INPUT_PATTERN = `[A-Za-z][A-Za-z0-9_]{${USERNAME_MIN - 1},${USERNAME_MAX - 1}}`

/**
 * A plain GET form: with or without JavaScript it leads to /register?username=…, which prefills the
 * name and checks that it is free. It takes only names sign-up takes (the username rule); with
 * JavaScript the landing script checks the name as it is typed and says why it cannot be one.
 */
export function ClaimForm({ id, label = 'Claim your page' }: { id: string; label?: string }) {
  const inputId = `${id}-username`
  return (
    <form className="claim" method="get" action="/register">
      <label htmlFor={inputId} className="sr-only">
        Choose your username
      </label>
      <div className="claim-field">
        <span className="claim-prefix" aria-hidden="true">
          tessera/
        </span>
        <input
          id={inputId}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="yourname"
          maxLength={USERNAME_MAX}
          pattern={USERNAME_INPUT_PATTERN}
          title={`${ACCOUNT_MESSAGES.usernameLength}. ${ACCOUNT_MESSAGES.usernameFormat}.`}
          aria-describedby={`${id}-status`}
          data-claim-input
        />
      </div>
      <button className="button button-blue claim-button" type="submit">
        {label}
        <Icon name="arrowRight" className="arrow" />
      </button>
      <p id={`${id}-status`} className="claim-status" role="status" data-claim-status />
    </form>
  )
}
