import { useQuery } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import { callApi } from './api'

/** Shared by the settings, which change it, and the dashboard's checklist, which ticks its step off. */
export const NOTIFICATIONS_KEY = ['settings', 'notifications'] as const

/** How the owner hears of new messages (Pro only: `enabled` false for Free). */
export function useNotificationSettings(enabled = true) {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => callApi(API.notificationSettings, { signal }),
    enabled,
  })
}
