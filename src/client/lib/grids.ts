import { useQuery } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import { callApi } from './api'

export const GRIDS_QUERY_KEY = ['grids'] as const

/** The viewer's grids, sorted by name by the server (the dashboard's list; the plans' success page). */
export function useGrids() {
  return useQuery({
    queryKey: GRIDS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(API.grids, { signal }),
  })
}
