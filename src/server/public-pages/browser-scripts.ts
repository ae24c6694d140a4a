// The browser scripts of the server-rendered pages, built by one bundler (esbuild) with one set of
// options: `npm run build` writes them content-hashed to dist/public/scripts with a manifest that
// the production server reads; a server run from source (tests, `npm run dev`) builds them the same
// way in memory when it starts. See docs/decisions/0011-asset-pipeline.md.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'
import { PROJECT_ROOT } from '../paths.js'

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

/** `npm run build` wrote the scripts and their manifest (scripts/build-server.ts): production reads them. */
async function readBuiltScripts(): Promise<BuiltScript[]> {
  const dir = join(PROJECT_ROOT, BUILT_SCRIPTS_DIR)
  const manifest = JSON.parse(await readFile(join(dir, SCRIPTS_MANIFEST), 'utf8')) as Record<BrowserScriptName, string>
  return Promise.all(
    (Object.keys(BROWSER_SCRIPTS) as BrowserScriptName[]).map(async (name) => ({
      name,
      fileName: manifest[name],
      code: await readFile(join(dir, manifest[name]), 'utf8'),
    })),
  )
}

/** The scripts the server serves: the built ones in production, else bundled from source. */
export async function loadBrowserScripts(config: Config, log: FastifyBaseLogger): Promise<BuiltScript[]> {
  try {
    // Outside production (tsx, tests) they are bundled from source once, the way the build does it.
    return config.NODE_ENV === 'production' ? await readBuiltScripts() : await bundleBrowserScripts(PROJECT_ROOT)
  } catch (error) {
    // The pages work without them (links and forms need no script): say so once and go on.
    log.warn({ err: error }, 'the browser scripts are not available; pages are served without them')
    return []
  }
}
