// Stylesheets of the server-rendered pages (and the editor's canvas, which draws the same tiles):
// plain .css files under src/, imported as text with `import PAGE_CSS from './page.css?inline'`.
// Every toolchain that loads our source turns such an import into one string through the same
// function, Lightning CSS's minifier: Vite (the app and the test runner), esbuild (the server
// bundle, so production reads nothing at run time) and Node's module hooks (`npm run dev` in tsx).
// See docs/decisions/0011-asset-pipeline.md.
import { readFileSync } from 'node:fs'
import { transform } from 'lightningcss'

export const STYLESHEET_QUERY = '?inline'

const version = (major: number, minor = 0) => (major << 16) | (minor << 8)

/**
 * The oldest browsers that have every feature the stylesheets use (`color-mix()` is the newest:
 * Chrome 111, Firefox 113, Safari 16.2). Lightning CSS writes nothing they would not read (for
 * example it keeps `max-width` media queries rather than the range syntax of Safari 16.4) and adds
 * the prefixes they still need.
 */
export const BROWSER_TARGETS = {
  chrome: version(111),
  edge: version(111),
  firefox: version(113),
  safari: version(16, 2),
  ios_saf: version(16, 2),
}

/** The stylesheet minified by Lightning CSS for the browsers above. */
export function compileStylesheet(file: string): string {
  const { code } = transform({ filename: file, code: readFileSync(file), minify: true, targets: BROWSER_TARGETS })
  return code.toString()
}

/** The JavaScript module a stylesheet import becomes. */
export function stylesheetModule(file: string): string {
  return `export default ${JSON.stringify(compileStylesheet(file))}\n`
}
