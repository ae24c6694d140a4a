// The stylesheet import (scripts/assets/stylesheets.ts) for each bundler that loads our source.
import type { Plugin as EsbuildPlugin } from 'esbuild'
import type { Plugin as VitePlugin } from 'vite'
import { STYLESHEET_QUERY, stylesheetModule } from './stylesheets.js'

// The module's id must not end in `.css`: Vite and Vitest treat such ids as stylesheets of their own.
const VIRTUAL_PREFIX = '\0tessera-stylesheet:'
const VIRTUAL_SUFFIX = '.js'

/**
 * Vite and Vitest: runs before Vite's own CSS handling, so the app, the tests and the server all
 * get the same string for the same file. The file is watched: an edit reloads the importer.
 */
export function viteStylesheets(): VitePlugin {
  return {
    name: 'tessera-stylesheets',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.css${STYLESHEET_QUERY}`) || !importer) return null
      const file = source.slice(0, -STYLESHEET_QUERY.length)
      const resolved = await this.resolve(file, importer, { skipSelf: true })
      return resolved ? VIRTUAL_PREFIX + resolved.id + VIRTUAL_SUFFIX : null
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null
      const file = id.slice(VIRTUAL_PREFIX.length, -VIRTUAL_SUFFIX.length)
      this.addWatchFile(file)
      return stylesheetModule(file)
    },
  }
}

/** esbuild (the server bundle): the minified CSS is inlined into the bundle as a string. */
export function esbuildStylesheets(): EsbuildPlugin {
  return {
    name: 'tessera-stylesheets',
    setup(build) {
      build.onResolve({ filter: /\.css\?inline$/ }, async ({ path, importer, resolveDir, kind }) => {
        // The file as any import finds it (esbuild applies tsconfig.json's aliases).
        const file = await build.resolve(path.slice(0, -STYLESHEET_QUERY.length), { importer, resolveDir, kind })
        return file.errors.length > 0 ? { errors: file.errors } : { path: file.path, namespace: 'tessera-stylesheet' }
      })
      build.onLoad({ filter: /.*/, namespace: 'tessera-stylesheet' }, (args) => ({
        contents: stylesheetModule(args.path),
        loader: 'js',
        watchFiles: [args.path],
      }))
    },
  }
}
