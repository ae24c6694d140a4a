import { Command } from 'commander'
import { ConfigError, loadConfig } from './config.js'
import { openDatabase, type Database } from './db/client.js'
import { DataDirLockedError } from './db/lock.js'
import { ensureDemoGrid } from './services/demo.js'

/** Opens the configured database for one command and always closes it. */
export async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig()
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR })
  try {
    return await work(database)
  } finally {
    await database.close()
  }
}

const program = new Command('tessera').description('Operate a Tessera installation.').showHelpAfterError()

program
  .command('migrate')
  .description('apply the database migrations in drizzle/')
  .action(() =>
    withDatabase(async (database) => {
      await database.migrate()
      console.log(`Migrations applied (${database.driver}).`)
    }),
  )

const seed = program.command('seed').description('fill the database with sample data')
seed
  .command('demo')
  .description('create the demo user and its active profile grid "demo" with every tile type')
  .action(() =>
    withDatabase(async (database) => {
      await database.migrate()
      await ensureDemoGrid(database.db)
      console.log('Demo grid ready at /demo.')
    }),
  )

program.parseAsync().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError
  console.error(`tessera: ${known ? (error as Error).message : String((error as Error).stack ?? error)}`)
  process.exit(1)
})
