import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { GridSummary } from '../../../domain/grid-summary'
import { apiFetch } from '../../lib/api'

export const GRIDS_QUERY_KEY = ['grids'] as const

const gridPath = (name: string) => `/api/grids/${encodeURIComponent(name)}`

/** The viewer's grids, sorted by name by the server. */
export function useGrids() {
  return useQuery({
    queryKey: GRIDS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<GridSummary[]>('/api/grids', { signal }),
  })
}

function useRefetchGrids() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: GRIDS_QUERY_KEY })
}

export function useCreateGrid() {
  return useMutation({
    mutationFn: (name: string) => apiFetch<GridSummary>('/api/grids', { method: 'POST', body: { name } }),
  })
}

/**
 * Turns a grid's public page on or off. The mutation stays pending until the list has been
 * fetched again, so the switch shows the server's answer as soon as it is enabled again.
 */
export function useSetGridActive(name: string) {
  const refetchGrids = useRefetchGrids()
  return useMutation({
    mutationFn: (active: boolean) => apiFetch<GridSummary>(gridPath(name), { method: 'PATCH', body: { active } }),
    onSettled: refetchGrids,
  })
}

/** Deletes a grid with its messages and images (one request; the server does it in one transaction). */
export function useDeleteGrid() {
  const refetchGrids = useRefetchGrids()
  return useMutation({
    mutationFn: (name: string) => apiFetch<void>(gridPath(name), { method: 'DELETE' }),
    onSettled: refetchGrids,
  })
}
