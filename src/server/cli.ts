import { randomBytes } from 'node:crypto'
import { Command, InvalidArgumentError } from 'commander'
import { addDays } from 'date-fns'
import { GRID_NAME_MESSAGES } from '@domain/grid-names.js'
import { IMPORT_MESSAGES, ImportFormat } from '@domain/imports/formats.js'
import { forTerminal, sayPhrase } from '@domain/text.js'
import { ConfigError, loadConfig, type Config } from './config.js'
import type { Database } from './db/client.js'
import { DataDirLockedError } from './db/lock.js'
import { AppError } from './errors.js'
import type { Storage } from './storage/storage.js'
import { UNUSED_UPLOAD_HOURS, UNVERIFIED_ACCOUNT_DAYS } from './services/cleanup-ages.js'
import { DEMO_EMAIL, DEMO_PASSWORD } from './services/demo-account.js'

// Each command imports what it needs when it runs: an operator's command (and each test of the
// CLI) then loads the modules of one command, not those of all (better-auth, sharp, the S3 client
// and nodemailer together took most of a command's start-up), and `--help` loads no database.

/** Opens the configured database for one command and always closes it. */
async function withDatabase<T>(work: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig()
  const { openDatabase } = await import('./db/client.js')
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.DATA_DIR })
  try {
    await database.migrate()
    return await work(database, config)
  } finally {
    await database.close()
  }
}

async function authFor(database: Database, config: Config) {
  const [{ default: pino }, { createMailer }, { resolveAuthSecret }, { createAuth }] = await Promise.all([
    import('pino'),
    import('./mail/mailer.js'),
    import('./auth/secret.js'),
    import('./auth/auth.js'),
  ])
  const log = pino({ level: 'warn' })
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    log,
    production: config.NODE_ENV === 'production',
  })
  const secret = resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR)
  return createAuth({ db: database.db, secret, baseUrl: config.baseUrl, mailer, log })
}

/** The configured uploads' storage, logging files it fails to delete; closed after `work`. */
async function withStorage<T>(config: Config, work: (storage: Storage) => Promise<T>): Promise<T> {
  const [{ default: pino }, { createStorage, logDeleteFailures }] = await Promise.all([
    import('pino'),
    import('./storage/plugin.js'),
  ])
  const storage = logDeleteFailures(await createStorage(config), pino({ level: 'warn' }))
  try {
    return await work(storage)
  } finally {
    await storage.close?.()
  }
}

const program = new Command('tessera').description('Operate a Tessera installation.').showHelpAfterError()

program
  .command('migrate')
  .description('apply the database migrations in drizzle/')
  .action(() => withDatabase(async (database) => console.log(`Migrations applied (${database.driver}).`)))

const user = program.command('user').description('manage user accounts')

/** The first line of standard input (a password piped in, or typed when stdin is a terminal). */
async function firstLineOfStdin(): Promise<string> {
  let text = ''
  process.stdin.setEncoding('utf8')
  for await (const chunk of process.stdin) {
    text += String(chunk)
    if (text.includes('\n') || text.length > 4096) break
  }
  return text.split(/\r?\n/)[0] ?? ''
}

interface PasswordOptions {
  password?: string
  passwordStdin?: boolean
}

/**
 * The new account's password: from standard input or TESSERA_PASSWORD, so that it need not sit in
 * the shell history or the process list, or from --password.
 */
async function passwordFrom(options: PasswordOptions): Promise<string> {
  if (options.password !== undefined && options.passwordStdin) {
    throw new AppError(400, 'PASSWORD_TWICE', 'Give the password one way: --password or --password-stdin.')
  }
  const password = options.passwordStdin ? await firstLineOfStdin() : (options.password ?? process.env.TESSERA_PASSWORD)
  if (!password) {
    throw new AppError(
      400,
      'PASSWORD_MISSING',
      'Give the password on standard input with --password-stdin, in TESSERA_PASSWORD, or with --password.',
    )
  }
  return password
}

