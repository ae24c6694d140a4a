import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Me, Registration } from '../../../domain/account'
import { apiFetch } from '../../lib/api'
import { ME_QUERY_KEY } from '../../lib/session'

// The session hooks live in lib/session because the route guards and other features use them too.
export { useLogout, useMe } from '../../lib/session'

interface Accepted {
  message: string
}

export interface Credentials {
  email: string
  password: string
}

/** Signs in; the answer is the viewer, which the /login route guard sees and leaves for /home. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (credentials: Credentials) => apiFetch<Me>('/api/account/login', { method: 'POST', body: credentials }),
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  })
}

export function registerAccount(registration: Registration) {
  return apiFetch<Accepted>('/api/account/register', { method: 'POST', body: registration })
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<Accepted>('/api/account/resend-verification', { method: 'POST', body: { email } }),
  })
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<Accepted>('/api/account/forgot-password', { method: 'POST', body: { email } }),
  })
}

export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiFetch<void>('/api/account/reset-password', { method: 'POST', body }),
    // A reset ends every session of the account, this browser's included.
    onSuccess: () => queryClient.setQueryData(ME_QUERY_KEY, null),
  })
}
