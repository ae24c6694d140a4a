import { TILE_TYPES } from '../../../domain/grid'
import type { FontOption } from '../../../domain/fonts'
import type { Theme } from '../../../domain/themes'
import { TILE_COLORS, tileColorCss } from '../../../domain/tile-colors'
import { css } from '../../../ui/styles/css'
import { fontCss, grainCss, PAGE_CSS, themeCss } from '../../../ui/styles/grid-page-css'
import { TILE_FRAME_CSS, tileTypesCss } from '../../../ui/tiles/TileView'

/**
 * The editor draws tiles with the public page's own components and CSS, scoped to the canvas:
 * the page's rules are nested under CANVAS_CLASS so they never touch the app, and inside a tile
 * everything is reverted to the browser's defaults first, so neither Tailwind's preflight nor
 * daisyUI (which has its own .badge, .label and .avatar) changes how a tile looks. Inside a tile
 * the result is the public page's cascade: browser defaults, its base rules, the tile rules.
 */
export const CANVAS_CLASS = 'tessera-canvas'
const S = `.${CANVAS_CLASS}`

/** The public page's base rules (src/ui/styles/base-css.ts) that tiles rely on, at zero specificity. */
// SVG shapes are left alone: their geometry (`d`) and paint come from attributes, which `revert` would drop.
const TILE_RESET =
  `:where(${S} .tile,${S} .tile *:not(svg *)){all:revert}` +
  `:where(${S} .tile,${S} .tile *,${S} .tile *::before,${S} .tile *::after){box-sizing:border-box}` +
  `:where(${S} .tile a){color:inherit}` +
  `:where(${S} .tile img){max-width:100%;height:auto;display:block}` +
  `${S} .tile .sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;` +
  `clip:rect(0,0,0,0);white-space:nowrap;border:0}`

/** Every tile type and colour, once: the editor can show any of them at any moment. */
const TILE_CSS = `${S}{${PAGE_CSS}${TILE_FRAME_CSS}${tileTypesCss(TILE_TYPES)}${TILE_COLORS.map(tileColorCss).join('')}}`

