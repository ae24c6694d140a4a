import { rmSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startMailbox, type Mailbox } from '../tests/helpers/mailbox.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { E2E_PASSWORD, field, toastWith, uniqueAccount } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'

// The app's language (ADR 0068): a signed-out browser's own, the one sign-up stores on the account,
// then the account's, which Settings changes at once; a pl-PL browser reads Polish with Polish
// plurals, and the spec's English, unchanged, once the account speaks English.
const OWNER = 'polskaowner'
const ENV = { DATABASE_URL: '', TRUST_PROXY: 'true' }
const dataDir = newDataDir('polish-app')
let mailbox: Mailbox
let server: RunningServer
let browser: Browser
const url = (path: string) => `${server.baseUrl}${path}`

// Uncaught errors in any page of a test fail it.
let pageErrors: string[] = []
afterEach(() => {
  const errors = pageErrors
  pageErrors = []
  expect(errors).toEqual([])
})

async function polishPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'pl-PL' })
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return page
}

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang')

/** Settings → Language: picks the language by its own name and waits for the toast that says it is saved. */
async function chooseLanguage(page: Page, settingsLink: string, language: string, saved: string) {
  await page.goto(url('/home'))
  await page.getByRole('link', { name: settingsLink, exact: true }).click()
  // A click, not check(): the radio shows the choice once the mutation is pending, a moment after it.
  const radio = page.getByRole('radio', { name: language, exact: true })
  await radio.click()
  await toastWith(page, saved).waitFor()
  expect(await radio.isChecked()).toBe(true)
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
  mailbox = await startMailbox()
  ;[server, browser] = await Promise.all([
    startServer({ ...ENV, DATA_DIR: dataDir, SMTP_URL: mailbox.url }),
    launchBrowser(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await mailbox?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the app in Polish and in English', () => {
  it('signs a pl-PL browser up in Polish: the account speaks Polish, its verification mail and its app too', async () => {
    const account = uniqueAccount('pl')
    const page = await polishPage()
    await page.goto(url('/register'))
    await field(page, 'E-mail').fill(account.email)
    expect(await htmlLang(page)).toBe('pl')
    await field(page, 'Nazwa użytkownika').fill(account.username)
    await page.getByText('Nazwa użytkownika dostępna!').waitFor()
    await field(page, 'Hasło').fill(account.password)
    await field(page, 'Powtórz hasło').fill(account.password)
    await page.getByRole('button', { name: 'Załóż konto' }).click()
    await page.waitForURL((current) => current.pathname === '/login')

    const link = await mailbox.linkFrom(account.email, /^Potwierdź swój e-mail w Tesserze$/)
    await page.goto(link)
    await page.waitForURL(url('/home'))
    await page.getByRole('heading', { level: 1, name: `Witaj, ${account.username}` }).waitFor()
    expect(await htmlLang(page)).toBe('pl')
  })

  it('speaks the account’s language over the browser’s, in Polish with Polish plurals, and in English as soon as Settings says so, after a reload too; axe clean in both', async () => {
    // The owner's account speaks English (the CLI's default): a pl-PL browser reads the sign-in in
    // Polish, then the account's English.
    const page = await polishPage()
    await page.goto(url('/login'))
    await field(page, 'E-mail').fill(`${OWNER}@example.com`)
    await field(page, 'Hasło').fill(E2E_PASSWORD)
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: `Welcome, ${OWNER}` }).waitFor()
    expect(await htmlLang(page)).toBe('en')

    await chooseLanguage(page, 'Settings', 'Polski', 'Zapisano język!')
    await page.getByRole('heading', { level: 1, name: 'Ustawienia konta' }).waitFor()
    expect(await htmlLang(page)).toBe('pl')
    expect(await page.getByRole('radio', { name: 'Polski', exact: true }).isChecked()).toBe(true)
    expect(await seriousAxeViolations(page)).toEqual([])

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

    await page.goto(url('/home'))
    await page
      .getByRole('link', { name: /Wiadomości/ })
      .getByText('5 nowych')
      .waitFor()
    // The preview's label (its card link is hidden from assistive technology, the title link names the page).
    expect(await page.locator(`[role="img"][aria-label="Podgląd strony ${OWNER}: 1 kafelek"]`).count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.getByRole('link', { name: /Wiadomości/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Wiadomości' }).waitFor()
    await page.getByText('Wiadomości 1–5 z 5').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])

    // The editor in Polish: its views and the canvas's layout with Polish plurals.
    await page.goto(url(`/${OWNER}`))
    await page.getByRole('button', { name: 'Komputer', exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Telefon', exact: true }).count()).toBe(1)
    await page.getByRole('group', { name: /^Układ na komputer, 6 kolumn na \d+ wiersz/ }).waitFor()
    // The message tile's name on the canvas (a group, or its Edit button while editing).
    expect(await page.locator('[aria-label$="Zapytaj, kolumna 1, wiersz 1, 2 na 1"]').count()).toBe(1)
    expect(await seriousAxeViolations(page)).toEqual([])

    // The analytics in Polish: the comparison's plural, and the heatmap's tile that counts no clicks
    // (on the desktop layout: the page has no phone layout).
    await page.goto(url(`/home/${OWNER}/analytics`))
    await page.getByRole('heading', { level: 1, name: 'Statystyki' }).waitFor()
    await page.getByText('W porównaniu z poprzednimi 7 dniami.').waitFor()
    const heatmap = page.getByRole('region', { name: 'Kliknięcia w Twoje kafelki' })
    await heatmap.getByRole('listitem', { name: 'Zapytaj: to nie link, kliknięcia nie są liczone' }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])

    await chooseLanguage(page, 'Ustawienia', 'English', 'Language saved!')
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor()
    expect(await htmlLang(page)).toBe('en')
    await page.getByRole('link', { name: 'Back', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: `Welcome, ${OWNER}` }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.getByRole('link', { name: /^Messages/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor()
    await page.getByText('Messages 1–5 of 5').waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])

    await page.reload()
    await page.getByText('Messages 1–5 of 5').waitFor()
    expect(await htmlLang(page)).toBe('en')
    await page.goto(url('/home'))
    await page.getByRole('heading', { level: 1, name: `Welcome, ${OWNER}` }).waitFor()
  })
})
