/**
 * The spec's font options (ids 0–12), self-hosted from the `@fontsource/*` packages. Only the latin
 * subset is served: it covers the pages' own text, and any other script falls back to the system
 * stack without a download.
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
  files: { 400: string; 700?: string }
}

/** Every option below follows @fontsource's file naming, so one helper builds the entries. */
function fontsource(id: number, name: string, fallback: string, weights: { bold: boolean }): FontOption {
  const slug = name.toLowerCase().replaceAll(' ', '-')
  const file = (weight: number) => `${slug}-latin-${weight}-normal.woff2`
  return {
    id,
    name,
    family: name,
    fallback,
    packageName: `@fontsource/${slug}`,
    files: weights.bold ? { 400: file(400), 700: file(700) } : { 400: file(400) },
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
  FONTS.flatMap((font) => Object.values(font.files).map((file) => [file, font.packageName] as const)),
)
