/**
 * Tag for hand-written CSS that is inlined in pages: the literal parts are minified once, at module
 * load, so the source stays readable and the page stays small. Interpolated values are inserted
 * as they are. Tagged CSS holds no comments and no strings (their spaces would be touched).
 */
export function css(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings
    .map((part, index) => minify(part) + (index < values.length ? String(values[index]) : ''))
    .join('')
    .trim()
}

function minify(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')
}

/** `.sr-only`'s declarations, for text that a container query hides from sight but not from screen readers. */
export const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap'
