import type { ExtractorType } from '@lingui/conf'
import { pathToFileURL } from 'node:url'

/**
 * The texts of src/domain in the catalogues (ADR 0068). They are the spec's English, written once
 * beside the rules that use them, and the server sends them in its answers; each goes into the
 * catalogues with the text itself as its id, so the app and the pages translate a text they hold or
 * were sent (`localText`). A text is an exported sentence (`NO_MOBILE_ROOM`), or a string in an
 * exported table of texts, named like `MESSAGE_TEXTS`, `PLAN_MESSAGES`, `NOTIFY_MODE_LABELS` or
 * `TILE_TYPE_TABLE`; they are read from the loaded module, so that a text built from a constant
 * (`at most ${MAX_ROWS} rows`) is the one the server sends. In a table of words (`…_WORDS`) every
 * string is a text, a lowercase word included.
 */
const TEXT_TABLE = /_(TEXTS|MESSAGES|LABELS|FEATURES|REASONS|TABLE|WORDS)$/
const WORD_TABLE = /_WORDS$/

/** A word or a sentence, not an enumeration value (`'done'`), a key or an icon's name. */
const isText = (value: string) => /\s/.test(value) || /^\p{Lu}/u.test(value)
const isSentence = (value: string) => /^\p{Lu}/u.test(value) && /\s/.test(value)

/** The strings of a table of plain objects and arrays (not of the schemas or functions in it). */
function* textsIn(value: unknown, isWanted: (text: string) => boolean): Generator<string> {
  if (typeof value === 'string') {
    if (isWanted(value)) yield value
  } else if (Array.isArray(value)) {
    for (const item of value) yield* textsIn(item, isWanted)
  } else if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    for (const item of Object.values(value)) yield* textsIn(item, isWanted)
  }
}

function* domainTextsOf(module: Record<string, unknown>): Generator<string> {
  for (const [name, value] of Object.entries(module)) {
    if (TEXT_TABLE.test(name)) yield* textsIn(value, WORD_TABLE.test(name) ? () => true : isText)
    else if (typeof value === 'string' && isSentence(value)) yield value
  }
}

export const domainTexts: ExtractorType = {
  match: (filename) => /[\\/]src[\\/]domain[\\/].*\.ts$/.test(filename),
  async extract(filename, code, onMessageExtracted) {
    // Loading a module costs its imports: only those that export a text are loaded.
    if (!/export const [A-Z_]+(_(TEXTS|MESSAGES|LABELS|FEATURES|REASONS|TABLE|WORDS)\b|\s*(:[^=]+)?=\s*['`])/.test(code))
      return
    const module = (await import(pathToFileURL(filename).href)) as Record<string, unknown>
    for (const text of domainTextsOf(module)) onMessageExtracted({ id: text, message: text, origin: [filename, 1] })
  },
}
