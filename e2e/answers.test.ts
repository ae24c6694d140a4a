import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANSWER_TEXTS } from '@domain/answers.js'
import { previewOf } from '@domain/messages.js'
import { messageTile, qaTile } from '../tests/helpers/tiles.js'
import { toastWith } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { startOwnerSession, type OwnerSession } from './support/owner.js'

// The owner answers a message in the inbox; visitors read it on the page, with JavaScript off.
const OWNER = 'answerowner'
const QUESTION = 'What is <b>your</b> favourite tile & why?'
const ANSWER = 'The <i>Q&A</i> tile, of course.'

let browser: Browser
let page: Page
let pageErrors: string[]
let url: OwnerSession['url']
let stop: OwnerSession['stop'] | undefined

beforeAll(async () => {
  const session = await startOwnerSession({ owner: OWNER })
  ;({ browser, page, pageErrors, url, stop } = session)

  // A message box and a Q&A tile on the owner's page, through the editor's content API.
  const ask = messageTile()
  const answers = { ...qaTile, width: 3, data: { header: 'You asked' } }
  await session.saveContent((content) => ({
    ...content,
    tiles: [ask, answers],
    mobileTiles: [
      { ...ask, width: 3 },
      { ...answers, x: 0, y: 2 },
    ],
  }))
  await session.sendMessage('203.0.113.7', { message: QUESTION, author: 'Secret Name' })
})

afterAll(async () => {
  await stop?.()
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
