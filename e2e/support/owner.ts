import { rmSync } from 'node:fs'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import { startServer, type RunningServer } from '../../tests/helpers/server.js'
import { E2E_PASSWORD } from './accounts.js'
import { launchBrowser } from './browser.js'
import { runBuiltCli } from './cli.js'
import { newDataDir } from './data-dir.js'

/** The embedded database, and x-forwarded-for trusted so that a test gives each visitor its own address. */
const OWNER_ENV = { DATABASE_URL: '', TRUST_PROXY: 'true' }

export interface OwnerSession {
  server: RunningServer
  /** The server's embedded database, for the operator's CLI once the server has stopped. */
  dataDir: string
  browser: Browser
  /** The owner's page, signed in at /home. */
  page: Page
  /** The messages of errors thrown in the owner's page. */
  pageErrors: string[]
  url: (path: string) => string
  /** Saves what `change` makes of the owner's grid through the editor's content API. */
  saveContent: (change: (content: GridContent) => GridContent) => Promise<void>
  /** A visitor's message to the owner's tile 'ask', sent from this address. */
  sendMessage: (forwardedFor: string, body: { message: string; author?: string }) => Promise<void>
  /** Closes the browser, stops the server and removes the data directory. */
  stop: () => Promise<void>
}

/** Makes the owner (`<owner>@example.com`, verified, with the tests' password) with the CLI, as an operator would. */
function createOwner(dataDir: string, owner: string, pro: boolean, env: Record<string, string>) {
  const args = ['user', 'create', '--email', `${owner}@example.com`, '--username', owner, '--verified']
  runBuiltCli(dataDir, { ...env, TESSERA_PASSWORD: E2E_PASSWORD }, ...args, ...(pro ? ['--pro'] : []))
}

/**
 * A fresh data directory with an owner made by the CLI (Pro unless said otherwise), the built server
 * and Chromium started on it (with `env` over OWNER_ENV), and the owner signed in through /login in a
 * page of its own.
 */
export async function startOwnerSession({
  owner,
  pro = true,
  env: moreEnv = {},
  contextOptions = {},
}: {
  owner: string
  pro?: boolean
  env?: Record<string, string>
  contextOptions?: BrowserContextOptions
}): Promise<OwnerSession> {
  const env = { ...OWNER_ENV, ...moreEnv }
  const dataDir = newDataDir(owner)
  let server: RunningServer | undefined
  let browser: Browser | undefined
  const stop = async () => {
    await browser?.close()
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    createOwner(dataDir, owner, pro, env)
    ;[server, browser] = await Promise.all([startServer({ ...env, DATA_DIR: dataDir }), launchBrowser()])
    const { baseUrl } = server
    const url = (path: string) => `${baseUrl}${path}`
    const page = await (await browser.newContext(contextOptions)).newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(url('/login'))
    await page.getByRole('textbox', { name: 'Email' }).fill(`${owner}@example.com`)
    await page.locator('input[type="password"]').first().fill(E2E_PASSWORD)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await page.waitForURL('**/home')

    const contentUrl = url(`/api/grids/${owner}/content`)
    const saveContent = async (change: (content: GridContent) => GridContent) => {
      const content = (await (await page.request.get(contentUrl)).json()) as GridContent
      const saved = await page.request.put(contentUrl, { data: change(content), headers: { origin: baseUrl } })
      expect(saved.status(), await saved.text()).toBe(200)
    }
    const sendMessage = async (forwardedFor: string, body: { message: string; author?: string }) => {
      const sent = await fetch(url(`/api/grids/${owner}/messages`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ tileId: 'ask', ...body }),
      })
      expect(sent.status, await sent.text()).toBe(201)
    }
    return { server, dataDir, browser, page, pageErrors, url, saveContent, sendMessage, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
