import { DEFAULT_FONT_ID, fontById, fontFileUrl } from '@domain/fonts.js'
import { fontCss, fontFiles } from '../styles/page-rules.js'

// The app's own typeface (Reddit Sans, self-hosted by the fonts route), so that the landing and the
// legal pages look like the product they lead to.
const SITE_FONT = fontById(DEFAULT_FONT_ID)

export const SITE_FONT_CSS = fontCss(SITE_FONT)

/** Preloads the regular face, which most of the text uses (React hoists the link into the head). */
export function SiteFontPreload() {
  const [regular] = fontFiles(SITE_FONT)
  return <link rel="preload" href={fontFileUrl(regular!)} as="font" type="font/woff2" crossOrigin="" />
}
