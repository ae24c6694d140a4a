import { etagOf } from '../etag.js'
import { VersionedCache } from '../public-pages/versioned-cache.js'

export interface DrawnImage {
  png: Buffer
  etag: string
}

/**
 * Pictures drawn once per version of what they show, least recently used dropped first. While one
 * is being drawn, everyone who asks for that version waits for the same drawing.
 */
export class DrawnImages {
  private readonly images: VersionedCache<DrawnImage>
  private readonly drawing = new Map<string, Promise<DrawnImage>>()

  /** `maxBytes` bounds the PNGs kept, together. */
  constructor(maxBytes: number) {
    this.images = new VersionedCache({ maxBytes, bytesOf: (image) => image.png.byteLength })
  }

  /** The image already drawn for this version, if it is still kept. */
  peek(key: string, version: string): DrawnImage | undefined {
    return this.images.get(key, version)
  }

  async get(key: string, version: string, draw: () => Promise<Buffer>): Promise<DrawnImage> {
    const kept = this.images.get(key, version)
    if (kept) return kept
    const id = `${key}\n${version}`
    let pending = this.drawing.get(id)
    if (!pending) {
      pending = draw()
        .then((png) => {
          const image = { png, etag: etagOf(png) }
          this.images.set(key, version, image)
          return image
        })
        .finally(() => this.drawing.delete(id))
      this.drawing.set(id, pending)
    }
    return pending
  }
}
