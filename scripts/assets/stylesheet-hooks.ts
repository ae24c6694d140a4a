// Node module hooks for the stylesheet import, for source that runs in tsx (`npm run dev`):
// `tsx watch --import ./scripts/assets/register-stylesheets.ts src/server/main.ts`.
import { fileURLToPath } from 'node:url'
import type { LoadHook, ResolveHook } from 'node:module'
import { STYLESHEET_QUERY, stylesheetModule } from './stylesheets.js'

export const resolve: ResolveHook = (specifier, context, nextResolve) => {
  if (!specifier.endsWith(`.css${STYLESHEET_QUERY}`) || !context.parentURL) return nextResolve(specifier, context)
  return { url: new URL(specifier, context.parentURL).href, shortCircuit: true }
}

export const load: LoadHook = (url, context, nextLoad) => {
  if (!url.endsWith(`.css${STYLESHEET_QUERY}`)) return nextLoad(url, context)
  const file = fileURLToPath(url.slice(0, -STYLESHEET_QUERY.length))
  return { format: 'module', source: stylesheetModule(file), shortCircuit: true }
}
