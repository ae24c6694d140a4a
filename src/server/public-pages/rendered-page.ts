import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { etagOf } from '../etag.js'

export interface RenderedPage {
  html: Buffer
  gzip: Buffer
  brotli: Buffer
  etag: string
  lastModified: string
}

/** When this process started: a new release may render an unchanged grid differently. */
const RELEASED_AT = new Date()

/**
 * Compresses once, when the page is rendered, instead of on every request. The page was last
 * modified when its grid or owner last changed (a plan change touches the grid), or when this
 * release started, whichever is later.
 */
export function prepareRenderedPage(html: string, changedAt: Date): RenderedPage {
  const body = Buffer.from(html)
  return {
    lastModified: (changedAt > RELEASED_AT ? changedAt : RELEASED_AT).toUTCString(),
    html: body,
    gzip: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: etagOf(body),
  }
}
