import { i18n } from '@lingui/core'

/**
 * A text of src/domain (the spec's English, which the server also sends in its error answers) in
 * the app's language. The catalogues hold each of these texts with the text itself as its id
 * (ADR 0068), so a message the server wrote translates the same way; a text they do not hold (a
 * message the server composed) stays as it came, its `{name}` placeholders filled in.
 */
export function localText(text: string, values: Record<string, string | number> = {}): string {
  if (i18n.messages[text] !== undefined) return i18n._(text, values)
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder))
}
