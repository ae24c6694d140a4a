import { pageLocale } from '@domain/grid.js'
import type { Locale } from '@domain/locales.js'
import { isPageName } from '@domain/names.js'
import type { Db } from '../db/client.js'
import { findGridForPage, type GridForPage } from '../db/queries/public-grids.js'
import { isPublished } from './page-states.js'

/**
 * The published grid a visitor's address under /{name}/… belongs to, or undefined when the answer
 * is the 404 page: a name no page can have (its validation failed), or a grid that is unknown,
 * switched off, suspended or not yet verified.
 */
export async function publishedGridOf(
  db: Db,
  request: { validationError?: unknown; params: { name: string } },
): Promise<GridForPage | undefined> {
  if (request.validationError || !isPageName(request.params.name)) return undefined
  const grid = await findGridForPage(db, request.params.name)
  return grid && isPublished(grid) ? grid : undefined
}

/** The language of a grid's page and of the pages under its address, whoever visits (ADR 0068). */
export const localeOfPage = (grid: Pick<GridForPage, 'settings' | 'ownerLocale'>): Locale =>
  pageLocale(grid.settings, grid.ownerLocale)
