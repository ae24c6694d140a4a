import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import type { NoticeBody, NoticeState } from '@domain/notices'
import { callApi } from '../../lib/api'

const noticeQueryKey = (name: string) => ['grids', name, 'notice'] as const

/** The grid's notice for visitors, saved on its own (not with the draft, ADR 0031). */
export const useGridNotice = (name: string) =>
  useQuery({
    queryKey: noticeQueryKey(name),
    queryFn: ({ signal }) => callApi(API.gridNotice, { params: { name }, signal }),
  })

/** Saves (a body) or removes (null) the notice; the answer becomes the query's data. */
export function useChangeGridNotice(name: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NoticeBody | null): Promise<NoticeState> =>
      body === null
        ? callApi(API.removeGridNotice, { params: { name } })
        : callApi(API.saveGridNotice, { params: { name }, body }),
    onSuccess: (state) => queryClient.setQueryData(noticeQueryKey(name), state),
  })
}
