import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { ReactNode } from 'react'
import type { SatoriOptions } from 'satori'
import { DEFAULT_FONT_ID, fontById } from '@domain/fonts.js'

type Font = SatoriOptions['fonts'][number]

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
 * What those fonts draw (line feeds kept for the caller to place). Anything else (CJK, emoji,
 * Arabic...) would come out as empty boxes, so it is left out of the picture; bidi and zero-width
 * controls too.
 */
const UNDRAWABLE =
  /[^\n\u0020-\u007E\u00A0-\u036F\u0370-\u03FF\u0400-\u052F\u1E00-\u1EFF\u2010-\u2027\u2030-\u205E\u20A0-\u20C0\u2113\u2122\u2190-\u2193\u2212\u2215]/gu

/** Text as the picture can draw it: every character the fonts lack becomes a space. */
export const drawableText = (text: string) => text.replace(UNDRAWABLE, ' ')

const require = createRequire(import.meta.url)
const readFont = async (family: string, weight: Font['weight'], path: string): Promise<Font> => ({
  name: family,
  weight,
  style: 'normal',
  data: await readFile(require.resolve(path)),
})

let renderer: ReturnType<typeof loadRenderer> | undefined
const gridFonts = new Map<number, Promise<Font[]>>()

/**
 * satori takes about a second to import: it and resvg load with the fonts on the first image,
 * not when the server starts.
 */
async function loadRenderer() {
  const [{ default: satori }, { Resvg }, fonts] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    Promise.all(
      FALLBACK_SUBSETS.flatMap(({ family, file }) =>
        FALLBACK_WEIGHTS.map((weight) => readFont(family, weight, `@fontsource/${file}-${weight}-normal.woff`)),
      ),
    ),
  ])
  return { satori, Resvg, fonts }
}

/** A grid font's latin woff files, read once per process; the default font is among the fallbacks already. */
function loadGridFont(fontId: number): Promise<Font[]> {
  const font = fontById(fontId)
  if (font.id === DEFAULT_FONT_ID) return Promise.resolve([])
  let loading = gridFonts.get(font.id)
  if (!loading) {
    loading = Promise.all(
      Object.entries(font.files).map(([weight, file]) =>
        readFont(
          font.family,
          Number(weight) as Font['weight'],
          `${font.packageName}/files/${file.replace(/\.woff2$/, '.woff')}`,
        ),
      ),
    )
    loading.catch(() => gridFonts.delete(font.id))
    gridFonts.set(font.id, loading)
  }
  return loading
}

/** The CSS font-family of a picture in a grid's font, falling back to the subsets for other scripts. */
export function pictureFontFamily(fontId = DEFAULT_FONT_ID): string {
  const families = [fontById(fontId).family, ...FALLBACK_SUBSETS.map(({ family }) => family)]
  return [...new Set(families)].map((family) => `"${family}"`).join(', ')
}

/** A PNG of `width` x `height`, drawn with satori (layout, text) and resvg (pixels). */
export async function drawPng(
  element: ReactNode,
  { width, height, fontId = DEFAULT_FONT_ID }: { width: number; height: number; fontId?: number },
): Promise<Buffer> {
  renderer ??= loadRenderer().catch((error: unknown) => {
    renderer = undefined
    throw error
  })
  const [{ satori, Resvg, fonts }, ownFonts] = await Promise.all([renderer, loadGridFont(fontId)])
  const svg = await satori(element, { width, height, fonts: [...ownFonts, ...fonts] })
  // Text is already paths (satori embeds the glyphs): resvg needs no fonts, and scanning the
  // system's would cost more than drawing. Blurred shadows are left out for the same reason.
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng()
}
