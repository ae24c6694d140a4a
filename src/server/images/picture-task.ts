import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import type { ReactNode } from 'react'
import { DEFAULT_FONT_ID, fontById } from '@domain/fonts.js'
import type { DrawingThreadData, DrawTask, FontFile } from './drawing-threads.js'
import { plainTree } from './plain-tree.js'

/** A picture to draw: its React tree, its size in pixels and the grid font it is set in. */
export interface Picture {
  element: ReactNode
  width: number
  height: number
  fontId?: number
}

/**
 * Satori reads woff (not woff2), which @fontsource ships too. It falls back from one font to the
 * next only across family names, so each subset gets its own; Noto Sans adds Greek and Cyrillic.
 * A grid's own font (latin only) goes in front of these.
 */
const FALLBACK_SUBSETS = [
  { family: 'Reddit Sans', file: 'reddit-sans/files/reddit-sans-latin' },
  { family: 'Reddit Sans Latin Ext', file: 'reddit-sans/files/reddit-sans-latin-ext' },
  { family: 'Reddit Sans Vietnamese', file: 'reddit-sans/files/reddit-sans-vietnamese' },
  { family: 'Noto Sans Cyrillic', file: 'noto-sans/files/noto-sans-cyrillic' },
  { family: 'Noto Sans Greek', file: 'noto-sans/files/noto-sans-greek' },
] as const
const FALLBACK_WEIGHTS = [400, 800] as const

/**
 * What the fonts and the emoji pictures draw (line feeds kept for the caller to place): the
 * subsets above, Arabic (its font is loaded by the drawing thread when a text needs it) and
 * emoji with what joins and varies them. Anything else (CJK, Hebrew, Indic scripts...) would come
 * out as empty boxes, so it is left out of the picture; bidi and zero-width controls too.
 */
const UNDRAWABLE =
  /[^\n\u0020-\u007E\u00A0-\u036F\u0370-\u03FF\u0400-\u052F\u1E00-\u1EFF\u2010-\u2027\u2030-\u205E\u20A0-\u20C0\u2113\u2122\u2190-\u2193\u2212\u2215\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFE\p{Extended_Pictographic}\p{Emoji_Component}]/gu

/** Text as the picture can draw it: every character the fonts lack becomes a space. */
export const drawableText = (text: string) => text.replace(UNDRAWABLE, ' ')

const require = createRequire(import.meta.url)
const fontFile = (name: string, weight: number, path: string): FontFile => ({
  name,
  weight,
  file: require.resolve(`@fontsource/${path}-${weight}-normal.woff`),
})

let fallbackFonts: FontFile[] | undefined
const gridFonts = new Map<number, FontFile[]>()

/** A grid font's latin woff files in front of the fallbacks; the default font is among the fallbacks already. */
function fontsFor(fontId: number): FontFile[] {
  fallbackFonts ??= FALLBACK_SUBSETS.flatMap(({ family, file }) =>
    FALLBACK_WEIGHTS.map((weight) => fontFile(family, weight, file)),
  )
  const font = fontById(fontId)
  if (font.id === DEFAULT_FONT_ID) return fallbackFonts
  let fonts = gridFonts.get(font.id)
  if (!fonts) {
    const own = Object.entries(font.files).map(([weight, file]) => ({
      name: font.family,
      weight: Number(weight),
      file: require.resolve(`${font.packageName}/files/${file.replace(/\.woff2$/, '.woff')}`),
    }))
    fonts = [...own, ...fallbackFonts]
    gridFonts.set(font.id, fonts)
  }
  return fonts
}

/** The CSS font-family of a picture in a grid's font, falling back to the subsets for other scripts. */
export function pictureFontFamily(fontId = DEFAULT_FONT_ID): string {
  const families = [fontById(fontId).family, ...FALLBACK_SUBSETS.map(({ family }) => family)]
  return [...new Set(families)].map((family) => `"${family}"`).join(', ')
}

/** What the drawing thread needs of a picture: plain objects, font files by path. */
export function drawTask({ element, width, height, fontId = DEFAULT_FONT_ID }: Picture): DrawTask {
  return { tree: plainTree(element), width, height, fonts: fontsFor(fontId) }
}

/** Twemoji's SVGs for emoji, and Noto Sans Arabic for Arabic text, both read only when a text has them. */
export function drawingThreadData(): DrawingThreadData {
  return {
    emojiDir: dirname(require.resolve('@twemoji/svg/package.json')),
    scriptFonts: {
      'ar-AR': FALLBACK_WEIGHTS.map((weight) =>
        fontFile('Noto Sans Arabic', weight, 'noto-sans-arabic/files/noto-sans-arabic-arabic'),
      ),
    },
  }
}
