import { DEFAULT_FONT_ID, fontById, fontFileUrl } from '@domain/fonts.js'
import { fontCss, fontFiles } from '../styles/page-rules.js'

// The app's own typeface (Reddit Sans, self-hosted by the fonts route), so that the landing and the
// legal pages look like the product they lead to.
const SITE_FONT = fontById(DEFAULT_FONT_ID)

export const SITE_FONT_CSS = fontCss(SITE_FONT)

/**
 * Preloads the regular face and the bold one of the headings (React hoists the links into the
 * head): a bold face found only at layout swaps in late, rewraps the headline and moves what is
 * under it (Lighthouse measured a layout shift of 0.14 on the landing page).
 */
export function SiteFontPreload() {
  return fontFiles(SITE_FONT).map((file) => (
    <link key={file} rel="preload" href={fontFileUrl(file)} as="font" type="font/woff2" crossOrigin="" />
  ))
}
