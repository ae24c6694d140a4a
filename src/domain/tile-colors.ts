import { DEFAULT_TILE_COLOR } from './grid.js'

/**
 * The tile colour set: each colour is a CSS class with a background (one stop: solid, two: a
 * 135° gradient) and a text colour that meets WCAG AA (4.5:1) against every stop, so the owner
 * cannot pick an unreadable tile. `tile-theme` follows the page theme instead of a fixed colour.
 */
export interface TileColor {
  className: string
  label: string
  background: readonly [string] | readonly [string, string]
  text: string
}

export const TILE_COLORS: readonly TileColor[] = [
  { className: DEFAULT_TILE_COLOR, label: 'Blue', background: ['#2563eb', '#0e7490'], text: '#ffffff' },
  { className: 'tile-gradient-violet', label: 'Violet', background: ['#7c3aed', '#c026d3'], text: '#ffffff' },
  { className: 'tile-gradient-pink', label: 'Pink', background: ['#db2777', '#e11d48'], text: '#ffffff' },
  { className: 'tile-gradient-indigo', label: 'Indigo', background: ['#4338ca', '#7e22ce'], text: '#ffffff' },
  { className: 'tile-gradient-orange', label: 'Orange', background: ['#fb923c', '#facc15'], text: '#1c1917' },
  { className: 'tile-gradient-green', label: 'Green', background: ['#34d399', '#a3e635'], text: '#052e16' },
  { className: 'tile-gradient-sunset', label: 'Sunset', background: ['#f43f5e', '#fb923c'], text: '#1c1917' },
  { className: 'tile-gradient-peach', label: 'Peach', background: ['#fecdd3', '#fde68a'], text: '#1c1917' },
  { className: 'tile-solid-slate', label: 'Slate', background: ['#1e293b'], text: '#ffffff' },
  { className: 'tile-solid-black', label: 'Black', background: ['#0a0a0a'], text: '#fafafa' },
  { className: 'tile-solid-white', label: 'White', background: ['#ffffff'], text: '#0f172a' },
  { className: 'tile-solid-red', label: 'Red', background: ['#dc2626'], text: '#ffffff' },
  { className: 'tile-solid-yellow', label: 'Yellow', background: ['#fde047'], text: '#1c1917' },
  // The theme's own surface and text colours (custom properties set by the page), readable by design.
  { className: 'tile-theme', label: 'Theme', background: ['var(--surface)'], text: 'var(--text)' },
]

/** The grey of the editor's empty placeholders (never a choice for a real tile). */
export const EMPTY_PLACEHOLDER_COLOR: TileColor = {
  className: 'tile-empty',
  label: 'Empty',
  background: ['#e5e7eb'],
  text: '#374151',
}

const TILE_COLORS_BY_CLASS: ReadonlyMap<string, TileColor> = new Map(
  TILE_COLORS.map((color) => [color.className, color]),
)

export function isTileColor(className: string): boolean {
  return TILE_COLORS_BY_CLASS.has(className)
}

/** The colour for a stored class name; an unknown one (old or hand-edited data) gets the default. */
export function tileColorByClass(className: string): TileColor {
  return TILE_COLORS_BY_CLASS.get(className) ?? TILE_COLORS_BY_CLASS.get(DEFAULT_TILE_COLOR)!
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function relativeLuminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/**
 * The overlay for badges, pills and cells inside a tile (`--tint`). On a mid-tone tile it moves the
 * background away from the text colour, so text on it gains contrast; on a near-black or near-white
 * tile it goes the other way, the only way to be seen, and contrast there is high to begin with.
 */
function tintFor({ background, text }: TileColor): string {
  if (!text.startsWith('#')) return 'color-mix(in oklab,var(--text) 9%,transparent)'
  const luminance = Math.min(...background.map(relativeLuminance))
  if (luminance < 0.05) return 'rgb(255 255 255/.12)'
  if (luminance > 0.8) return 'rgb(0 0 0/.06)'
  return relativeLuminance(text) > 0.5 ? 'rgb(0 0 0/.18)' : 'rgb(255 255 255/.45)'
}

/** The declarations that paint a tile with this colour (src/ui writes them as the colour's rule). */
export function tilePaint(color: TileColor): { background: string; color: string; '--tint': string } {
  const { background, text } = color
  const paint = background.length === 2 ? `linear-gradient(135deg,${background[0]},${background[1]})` : background[0]
  return { background: paint, color: text, '--tint': tintFor(color) }
}
