import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GridContent, GridContentBody } from '@domain/grid-content'
import { API } from '@domain/api-routes'
import { ApiError, callApi } from '../../lib/api'

/** The home dashboard's list of grids (its previews change with every save here). */
export const GRID_LIST_QUERY_KEY = ['grids'] as const

export const gridContentQueryKey = (name: string) => ['grids', name, 'content'] as const

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * The grid as last saved (published, and the draft if any). The editor keeps its own copy from here on, so the cache is never
 * refreshed behind its back: it is refetched on purpose (after a stale save) and updated by saves.
 */
export function gridContentQueryOptions(name: string) {
  return queryOptions({
    queryKey: gridContentQueryKey(name),
    queryFn: ({ signal }) => callApi(API.gridContent, { params: { name }, signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  })
}

export function useGridContent(name: string) {
  return useQuery(gridContentQueryOptions(name))
}

/** Publishes the whole content (Save); the server answers with the stored (normalised) content and its new version. */
export function publishGridContent(name: string, body: GridContentBody): Promise<GridContent> {
  return callApi(API.saveGridContent, { params: { name }, body })
}

/** Keeps the whole content as the draft only the owner sees; answered like a publication. */
export function saveGridDraft(name: string, body: GridContentBody): Promise<GridContent> {
  return callApi(API.saveGridDraft, { params: { name }, body })
}

/** Drops the draft: the answer is the published content. */
export function discardGridDraft(name: string, version: number): Promise<GridContent> {
  return callApi(API.discardGridDraft, { params: { name }, query: { version } })
}
