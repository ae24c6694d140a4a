import { useId } from 'react'
import { PasswordRulesTooltip } from './PasswordRules'
import { TextField } from './TextField'

interface NewPasswordFieldsProps {
  /** Field names and labels differ by screen (sign-up, reset, change); the behaviour does not. */
  names: { password: string; repeat: string }
  labels: { password: string; repeat: string }
  isInvalid?: (name: string) => boolean
  /** Each field's own message, where a screen shows every invalid field at once. */
  errorOf?: (name: string) => string | undefined
}

/** A new password and its repetition, with the rules tooltip: sign-up, reset and settings share it. */
export function NewPasswordFields({ names, labels, isInvalid, errorOf }: NewPasswordFieldsProps) {
  const rulesId = useId()
  return (
    <>
      <TextField
        label={labels.password}
        name={names.password}
        type="password"
        autoComplete="new-password"
        labelAside={<PasswordRulesTooltip id={rulesId} />}
        describedBy={rulesId}
        invalid={isInvalid?.(names.password)}
        error={errorOf?.(names.password)}
        required
      />
      <TextField
        label={labels.repeat}
        name={names.repeat}
        type="password"
        autoComplete="new-password"
        invalid={isInvalid?.(names.repeat)}
        error={errorOf?.(names.repeat)}
        required
      />
    </>
  )
}
