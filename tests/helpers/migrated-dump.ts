import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { MIGRATIONS_DIR } from '@server/paths.js'
import { PGLITE_EXTENSIONS } from '@server/db/pglite-extensions.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDumpPath: string
  }
}

/**
 * Vitest global setup: migrates one embedded database and writes its dump, from which every test
 * file's database starts (tests/helpers/database.ts). A fresh PGlite spends most of its start in
 * initdb; loading a dump skips that and the migrations.
 */
export default async function writeMigratedDump(project: TestProject) {
  const directory = mkdtempSync(join(tmpdir(), 'tessera-migrated-'))
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS })
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR })
    const path = join(directory, 'migrated.tar')
    writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
    project.provide('migratedDumpPath', path)
  } finally {
    await client.close()
  }
  return () => rmSync(directory, { recursive: true, force: true })
}
