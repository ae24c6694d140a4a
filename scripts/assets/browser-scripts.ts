// The browser scripts of the server-rendered pages, built by one bundler (esbuild) with one set of
// options: `npm run build` writes them content-hashed to dist/public/scripts with a manifest that
// the production server reads; a server run from source (tests, `npm run dev`) builds them the same
// way in memory when it starts. See docs/decisions/0011-asset-pipeline.md.
import { createHash } from 'node:crypto'
import { join } from 'node:path'

/** Each script's entry point: one self-contained file per page kind, no shared chunks. */
export const BROWSER_SCRIPTS = {
  landing: 'src/ui/enhance/landing.ts',
  'message-flow': 'src/ui/enhance/message-flow.ts',
} as const

export type BrowserScriptName = keyof typeof BROWSER_SCRIPTS

export interface BuiltScript {
  name: BrowserScriptName
  /** `{name}.{first 12 hex digits of the content's SHA-256}.js` */
  fileName: string
  code: string
}

/** Where the build writes the scripts and `manifest.json` (script name → file name), under the project root. */
export const BUILT_SCRIPTS_DIR = join('dist', 'public', 'scripts')
export const SCRIPTS_MANIFEST = 'manifest.json'

export const scriptFileName = (name: BrowserScriptName, code: string) =>
  `${name}.${createHash('sha256').update(code).digest('hex').slice(0, 12)}.js`

/** Bundles every script in memory. esbuild is a build tool: production reads the built files instead. */
export async function bundleBrowserScripts(projectRoot: string): Promise<BuiltScript[]> {
  const { build } = await import('esbuild')
  const names = Object.keys(BROWSER_SCRIPTS) as BrowserScriptName[]
  return Promise.all(
    names.map(async (name) => {
      const result = await build({
        entryPoints: [join(projectRoot, BROWSER_SCRIPTS[name])],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        write: false,
        logLevel: 'silent',
      })
      const code = result.outputFiles[0]!.text
      return { name, fileName: scriptFileName(name, code), code }
    }),
  )
}
