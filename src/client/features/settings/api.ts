import { useMutation } from '@tanstack/react-query'
import { API } from '../../../domain/api-routes'
import { apiUrl, callApi } from '../../lib/api'
import { END_SESSION_KEY, useLeaveSession } from '../../lib/session'

/** A same-origin download of everything the account holds (profile, grids, messages received). */
export const ACCOUNT_EXPORT_URL = apiUrl(API.accountExport)

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => callApi(API.changePassword, { body }),
  })
}

/** Deletes the account (the server checks the password and ends its sessions), then leaves for /login. */
export function useDeleteAccount() {
  const leaveSession = useLeaveSession()
  return useMutation({
    mutationKey: [...END_SESSION_KEY, 'delete-account'],
    mutationFn: (body: { confirmUsername: string; currentPassword: string }) => callApi(API.deleteAccount, { body }),
    onSuccess: leaveSession,
  })
}
