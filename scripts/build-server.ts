// Bundles the server entry points into dist/server; packages stay external and load from node_modules,
// except BUNDLED_PACKAGES.
// The threads of the embedded database and of drawing pictures (plain JavaScript) are copied beside them,
// where the bundle looks for them.
// Stylesheet imports are compiled into the bundle; the browser scripts of the server-rendered pages
// go to dist/public/scripts, content-hashed, with their manifest (src/server/public-pages/browser-scripts.ts).
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { BUILT_SCRIPTS_DIR, bundleBrowserScripts, SCRIPTS_MANIFEST } from '@server/public-pages/browser-scripts.js'
import { esbuildStylesheets } from './assets/stylesheet-plugins.js'

/**
 * Packages of which the server uses a few exports out of thousands: bundled, only those are kept.
 * Loaded from node_modules, each would be read whole at start, every icon of simple-icons and every
 * function of date-fns, some 45 MB of the server's memory for a few kB used (ADR 0057); better-auth
 * and drizzle-orm, some 540 modules resolved and linked one by one, kysely's among them (ADR 0078).
 */
const BUNDLED_PACKAGES = new Set(['simple-icons', 'date-fns', 'better-auth', 'drizzle-orm'])

/** Every other package the project names, and its subpaths (`react-dom/server`). */
function externalPackages(): string[] {
  const { dependencies, devDependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as Record<
    string,
    Record<string, string>
  >
  return Object.keys({ ...dependencies, ...devDependencies })
    .filter((name) => !BUNDLED_PACKAGES.has(name))
    .flatMap((name) => [name, `${name}/*`])
}

async function buildBrowserScripts() {
  const scripts = await bundleBrowserScripts(process.cwd())
  rmSync(BUILT_SCRIPTS_DIR, { recursive: true, force: true })
  mkdirSync(BUILT_SCRIPTS_DIR, { recursive: true })
  for (const script of scripts) writeFileSync(join(BUILT_SCRIPTS_DIR, script.fileName), script.code)
  const manifest = Object.fromEntries(scripts.map((script) => [script.name, script.fileName]))
  writeFileSync(join(BUILT_SCRIPTS_DIR, SCRIPTS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
}

const startedAt = Date.now()
// Chunk names change with their content: an earlier build's would stay beside this one's.
rmSync('dist/server', { recursive: true, force: true })
await Promise.all([
  build({
    // The server, and the operator CLI of the same release (`node dist/server/cli.js`).
    entryPoints: ['src/server/main.ts', 'src/server/cli.ts'],
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // A dynamic import() of our own module loads it then, from a chunk of its own, rather than with
    // the entry: the server loads its modules while the embedded database opens (ADR 0072). Chunks
    // sit beside the entries, where the threads' files and the paths found from import.meta.url are.
    splitting: true,
    external: externalPackages(),
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [esbuildStylesheets()],
    // Every instance of this release agrees on it: Last-Modified never moves back past a release.
    define: { __TESSERA_BUILT_AT__: JSON.stringify(new Date().toISOString()) },
  }),
  buildBrowserScripts(),
])
copyFileSync('src/server/db/pglite-thread.mjs', 'dist/server/pglite-thread.mjs')
copyFileSync('src/server/db/pglite-extensions.mjs', 'dist/server/pglite-extensions.mjs')
copyFileSync('src/server/images/draw-thread.mjs', 'dist/server/draw-thread.mjs')
// Last: bin/tessera.js runs this build's CLI only when the build finished and no source changed
// after it began (ADR 0079).
writeFileSync('dist/server/build.json', `${JSON.stringify({ startedAt })}\n`)
