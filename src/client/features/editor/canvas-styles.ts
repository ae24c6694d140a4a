import { TILE_TYPES } from '@domain/grid'
import type { FontOption } from '@domain/fonts'
import type { Theme } from '@domain/themes'
import { TILE_COLORS } from '@domain/tile-colors'
import ELEMENTS_CSS from '@ui/styles/elements.css?inline'
import PAGE_CSS from '@ui/styles/page.css?inline'
import PHONE_CSS from '@ui/styles/phone.css?inline'
import { fontCss, grainCss, themeCss, tileColorCss } from '@ui/styles/page-rules'
import { block, rule } from '@ui/styles/rules'
import SR_ONLY_CSS from '@ui/styles/sr-only.css?inline'
import TILE_FRAME_CSS from '@ui/tiles/tile-frame.css?inline'
import { tileTypesCss, tileTypesPhoneCss } from '@ui/tiles/TileView'
import CANVAS_CSS from './canvas.css?inline'

/**
 * The editor draws tiles with the public page's own components and CSS, scoped to the canvas:
 * the page's rules are nested under CANVAS_CLASS so they never touch the app, and inside a tile
 * everything is reverted to the browser's defaults first (canvas.css), so neither Tailwind's
 * preflight nor daisyUI (which has its own .badge, .label and .avatar) changes how a tile looks.
 * Inside a tile the result is the public page's cascade: browser defaults, its base rules, the tile rules.
 */
export const CANVAS_CLASS = 'tessera-canvas'
const S = `.${CANVAS_CLASS}`

/** Every tile type and colour, once: the editor can show any of them at any moment. */
const TILE_CSS = block(S, PAGE_CSS + TILE_FRAME_CSS + tileTypesCss(TILE_TYPES) + TILE_COLORS.map(tileColorCss).join(''))

/**
 * The page's base rules inside each tile, after canvas.css reverted everything there: the element
 * rules at zero specificity, like the page's, under the tile rules (which the canvas's scope makes
 * one class stronger); `.sr-only` scoped like the tile rules, so that it still wins over them.
 */
const TILE_BASE_CSS = block(`:where(${S} .tile)`, ELEMENTS_CSS) + block(`${S} .tile`, SR_ONLY_CSS)

/**
 * The phone page's own rules (phone.css and the tile types' phone rules), which the page applies
 * below the desktop width, on the mobile view out of edit mode: whatever the editor's window, its
 * phone preview wraps and shows text as a phone does. Edit mode keeps square cells to edit in.
 */
const PHONE_PREVIEW_CSS = block(
  `${S}[data-view='mobile']:not([data-mode='edit'])`,
  PHONE_CSS + tileTypesPhoneCss(TILE_TYPES),
)

const STATIC_CSS = TILE_CSS + CANVAS_CSS + PHONE_PREVIEW_CSS + TILE_BASE_CSS

/** Square themes stay square; the others keep their radius but never look like circles on small cells. */
function radiusCss(theme: Theme): string {
  const radius = theme.tileRadius === '0' ? '0px' : theme.tileRadius
  return rule(`${S} .te-grid`, { '--radius': `min(${radius},calc(100cqi / var(--columns) * .16))` })
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
