import { useMutation } from '@tanstack/react-query'
import type { AnswerBody } from '@domain/answers'
import { API } from '@domain/api-routes'
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
