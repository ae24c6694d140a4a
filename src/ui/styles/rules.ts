/**
 * The few CSS rules that are generated from data (a page's theme, font, tile places and colours).
 * Everything else is written in .css files and compiled at build time (docs/decisions/0011-asset-pipeline.md).
 */

/** Declarations of one generated rule, property to value, written in this order. */
export type Declarations = Record<string, string | number>

/** One rule, minified. The values come from checked data: ids, numbers and our own palettes. */
export function rule(selector: string, declarations: Declarations): string {
  const body = Object.entries(declarations)
    .map(([property, value]) => `${property}:${value}`)
    .join(';')
  return `${selector}{${body}}`
}

/** Rules inside a block: an at-rule such as `@media (...)`, or a parent selector (CSS nesting). Nothing when there are no rules. */
export function block(prelude: string, rules: string): string {
  return rules ? `${prelude}{${rules}}` : ''
}