user
  .command('create')
  .description('create an account with the same rules as sign-up')
  .requiredOption('--email <email>')
  .requiredOption('--username <username>')
  .option('--password-stdin', 'read the password from the first line of standard input')
  .option('--password <password>', 'the password (visible to other users of this machine: prefer the others)')
  .option('--pro', 'give the account the Pro plan (comped)')
  .option('--verified', 'mark the email as verified (no mail is sent)')
  .addHelpText('after', '\nWithout --password-stdin or --password, the password is read from TESSERA_PASSWORD.')
  .action(async (options: { email: string; username: string; pro?: boolean; verified?: boolean } & PasswordOptions) => {
    // Before the database opens: a command without a password fails at once and touches nothing.
    const password = await passwordFrom(options)
    return withDatabase(async (database, config) => {
      const [auth, { registerAccount }, { applyPlan }] = await Promise.all([
        authFor(database, config),
        import('./services/accounts.js'),
        import('./services/plans.js'),
      ])
      const account = await registerAccount(database.db, auth, {
        email: options.email,
        username: options.username,
        password,
        repeatPassword: password,
        plan: options.pro ? 'pro' : 'free',
        verified: Boolean(options.verified),
      })
      if (options.pro) await applyPlan(database.db, account.userId, 'pro', 'comp')
      if (!options.verified) await auth.sendVerification(account.email, account.username, account.locale)
      console.log(`Created ${account.username} <${account.email}>${options.pro ? ' on Pro' : ''}.`)
    })
  })

for (const [name, suspended] of [
  ['suspend', true],
  ['unsuspend', false],
] as const) {
  user
    .command(`${name} <username>`)
    .description(suspended ? 'block sign-in and hide the user’s pages' : 'lift a suspension')
    .action((username: string) =>
      withDatabase(async (database) => {
        const { setSuspended } = await import('./services/users.js')
        await setSuspended(database.db, username, suspended)
        console.log(`${username} is ${suspended ? 'suspended' : 'active again'}.`)
      }),
    )
}

user
  .command('delete <username>')
  .description('delete the account with its grids, messages and uploaded images')
  .action((username: string) =>
    withDatabase(async (database, config) => {
      const { deleteUserByName } = await import('./services/users.js')
      await withStorage(config, (storage) => deleteUserByName(database.db, username, storage))
      console.log(`${username} deleted.`)
    }),
  )

function parseDays(value: string) {
  const days = Number(value)
  if (!Number.isFinite(days) || days < 0 || days > 3660)
    throw new InvalidArgumentError('days must be a number from 0 to 3660.')
  return days
}

const parsePlan = (value: string) => {
  if (value !== 'free' && value !== 'pro') throw new InvalidArgumentError('plan must be "free" or "pro".')
  return value
}

user
  .command('set-plan')
  .argument('<username>')
  .argument('<plan>', 'free or pro', parsePlan)
  .description('grant (comped) or remove Pro by hand (a downgrade deactivates all but the profile grid)')
  .action((username: string, plan: 'free' | 'pro') =>
    withDatabase(async (database) => {
      const [{ applyPlan }, { userIdOf }] = await Promise.all([
        import('./services/plans.js'),
        import('./services/users.js'),
      ])
      // Recorded as comped: billing never takes an operator's grant away.
      await applyPlan(database.db, await userIdOf(database.db, username), plan, 'comp')
      console.log(`${username} is now on ${plan === 'pro' ? 'Pro (comped)' : 'Free'}.`)
    }),
  )

user
  .command('list')
  .description('list all accounts')
  .action(() =>
    withDatabase(async (database) => {
      const { listUsers } = await import('./services/users.js')
      const rows = await listUsers(database.db)
      if (rows.length === 0) {
        console.log('No accounts yet. `npx tessera user create --help` shows how to create one.')
        return
      }
      console.table(
        rows.map((row) => ({
          username: forTerminal(row.username),
          email: forTerminal(row.email),
          plan: row.plan,
          verified: row.verified,
          suspended: Boolean(row.suspended),
        })),
      )
    }),
  )

