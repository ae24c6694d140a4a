import type { MessageDescriptor } from '@lingui/core'

/** A screenshot for the landing page (see scripts/screenshots.ts, which writes the manifest). */
export interface LandingImage {
  /** Same-origin URL with a content version, so it can be cached for a year. */
  src: string
  width: number
  height: number
  /** Its alt text in the catalogue (the manifest's English is the message). */
  alt: MessageDescriptor
}
