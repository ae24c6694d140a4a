import { Icon } from '../icons.js'

/**
 * A plain GET form: with or without JavaScript it leads to /register?username=…, which prefills the
 * name and checks that it is free.
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
          maxLength={16}
        />
      </div>
      <button className="button button-blue claim-button" type="submit">
        {label}
        <Icon name="arrowRight" className="arrow" />
      </button>
    </form>
  )
}
