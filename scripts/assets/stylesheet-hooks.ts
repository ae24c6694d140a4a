// Node module hooks for the stylesheet import, for source that runs in tsx (`npm run dev`):
// `scripts/dev-server.ts` registers them.
import { fileURLToPath } from 'node:url'
import type { LoadHook, ResolveHook } from 'node:module'
import { STYLESHEET_QUERY, stylesheetModule } from './stylesheets.js'

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  if (!specifier.endsWith(`.css${STYLESHEET_QUERY}`) || !context.parentURL) return nextResolve(specifier, context)
  // The file as any import finds it (tsx applies tsconfig.json's aliases), then this module's own URL.
  const { url } = await nextResolve(specifier.slice(0, -STYLESHEET_QUERY.length), context)
  return { url: `${url}${STYLESHEET_QUERY}`, shortCircuit: true }
}

export const load: LoadHook = (url, context, nextLoad) => {
  if (!url.endsWith(`.css${STYLESHEET_QUERY}`)) return nextLoad(url, context)
  const file = fileURLToPath(url.slice(0, -STYLESHEET_QUERY.length))
  return { format: 'module', source: stylesheetModule(file), shortCircuit: true }
}
