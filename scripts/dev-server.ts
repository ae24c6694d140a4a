// The server of `npm run dev`, run from source by `tsx watch`. It registers the stylesheet import
// hooks (stylesheet-hooks.ts) itself rather than through `node --import`: worker threads inherit
// the command line's flags, and the embedded database's thread (ADR 0043) cannot load a
// TypeScript file named there.
import { register } from 'node:module'

register('./assets/stylesheet-hooks.ts', import.meta.url)
await import('../src/server/main.js')
