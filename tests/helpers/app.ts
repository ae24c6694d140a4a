import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import inject from 'light-my-request'
import { build, type BuildOptions } from '@server/app.js'
import type { Database } from '@server/db/client.js'
import { loadConfig } from '@server/config.js'
import { openDatabase } from '@server/db/client.js'
import { profiles } from '@server/db/schema.js'
import type { FastifyZodInstance } from '@server/types.js'
import { openTestDatabase } from './database.js'
import { startMailbox, type Mailbox } from './mailbox.js'

export const TEST_ORIGIN = 'http://localhost:3000'
export const TEST_PASSWORD = 'Secret#2024'

const randomOctet = () => Math.floor(Math.random() * 256)

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Speaks HTTP to the app like a browser on our origin would: JSON bodies, Origin header, cookies. */
export class TestClient {
  constructor(
    private readonly app: FastifyZodInstance,
    public cookie = '',
    /** Each client is its own visitor, with its own address (rate limits count per address). */
    readonly remoteAddress = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`,
  ) {}

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: { origin: TEST_ORIGIN, ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    }
    if (body !== undefined) options.payload = body as InjectOptions['payload']
    const res = await this.app.inject(options)
    this.remember(res)
    return res
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers)
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body ?? {}, headers)
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {})
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body ?? {})
  delete = (url: string, body?: unknown) => this.request('DELETE', url, body)

  private remember(res: LightMyRequestResponse) {
    const jar = new Map(
      this.cookie
        ? this.cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])
        : [],
    )
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name)
      else jar.set(cookie.name, cookie.value)
    }
    this.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

export interface SignedUpUser extends TestClient {
  id: string
  username: string
  email: string
}

export interface TestApp extends FastifyZodInstance {
  /** The Postgres database's address (undefined on PGlite), for a second instance on it. */
  databaseUrl: string | undefined
  mailbox: Mailbox
  /** A new visitor, from a random IPv4 address unless given one. */
  client(remoteAddress?: string): TestClient
  /** Registers through the API, follows the verification mail, signs in. */
  signUp(username: string, options?: { plan?: 'free' | 'pro'; email?: string }): Promise<SignedUpUser>
}

/**
 * Builds the real app on a fresh migrated database and a real local SMTP server; close it in afterAll.
 * With `sameDatabaseAs` (Postgres only), a second instance on another app's database, with its own
 * connections, as another process would have; close it before that app.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'stripeClient' | 'keysPerLimit' | 'logger' | 'now' | 'onRoute'> & {
    database?: Database & { url?: string }
    sameDatabaseAs?: TestApp
  } = {},
): Promise<TestApp> {
  const { sameDatabaseAs, database: givenDatabase, ...buildOptions } = options
  if (sameDatabaseAs && !sameDatabaseAs.databaseUrl) throw new Error('a second instance needs Postgres')
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-test-'))
  const mailbox = await startMailbox()
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BASE_URL: TEST_ORIGIN,
    SMTP_URL: mailbox.url,
    ...env,
  })
  const database =
    givenDatabase ??
    (sameDatabaseAs
      ? Object.assign(await openDatabase({ url: sameDatabaseAs.databaseUrl! }), { url: sameDatabaseAs.databaseUrl })
      : await openTestDatabase())
  const app = await build({ config, database, logger: false, ...buildOptions })
  app.addHook('onClose', async () => {
    await mailbox.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  await app.ready()
  // Requests enter where a connection's would, at the HTTP server's listener: the public pages'
  // fast path first, then Fastify (Fastify's own inject would start past the fast path).
  const viaServer = (options: InjectOptions) =>
    inject((request, response) => app.server.emit('request', request, response), options)
  Object.assign(app, { inject: viaServer })

  const client = (remoteAddress?: string) => new TestClient(app, '', remoteAddress)

  async function signUp(username: string, options: { plan?: 'free' | 'pro'; email?: string } = {}) {
    const email = options.email ?? `${username.toLowerCase()}@example.com`
    const user = client()
    const registered = await user.post('/api/account/register', {
      email,
      username,
      password: TEST_PASSWORD,
      repeatPassword: TEST_PASSWORD,
    })
    if (registered.statusCode !== 201) throw new Error(`sign-up failed: ${registered.body}`)
    // Pro before the session exists, so the session starts with the plan rather than learning it
    // from the change's announcement (a moment later on Postgres).
    if (options.plan === 'pro') {
      await app.db.update(profiles).set({ plan: 'pro' }).where(eq(profiles.username, username.toLowerCase()))
    }
    const link = new URL(await mailbox.linkFrom(email, /Verify your email/))
    // The mailed link signs in the browser that signed up (ADR 0050).
    await user.get(link.pathname + link.search)
    const signedIn = await user.get('/api/account/me')
    if (signedIn.statusCode !== 200) throw new Error(`sign-in by the verification link failed: ${signedIn.body}`)
    const id = signedIn.json().id as string
    return Object.assign(user, { id, username: username.toLowerCase(), email })
  }

  return Object.assign(app, { databaseUrl: database.url, mailbox, client, signUp })
}
