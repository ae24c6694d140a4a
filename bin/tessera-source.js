// The operator CLI from its TypeScript sources, through tsx: what bin/tessera.js runs when the
// build is not current. The project's tsconfig.json (its import aliases) applies wherever the CLI
// is started from.
import { register as registerHooks } from 'node:module'
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) })
// `grid export --static` renders a public page, whose components import their stylesheets as text
// (ADR 0011); the build inlines them, the sources need these hooks (as `npm run dev` does).
if (process.argv[2] === 'grid') registerHooks('../scripts/assets/stylesheet-hooks.ts', import.meta.url)
await import('../src/server/cli.ts')
