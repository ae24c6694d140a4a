import { Link, useSearchParams } from 'react-router'
import { TextField } from '../../components/TextField'
import { preventNativeSubmit } from '../../lib/forms'
import { AuthLayout } from './AuthLayout'

export function LoginPage() {
  const [searchParams] = useSearchParams()
  // Registration sends people here with ?new=true while their email is still unverified.
  const isNewlyRegistered = searchParams.has('new')

  return (
    <AuthLayout
      title="Log in"
      description="Welcome back! Sign in to manage your Tesseras and messages."
      footer={
        <>
          New to Tessera?{' '}
          <Link to="/register" className="link link-primary font-semibold">
            Create an account
          </Link>
        </>
      }
    >
      {isNewlyRegistered ? (
        <div role="status" className="alert alert-info">
          Check your email to verify your account before signing in.
        </div>
      ) : null}
      <form noValidate onSubmit={preventNativeSubmit} className="flex flex-col gap-4">
        <TextField label="Email" name="email" type="email" autoComplete="email" inputMode="email" required />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className="btn btn-primary mt-2 w-full">
          Login
        </button>
      </form>
    </AuthLayout>
  )
}
