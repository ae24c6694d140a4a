import { i18n } from '@lingui/core'
import { useQuery } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import { NEW_COUNT_LIMIT } from '@domain/inbox'
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

/** "3 new", "999+ new" (Polish: "1 nowa", "3 nowe", "5 nowych"). */
export function newCountLabel(count: number): string {
  return count > NEW_COUNT_LIMIT
    ? i18n._({ id: 'common.newCountOverLimit', message: '{limit}+ new', values: { limit: NEW_COUNT_LIMIT } })
    : i18n._({ id: 'common.newCount', message: '{count, plural, one {# new} other {# new}}', values: { count } })
}
