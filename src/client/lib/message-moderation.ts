import { useMutation, useQueryClient } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import { callApi } from './api'

/** Every moderation list (the word filter, Filtered, blocks, paused boxes) is cached under this key. */
export const MODERATION_QUERY_KEY = ['moderation'] as const

/** A change to moderation, after which every moderation list is asked again. */
export function useModerationChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY }),
  })
}

// Both take the id of one of the owner's messages, in the inbox or in Filtered (ADR 0023).

export const useBlockSender = () =>
  useModerationChange((messageId: string) => callApi(API.blockSender, { body: { messageId } }))

/** A report changes no list the owner sees: it goes to the operator. */
export const useReportMessage = () =>
  useMutation({ mutationFn: (messageId: string) => callApi(API.reportMessage, { body: { messageId } }) })
