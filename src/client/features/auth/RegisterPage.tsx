import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import {
  ACCOUNT_MESSAGES,
  registrationProblemBeforeAvailability,
  usernameFormatOk,
  type Registration,
} from '../../../domain/account'
import { NewPasswordFields } from '../../components/NewPasswordFields'
import { PendingButton } from '../../components/PendingButton'
import { TextField } from '../../components/TextField'
import { useFieldError } from '../../lib/forms'
import { nameAvailabilityQuery } from '../../lib/names'
import { registerAccount } from './api'
import { AuthLayout } from './AuthLayout'
import { UsernameFeedback, useUsernameCheck } from './UsernameFeedback'

type FieldName = keyof Registration

/** The field each registration message is about, to focus and mark it. */
const FIELD_OF_MESSAGE: Record<string, FieldName> = {
  [ACCOUNT_MESSAGES.passwordsDoNotMatch]: 'repeatPassword',
  [ACCOUNT_MESSAGES.passwordTooShort]: 'password',
  [ACCOUNT_MESSAGES.passwordNeedsNumberAndSpecial]: 'password',
  [ACCOUNT_MESSAGES.passwordTooCommon]: 'password',
  [ACCOUNT_MESSAGES.invalidEmail]: 'email',
  [ACCOUNT_MESSAGES.emailInUse]: 'email',
  [ACCOUNT_MESSAGES.usernameLength]: 'username',
  [ACCOUNT_MESSAGES.usernameNotAvailable]: 'username',
  [ACCOUNT_MESSAGES.usernameFormat]: 'username',
}

export function RegisterPage() {
  const [searchParams] = useSearchParams()
  // The landing page's "claim your page" form arrives with ?username=; the check starts at once.
  const [username, setUsername] = useState(() => searchParams.get('username') ?? '')
  const { isInvalid, showFieldError, clearOnEdit } = useFieldError<FieldName>()
  const usernameCheck = useUsernameCheck(username)
  const formRef = useRef<HTMLFormElement>(null)
  const feedbackId = useId()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  // The spec's order: rules 1 to 5 here, 6 (availability) on the server, then 7 (username format);
  // the server applies them again, so a message from it is shown the same way.
  const signUp = useMutation({
    mutationFn: async (registration: Registration) => {
      const problem = registrationProblemBeforeAvailability(registration)
      if (problem) throw new Error(problem)
      const { available } = await queryClient.fetchQuery({
        ...nameAvailabilityQuery(registration.username),
        staleTime: 0,
      })
      if (!available) throw new Error(ACCOUNT_MESSAGES.usernameNotAvailable)
      if (!usernameFormatOk(registration.username)) throw new Error(ACCOUNT_MESSAGES.usernameFormat)
      return registerAccount(registration)
    },
    onSuccess: () => navigate('/login?new=true'),
    onError: (error) => showFieldError(formRef.current, FIELD_OF_MESSAGE[error.message], error.message),
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: FieldName) => String(form.get(name) ?? '')
    signUp.mutate({
      email: text('email'),
      username,
      password: text('password'),
      repeatPassword: text('repeatPassword'),
    })
  }

  return (
    <AuthLayout
      title="Create your account"
      description="Your username is also the address of your first Tessera."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="link link-primary font-semibold">
            Log in
          </Link>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={submit} onChange={clearOnEdit} className="flex flex-col gap-4">
        {/* The email is what people sign in with, so password managers must save it as the username. */}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          invalid={isInvalid('email')}
          required
        />
        <TextField
          label="Username"
          name="username"
          type="text"
          autoComplete="nickname"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          hint="3-15 characters: letters, numbers and underscores, starting with a letter."
          describedBy={feedbackId}
          invalid={isInvalid('username')}
          required
        >
          <UsernameFeedback id={feedbackId} check={usernameCheck} />
        </TextField>
        <NewPasswordFields
          names={{ password: 'password', repeat: 'repeatPassword' }}
          labels={{ password: 'Password', repeat: 'Repeat password' }}
          isInvalid={(name) => isInvalid(name as FieldName)}
        />
        <PendingButton type="submit" pending={signUp.isPending} className="btn-primary mt-2 w-full">
          Create account
        </PendingButton>
      </form>
    </AuthLayout>
  )
}
