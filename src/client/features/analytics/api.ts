import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AnalyticsCsvTable } from '@domain/analytics'
import { API } from '@domain/api-routes'
import { apiUrl, callApi } from '../../lib/api'

/** The viewer's own time zone: the dashboard cuts days at its midnights. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

export const analyticsCsvUrl = (name: string, days: number, table: AnalyticsCsvTable = 'daily') =>
  `${apiUrl(API.gridAnalyticsCsv, { name })}?${new URLSearchParams({ days: String(days), tz: viewerTimeZone(), table })}`

/** A grid's figures over the last `days` days; the previous range stays shown while the next loads. */
export function useGridAnalytics(name: string, days: number) {
  return useQuery({
    queryKey: ['grids', name, 'analytics', days],
    queryFn: ({ signal }) =>
      callApi(API.gridAnalytics, { params: { name }, query: { days, tz: viewerTimeZone() }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** The grid's tiles in both layouts, for the click heatmap. */
export function useGridLayout(name: string, enabled = true) {
  return useQuery({
    queryKey: ['grids', name, 'content'],
    queryFn: ({ signal }) => callApi(API.gridContent, { params: { name }, signal }),
    enabled,
  })
}

/** One tile's clicks per day over the last `days` days (ADR 0071), fetched once a tile is chosen. */
export function useTileClicks(name: string, tileId: string | undefined, days: number) {
  return useQuery({
    queryKey: ['grids', name, 'analytics', days, 'tiles', tileId],
    queryFn: ({ signal }) =>
      callApi(API.gridTileClicks, {
        params: { name, tileId: tileId ?? '' },
        query: { days, tz: viewerTimeZone() },
        signal,
      }),
    enabled: tileId !== undefined,
  })
}