/** The editor's own layer over the page: the grid, empty cells, selection, tile handles, drag feedback. */
// The page pads tiles by the viewport's width; the canvas is narrower than the page, so by its own.
// The mobile layout sits in a phone frame, except on a phone. Its visitor preview is the phone page:
// rows grow when a tile's content needs more room.
const CHROME_CSS = css`
  .tessera-canvas {
    position: relative;
    container-type: inline-size;
    padding: clamp(0.625rem, 2.2vw, 1.5rem);
    border-radius: 1.5rem;
    background: var(--page);
    color: var(--text);
    line-height: 1.5;
    font-size: 1rem;
    -webkit-font-smoothing: antialiased;
    box-shadow:
      0 0 0 1px color-mix(in oklab, var(--text) 10%, transparent),
      0 24px 48px -28px rgb(15 23 42 / 0.45);
    overflow: hidden;
    isolation: isolate;
  }
  .tessera-canvas[data-view='mobile'] {
    width: min(100%, 24rem);
    margin-inline: auto;
    border-radius: 2.25rem;
    padding: 1.75rem 0.875rem 1.25rem;
    box-shadow:
      0 0 0 9px #0f172a,
      0 0 0 10px #334155,
      0 30px 60px -24px rgb(15 23 42 / 0.55);
  }
  @media (max-width: 30rem) {
    .tessera-canvas[data-view='mobile'] {
      width: 100%;
      padding: 0.75rem;
      border-radius: 1.5rem;
      box-shadow: 0 0 0 1px color-mix(in oklab, var(--text) 10%, transparent);
    }
  }
  .te-grid {
    --gap: clamp(0.375rem, 1.6cqi, 1rem);
    position: relative;
    display: grid;
    grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
    grid-auto-rows: calc((100cqi - (var(--columns) - 1) * var(--gap)) / var(--columns));
    gap: var(--gap);
  }
  .tessera-canvas[data-view='mobile'] .te-grid {
    --gap: 0.75rem;
  }
  .tessera-canvas .tile {
    --tile-padding: clamp(1rem, 2cqi, 1.375rem);
  }
  .tessera-canvas[data-view='mobile'][data-mode='preview'] .te-grid {
    grid-auto-rows: minmax(calc((100cqi - 2 * var(--gap)) / 3), auto);
  }
  .tessera-canvas[data-view='mobile'][data-mode='preview'] .tile {
    container-type: inline-size;
  }
  .tessera-canvas[data-view='mobile'][data-mode='preview'] .tile-body {
    overflow: visible;
  }
  .te-item {
    position: relative;
    display: grid;
    min-width: 0;
    min-height: 0;
  }
  .te-content {
    display: grid;
    min-width: 0;
    min-height: 0;
  }
  .te-content > .tile {
    min-height: 0;
  }
  .te-cell {
    display: grid;
    place-items: center;
    min-width: 0;
    min-height: 0;
    margin: 0;
    padding: 0;
    border: 1.5px solid transparent;
    border-radius: calc(var(--radius) * 0.8);
    background: color-mix(in oklab, var(--text) 7%, transparent);
    color: color-mix(in oklab, var(--text) 55%, transparent);
    font: inherit;
  }
  .tessera-canvas[data-mode='preview'] .te-cell {
    visibility: hidden;
  }
  button.te-cell {
    cursor: pointer;
    border-style: dashed;
    border-color: color-mix(in oklab, var(--text) 22%, transparent);
    touch-action: none;
    transition:
      background-color 0.15s ease,
      border-color 0.15s ease,
      transform 0.15s ease;
  }
  button.te-cell:hover {
    background: color-mix(in oklab, var(--text) 13%, transparent);
    border-color: color-mix(in oklab, var(--text) 40%, transparent);
  }
  button.te-cell[aria-pressed='true'] {
    border: 2px solid #ef4444;
    background: color-mix(in oklab, #ef4444 22%, transparent);
    color: #ef4444;
  }
  .te-cell svg {
    width: clamp(0.875rem, 4cqi, 1.5rem);
    height: clamp(0.875rem, 4cqi, 1.5rem);
    opacity: 0;
    transition: opacity 0.15s ease;
  }
  button.te-cell:hover svg,
  button.te-cell:focus-visible svg,
  button.te-cell[aria-pressed='true'] svg {
    opacity: 1;
  }
  .te-cell:focus-visible,
  .te-handle:focus-visible {
    outline: 3px solid var(--text);
    outline-offset: 2px;
    box-shadow: 0 0 0 2px var(--page);
  }
  .te-handle {
    position: absolute;
    inset: 0;
    z-index: 2;
    margin: 0;
    padding: 0;
    border: 0;
    border-radius: var(--radius);
    background: transparent;
    cursor: grab;
    touch-action: none;
    transition: box-shadow 0.15s ease;
  }
  .te-handle:hover {
    box-shadow: inset 0 0 0 3px color-mix(in oklab, var(--accent) 85%, transparent);
  }
  .te-item[data-dragging] .te-handle {
    cursor: grabbing;
  }
  .te-item[data-dragging] .te-content {
    opacity: 0.4;
  }
  .te-chip {
    position: absolute;
    top: 0.5rem;
    right: 0.5rem;
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    padding: 0.25rem 0.625rem;
    border-radius: 999px;
    background: rgb(15 23 42 / 0.82);
    color: #fff;
    font-size: 0.75rem;
    font-weight: 700;
    line-height: 1.2;
    opacity: 0;
    transition: opacity 0.15s ease;
    pointer-events: none;
  }
  .te-chip svg,
  .te-grip svg {
    width: 0.875rem;
    height: 0.875rem;
  }
  .te-grip {
    position: absolute;
    right: 0.375rem;
    bottom: 0.375rem;
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 999px;
    background: rgb(15 23 42 / 0.82);
    color: #fff;
    cursor: nwse-resize;
    opacity: 0;
    transition: opacity 0.15s ease;
  }
  .te-handle:hover .te-chip,
  .te-handle:focus-visible .te-chip,
  .te-handle:hover .te-grip,
  .te-handle:focus-visible .te-grip,
  .te-item[data-dragging] .te-grip {
    opacity: 1;
  }
  @media (hover: none) {
    .te-grip,
    .te-chip {
      opacity: 1;
    }
  }
  @container (max-width: 34rem) {
    .te-chip {
      display: none;
    }
  }
  .te-ghost {
    position: relative;
    z-index: 3;
    border: 3px dashed var(--accent);
    border-radius: var(--radius);
    background: color-mix(in oklab, var(--accent) 22%, transparent);
    pointer-events: none;
  }
  .te-ghost[data-blocked] {
    border-color: #ef4444;
    background: color-mix(in oklab, #ef4444 18%, transparent);
  }
  .tessera-canvas .made {
    position: relative;
    z-index: 2;
    padding: 1.25rem 0 0;
  }
  .tessera-canvas .made a {
    pointer-events: none;
  }
  .tessera-canvas .made svg {
    display: inline;
  }
  @media (prefers-reduced-motion: reduce) {
    .te-cell,
    .te-handle,
    .te-chip,
    .te-grip,
    .te-cell svg {
      transition: none;
    }
  }
`

const STATIC_CSS = TILE_CSS + TILE_RESET + CHROME_CSS

/** Square themes stay square; the others keep their radius but never look like circles on small cells. */
function radiusCss(theme: Theme): string {
  const radius = theme.tileRadius === '0' ? '0px' : theme.tileRadius
  return `${S} .te-grid{--radius:min(${radius},calc(100cqi / var(--columns) * .16))}`
}

/**
 * The look of the canvas for a theme, font and grain, from the public page's own CSS functions;
 * what they aim at the whole page (`:root`, `body`) is aimed at the canvas instead.
 */
export function canvasCss(theme: Theme, font: FontOption, grain: number): string {
  const look =
    themeCss(theme).replace(':root{', `${S}{`) +
    fontCss(font).replace('body{', `${S}{`) +
    grainCss(grain).replace('body::after{', `${S}::after{`).replace('position:fixed', 'position:absolute')
  return STATIC_CSS + look + radiusCss(theme)
}
