import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AnswerBody } from '@domain/answers'
import { API } from '@domain/api-routes'
import { addTileAnywhere, toDraft } from '@domain/editor-model'
import type { GridContent } from '@domain/grid-content'
import { ANSWERS_TILE } from '@domain/tile-types'
import { callApi } from '../../lib/api'
import { useRefreshInbox } from './api'

/** Publishes or edits a message's public answer; the inbox's pages then show it. */
export function usePublishAnswer() {
  const refreshInbox = useRefreshInbox()
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: AnswerBody }) =>
      callApi(API.publishAnswer, { params: { id }, body: answer }),
    onSuccess: () => refreshInbox(),
  })
}

/** Takes a message's answer off the page. */
export function useWithdrawAnswer() {
  const refreshInbox = useRefreshInbox()
  return useMutation({
    mutationFn: (id: string) => callApi(API.withdrawAnswer, { params: { id } }),
    onSuccess: () => refreshInbox(),
  })
}

const gridContentKey = (grid: string) => ['inbox', 'grid-content', grid] as const

/** The grid an answer will show on, with its draft: where its Q&A tile is, if it has one. */
export function useAnswerGrid(grid: string) {
  return useQuery({
    queryKey: gridContentKey(grid),
    queryFn: ({ signal }) => callApi(API.gridContent, { params: { name: grid }, signal }),
  })
}

/**
 * Adds a Q&A tile to the grid's draft where the placement rules put it (the owner saves the draft
 * in the editor); answers undefined when there is no room for one.
 */
export function useAddQaTile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (content: GridContent) => {
      const added = addTileAnywhere(toDraft({ ...content, ...content.draft }), ANSWERS_TILE)
      if (!added) return undefined
      return callApi(API.saveGridDraft, {
        params: { name: content.name },
        body: { ...added.draft, version: content.version },
      })
    },
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(gridContentKey(saved.name), saved)
    },
  })
}
