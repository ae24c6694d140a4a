import { useMutation, useQueryClient } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import { callApi } from '../../lib/api'
import { GRIDS_QUERY_KEY } from '../../lib/grids'

function useRefetchGrids() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: GRIDS_QUERY_KEY })
}

export function useCreateGrid() {
  return useMutation({
    mutationFn: (name: string) => callApi(API.createGrid, { body: { name } }),
  })
}

/**
 * Turns a grid's public page on or off. The mutation stays pending until the list has been
 * fetched again, so the switch shows the server's answer as soon as it is enabled again.
 */
export function useSetGridActive(name: string) {
  const refetchGrids = useRefetchGrids()
  return useMutation({
    mutationFn: (active: boolean) => callApi(API.setGridActive, { params: { name }, body: { active } }),
    onSettled: refetchGrids,
  })
}

/** Deletes a grid with its messages and images (one request; the server does it in one transaction). */
export function useDeleteGrid() {
  const refetchGrids = useRefetchGrids()
  return useMutation({
    mutationFn: (name: string) => callApi(API.deleteGrid, { params: { name } }),
    onSettled: refetchGrids,
  })
}
