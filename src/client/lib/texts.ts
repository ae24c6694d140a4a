import { i18n } from '@lingui/core'
import { inEnglish, type SayText } from '@domain/text'

/**
 * A text of src/domain (the spec's English, which the server also sends in its error answers) in
 * the app's language. The catalogues hold each of these texts with the text itself as its id
 * (ADR 0068), so a message the server wrote translates the same way; a text they do not hold (a
 * message the server composed) stays as it came, its `{name}` placeholders filled in.
 */
export const localText: SayText = (text, values = {}) =>
  i18n.messages[text] !== undefined ? i18n._(text, values) : inEnglish(text, values)
