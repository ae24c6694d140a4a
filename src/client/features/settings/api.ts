import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api'
import { END_SESSION_KEY, useLeaveSession } from '../../lib/session'

/** A same-origin download of everything the account holds (profile, grids, messages received). */
export const ACCOUNT_EXPORT_URL = '/api/account/export'

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiFetch<void>('/api/account/change-password', { method: 'POST', body }),
  })
}

/** Deletes the account (the server also ends its sessions), then leaves for /login. */
export function useDeleteAccount() {
  const leaveSession = useLeaveSession()
  return useMutation({
    mutationKey: [...END_SESSION_KEY, 'delete-account'],
    mutationFn: (confirmUsername: string) =>
      apiFetch<void>('/api/account', { method: 'DELETE', body: { confirmUsername } }),
    onSuccess: leaveSession,
  })
}
