import { API } from '@domain/api-routes'
import { pathOf } from '@domain/api-paths'
import type { ImportFormat } from '@domain/imports/formats'
import type { ImportResult } from '@domain/imports/import-api'
import { callApi } from '../../lib/api'

/** Sends a file's text to be read into tiles; its images are uploaded, nothing of the grid changes (ADR 0067). */
export function readImport(gridName: string, format: ImportFormat, text: string): Promise<ImportResult> {
  return callApi(API.importIntoGrid, { params: { name: gridName }, body: { format, text } })
}

/** The downloads of the published page: the static website and the Tessera file. */
export const exportAddresses = (gridName: string) => ({
  website: pathOf(API.exportGridSite, { name: gridName }),
  tesseraFile: pathOf(API.exportGridFile, { name: gridName }),
})