program
  .command('cleanup')
  .description(
    `delete accounts unverified after ${UNVERIFIED_ACCOUNT_DAYS} days and uploads no grid shows after ${UNUSED_UPLOAD_HOURS} hours (the server does it every hour)`,
  )
  .action(() =>
    withDatabase(async (database, config) => {
      const { purgeUnverifiedAccounts, sweepUnusedUploads } = await import('./services/cleanup.js')
      const [accounts, files] = await withStorage(config, async (storage) => [
        await purgeUnverifiedAccounts(database.db, storage),
        await sweepUnusedUploads(database.db, storage),
      ])
      if (accounts === undefined || files === undefined) {
        console.log('A server is running the cleanup right now; nothing done.')
        return
      }
      console.log(`Deleted ${accounts} unverified accounts and ${files} unused uploads.`)
    }),
  )

const billing = program.command('billing').description('payments')
billing
  .command('advance-clock')
  .argument('<days>', 'how many days to move the sandbox forward', parseDays)
  .description('sandbox only: end or renew the subscriptions whose period ends within <days> days')
  .action((days: number) => {
    const { payments } = loadConfig()
    if (payments !== 'sandbox')
      throw new AppError(
        400,
        'NOT_SANDBOX',
        `advance-clock only works with the payment sandbox (${payments === 'stripe' ? 'STRIPE_SECRET_KEY is set' : 'payments are off'}).`,
      )
    return withDatabase(async (database) => {
      const { advanceSandboxClock } = await import('./billing/sandbox.js')
      const { ended, renewed } = await advanceSandboxClock(database.db, addDays(new Date(), days))
      console.log(`Sandbox clock advanced ${days} days: ${ended} subscriptions ended, ${renewed} renewed.`)
    })
  })

program
  .command('feedback')
  .description('read what users sent from the feedback page')
  .command('list')
  .description('print the stored feedback, newest first')
  .option('--limit <n>', 'how many entries', (value) => Number.parseInt(value, 10), 50)
  .action((options: { limit: number }) =>
    withDatabase(async (database) => {
      const { formatFeedback, listFeedback } = await import('./services/feedback.js')
      console.log(formatFeedback(await listFeedback(database.db, options.limit)))
    }),
  )

program
  .command('messages')
  .description('messages owners reported (ADR 0023)')
  .command('reported')
  .description('print reported messages, newest report first, with their authors')
  .option('--limit <n>', 'how many reports', (value) => Number.parseInt(value, 10), 50)
  .action((options: { limit: number }) =>
    withDatabase(async (database) => {
      const { formatReported, listReported } = await import('./services/moderation.js')
      console.log(formatReported(await listReported(database.db, options.limit)))
    }),
  )

const parseImportFormat = (value: string) => {
  const format = ImportFormat.safeParse(value)
  if (!format.success) throw new InvalidArgumentError(format.error.issues[0]!.message)
  return format.data
}

const grid = program.command('grid').description('bring pages in and take them out (ADR 0067)')
grid
  .command('import <grid> <file>')
  .description('add the tiles of an export to a grid and publish it; prints what was added and skipped')
  .requiredOption(
    '--format <format>',
    'linkstack, openbento, linktree (the page’s saved HTML) or tessera',
    parseImportFormat,
  )
  .action((gridName: string, file: string, options: { format: ImportFormat }) =>
    withDatabase(async (database, config) => {
      const { readImportFile } = await import('./services/import-file.js')
      const text = await readImportFile(file)
      const [{ importAndPublish }, { embedFetchSettings }] = await Promise.all([
        import('./services/grid-files.js'),
        import('./embeds/previews.js'),
      ])
      const plan = await withStorage(config, (storage) =>
        importAndPublish(database.db, storage, gridName, options.format, text, embedFetchSettings(config)),
      )
      const lines = [
        `Added ${plan.added.length} ${plan.added.length === 1 ? 'tile' : 'tiles'} to /${gridName}${plan.added.length > 0 ? ' and published it' : ''}.`,
        ...plan.added.map((label) => `  + ${sayPhrase(label)}`),
        ...(plan.skipped.length > 0 ? [`Skipped ${plan.skipped.length}:`] : []),
        ...plan.skipped.map((item) => `  - ${sayPhrase(item.item)}: ${sayPhrase(item.reason)}`),
      ]
      console.log(forTerminal(lines.join('\n')))
      if (plan.added.length === 0) throw new AppError(400, 'INVALID_IMPORT', IMPORT_MESSAGES.nothingToImport)
    }),
  )

