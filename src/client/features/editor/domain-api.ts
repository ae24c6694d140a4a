import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import type { GridDomain, GridDomainState } from '@domain/custom-domains'
import { callApi } from '../../lib/api'

const domainQueryKey = (name: string) => ['grids', name, 'domain'] as const

/** The grid's own domain (ADR 0065), Pro only. */
export const useGridDomain = (name: string, enabled: boolean) =>
  useQuery({
    queryKey: domainQueryKey(name),
    queryFn: ({ signal }) => callApi(API.gridDomain, { params: { name }, signal }),
    enabled,
  })

type DomainChange = { set: string } | 'verify' | 'remove'

/** Sets, checks or removes the domain; the answer becomes the query's data. */
export function useChangeGridDomain(name: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (change: DomainChange): Promise<GridDomainState> => {
      if (change === 'remove') return callApi(API.removeGridDomain, { params: { name } })
      const domain: GridDomain =
        change === 'verify'
          ? await callApi(API.verifyGridDomain, { params: { name } })
          : await callApi(API.setGridDomain, { params: { name }, body: { domain: change.set } })
      return { customDomain: domain }
    },
    onSuccess: (state) => queryClient.setQueryData(domainQueryKey(name), state),
  })
}
