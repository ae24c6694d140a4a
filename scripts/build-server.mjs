// Bundles the server entry points into dist/server; packages stay external and load from node_modules.
// Also bundles the public page's enhancement script into dist/public (served content-hashed).
import { build } from 'esbuild'

await Promise.all([
  build({
    entryPoints: ['src/server/main.ts'],
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: true,
    logLevel: 'warning',
  }),
  // Keep these options in step with bundleFromSource() in src/server/routes/sharing/message-flow-script.ts.
  build({
    entryPoints: ['src/ui/enhance/message-flow.ts'],
    outfile: 'dist/public/message-flow.js',
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    logLevel: 'warning',
  }),
])
