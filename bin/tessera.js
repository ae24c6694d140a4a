#!/usr/bin/env node
// The operator CLI runs from source through tsx, so it never lags behind an old build.
import { register } from 'tsx/esm/api'

register()
await import('../src/server/cli.ts')
