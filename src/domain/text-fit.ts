/*
 * Whether a text tile's text may not fit its desktop tile (ADR 0056). The page clips the text to the
 * lines that fit, with an ellipsis, in CSS alone; whether to offer "Read more" is decided here, when
 * the page is drawn, for the narrowest desktop page (768 px), where a tile is smallest, and for wide
 * letters: the link may show for a text that fits on a wide screen, never lack for one that does not.
 */

/** The narrowest desktop cell and the tile's spacing, in px (layout.css, tile-frame.css, text-tile.css). */
const CELL = 106
const GAP = 16
const PADDING = 16
const BODY_GAP = 8
/** The text's line (17 px type at 1.55) and the header's (17 px at 1.2), and a wide letter's width. */
const LINE = 26.35
const HEADER_LINE = 20.4
const LETTER = 10.2
/** The "Read more" link's line. */
const MORE_LINE = 24

/** Lines a text needs at `perLine` letters a line: each of its own lines wraps on its own. */
function linesOf(text: string, perLine: number): number {
  return text.split('\n').reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / perLine)), 0)
}

/** Whether `text` (under `header`) may overflow a text tile `width` x `height` cells on the desktop page. */
export function textMayOverflow(header: string, text: string, width: number, height: number): boolean {
  if (text.trim() === '') return false
  const inner = (cells: number) => cells * CELL + (cells - 1) * GAP - 2 * PADDING
  const perLine = Math.max(1, Math.floor(inner(width) / LETTER))
  const headerHeight = header.trim() === '' ? 0 : linesOf(header, perLine) * HEADER_LINE + BODY_GAP
  const room = inner(height) - headerHeight - BODY_GAP - MORE_LINE
  return linesOf(text, perLine) > Math.floor(room / LINE)
}
