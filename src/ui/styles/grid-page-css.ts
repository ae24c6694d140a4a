import { fontFileUrl, type FontOption } from '../../domain/fonts.js'
import type { Theme } from '../../domain/themes.js'
import { css } from './css.js'

/** Where the 6-column desktop layout takes over from the 3-column mobile one. */
const DESKTOP_MIN_WIDTH_PX = 768

export function themeCss({ colors, colorScheme, tileRadius }: Theme): string {
  return (
    `:root{--page:${colors.page};--surface:${colors.surface};--text:${colors.text};` +
    `--accent:${colors.accent};--accent-text:${colors.accentText};--radius:${tileRadius};color-scheme:${colorScheme}}`
  )
}

/** The font files a page uses, regular first; the page preloads them. */
export function fontFiles(font: FontOption): string[] {
  return Object.values(font.files)
}

/**
 * Self-hosted faces with `font-display: swap` (text shows at once in the fallback). Synthesised
 * bold is turned off: the display fonts that have no bold cut look wrong smeared.
 */
export function fontCss(font: FontOption): string {
  const faces = Object.entries(font.files).map(
    ([weight, file]) =>
      `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:swap;` +
      `src:url(${fontFileUrl(file)}) format("woff2")}`,
  )
  return `${faces.join('')}body{font-family:"${font.family}",${font.fallback};font-synthesis-weight:none}`
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
  return `body::after{content:"";position:fixed;inset:0;z-index:1;pointer-events:none;background:${GRAIN_IMAGE};opacity:${opacity}}`
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
      return `.${className}{grid-area:${row + 1}/${column + 1}/${span}}`
    })
    .join('')
}

interface LayoutCssInput {
  desktop: { layout: LayoutSize; placements: readonly TilePlacement[] }
  mobile: { layout: LayoutSize; placements: readonly TilePlacement[] }
  /** Tiles the owner left out of the mobile layout: hidden below the desktop width. */
  hiddenOnMobile: readonly string[]
}

/** The side of a square cell: the page's content width (`cqi`) shared among the columns. */
const cellSize = (columns: number) => `calc((100cqi - ${columns - 1} * var(--gap)) / ${columns})`

/**
 * Square cells on both layouts. Desktop cells are fixed, as in the editor, so the page looks as
 * designed whatever the content. On a phone, rows grow when a tile's content needs more room: the
 * page scrolls anyway, and reading beats the exact shape.
 */
export function layoutCss({ desktop, mobile, hiddenOnMobile }: LayoutCssInput): string {
  const hidden = hiddenOnMobile.length > 0 ? `${hiddenOnMobile.map((name) => `.${name}`).join(',')}{display:none}` : ''
  return css`
    .page {
      container-type: inline-size;
      max-width: 66rem;
      margin: 0 auto;
      padding: 1rem;
    }
    .grid {
      --gap: 0.75rem;
      display: grid;
      gap: var(--gap);
    }
    @media (max-width: ${DESKTOP_MIN_WIDTH_PX - 0.02}px) {
      .grid {
        grid-template-columns: repeat(${mobile.layout.columns}, minmax(0, 1fr));
        grid-auto-rows: minmax(${cellSize(mobile.layout.columns)}, auto);
      }
      .tile {
        container-type: inline-size;
      }
      .tile-body {
        overflow: visible;
      }
      ${placementCss(mobile.placements, mobile.layout)}${hidden}
    }
    @media (min-width: ${DESKTOP_MIN_WIDTH_PX}px) {
      .page {
        padding: 2.5rem 1.5rem;
      }
      .grid {
        --gap: 1rem;
        grid-template-columns: repeat(${desktop.layout.columns}, minmax(0, 1fr));
        grid-auto-rows: ${cellSize(desktop.layout.columns)};
      }
      ${placementCss(desktop.placements, desktop.layout)}
    }
  `
}

export const PAGE_CSS = css`
  body {
    background: var(--page);
    color: var(--text);
    -webkit-font-smoothing: antialiased;
  }
  .made {
    display: flex;
    justify-content: center;
    padding: 0.5rem 1rem 2rem;
  }
  .made a {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.5rem;
    padding: 0.5rem 1rem;
    border-radius: 999px;
    background: var(--surface);
    color: var(--text);
    font-size: 0.875rem;
    text-decoration: none;
    box-shadow: 0 0 0 1px color-mix(in oklab, var(--text) 12%, transparent);
  }
  .made a:focus-visible {
    outline: 3px solid var(--text);
    outline-offset: 2px;
  }
  .made svg {
    width: 1.125rem;
    height: 1.125rem;
    fill: var(--accent);
  }
`
