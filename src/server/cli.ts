import { Command, InvalidArgumentError } from 'commander'
import pino from 'pino'
import { createAuth } from './auth/auth.js'
import { resolveAuthSecret } from './auth/secret.js'
import { ConfigError, loadConfig, type Config } from './config.js'
import { openDatabase, type Database } from './db/client.js'
import { DataDirLockedError } from './db/lock.js'
import { AppError } from './errors.js'
import { createMailer } from './mail/mailer.js'
import { registerAccount } from './services/accounts.js'
import { ensureDemoGrid } from './services/demo.js'
import { applyPlan } from './services/plans.js'
import { deleteUserByName, listUsers, setSuspended, userIdOf } from './services/users.js'

/** Opens the configured database for one command and always closes it. */
async function withDatabase<T>(work: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig()
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR })
  try {
    await database.migrate()
    return await work(database, config)
  } finally {
    await database.close()
  }
}

function authFor(database: Database, config: Config) {
  const log = pino({ level: 'warn' })
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log })
  const secret = resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR)
  return createAuth({ db: database.db, secret, baseUrl: config.baseUrl, mailer, log })
}

const program = new Command('tessera').description('Operate a Tessera installation.').showHelpAfterError()

program
  .command('migrate')
  .description('apply the database migrations in drizzle/')
  .action(() => withDatabase(async (database) => console.log(`Migrations applied (${database.driver}).`)))

const user = program.command('user').description('manage user accounts')

user
  .command('create')
  .description('create an account with the same rules as sign-up')
  .requiredOption('--email <email>')
  .requiredOption('--username <username>')
  .requiredOption('--password <password>')
  .option('--pro', 'give the account the Pro plan (comped)')
  .option('--verified', 'mark the email as verified (no mail is sent)')
  .action((options: { email: string; username: string; password: string; pro?: boolean; verified?: boolean }) =>
    withDatabase(async (database, config) => {
      const auth = authFor(database, config)
      const account = await registerAccount(database.db, auth, {
        email: options.email,
        username: options.username,
        password: options.password,
        repeatPassword: options.password,
        plan: options.pro ? 'pro' : 'free',
        verified: Boolean(options.verified),
      })
      if (!options.verified) await auth.sendVerification(account.email, account.username)
      console.log(`Created ${account.username} <${account.email}>${options.pro ? ' on Pro' : ''}.`)
    }),
  )

for (const [name, suspended] of [
  ['suspend', true],
  ['unsuspend', false],
] as const) {
  user
    .command(`${name} <username>`)
    .description(suspended ? 'block sign-in and hide the user’s pages' : 'lift a suspension')
    .action((username: string) =>
      withDatabase(async (database) => {
        await setSuspended(database.db, username, suspended)
        console.log(`${username} is ${suspended ? 'suspended' : 'active again'}.`)
      }),
    )
}

user
  .command('delete <username>')
  .description('delete the account with its grids and messages')
  .action((username: string) =>
    withDatabase(async (database) => {
      await deleteUserByName(database.db, username)
      console.log(`${username} deleted.`)
    }),
  )

const parsePlan = (value: string) => {
  if (value !== 'free' && value !== 'pro') throw new InvalidArgumentError('plan must be "free" or "pro".')
  return value
}

user
  .command('set-plan')
  .argument('<username>')
  .argument('<plan>', 'free or pro', parsePlan)
  .description('grant or remove Pro by hand (a downgrade deactivates all but the profile grid)')
  .action((username: string, plan: 'free' | 'pro') =>
    withDatabase(async (database) => {
      await applyPlan(database.db, await userIdOf(database.db, username), plan)
      console.log(`${username} is now on ${plan === 'pro' ? 'Pro' : 'Free'}.`)
    }),
  )

user
  .command('list')
  .description('list all accounts')
  .action(() =>
    withDatabase(async (database) => {
      const rows = await listUsers(database.db)
      console.table(
        rows.map((row) => ({
          username: row.username,
          email: row.email,
          plan: row.plan,
          verified: row.verified,
          suspended: Boolean(row.suspended),
        })),
      )
    }),
  )

const seed = program.command('seed').description('fill the database with sample data')
seed
  .command('demo')
  .description('create the demo user and its active profile grid "demo" with every tile type')
  .action(() =>
    withDatabase(async (database) => {
      await ensureDemoGrid(database.db)
      console.log('Demo grid ready at /demo.')
    }),
  )

program.parseAsync().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AppError
  console.error(`tessera: ${known ? (error as Error).message : String((error as Error).stack ?? error)}`)
  process.exit(1)
})
