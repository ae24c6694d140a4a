/*
 * Whether a tile's text may not fit its desktop tile (ADR 0056). The page clips the text to the
 * lines that fit, with an ellipsis, in CSS alone; whether to offer a link to the text in full is
 * decided here, when the page is drawn, for the narrowest desktop page (768 px), where a tile is
 * smallest, and for wide letters: the link may show for a text that fits on a wide screen, never
 * lack for one that does not.
 */

/** The narrowest desktop cell and the tile's spacing, in px (layout.css, tile-frame.css). */
const CELL = 106
const GAP = 16
const PADDING = 16
const BODY_GAP = 8
/** The header's line (17 px at 1.2) and a wide letter's width. */
const HEADER_LINE = 20.4
const LETTER = 10.2
/** The line of the link to the text in full ("Read more", "Read the answer"). */
const MORE_LINE = 24

/** A text tile's line (17 px type at 1.55; text-tile.css). */
const TEXT_LINE = 26.35

/** The Q&A tile's lines and spacing (qa-tile.css): a question's line, the sender's, an answer's and its rule's inset. */
const QA = {
  questionLine: 21.6,
  questionLines: 3,
  /** A tile one row high shows the question's first line and neither the header nor the sender. */
  questionLinesInOneRow: 1,
  authorLine: 19.5,
  innerGap: 4,
  answerLine: 24,
  answerInset: 15,
} as const

/** The room inside a tile of `cells` cells, in px, at the narrowest desktop page. */
const inner = (cells: number) => cells * CELL + (cells - 1) * GAP - 2 * PADDING

/** Lines a text needs in `width` px: each of its own lines wraps on its own. */
function linesOf(text: string, width: number): number {
  const perLine = Math.max(1, Math.floor(width / LETTER))
  return text.split('\n').reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / perLine)), 0)
}

const headerHeight = (header: string, width: number) =>
  header.trim() === '' ? 0 : linesOf(header, width) * HEADER_LINE + BODY_GAP

/** Whether `text` (under `header`) may overflow a text tile `width` x `height` cells on the desktop page. */
export function textMayOverflow(header: string, text: string, width: number, height: number): boolean {
  if (text.trim() === '') return false
  const room = inner(height) - headerHeight(header, inner(width)) - BODY_GAP - MORE_LINE
  return linesOf(text, inner(width)) > Math.floor(room / TEXT_LINE)
}

/** What a Q&A tile shows of its newest answer. */
export interface ShownAnswer {
  header: string
  question: string
  answer: string
}

/**
 * Whether the newest answer may not fit whole in a Q&A tile `width` x `height` cells on the desktop
 * page, under its question (clamped to a few lines), the header and the sender's line.
 */
export function answerMayOverflow({ header, question, answer }: ShownAnswer, width: number, height: number): boolean {
  if (answer.trim() === '') return false
  const oneRow = height === 1
  const questionLines = Math.min(oneRow ? QA.questionLinesInOneRow : QA.questionLines, linesOf(question, inner(width)))
  const above =
    (oneRow ? 0 : headerHeight(header, inner(width)) + QA.authorLine + QA.innerGap) +
    questionLines * QA.questionLine +
    QA.innerGap
  const room = inner(height) - above - BODY_GAP - MORE_LINE
  return linesOf(answer, inner(width) - QA.answerInset) > Math.floor(room / QA.answerLine)
}
