import { Link, useSearchParams } from 'react-router'
import { TextField } from '../../components/TextField'
import { preventNativeSubmit } from '../../lib/forms'
import { AuthLayout } from './AuthLayout'

export function RegisterPage() {
  const [searchParams] = useSearchParams()
  // The landing page's "claim your page" form arrives with ?username=.
  const requestedUsername = searchParams.get('username') ?? ''

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
      <form noValidate onSubmit={preventNativeSubmit} className="flex flex-col gap-4">
        <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" required />
        <TextField
          label="Username"
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={requestedUsername}
          hint="3-15 characters: letters, numbers and underscores, starting with a letter."
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, with a number and one of ! @ # $ % ^ & *"
          required
        />
        <TextField label="Repeat password" name="repeatPassword" type="password" autoComplete="new-password" required />
        <button type="submit" className="btn btn-primary mt-2 w-full">
          Create account
        </button>
      </form>
    </AuthLayout>
  )
}
