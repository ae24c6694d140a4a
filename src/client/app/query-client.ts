import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from '../lib/api'
import { isMeQueryKey, ME_QUERY_KEY } from '../lib/session'

const MAX_RETRIES = 2

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401

/** Any 401 means the session ended (expired, signed out elsewhere): ask again who the viewer is. */
function recheckSession() {
  void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true })
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (isUnauthorized(error) && !isMeQueryKey(query.queryKey)) recheckSession()
    },
  }),
  mutationCache: new MutationCache({
    onError: (error) => {
      if (isUnauthorized(error)) recheckSession()
    },
  }),
  defaultOptions: {
    queries: {
      // A 4xx answer will not change on retry; only network failures and 5xx are worth another try.
      retry: (failureCount, error) =>
        failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
})
