import { defineConfig } from 'vitest/config'
import { viteStylesheets } from './scripts/assets/stylesheet-plugins.js'

// Four projects so that `scripts/test.mjs` can run and count each suite on its own. Each resolves
// the import aliases of tsconfig.json; those that load our source load stylesheet imports as the
// build does (scripts/assets/stylesheets.ts).
const plugins = [viteStylesheets()]
const resolve = { tsconfigPaths: true }

export default defineConfig({
  test: {
    projects: [
      {
        plugins,
        resolve,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', maxWorkers: 2 },
      },
      {
        plugins,
        resolve,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/helpers/migrated-dump.ts'],
          // Each file builds its own app on its own database, so the files need no fresh module
          // graph of their own: reusing the worker's saves importing the server 40 times.
          isolate: false,
          // Vitest leaves a core free by default; these files mostly wait on child processes,
          // timers and the database, so two at a time finish sooner even on two cores.
          maxWorkers: 2,
        },
      },
      {
        plugins,
        resolve,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two files at a time: a file's browser, server and test process keep about half a core busy
          // (editor.test.ts: 27 s of CPU in 64 s), so on 2 cores the project takes 340 s instead of 580 s.
          maxWorkers: 2,
          // One more try for a test that fails in a real browser on a loaded machine; `npm test`
          // names every test that needed it (ADR 0040).
          retry: 1,
          // expect.poll's own 1 s is shorter than a page load on a slow hour's machine (a retry
          // caught an inbox still empty); a poll that holds ends as soon as it holds.
          expect: { poll: { timeout: 10_000 } },
          // The build check first; then the migrated data directory the files copy (not for 'multi').
          globalSetup: ['e2e/global-setup.ts', 'e2e/template-data-dir.ts'],
        },
      },
      {
        // Two built instances behind a proxy on Postgres, Redis and S3 (needs TEST_DATABASE_URL).
        resolve,
        test: {
          name: 'multi',
          include: ['tests/multi/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
})
