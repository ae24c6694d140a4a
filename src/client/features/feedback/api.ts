import { useMutation, useQuery } from '@tanstack/react-query'
import type { FeedbackBody, FeedbackConfig, FeedbackReceipt } from '../../../domain/feedback'
import { apiFetch } from '../../lib/api'

/** The operator's feature-request board (FEEDBACK_URL), or null when none is configured. */
export function useFeedbackConfig() {
  return useQuery({
    queryKey: ['feedback', 'config'],
    queryFn: ({ signal }) => apiFetch<FeedbackConfig>('/api/feedback/config', { signal }),
    staleTime: Infinity,
  })
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackBody) => apiFetch<FeedbackReceipt>('/api/feedback', { method: 'POST', body }),
  })
}
