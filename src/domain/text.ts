import { z } from 'zod'

/**
 * Text people type has no use for control characters, and some break what comes after them:
 * Postgres refuses NUL in text and JSON, terminals obey escape sequences. Refused: C0 controls
 * (U+0000–U+001F), DEL and C1 controls (U+007F–U+009F); text that may span lines keeps tab, line
 * feed and carriage return.
 */
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f)
const isLineSpacing = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d

function hasControls(text: string, allowLineSpacing: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (isControl(code) && !(allowLineSpacing && isLineSpacing(code))) return true
  }
  return false
}

/** Bidirectional overrides and isolates: they reorder what a terminal shows ("Trojan Source"). */
const isBidiControl = (code: number) => (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g

/** The text without bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '')

export const TEXT_MESSAGES = {
  controlCharacters: 'Text cannot contain control characters.',
} as const

/**
 * A one-line string (names, emails, headers): no control character, not even a line break.
 * Bidirectional overrides and isolates are removed: shown inside a sentence (a sender's name in a
 * list), one would reorder the text around it.
 */
export const singleLineText = () =>
  z
    .string()
    .refine((text) => !hasControls(text, false), TEXT_MESSAGES.controlCharacters)
    .overwrite(withoutBidiControls)

/** A string that may span lines (messages, descriptions): of the controls, tabs and line breaks only. */
export const multiLineText = () =>
  z.string().refine((text) => !hasControls(text, true), TEXT_MESSAGES.controlCharacters)

/**
 * Text stored from users, made safe to print on an operator's terminal: escape sequences and every
 * other control character (carriage returns included, which can overwrite a line) and bidirectional
 * overrides are removed; line feeds and tabs stay.
 */
export function forTerminal(text: string): string {
  let safe = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    if ((isControl(code) && code !== 0x0a && code !== 0x09) || isBidiControl(code)) continue
    safe += char
  }
  return safe
}

/** Values of a text's `{name}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>

/**
 * Says a text of src/domain with its values: the domain composes labels through one, English by
 * default (`inEnglish`), and the app passes its own (`localText`), which finds the text in the
 * catalogue (ADR 0068).
 */
export type SayText = (text: string, values?: TextValues) => string

/** A text as written, its `{name}` placeholders filled in (a placeholder without a value stays). */
export const inEnglish: SayText = (text, values = {}) =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder))

/**
 * A text to say later, in the reader's language: what the server composes for the app to show
 * (an import's preview). Its `text` is an id in the catalogues; a value is the words as they came
 * (a title from a file, never translated), a number, or a phrase of its own, or several joined.
 */
export interface Phrase {
  readonly text: string
  readonly values?: Readonly<Record<string, string | number | Phrase | readonly Phrase[]>>
}

export const PhraseSchema: z.ZodType<Phrase> = z.lazy(() =>
  z.object({
    text: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.number(), PhraseSchema, z.array(PhraseSchema)])).optional(),
  }),
)

export const phrase = (text: string, values?: Phrase['values']): Phrase => (values ? { text, values } : { text })

/** Words as they came, said as they are in every language. */
export const verbatim = (words: string): Phrase => ({ text: '{words}', values: { words } })

/** A phrase in words, through `say` (English unless the app passes its language's), its phrases first. */
export function sayPhrase(said: Phrase, say: SayText = inEnglish): string {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(said.values ?? {})) {
    values[name] =
      typeof value === 'string' || typeof value === 'number'
        ? value
        : Array.isArray(value)
          ? value.map((part: Phrase) => sayPhrase(part, say)).join(', ')
          : sayPhrase(value as Phrase, say)
  }
  return say(said.text, values)
}
