import { Trans, useLingui } from '@lingui/react'
import type { FormEvent } from 'react'
import { toast } from 'sonner'
import { ACCOUNT_MESSAGES, passwordProblem } from '@domain/account'
import { NewPasswordFields } from '../../components/NewPasswordFields'
import { PendingButton } from '../../components/PendingButton'
import { TextField } from '../../components/TextField'
import { ApiError } from '../../lib/api'
import { useFieldError } from '../../lib/forms'
import { useChangePassword } from './api'

type Field = 'currentPassword' | 'newPassword' | 'repeatNewPassword'

export function ChangePasswordForm({ email }: { email: string }) {
  const { i18n } = useLingui()
  const changePassword = useChangePassword()
  const { isInvalid, showFieldError, clearOnEdit, clearFieldError } = useFieldError<Field>()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const value = (field: Field) => String(data.get(field) ?? '')
    const [currentPassword, newPassword] = [value('currentPassword'), value('newPassword')]
    if (newPassword !== value('repeatNewPassword'))
      return showFieldError(form, 'repeatNewPassword', ACCOUNT_MESSAGES.passwordsDoNotMatch)
    const problem = passwordProblem(newPassword)
    if (problem) return showFieldError(form, 'newPassword', problem.message)
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset()
          clearFieldError()
          toast.success(
            i18n._({
              id: 'settings.passwordChangedYourOtherDevicesWere',
              message: 'Password changed. Your other devices were signed out.',
            }),
          )
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_PASSWORD')
            showFieldError(form, 'currentPassword', error.message)
          else toast.error(error.message)
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} onChange={clearOnEdit} className="flex flex-col gap-4">
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="grid max-w-md gap-4">
        <TextField
          label={i18n._({ id: 'settings.currentPassword', message: 'Current password' })}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          invalid={isInvalid('currentPassword')}
          required
        />
        <NewPasswordFields
          names={{ password: 'newPassword', repeat: 'repeatNewPassword' }}
          labels={{
            password: i18n._({ id: 'settings.newPassword', message: 'New password' }),
            repeat: i18n._({ id: 'settings.repeatNewPassword', message: 'Repeat new password' }),
          }}
          isInvalid={(name) => isInvalid(name as Field)}
        />
      </div>
      <div>
        <PendingButton type="submit" pending={changePassword.isPending} className="btn-primary">
          <Trans id="settings.changePassword" message="Change password" />
        </PendingButton>
      </div>
    </form>
  )
}
