#!/usr/bin/env node
// The operator CLI runs from source through tsx, so it never lags behind an old build. The
// project's tsconfig.json (its import aliases) applies wherever the CLI is started from.
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) })
await import('../src/server/cli.ts')
