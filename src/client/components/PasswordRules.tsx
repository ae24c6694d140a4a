import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { KeyboardEvent } from 'react'
import { PASSWORD_RULE_TEXT } from '@domain/account'
import { localText } from '../lib/texts'
import { Icon } from '@ui/icons'

type Visibility = 'hover-or-focus' | 'pinned' | 'dismissed'

const TOOLTIP_VISIBILITY: Record<Visibility, string> = {
  'hover-or-focus': 'opacity-0 peer-hover:opacity-100 peer-focus-visible:opacity-100',
  pinned: 'opacity-100',
  // Kept in the accessibility tree: the password input's description points here.
  dismissed: 'sr-only',
}

/**
 * The password rules as a tooltip beside a field's label: shown on hover and keyboard focus,
 * toggled by a tap on touch screens, dismissed with Escape. It spans the field's width under the
 * label (TextField's label row is its positioning parent), so it fits a 320 px screen. Give `id`
 * to the password input's aria-describedby so the rules are also read out with the field.
 */
export function PasswordRulesTooltip({ id }: { id: string }) {
  const { i18n } = useLingui()
  const [visibility, setVisibility] = useState<Visibility>('hover-or-focus')

  function dismissOnEscape(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'Escape' || visibility === 'dismissed') return
    event.preventDefault()
    setVisibility('dismissed')
  }

  return (
    <>
      <button
        type="button"
        className="peer btn btn-ghost btn-circle btn-xs text-base-content/70"
        aria-label={i18n._({ id: 'common.passwordRules', message: 'Password rules' })}
        aria-describedby={id}
        onClick={() => setVisibility((current) => (current === 'pinned' ? 'dismissed' : 'pinned'))}
        onBlur={() => setVisibility('hover-or-focus')}
        onMouseLeave={() => setVisibility((current) => (current === 'dismissed' ? 'hover-or-focus' : current))}
        onKeyDown={dismissOnEscape}
      >
        <Icon name="info" className="size-4" />
      </button>
      <span
        id={id}
        role="tooltip"
        className={`bg-neutral text-neutral-content rounded-field pointer-events-none absolute top-full left-0 z-10 mt-1 w-max max-w-full px-3 py-2 text-sm shadow-md transition-opacity ${TOOLTIP_VISIBILITY[visibility]}`}
      >
        {localText(PASSWORD_RULE_TEXT)}
      </span>
    </>
  )
}
