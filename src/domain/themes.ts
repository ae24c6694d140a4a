import { DAISYUI_THEMES } from './daisyui-themes.js'

/**
 * Page themes, named and coloured after daisyUI 5's (the app uses daisyUI, so a theme looks the same
 * in the editor and on the public page). Colours are daisyUI's: `page` is base-200, `surface`
 * base-100, `text` base-content, `accent` primary and `accentText` primary-content, except in dark,
 * corporate, valentine, garden and winter, whose primary-content falls short of WCAG AA on primary:
 * there it is black or white, whichever passes. `tileRadius` scales daisyUI's box radius up to tile
 * size, so square themes (black, cyberpunk) stay square.
 */

export interface ThemeColors {
  page: string
  surface: string
  text: string
  accent: string
  accentText: string
}

export interface Theme {
  name: string
  /** Premium themes are for pro users only ('This theme is available only for PRO users!'). */
  premium: boolean
  colorScheme: 'light' | 'dark'
  colors: ThemeColors
  tileRadius: string
}

const BLACK = 'oklch(0% 0 0)'
const WHITE = 'oklch(100% 0 0)'

/**
 * What Tessera adds to daisyUI: the order the editor lists the themes in, which are Pro only, and
 * the accent text colours replaced because daisyUI's fall short of WCAG AA on the accent.
 */
const PAGE_THEMES: readonly { name: string; premium: boolean; accentText?: string }[] = [
  { name: 'light', premium: false },
  { name: 'dark', premium: false, accentText: WHITE },
  { name: 'cupcake', premium: false },
  { name: 'bumblebee', premium: false },
  { name: 'emerald', premium: false },
  { name: 'corporate', premium: false, accentText: BLACK },
  { name: 'synthwave', premium: true },
  { name: 'retro', premium: false },
  { name: 'cyberpunk', premium: true },
  { name: 'valentine', premium: true, accentText: BLACK },
  { name: 'halloween', premium: true },
  { name: 'garden', premium: false, accentText: BLACK },
  { name: 'forest', premium: true },
  { name: 'aqua', premium: true },
  { name: 'lofi', premium: false },
  { name: 'pastel', premium: false },
  { name: 'fantasy', premium: false },
  { name: 'wireframe', premium: false },
  { name: 'black', premium: true },
  { name: 'luxury', premium: true },
  { name: 'dracula', premium: true },
  { name: 'cmyk', premium: true },
  { name: 'autumn', premium: false },
  { name: 'business', premium: true },
  { name: 'acid', premium: true },
  { name: 'lemonade', premium: false },
  { name: 'night', premium: true },
  { name: 'coffee', premium: true },
  { name: 'winter', premium: false, accentText: WHITE },
  { name: 'dim', premium: true },
  { name: 'nord', premium: false },
  { name: 'sunset', premium: true },
  { name: 'caramellatte', premium: true },
  { name: 'abyss', premium: true },
  { name: 'silk', premium: false },
]

/** daisyUI's box radius (cards, 0 to 1rem) scaled up to the size of a tile. */
const TILE_RADIUS: Readonly<Record<string, string>> = {
  '0rem': '0',
  '0.25rem': '.75rem',
  '0.5rem': '1.25rem',
  '1rem': '1.5rem',
}

export const THEMES: readonly Theme[] = PAGE_THEMES.map(({ name, premium, accentText }) => {
  const daisy = DAISYUI_THEMES[name]!
  return {
    name,
    premium,
    colorScheme: daisy.colorScheme,
    colors: {
      page: daisy.base200,
      surface: daisy.base100,
      text: daisy.baseContent,
      accent: daisy.primary,
      accentText: accentText ?? daisy.primaryContent,
    },
    tileRadius: TILE_RADIUS[daisy.radiusBox] ?? '1.25rem',
  }
})

export const DEFAULT_THEME = 'light'

const THEMES_BY_NAME: ReadonlyMap<string, Theme> = new Map(THEMES.map((theme) => [theme.name, theme]))

export function isThemeName(name: string): boolean {
  return THEMES_BY_NAME.has(name)
}

/** The theme for a stored name; an unknown name (old or hand-edited data) falls back to the default. */
export function themeByName(name: string): Theme {
  return THEMES_BY_NAME.get(name) ?? THEMES_BY_NAME.get(DEFAULT_THEME)!
}
