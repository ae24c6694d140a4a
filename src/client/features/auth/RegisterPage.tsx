import { Trans, useLingui } from '@lingui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import {
  registrationFieldProblems,
  registrationProblemBeforeAvailability,
  USERNAME_FORMAT,
  USERNAME_NOT_AVAILABLE,
  usernameFormatOk,
  type Registration,
} from '@domain/account'
import { withReturnPath } from '@domain/visitor-sign-in'
import { fieldOfError, type Problem } from '@domain/errors'
import { NewPasswordFields } from '../../components/NewPasswordFields'
import { PendingButton } from '../../components/PendingButton'
import { TextField } from '../../components/TextField'
import { ApiError } from '../../lib/api'
import { useFieldErrors } from '../../lib/forms'
import { appLocale } from '../../lib/i18n'
import { nameAvailabilityQuery } from '../../lib/names'
import { registerAccount } from './api'
import { AuthLayout } from './AuthLayout'
import { UsernameFeedback, useUsernameCheck } from './UsernameFeedback'
import { useReturnPath } from './return-path'

type FieldName = keyof Registration

const FIELDS: readonly string[] = ['email', 'username', 'password', 'repeatPassword'] satisfies FieldName[]

/** The field an error's code is about, to focus and mark it. */
function fieldOf(error: Error): FieldName | undefined {
  const field = error instanceof ApiError ? fieldOfError(error.code) : undefined
  return field && FIELDS.includes(field) ? (field as FieldName) : undefined
}

/** A rule the server applies too, checked here first: refused with the answer the server would give. */
const refusal = ({ code, message }: Problem) => new ApiError(400, code, message)

export function RegisterPage() {
  const { i18n } = useLingui()
  const [searchParams] = useSearchParams()
  const { next, page } = useReturnPath()
  // The landing page's "claim your page" form arrives with ?username=; the check starts at once.
  const [username, setUsername] = useState(() => searchParams.get('username') ?? '')
  const { errorOf, showFieldErrors, clearOnEdit } = useFieldErrors<FieldName>()
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
      if (problem) throw refusal(problem)
      const { available } = await queryClient.fetchQuery({
        ...nameAvailabilityQuery(registration.username),
        staleTime: 0,
      })
      if (!available) throw refusal(USERNAME_NOT_AVAILABLE)
      if (!usernameFormatOk(registration.username)) throw refusal(USERNAME_FORMAT)
      return registerAccount(registration)
    },
    onSuccess: () => navigate(withReturnPath('/login', next, { new: 'true' })),
    onError: (error, registration) => {
      // Every field the rules find wrong gets its message; the toast keeps the spec's first broken rule.
      const problems = registrationFieldProblems(registration)
      const field = fieldOf(error)
      showFieldErrors(formRef.current, field ? { ...problems, [field]: error.message } : problems, error.message)
    },
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
      next,
      // The account's language, for its mail from the verification on, is the one this screen speaks.
      locale: appLocale(),
    })
  }

  return (
    <AuthLayout
      title={
        page
          ? i18n._({
              id: 'visitorSignIn.registerTitle',
              message: 'Create an account to write to @{page}',
              values: { page },
            })
          : i18n._({ id: 'auth.createYourAccount', message: 'Create your account' })
      }
      description={
        page
          ? i18n._({
              id: 'visitorSignIn.registerDescription',
              message:
                'Your messages are signed with your username. Your account comes with a page of your own, which stays off until you turn it on.',
            })
          : i18n._({
              id: 'auth.usernameIsAddress',
              message: 'Your username is also the address of your first Tessera.',
            })
      }
      footer={
        <>
          <Trans
            id="auth.alreadyHaveAnAccountLogIn"
            message="Already have an account? <0>Log in</0>"
            components={{ 0: <Link to={withReturnPath('/login', next)} className="link link-primary font-semibold" /> }}
          />
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={submit} onChange={clearOnEdit} className="flex flex-col gap-4">
        {/* The email is what people sign in with, so password managers must save it as the username. */}
        <TextField
          label={i18n._({ id: 'auth.email', message: 'Email' })}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errorOf('email')}
          required
        />
        <TextField
          label={i18n._({ id: 'auth.username', message: 'Username' })}
          name="username"
          type="text"
          autoComplete="nickname"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          hint={i18n._({
            id: 'auth.315CharactersLettersNumbersAnd',
            message: '3-15 characters: letters, numbers and underscores, starting with a letter.',
          })}
          describedBy={feedbackId}
          error={errorOf('username')}
          required
        >
          <UsernameFeedback id={feedbackId} check={usernameCheck} />
        </TextField>
        <NewPasswordFields
          names={{ password: 'password', repeat: 'repeatPassword' }}
          labels={{
            password: i18n._({ id: 'auth.password', message: 'Password' }),
            repeat: i18n._({ id: 'auth.repeatPassword', message: 'Repeat password' }),
          }}
          errorOf={(name) => errorOf(name as FieldName)}
        />
        <PendingButton type="submit" pending={signUp.isPending} className="btn-primary mt-2 w-full">
          <Trans id="auth.createAccount" message="Create account" />
        </PendingButton>
      </form>
    </AuthLayout>
  )
}
