import { queryOptions, useQuery } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import { normalizeName } from '@domain/names'
import { callApi } from './api'

/**
 * Usernames and grid names share one namespace and one availability check on the server. Keyed by
 * the normalised name, so the answer for a name is cached and an older answer never overwrites
 * the one for the name now typed.
 */
export function nameAvailabilityQuery(name: string) {
  return queryOptions({
    queryKey: ['names', normalizeName(name), 'availability'],
    queryFn: ({ signal }) => callApi(API.nameAvailability, { params: { name: normalizeName(name) }, signal }),
    staleTime: 15_000,
  })
}

export function useNameAvailability(name: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...nameAvailabilityQuery(name), enabled })
}
