import { rmSync } from 'node:fs'
import type { APIResponse, Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import { startMailbox, type Mailbox } from '../../tests/helpers/mailbox.js'
import { startServer, type RunningServer } from '../../tests/helpers/server.js'
import { createAccount, type Account } from './accounts.js'
import { launchBrowser } from './browser.js'
import { newDataDir } from './data-dir.js'

/**
 * The embedded database; x-forwarded-for trusted, so that each account and visitor a test makes
 * comes from an address of its own and the per-address limits stay out of the way; the payment
 * sandbox, through which a new account becomes Pro in one call (a production server needs it
 * allowed in so many words).
 */
const SITE_ENV = {
  DATABASE_URL: '',
  STRIPE_SECRET_KEY: '',
  STRIPE_WEBHOOK_SECRET: '',
  TRUST_PROXY: 'true',
  PAYMENTS: 'sandbox',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
}

/** An account of a test's own, signed in within a browser context of its own. */
export interface Owner extends Account {
  context: BrowserContext
  /** A page of the owner's context, not yet on any address. */
  page: Page
  /** The messages of errors thrown in the owner's pages. */
  pageErrors: string[]
  /** Same-origin API calls with the owner's session (paths from the site's root). */
  api: {
    get: (path: string) => Promise<APIResponse>
    post: (path: string, data?: unknown) => Promise<APIResponse>
    put: (path: string, data: unknown) => Promise<APIResponse>
    patch: (path: string, data: unknown) => Promise<APIResponse>
    delete: (path: string) => Promise<APIResponse>
  }
  /** Saves what `change` makes of the owner's profile grid through the editor's content API. */
  saveContent: (change: (content: GridContent) => GridContent) => Promise<void>
}

export interface Site {
  readonly server: RunningServer
  readonly browser: Browser
  readonly mailbox: Mailbox
  /** The server's embedded database, for the operator's CLI while the server is stopped. */
  readonly dataDir: string
  url: (path: string) => string
  /** A new verified account made through the API (Pro through the payment sandbox), signed in in a new context. */
  newOwner: (options?: { pro?: boolean; prefix?: string; contextOptions?: BrowserContextOptions }) => Promise<Owner>
  /** A browser context closed after the test, for a visitor or another window. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
  /** A visitor's message to the grid's tile 'ask', sent from this address without a session. */
  sendMessage: (grid: string, forwardedFor: string, body: { message: string; author?: string }) => Promise<void>
  /** Stops the server for `work` (the CLI, which needs the embedded database alone), then starts it again. */
  whileStopped: <T>(work: () => T | Promise<T>) => Promise<T>
}

/**
 * What the tests of one file share: the built server on a data directory of its own, Chromium and a
 * mailbox, started before the file's (or the describe block's) first test and stopped after its
 * last. Nothing else is shared: each test makes its accounts, grids and browser contexts through
 * the site, and the contexts are closed after it, so that any test runs alone and a retry starts
 * afresh (ADR 0040).
 */
export function useSite({
  name,
  env = {},
  browserArgs = [],
}: {
  name: string
  env?: Record<string, string>
  /** Chromium's extra command-line switches (a custom domain's `--host-resolver-rules`). */
  browserArgs?: string[]
}): Site {
  const started: { server?: RunningServer; browser?: Browser; mailbox?: Mailbox; dataDir?: string } = {}
  const contexts: BrowserContext[] = []
  let accounts = 0

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the site's ${what} is not started (useSite's beforeAll)`)
    return value
  }
  const start = (dataDir: string, mailbox: Mailbox, port?: string) =>
    startServer({
      ...SITE_ENV,
      SMTP_URL: mailbox.url,
      ...env,
      DATA_DIR: dataDir,
      ...(port ? { PORT: port } : {}),
    })

  beforeAll(async () => {
    started.dataDir = newDataDir(name)
    started.mailbox = await startMailbox()
    ;[started.server, started.browser] = await Promise.all([
      start(started.dataDir, started.mailbox),
      launchBrowser(browserArgs),
    ])
  })

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  })

  afterAll(async () => {
    await started.browser?.close()
    await started.server?.stop()
    await started.mailbox?.close()
    if (started.dataDir) rmSync(started.dataDir, { recursive: true, force: true })
  })

  const site: Site = {
    get server() {
      return need(started.server, 'server')
    },
    get browser() {
      return need(started.browser, 'browser')
    },
    get mailbox() {
      return need(started.mailbox, 'mailbox')
    },
    get dataDir() {
      return need(started.dataDir, 'data directory')
    },
    url: (path) => `${site.server.baseUrl}${path}`,

    async newContext(options = {}) {
      const context = await site.browser.newContext(options)
      contexts.push(context)
      return context
    },

    async newOwner({ pro = false, prefix = 'owner', contextOptions = {} } = {}) {
      accounts += 1
      const forwardedFor = `198.18.${accounts >> 8}.${accounts & 255}`
      const baseUrl = site.server.baseUrl
      const account = await createAccount(baseUrl, site.mailbox, { prefix, forwardedFor })
      const login = await fetch(site.url('/api/account/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: account.email, password: account.password }),
      })
      expect(login.status, await login.text()).toBe(200)
      const context = await site.newContext(contextOptions)
      await context.addCookies(
        login.headers.getSetCookie().map((cookie) => {
          const pair = cookie.split(';')[0]!
          const index = pair.indexOf('=')
          return { name: pair.slice(0, index), value: pair.slice(index + 1), url: baseUrl }
        }),
      )
      const pageErrors: string[] = []
      context.on('page', (page) => page.on('pageerror', (error) => pageErrors.push(error.message)))
      const page = await context.newPage()
      const headers = { origin: baseUrl }
      const api: Owner['api'] = {
        get: (path) => context.request.get(site.url(path)),
        post: (path, data) => context.request.post(site.url(path), { data, headers }),
        put: (path, data) => context.request.put(site.url(path), { data, headers }),
        patch: (path, data) => context.request.patch(site.url(path), { data, headers }),
        delete: (path) => context.request.delete(site.url(path), { headers }),
      }
      if (pro) {
        const bought = await api.post('/api/billing/sandbox/complete-checkout')
        expect(bought.status(), await bought.text()).toBe(200)
      }
      const contentPath = `/api/grids/${account.username}/content`
      const saveContent = async (change: (content: GridContent) => GridContent) => {
        const content = (await (await api.get(contentPath)).json()) as GridContent
        const saved = await api.put(contentPath, change(content))
        expect(saved.status(), await saved.text()).toBe(200)
      }
      return { ...account, context, page, pageErrors, api, saveContent }
    },

    async sendMessage(grid, forwardedFor, body) {
      const sent = await fetch(site.url(`/api/grids/${grid}/messages`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.server.baseUrl, 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ tileId: 'ask', ...body }),
      })
      expect(sent.status, await sent.text()).toBe(201)
    },

    async whileStopped(work) {
      const { port } = new URL(site.server.baseUrl)
      await site.server.stop()
      started.server = undefined
      try {
        return await work()
      } finally {
        // The same port: the open pages' session cookies and addresses stay valid.
        started.server = await start(site.dataDir, site.mailbox, port)
      }
    },
  }
  return site
}
