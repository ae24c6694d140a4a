import { Trans, useLingui } from '@lingui/react'
import { useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { Banner } from '../../components/Banner'
import { PendingButton } from '../../components/PendingButton'
import { TextField } from '../../components/TextField'
import { ApiError } from '../../lib/api'
import { withReturnPath } from '@domain/visitor-sign-in'
import { useLogin, useResendVerification, useVerificationSignIn } from './api'
import { AuthLayout } from './AuthLayout'
import { ForgotPasswordDialog } from './ForgotPasswordDialog'
import { useReturnPath } from './return-path'

export function LoginPage() {
  const { i18n } = useLingui()
  const [searchParams] = useSearchParams()
  const { next, page } = useReturnPath()
  // A verification link that could not sign the user in (used or expired) brings its address.
  const [email, setEmail] = useState(() => searchParams.get('email') ?? '')
  // A sign-in refused because the address is not verified yet: the server's message and the address.
  const [unverified, setUnverified] = useState<{ email: string; message: string }>()
  // ?forgot=true comes from an expired reset link's "ask for a new one".
  const [forgotOpen, setForgotOpen] = useState(() => searchParams.get('forgot') === 'true')
  const emailRef = useRef<HTMLInputElement>(null)
  const login = useLogin()
  const resend = useResendVerification()
  const linkSignIn = useVerificationSignIn()
  // A verification link followed outside the browser that signed up: its one sign-in is a button here.
  const linkToken = searchParams.get('verified') === 'true' ? searchParams.get('token') : null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    setUnverified(undefined)
    // No client-side validation here (the spec): the server's answer is the message.
    // On success the route guard sees the session and goes on to /home (or a safe ?next=).
    login.mutate(
      { email, password },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED')
            setUnverified({ email, message: error.message })
          else toast.error(error.message)
        },
      },
    )
  }

  function resendVerification(address: string) {
    if (!address.trim()) {
      toast.error(
        i18n._({ id: 'auth.enterEmailFirst', message: 'Enter your email address first, then ask for a new link.' }),
      )
      emailRef.current?.focus()
      return
    }
    resend.mutate(
      { email: address.trim(), next },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(error.message),
      },
    )
  }

  function signInByLink(token: string) {
    // On success the route guard sees the session and goes on, as after a sign-in.
    linkSignIn.mutate(token, { onError: (error) => toast.error(error.message) })
  }

  const resendButton = (address: string) => (
    <PendingButton
      pending={resend.isPending}
      className="btn-sm btn-outline"
      onClick={() => resendVerification(address)}
    >
      <Trans id="auth.resendVerificationEmail" message="Resend verification email" />
    </PendingButton>
  )

  return (
    <AuthLayout
      title={
        page
          ? i18n._({ id: 'visitorSignIn.signInTitle', message: 'Sign in to write to @{page}', values: { page } })
          : i18n._({ id: 'auth.logIn', message: 'Log in' })
      }
      description={
        page
          ? i18n._({
              id: 'visitorSignIn.signInDescription',
              message: "Once you are signed in, you are back on @{page}'s page to send your message.",
              values: { page },
            })
          : i18n._({ id: 'auth.welcomeBack', message: 'Welcome back! Sign in to manage your Tesseras and messages.' })
      }
      footer={
        <>
          <Trans
            id="auth.newToTesseraCreateAnAccount"
            message="New to Tessera? <0>Create an account</0>"
            components={{
              0: <Link to={withReturnPath('/register', next)} className="link link-primary font-semibold" />,
            }}
          />
        </>
      }
    >
      {unverified ? (
        <Banner tone="warning" role="alert" action={resendButton(unverified.email)}>
          {unverified.message}
        </Banner>
      ) : searchParams.get('verification') === 'failed' ? (
        <Banner tone="error" role="alert" action={resendButton(email)}>
          <Trans
            id="auth.thisVerificationLinkIsInvalidOr"
            message="This verification link is invalid or has expired. Enter your email below and we will send you a new one."
          />
        </Banner>
      ) : linkToken && !linkSignIn.isError ? (
        <Banner
          tone="success"
          action={
            <PendingButton
              pending={linkSignIn.isPending}
              className="btn-sm btn-primary"
              onClick={() => signInByLink(linkToken)}
            >
              <Trans id="auth.continueAs" message="Continue as" /> {searchParams.get('email') ?? 'this account'}
            </PendingButton>
          }
        >
          <Trans
            id="auth.yourEmailIsVerifiedContinueTo"
            message="Your email is verified. Continue to your account, or sign in below."
          />
        </Banner>
      ) : searchParams.get('verified') === 'true' ? (
        <Banner tone="success">
          <Trans id="auth.yourEmailIsVerifiedYouCan" message="Your email is verified. You can sign in now." />
        </Banner>
      ) : searchParams.get('new') === 'true' ? (
        <Banner tone="info">
          <Trans
            id="auth.checkYourEmailToVerifyYour"
            message="Check your email to verify your account before signing in."
          />
        </Banner>
      ) : null}

      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          ref={emailRef}
          label={i18n._({ id: 'auth.email', message: 'Email' })}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <TextField
          label={i18n._({ id: 'auth.password', message: 'Password' })}
          name="password"
          type="password"
          autoComplete="current-password"
          labelAside={
            <button type="button" className="link link-primary ml-auto text-sm" onClick={() => setForgotOpen(true)}>
              <Trans id="auth.forgotPassword" message="Forgot password?" />
            </button>
          }
          required
        />
        <PendingButton type="submit" pending={login.isPending} className="btn-primary mt-2 w-full">
          <Trans id="auth.login" message="Login" />
        </PendingButton>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={email} />
    </AuthLayout>
  )
}
