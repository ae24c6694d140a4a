import { z } from 'zod'
import { fontById } from './fonts.js'

/** The two pictures a message can be shared as: a phone story and a square post. */
export const SHARE_IMAGE_SIZES = {
  story: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
} as const
export type ShareImageFormat = keyof typeof SHARE_IMAGE_SIZES
export const SHARE_IMAGE_FORMATS = Object.keys(SHARE_IMAGE_SIZES) as [ShareImageFormat, ...ShareImageFormat[]]

export const SHARE_IMAGE_TEXTS = {
  badFormat: 'Format must be story or square.',
  making: 'Making the image…',
  failed: 'Could not share the image. Try again.',
  /** In an in-app browser, which cannot save a download: the image is shown instead. */
  holdToSave: 'Press and hold the image to save it.',
} as const

export const ShareImageQuery = z.object({
  format: z.enum(SHARE_IMAGE_FORMATS, { error: SHARE_IMAGE_TEXTS.badFormat }).default('story'),
})
export type ShareImageQuery = z.infer<typeof ShareImageQuery>

/** The downloaded file's name: the grid, a short message id and the format, e.g. `dana-message-3f2a9c1b-story.png`. */
export function shareImageFileName(gridName: string, messageId: string, format: ShareImageFormat): string {
  const safeGrid = gridName.replace(/[^a-z0-9_-]/gi, '') || 'tessera'
  return `${safeGrid}-message-${messageId.replace(/[^a-f0-9]/gi, '').slice(0, 8)}-${format}.png`
}

const EMOJI = /\p{Extended_Pictographic}/u

/**
 * A character's width in em, on the generous side of the page fonts' (Reddit Sans bold, the
 * monospaced fonts at 0.6 em, the display faces): text measured with it never needs more room
 * than it gets, so the picture's own wrapping never runs past the lines counted here.
 */
export function estimatedAdvance(char: string): number {
  if (char === ' ') return 0.3
  // An emoji is drawn as a picture about 1 em wide, plus its spacing.
  if (EMOJI.test(char)) return 1.2
  if (/[iIjl.,:;'!|`]/.test(char)) return 0.36
  if (/[frt()[\]{}"-]/.test(char)) return 0.48
  if (/[mwMW@%&]/.test(char)) return 1
  if (/[A-Z]/.test(char)) return 0.78
  return 0.64
}

/** Monospaced fonts (Roboto Mono's 0.6 em, Inconsolata's 0.5) give every character the same width. */
const MONOSPACED_ADVANCE = () => 0.62

/** How wide a character of this grid font is estimated to be, in em. */
export function advanceOf(fontId: number): (char: string) => number {
  return fontById(fontId).fallback.includes('monospace') ? MONOSPACED_ADVANCE : estimatedAdvance
}

export interface TextBox {
  width: number
  height: number
  /** Font sizes to try, largest first; the last one clamps. */
  sizes: readonly number[]
  lineHeight: number
  /** A character's width in em (estimatedAdvance unless given). */
  advance?: (char: string) => number
}

export interface FittedText {
  text: string
  size: number
  lines: number
}

const ELLIPSIS = '…'

/** The longest start of a word that fits `width` with an ellipsis: only for a word longer than a whole line. */
/** The width in pixels of a text at one size. */
type Measure = (text: string) => number

const measurer =
  (advance: (char: string) => number, size: number): Measure =>
  (text) => {
    let em = 0
    for (const char of text) em += advance(char)
    return em * size
  }

function shortenWord(word: string, width: number, measure: Measure): string {
  let kept = ''
  for (const char of word) {
    if (measure(kept + char + ELLIPSIS) > width) break
    kept += char
  }
  return kept + ELLIPSIS
}

/**
 * Greedy wrapping between words; each paragraph starts a line. A word longer than a line is
 * shortened, which `shortened` reports: a smaller size may still fit it whole.
 */
function wrap(paragraphs: readonly string[], width: number, measure: Measure) {
  const lines: string[][] = []
  let shortened = false
  for (const paragraph of paragraphs) {
    let line: string[] = []
    for (const word of paragraph.split(' ')) {
      const fits = measure(word) <= width
      shortened ||= !fits
      const shown = fits ? word : shortenWord(word, width, measure)
      if (line.length > 0 && measure([...line, shown].join(' ')) > width) {
        lines.push(line)
        line = []
      }
      line.push(shown)
    }
    lines.push(line)
  }
  return { lines, shortened }
}

/**
 * Fits text into a box: the largest size at which all of it fits, else the smallest size with as
 * many whole words as fit and an ellipsis after the last. A word is never cut, except one too long
 * for a line of its own, which ends in an ellipsis. Spaces collapse; line breaks stay (at most one
 * empty line in a row).
 */
export function fitText(text: string, box: TextBox): FittedText {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .split('\n')
    .map((paragraph) => paragraph.trim())
    .filter((paragraph, index, all) => paragraph !== '' || (index > 0 && all[index - 1] !== ''))
  while (paragraphs.at(-1) === '') paragraphs.pop()
  const smallest = box.sizes.at(-1)!
  for (const size of box.sizes) {
    const measure = measurer(box.advance ?? estimatedAdvance, size)
    const { lines, shortened } = wrap(paragraphs, box.width, measure)
    const fits = lines.length * size * box.lineHeight <= box.height
    if (fits && (!shortened || size === smallest)) return { text: joinLines(lines), size, lines: lines.length }
    if (size === smallest) return clamp(lines, box, size, measure)
  }
  throw new Error('fitText needs at least one size')
}

function clamp(lines: string[][], box: TextBox, size: number, measure: Measure): FittedText {
  const room = Math.max(1, Math.floor(box.height / (size * box.lineHeight)))
  const kept = lines.slice(0, room)
  while (kept.length > 1 && kept.at(-1)!.join('') === '') kept.pop()
  const last = [...kept.at(-1)!]
  // Drop whole words until the ellipsis fits after the last one.
  while (last.length > 1 && measure(`${last.join(' ')}${ELLIPSIS}`) > box.width) last.pop()
  const ending = `${last.join(' ').replace(/[\s.,;:!?…-]+$/u, '')}${ELLIPSIS}`
  kept[kept.length - 1] = [measure(ending) <= box.width ? ending : shortenWord(ending.slice(0, -1), box.width, measure)]
  return { text: joinLines(kept), size, lines: kept.length }
}

const joinLines = (lines: string[][]) => lines.map((line) => line.join(' ')).join('\n')
