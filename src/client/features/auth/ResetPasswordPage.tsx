import { Trans, useLingui } from '@lingui/react'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { ACCOUNT_MESSAGES, passwordProblem } from '@domain/account'
import { Banner } from '../../components/Banner'
import { NewPasswordFields } from '../../components/NewPasswordFields'
import { PendingButton } from '../../components/PendingButton'
import { ApiError } from '../../lib/api'
import { useFieldError } from '../../lib/forms'
import { carryToNextScreen } from '../../lib/toasts'
import { useResetPassword } from './api'
import { AuthLayout } from './AuthLayout'

const REQUEST_NEW_LINK = '/login?forgot=true'

/** The page the password-reset mail links to: /reset-password?token=… */
export function ResetPasswordPage() {
  const { i18n } = useLingui()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  const [linkProblem, setLinkProblem] = useState(
    token ? undefined : i18n._({ id: 'auth.resetLinkIncomplete', message: 'This password reset link is incomplete.' }),
  )
  const { isInvalid, showFieldError, clearOnEdit } = useFieldError<'password' | 'repeatPassword'>()
  const resetPassword = useResetPassword()
  const navigate = useNavigate()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const password = String(new FormData(form).get('password') ?? '')
    const repeatPassword = String(new FormData(form).get('repeatPassword') ?? '')
    // The same rules, in the same order, as at sign-up.
    if (password !== repeatPassword) return showFieldError(form, 'repeatPassword', ACCOUNT_MESSAGES.passwordsDoNotMatch)
    const problem = passwordProblem(password)
    if (problem) return showFieldError(form, 'password', problem.message)
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          carryToNextScreen(
            toast.success(
              i18n._({ id: 'auth.passwordChangedPleaseSignIn', message: 'Password changed. Please sign in.' }),
            ),
          )
          void navigate('/login', { replace: true })
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_TOKEN') setLinkProblem(error.message)
          else toast.error(error.message)
        },
      },
    )
  }

  return (
    <AuthLayout
      title={i18n._({ id: 'auth.chooseANewPassword', message: 'Choose a new password' })}
      description={i18n._({
        id: 'auth.pickANewPasswordForYour',
        message: 'Pick a new password for your Tessera account. Every device signed in to it will be signed out.',
      })}
      footer={
        <>
          <Trans
            id="auth.rememberedItLogIn"
            message="Remembered it? <0>Log in</0>"
            components={{ 0: <Link to="/login" className="link link-primary font-semibold" /> }}
          />
        </>
      }
    >
      {linkProblem ? (
        <Banner
          tone="error"
          role="alert"
          action={
            <Link to={REQUEST_NEW_LINK} className="btn btn-sm btn-outline">
              <Trans id="auth.requestANewLink" message="Request a new link" />
            </Link>
          }
        >
          {linkProblem}
        </Banner>
      ) : (
        <form noValidate onSubmit={submit} onChange={clearOnEdit} className="flex flex-col gap-4">
          <NewPasswordFields
            names={{ password: 'password', repeat: 'repeatPassword' }}
            labels={{
              password: i18n._({ id: 'settings.newPassword', message: 'New password' }),
              repeat: i18n._({ id: 'settings.repeatNewPassword', message: 'Repeat new password' }),
            }}
            isInvalid={(name) => isInvalid(name as 'password' | 'repeatPassword')}
          />
          <PendingButton type="submit" pending={resetPassword.isPending} className="btn-primary mt-2 w-full">
            <Trans id="auth.changePassword" message="Change password" />
          </PendingButton>
        </form>
      )}
    </AuthLayout>
  )
}
