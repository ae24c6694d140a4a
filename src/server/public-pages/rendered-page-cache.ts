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

/**
 * A bounded least-recently-used cache of rendered public pages. Keys carry everything the page
 * depends on (the grid's version, the owner's plan), so a write never needs to find and evict
 * entries, and several instances can never serve each other's stale copies.
 */
export class RenderedPageCache {
  private readonly entries = new Map<string, RenderedPage>()

  constructor(private readonly capacity = 500) {}

  get(key: string): RenderedPage | undefined {
    const page = this.entries.get(key)
    if (page) {
      this.entries.delete(key)
      this.entries.set(key, page)
    }
    return page
  }

  set(key: string, page: RenderedPage): void {
    this.entries.delete(key)
    this.entries.set(key, page)
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!)
  }

  /** Drops every older version of a grid's page, so memory holds one copy per grid. */
  forgetOthers(prefix: string, keep: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix) && key !== keep) this.entries.delete(key)
  }
}
