import { useMutation, useQueryClient } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import { APP_SCREENS } from '@domain/app-routes'
import type { NotifyMode } from '@domain/inbox'
import type { Locale } from '@domain/locales'
import { apiUrl, callApi } from '../../lib/api'
import { activateLocale } from '../../lib/i18n'
import { NOTIFICATIONS_KEY } from '../../lib/notification-settings'
import { leaveSession, meQueryOptions } from '../../lib/session'

/** A same-origin download of everything the account holds (profile, grids, messages received). */
export const ACCOUNT_EXPORT_URL = apiUrl(API.accountExport)

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => callApi(API.changePassword, { body }),
  })
}

/** Deletes the account (the server checks the password and ends its sessions), then says what was deleted. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { confirmUsername: string; currentPassword: string }) => callApi(API.deleteAccount, { body }),
    onSuccess: () => leaveSession(`/${APP_SCREENS.accountDeleted}`),
  })
}

export function useSaveNotificationSettings(callbacks: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (notify: NotifyMode) => callApi(API.saveNotificationSettings, { body: { notify } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(NOTIFICATIONS_KEY, saved)
      callbacks.onSuccess()
    },
    onError: callbacks.onError,
  })
}

/**
 * Saves the account's language, then speaks it: the app switches before `onSuccess`, so that what
 * it says about the choice is already in the chosen language.
 */
export function useSaveAccountLanguage(callbacks: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (locale: Locale) => callApi(API.setAccountLanguage, { body: { locale } }),
    onSuccess: async ({ locale }) => {
      await activateLocale(locale)
      queryClient.setQueryData(meQueryOptions.queryKey, (me) => me && { ...me, locale })
      callbacks.onSuccess()
    },
    onError: callbacks.onError,
  })
}
