import { useQuery } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import { callApi } from './api'

/** Shared by the dashboard, which shows the count, and the inbox, which resets it by opening. */
export const NEW_MESSAGES_KEY = ['new-messages'] as const

/** Messages received since the owner last opened the inbox (Pro only: `enabled` false for Free). */
export function useNewMessageCount(enabled: boolean) {
  return useQuery({
    queryKey: NEW_MESSAGES_KEY,
    queryFn: ({ signal }) => callApi(API.newMessageCount, { signal }).then(({ count }) => count),
    enabled,
  })
}
