import { rmSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { E2E_PASSWORD } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'

// The app in the browser's language (ADR 0068): a pl-PL browser reads Polish, with Polish plurals;
// an en-US browser reads the spec's English, unchanged.
const OWNER = 'polskaowner'
const ENV = { DATABASE_URL: '', TRUST_PROXY: 'true' }
const dataDir = newDataDir('polish-app')
let server: RunningServer
let browser: Browser
const url = (path: string) => `${server.baseUrl}${path}`

async function signIn(locale: string, labels: { email: string; password: string; login: string }): Promise<Page> {
  const context = await browser.newContext({ locale })
  const page = await context.newPage()
  await page.goto(url('/login'))
  await page.getByLabel(labels.email, { exact: true }).fill(`${OWNER}@example.com`)
  await page.getByLabel(labels.password, { exact: true }).fill(E2E_PASSWORD)
  await page.getByRole('button', { name: labels.login, exact: true }).click()
  await page.waitForURL('**/home')
  return page
}

beforeAll(async () => {
  runBuiltCli(
    dataDir,
    ENV,
    'user',
    'create',
    '--email',
    `${OWNER}@example.com`,
    '--username',
    OWNER,
    '--password',
    E2E_PASSWORD,
    '--pro',
    '--verified',
  )
  ;[server, browser] = await Promise.all([startServer({ ...ENV, DATA_DIR: dataDir }), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the app in Polish and in English', () => {
  it('shows a pl-PL browser its new messages in Polish, an en-US one in English, both without axe violations', async () => {
    const page = await signIn('pl-PL', { email: 'E-mail', password: 'Hasło', login: 'Zaloguj' })
    // A page with a message box, then five visitors write to it.
    const content = await (await page.request.get(url(`/api/grids/${OWNER}/content`))).json()
    const saved = await page.request.put(url(`/api/grids/${OWNER}/content`), {
      data: {
        ...content,
        tiles: [
          {
            id: 'ask',
            type: 'message.me',
            x: 0,
            y: 0,
            width: 2,
            height: 1,
            color: 'tile-gradient-blue',
            data: { header: 'Zapytaj', allowAnonymous: true },
          },
        ],
        mobileTiles: [],
      },
      headers: { origin: server.baseUrl },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    for (let visitor = 1; visitor <= 5; visitor += 1) {
      const res = await fetch(url(`/api/grids/${OWNER}/messages`), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.baseUrl,
          'x-forwarded-for': `203.0.113.${visitor}`,
        },
        body: JSON.stringify({ tileId: 'ask', message: `Wiadomość numer ${visitor}` }),
      })
      expect(res.status, await res.text()).toBe(201)
    }

    await page.reload()
    expect(await page.locator('html').getAttribute('lang')).toBe('pl')
    await page
      .getByRole('link', { name: /Wiadomości/ })
      .getByText('5 nowych')
      .waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.getByRole('link', { name: /Wiadomości/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Wiadomości' }).waitFor()
    await page.getByText('Wiadomości 1–5 z 5').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])

    const english = await signIn('en-US', { email: 'Email', password: 'Password', login: 'Login' })
    expect(await english.locator('html').getAttribute('lang')).toBe('en')
    await english.goto(url('/messages'))
    await english.getByRole('heading', { level: 1, name: 'Messages' }).waitFor()
    await english.getByText('Messages 1–5 of 5').waitFor()
    expect(await seriousAxeViolations(english)).toEqual([])
  })
})
