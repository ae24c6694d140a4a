import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Registration } from '@domain/account'
import { API } from '@domain/api-routes'
import { callApi } from '../../lib/api'
import { ME_QUERY_KEY } from '../../lib/session'

// The session hooks live in lib/session because the route guards and other features use them too.
export { useLogout, useMe } from '../../lib/session'

export interface Credentials {
  email: string
  password: string
}

/** Signs in; the answer is the viewer, which the /login route guard sees and leaves for /home. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (credentials: Credentials) => callApi(API.login, { body: credentials }),
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  })
}

/**
 * Signs in with the verification link's token, once (ADR 0050): the button of the sign-in screen
 * the link led to. Like a sign-in, the answer is the viewer the route guard sees.
 */
export function useVerificationSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => callApi(API.verificationSignIn, { body: { token } }),
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  })
}

export function registerAccount(registration: Registration) {
  return callApi(API.register, { body: registration })
}

/** A new verification link, keeping the return path the account was signed up with (ADR 0069). */
export function useResendVerification() {
  return useMutation({
    mutationFn: (body: { email: string; next: string | undefined }) => callApi(API.resendVerification, { body }),
  })
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => callApi(API.forgotPassword, { body: { email } }),
  })
}

export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => callApi(API.resetPassword, { body }),
    // A reset ends every session of the account, this browser's included.
    onSuccess: () => queryClient.setQueryData(ME_QUERY_KEY, null),
  })
}
