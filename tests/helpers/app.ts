import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from '../../src/server/app.js'
import { loadConfig, type Config } from '../../src/server/config.js'
import type { FastifyZodInstance } from '../../src/server/types.js'
import { openTestDatabase } from './database.js'

export interface TestApp extends FastifyZodInstance {
  config: Config
}

/** Builds the real app on a fresh migrated database; close it in afterAll. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BASE_URL: 'http://localhost:3000',
    ...env,
  })
  const database = await openTestDatabase()
  const app = await build({ config, database, logger: false })
  app.addHook('onClose', () => rmSync(dataDir, { recursive: true, force: true }))
  await app.ready()
  return Object.assign(app, { config })
}
