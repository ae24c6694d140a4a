import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import { callApi } from '../../lib/api'

const MODERATION_KEY = ['moderation'] as const
const key = (part: string) => [...MODERATION_KEY, part]

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

/** A change to moderation, after which every moderation list is asked again. */
function useModerationChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MODERATION_KEY }),
  })
}

export const useSaveFilterWords = () =>
  useModerationChange((words: string[]) => callApi(API.saveFilterWords, { body: { words } }))

export const useReleaseFiltered = () =>
  useModerationChange((id: string) => callApi(API.releaseFiltered, { params: { id } }))

export const useDeleteFiltered = () =>
  useModerationChange((id: string) => callApi(API.deleteFiltered, { params: { id } }))

export const useBlockSender = () =>
  useModerationChange((messageId: string) => callApi(API.blockSender, { body: { messageId } }))

export const useUnblockSender = () =>
  useModerationChange((id: string) => callApi(API.unblockSender, { params: { id } }))

export const usePauseMessageBox = () =>
  useModerationChange(({ grid, note }: { grid: string; note: string | null }) =>
    note === null
      ? callApi(API.resumeMessageBox, { params: { name: grid } })
      : callApi(API.pauseMessageBox, { params: { name: grid }, body: { note } }),
  )
