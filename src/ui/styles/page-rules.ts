import { DESKTOP_MIN_WIDTH_PX } from '@domain/click-layouts.js'
import { fontFileUrl, LATIN_EXT_RANGE, LATIN_RANGE, type FontOption } from '@domain/fonts.js'
import type { Theme } from '@domain/themes.js'
import { tilePaint, type TileColor } from '@domain/tile-colors.js'
import { block, rule } from './rules.js'

// The public page's rules that depend on the grid; its fixed rules are in page.css and layout.css.

export function themeCss({ colors, colorScheme, tileRadius }: Theme): string {
  return rule(':root', {
    '--page': colors.page,
    '--surface': colors.surface,
    '--text': colors.text,
    '--accent': colors.accent,
    '--accent-text': colors.accentText,
    '--radius': tileRadius,
    'color-scheme': colorScheme,
  })
}

/** The font files a page uses, regular first; the page preloads them. */
export function fontFiles(font: FontOption): string[] {
  return Object.values(font.files)
}

/**
 * Self-hosted faces with `font-display: swap` (text shows at once in the fallback), the latin-ext
 * ones fetched only for a page with such a letter (their unicode-range). Synthesised
 * bold is turned off: the display fonts that have no bold cut look wrong smeared.
 */
export function fontCss(font: FontOption): string {
  const facesOf = (files: FontOption['files'], range: string) =>
    Object.entries(files).map(([weight, file]) =>
      rule('@font-face', {
        'font-family': `"${font.family}"`,
        'font-style': 'normal',
        'font-weight': weight,
        'font-display': 'swap',
        src: `url(${fontFileUrl(file)}) format("woff2")`,
        'unicode-range': range,
      }),
    )
  const faces = [...facesOf(font.files, LATIN_RANGE), ...facesOf(font.extendedFiles, LATIN_EXT_RANGE)]
  return (
    faces.join('') +
    rule('body', { 'font-family': `"${font.family}",${font.fallback}`, 'font-synthesis-weight': 'none' })
  )
}

/** SVG fractal noise, greyscale, tiled over the page: the grain effect. */
const GRAIN_IMAGE =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='180' height='180'%3E%3Cfilter id='g'%3E" +
  "%3CfeTurbulence type='fractalNoise' baseFrequency='.8' numOctaves='3' stitchTiles='stitch'/%3E" +
  "%3CfeColorMatrix type='saturate' values='0'/%3E%3C/filter%3E" +
  "%3Crect width='100%25' height='100%25' filter='url(%23g)'/%3E%3C/svg%3E\")"

/** `opacity` is 0..1 and already checked to be a number: it is the only value put in this rule. */
export function grainCss(opacity: number): string {
  if (opacity <= 0) return ''
  return rule('body::after', {
    content: '""',
    position: 'fixed',
    inset: 0,
    'z-index': 1,
    'pointer-events': 'none',
    background: GRAIN_IMAGE,
    opacity,
  })
}

/** The rule that paints a tile with this colour. */
export function tileColorCss(color: TileColor): string {
  return rule(`.${color.className}`, tilePaint(color))
}

/** A layout's size in cells (desktop 6 x 4, mobile 3 x 5). */
interface LayoutSize {
  columns: number
  rows: number
}

/** A tile's place in one layout, in cells; `className` is built from a checked tile id. */
export interface TilePlacement {
  className: string
  x: number
  y: number
  width: number
  height: number
}

/** `grid-area` rules for one layout, clamped into it so bad data cannot widen the page. */
function placementCss(placements: readonly TilePlacement[], layout: LayoutSize): string {
  return placements
    .map(({ className, x, y, width, height }) => {
      const column = Math.min(x, layout.columns - 1)
      const row = Math.min(y, layout.rows - 1)
      const span = `span ${Math.min(height, layout.rows - row)}/span ${Math.min(width, layout.columns - column)}`
      return rule(`.${className}`, { 'grid-area': `${row + 1}/${column + 1}/${span}` })
    })
    .join('')
}

/** Where the phone layout shows: below the width at which the desktop one takes over. */
export const PHONE_MEDIA = `@media (max-width:${DESKTOP_MIN_WIDTH_PX - 0.02}px)`

interface LayoutCssInput {
  desktop: { layout: LayoutSize; placements: readonly TilePlacement[] }
  mobile: { layout: LayoutSize; placements: readonly TilePlacement[] }
  /** Tiles the owner left out of the mobile layout: hidden below the desktop width. */
  hiddenOnMobile: readonly string[]
}

/** The side of a square cell: the page's content width (`cqi`) shared among the columns. */
const cellSize = (columns: number) => `calc((100cqi - ${columns - 1} * var(--gap)) / ${columns})`
const columnsOf = (layout: LayoutSize) => `repeat(${layout.columns},minmax(0,1fr))`

/**
 * Square cells on both layouts. Desktop cells are fixed, as in the editor, so the page looks as
 * designed whatever the content. On a phone, rows grow when a tile's content needs more room: the
 * page scrolls anyway, and reading beats the exact shape. Goes after layout.css.
 */
export function layoutCss({ desktop, mobile, hiddenOnMobile }: LayoutCssInput): string {
  const hidden =
    hiddenOnMobile.length > 0 ? rule(hiddenOnMobile.map((name) => `.${name}`).join(','), { display: 'none' }) : ''
  return (
    block(
      PHONE_MEDIA,
      rule('.grid', {
        'grid-template-columns': columnsOf(mobile.layout),
        'grid-auto-rows': `minmax(${cellSize(mobile.layout.columns)},auto)`,
      }) +
        placementCss(mobile.placements, mobile.layout) +
        hidden,
    ) +
    block(
      `@media (min-width:${DESKTOP_MIN_WIDTH_PX}px)`,
      rule('.grid', {
        'grid-template-columns': columnsOf(desktop.layout),
        'grid-auto-rows': cellSize(desktop.layout.columns),
      }) + placementCss(desktop.placements, desktop.layout),
    )
  )
}
