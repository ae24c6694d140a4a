import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export interface RenderedPage {
  html: Buffer
  gzip: Buffer
  brotli: Buffer
  etag: string
}

/** Compresses once, when the page is rendered, instead of on every request. */
export function prepareRenderedPage(html: string): RenderedPage {
  const body = Buffer.from(html)
  return {
    html: body,
    gzip: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  }
}
