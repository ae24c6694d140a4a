import { useQuery } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import { callApi } from '../../lib/api'
import { MODERATION_QUERY_KEY, useModerationChange } from '../../lib/message-moderation'

const key = (part: string) => [...MODERATION_QUERY_KEY, part]

export const useFilterWords = () =>
  useQuery({ queryKey: key('filter'), queryFn: ({ signal }) => callApi(API.filterWords, { signal }) })

export const useFilteredMessages = (page: number) =>
  useQuery({
    queryKey: [...key('filtered'), page],
    queryFn: ({ signal }) => callApi(API.filteredMessages, { query: { page }, signal }),
  })

export const useBlockedSenders = () =>
  useQuery({ queryKey: key('blocks'), queryFn: ({ signal }) => callApi(API.blockedSenders, { signal }) })

export const useMessageBoxes = () =>
  useQuery({ queryKey: key('boxes'), queryFn: ({ signal }) => callApi(API.messageBoxes, { signal }) })

export const useSaveFilterWords = () =>
  useModerationChange((words: string[]) => callApi(API.saveFilterWords, { body: { words } }))

export const useReleaseFiltered = () =>
  useModerationChange((id: string) => callApi(API.releaseFiltered, { params: { id } }))

export const useDeleteFiltered = () =>
  useModerationChange((id: string) => callApi(API.deleteFiltered, { params: { id } }))

export const useUnblockSender = () =>
  useModerationChange((id: string) => callApi(API.unblockSender, { params: { id } }))

export const usePauseMessageBox = () =>
  useModerationChange(({ grid, note }: { grid: string; note: string | null }) =>
    note === null
      ? callApi(API.resumeMessageBox, { params: { name: grid } })
      : callApi(API.pauseMessageBox, { params: { name: grid }, body: { note } }),
  )