grid
  .command('export <grid>')
  .description('write the published page as a static website, or the grid as a Tessera file')
  .option('--static <target>', 'a folder for index.html and its files, or a path ending in .zip')
  .option('--json <file>', 'the Tessera file (settings, both layouts, tiles and images)')
  .action((gridName: string, options: { static?: string; json?: string }) => {
    if (!options.static && !options.json) {
      throw new AppError(400, 'BAD_REQUEST', 'Say what to write: --static <dir|file.zip>, --json <file>, or both.')
    }
    return withDatabase(async (database, config) => {
      const [{ findGridForPage }, { staticSiteOf, writeSite }, { tesseraFileOfAnyGrid }, { writeFile }] =
        await Promise.all([
          import('./db/queries/public-grids.js'),
          import('./public-pages/static-site.js'),
          import('./services/grid-files.js'),
          import('node:fs/promises'),
        ])
      await withStorage(config, async (storage) => {
        if (options.json) {
          const file = await tesseraFileOfAnyGrid(database.db, storage, gridName, new Date())
          await writeFile(options.json, JSON.stringify(file))
          console.log(`Wrote the Tessera file of /${gridName} to ${options.json}.`)
        }
        if (options.static) {
          const page = await findGridForPage(database.db, gridName)
          if (!page) throw new AppError(404, 'NOT_FOUND', GRID_NAME_MESSAGES.notFound)
          const files = await staticSiteOf(database.db, storage, page, config.baseUrl, Date.now())
          await writeSite(files, options.static)
          console.log(`Wrote /${gridName} as a static website (${files.size} files) to ${options.static}.`)
        }
      })
    })
  })

const seed = program.command('seed').description('fill the database with sample data')
seed
  .command('demo')
  .description(
    `create the verified pro user demo (${DEMO_EMAIL} / ${DEMO_PASSWORD}; in production a random password) and its grid "demo"`,
  )
  .option('--force', 'run in production too, with a random password (printed)')
  .option(
    '--messages <count>',
    'messages to add, spread over the last 30 days',
    (value) => {
      const count = Number(value)
      if (!Number.isInteger(count) || count < 0) throw new InvalidArgumentError('must be a whole number.')
      return count
    },
    0,
  )
  .action((options: { messages: number; force?: boolean }) =>
    withDatabase(async (database, config) => {
      // The published password would let anyone who read the README into a production server.
      const production = config.NODE_ENV === 'production'
      if (production && !options.force) {
        throw new AppError(
          400,
          'DEMO_IN_PRODUCTION',
          'seed demo creates accounts you can sign in to; in production run it with --force (it then picks a random password and prints it).',
        )
      }
      const password = production ? `${randomBytes(12).toString('base64url')}#7` : DEMO_PASSWORD
      const [auth, { seedDemo }] = await Promise.all([authFor(database, config), import('./services/demo.js')])
      const { created } = await withStorage(config, (storage) =>
        seedDemo(database.db, auth, storage, {
          messages: options.messages,
          password,
          // A seed does not wait long on the network: offline, the embeds get drawn posters.
          embeds: { timeoutMs: Math.min(config.EMBED_FETCH_TIMEOUT_MS, SEED_EMBED_TIMEOUT_MS) },
        }),
      )
      console.log(`Demo grid ready at /demo${options.messages ? ` with ${options.messages} new messages` : ''}.`)
      if (created.length > 0) console.log(`Password of the new accounts (${created.join(', ')}): ${password}`)
    }),
  )

/** The longest a seed waits for an embed's preview (ADR 0064). */
const SEED_EMBED_TIMEOUT_MS = 2000

program.parseAsync().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AppError
  console.error(`tessera: ${known ? (error as Error).message : String((error as Error).stack ?? error)}`)
  process.exit(1)
})
