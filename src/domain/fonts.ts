/**
 * The spec's font options (ids 0–12), self-hosted from the `@fontsource/*` packages. The latin
 * subset is preloaded; the latin-ext subset (Polish ą ę ł ś ż, Czech, Turkish…) is declared by its
 * unicode-range, so a browser fetches it only for a page that uses one of its letters. Other
 * scripts fall back to the system stack without a download.
 */

const SANS_FALLBACK = 'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif'
const SERIF_FALLBACK = 'ui-serif,Georgia,Cambria,"Times New Roman",serif'
const MONO_FALLBACK = 'ui-monospace,"SF Mono",Menlo,Consolas,monospace'
const HANDWRITING_FALLBACK = `cursive,${SANS_FALLBACK}`

export interface FontOption {
  id: number
  name: string
  /** The `font-family` name given in the generated `@font-face`. */
  family: string
  /** Used while the web font loads (`font-display: swap`) and for characters outside latin. */
  fallback: string
  /** The npm package whose `files/` folder holds the woff2 files. */
  packageName: string
  /** Latin woff2 files by weight; 700 only where the family has a bold cut. */
  files: FontFiles
  /** The same weights' latin-ext woff2 files. */
  extendedFiles: FontFiles
}

type FontFiles = { 400: string; 700?: string }

/** @fontsource's ranges of its latin and latin-ext files, for `unicode-range`. */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
export const LATIN_EXT_RANGE =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF'

/** Every option below follows @fontsource's file naming, so one helper builds the entries. */
function fontsource(id: number, name: string, fallback: string, weights: { bold: boolean }): FontOption {
  const slug = name.toLowerCase().replaceAll(' ', '-')
  const files = (subset: string): FontFiles => {
    const file = (weight: number) => `${slug}-${subset}-${weight}-normal.woff2`
    return weights.bold ? { 400: file(400), 700: file(700) } : { 400: file(400) }
  }
  return {
    id,
    name,
    family: name,
    fallback,
    packageName: `@fontsource/${slug}`,
    files: files('latin'),
    extendedFiles: files('latin-ext'),
  }
}

const BOLD = { bold: true }
const REGULAR_ONLY = { bold: false }

export const FONTS: readonly FontOption[] = [
  fontsource(0, 'Reddit Sans', SANS_FALLBACK, BOLD),
  fontsource(1, 'Roboto Mono', MONO_FALLBACK, BOLD),
  fontsource(2, 'Noto Sans', SANS_FALLBACK, BOLD),
  fontsource(3, 'Freeman', SANS_FALLBACK, REGULAR_ONLY),
  fontsource(4, 'Roboto Slab', SERIF_FALLBACK, BOLD),
  // The spec writes "Briem Hans"; the typeface (and its package) is Briem Hand.
  fontsource(5, 'Briem Hand', HANDWRITING_FALLBACK, BOLD),
  fontsource(6, 'Jaro', SANS_FALLBACK, REGULAR_ONLY),
  fontsource(7, 'Inconsolata', MONO_FALLBACK, BOLD),
  fontsource(8, 'Poetsen One', SANS_FALLBACK, REGULAR_ONLY),
  fontsource(9, 'Tilt Neon', SANS_FALLBACK, REGULAR_ONLY),
  fontsource(10, 'Playfair Display', SERIF_FALLBACK, BOLD),
  fontsource(11, 'Josefin Sans', SANS_FALLBACK, BOLD),
  fontsource(12, 'Dancing Script', HANDWRITING_FALLBACK, BOLD),
]

export const DEFAULT_FONT_ID = 0

/** The font for a stored id; an unknown id (old or hand-edited data) falls back to the default. */
export function fontById(id: number): FontOption {
  return FONTS.find((font) => font.id === id) ?? FONTS[DEFAULT_FONT_ID]!
}

/** The public path a font file is served at (by the fonts route). */
export function fontFileUrl(file: string): string {
  return `/fonts/${file}`
}

/** Every servable font file name → the package that holds it: the fonts route's whitelist. */
export const FONT_FILE_PACKAGES: ReadonlyMap<string, string> = new Map(
  FONTS.flatMap((font) =>
    [...Object.values(font.files), ...Object.values(font.extendedFiles)].map(
      (file) => [file, font.packageName] as const,
    ),
  ),
)
