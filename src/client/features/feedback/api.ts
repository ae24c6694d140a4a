import { useMutation, useQuery } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import type { FeedbackBody } from '@domain/feedback'
import { callApi } from '../../lib/api'

/** The operator's feature-request board (FEEDBACK_URL), or null when none is configured. */
export function useFeedbackConfig() {
  return useQuery({
    queryKey: ['feedback', 'config'],
    queryFn: ({ signal }) => callApi(API.feedbackConfig, { signal }),
    staleTime: Infinity,
  })
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackBody) => callApi(API.sendFeedback, { body }),
  })
}
