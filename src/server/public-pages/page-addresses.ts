import type { GridForPage } from '../db/queries/public-grids.js'

/**
 * The addresses a public page links to that other routes answer, built here so that the page's
 * renderer and those routes (routes/analytics, routes/sharing) do not import each other.
 */

/** The route counting a click on a public page's link. */
export const CLICK_BEACON_ROUTE = '/api/analytics/clicks/:gridId/:tileId'

/** The address a public page's link pings (and its script beacons) when followed. */
export const clickBeaconPath = (gridId: string, tileId: string) => `/api/analytics/clicks/${gridId}/${tileId}`

/** The route of a grid's Open Graph image. */
export const OG_IMAGE_ROUTE = '/og/:name.png'

/** The address of a grid's Open Graph image; `v` changes whenever the image does, for social caches. */
export function ogImagePath(grid: Pick<GridForPage, 'name' | 'updatedAt' | 'ownerPlan'>): string {
  return `/og/${encodeURIComponent(grid.name)}.png?v=${grid.updatedAt.getTime().toString(36)}${grid.ownerPlan === 'pro' ? 'p' : 'f'}`
}
