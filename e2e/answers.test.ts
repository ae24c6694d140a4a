import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANSWER_TEXTS } from '@domain/answers.js'
import { previewOf } from '@domain/messages.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { E2E_PASSWORD, toastWith } from './support/accounts.js'
import { launchBrowser, seriousAxeViolations } from './support/browser.js'

// The owner answers a message in the inbox; visitors read it on the page, with JavaScript off.
const OWNER = 'answerowner'
const ENV = { DATABASE_URL: '', TRUST_PROXY: 'true' }
const QUESTION = 'What is <b>your</b> favourite tile & why?'
const ANSWER = 'The <i>Q&A</i> tile, of course.'

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-answers-'))
let server: RunningServer
let browser: Browser
let page: Page
const pageErrors: string[] = []
const url = (path: string) => `${server.baseUrl}${path}`

beforeAll(async () => {
  const created = spawnSync(
    process.execPath,
    ['bin/tessera.js', 'user', 'create', '--email', `${OWNER}@example.com`, '--username', OWNER, '--verified', '--pro'],
    {
      env: {
        ...process.env,
        ...ENV,
        DATA_DIR: dataDir,
        BASE_URL: 'http://localhost:3000',
        TESSERA_PASSWORD: E2E_PASSWORD,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
      timeout: 90_000,
    },
  )
  if (created.status !== 0) throw new Error(`user create failed: ${created.stderr}`)
  ;[server, browser] = await Promise.all([startServer({ ...ENV, DATA_DIR: dataDir }), launchBrowser()])
  page = await (await browser.newContext()).newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(url('/login'))
  await page.getByRole('textbox', { name: 'Email' }).fill(`${OWNER}@example.com`)
  await page.locator('input[type="password"]').first().fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.waitForURL('**/home')

  // A message box and a Q&A tile on the owner's page, through the editor's content API.
  const content = await (await page.request.get(url(`/api/grids/${OWNER}/content`))).json()
  const tile = (id: string, type: string, x: number, width: number, height: number, data: object) => ({
    id,
    type,
    x,
    y: 0,
    width,
    height,
    color: 'tile-gradient-blue',
    data,
  })
  const tiles = [
    tile('ask', 'message.me', 0, 2, 2, { header: 'Ask me', allowAnonymous: true }),
    tile('answers', 'qa', 2, 3, 2, { header: 'You asked' }),
  ]
  const saved = await page.request.put(url(`/api/grids/${OWNER}/content`), {
    data: {
      ...content,
      tiles,
      mobileTiles: [
        { ...tiles[0], width: 3 },
        { ...tiles[1], x: 0, y: 2 },
      ],
    },
    headers: { origin: server.baseUrl },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const sent = await fetch(url(`/api/grids/${OWNER}/messages`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, 'x-forwarded-for': '203.0.113.7' },
    body: JSON.stringify({ tileId: 'ask', message: QUESTION, author: 'Secret Name' }),
  })
  expect(sent.status, await sent.text()).toBe(201)
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('answering publicly in Chromium', () => {
  it('publishes an answer from the message dialog', async () => {
    await page.goto(url('/messages'))
    await page.getByRole('button', { name: previewOf(QUESTION) }).click()
    const dialog = page.getByRole('dialog', { name: 'Message' })
    await dialog.getByRole('button', { name: 'Answer publicly' }).click()
    await dialog.getByRole('textbox', { name: 'Your answer' }).fill(ANSWER)
    expect(await dialog.getByRole('combobox', { name: 'Show on' }).inputValue()).toBe(OWNER)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.screenshot({ path: '/tmp/ans-dialog-1280.png' })
    await dialog.getByRole('button', { name: 'Publish answer' }).click()
    await toastWith(page, ANSWER_TEXTS.published).waitFor()
    await dialog.getByRole('button', { name: 'Edit answer' }).waitFor()
    expect(await dialog.getByText(ANSWER, { exact: true }).isVisible()).toBe(true)
    expect(pageErrors).toEqual([])
  })

  it('shows the answer on the public page and the answers page with JavaScript off', async () => {
    const visitor = await browser.newContext({ javaScriptEnabled: false })
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(url(`/${OWNER}`))
    const tile = visitorPage.getByRole('region', { name: 'You asked' })
    await tile.getByText(QUESTION, { exact: true }).waitFor()
    expect(await tile.locator('.qa-a').textContent()).toBe(`Answer: ${ANSWER}`)
    expect(await tile.getByText('Anonymous', { exact: true }).isVisible()).toBe(true)
    expect(await visitorPage.getByText('Secret Name').count()).toBe(0)

    await tile.getByRole('link', { name: ANSWER_TEXTS.allAnswers }).click()
    await visitorPage.waitForURL(`**/${OWNER}/answers`)
    await visitorPage.getByRole('heading', { name: 'You asked', level: 1 }).waitFor()
    const article = visitorPage.locator('article.qa').filter({ hasText: ANSWER })
    const anchor = await article.getAttribute('id')
    expect(anchor).toMatch(/^answer-/)
    expect(await article.getByRole('link').getAttribute('href')).toBe(`#${anchor}`)
    await visitor.close()
  })

  it('keeps both pages accessible and within the width of a phone', async () => {
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    for (const path of [`/${OWNER}`, `/${OWNER}/answers`]) {
      await visitorPage.goto(url(path))
      expect(await seriousAxeViolations(visitorPage)).toEqual([])
      for (const width of [1280, 390, 320]) {
        await visitorPage.setViewportSize({ width, height: 800 })
        expect(await visitorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await visitorPage.screenshot({ path: `/tmp/ans${path.replaceAll('/', '-')}-${width}.png`, fullPage: true })
      }
    }
    await visitor.close()
  })

  it('withdraws the answer, which leaves the page', async () => {
    const dialog = page.getByRole('dialog', { name: 'Message' })
    await dialog.getByRole('button', { name: 'Withdraw answer' }).click()
    await toastWith(page, ANSWER_TEXTS.withdrawn).waitFor()
    await dialog.getByRole('button', { name: 'Answer publicly' }).waitFor()
    const visitorPage = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
    await visitorPage.goto(url(`/${OWNER}`))
    await visitorPage.getByText(ANSWER_TEXTS.none).waitFor()
    expect(await visitorPage.getByText(ANSWER).count()).toBe(0)
  })
})
