import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ANSWER_TEXTS } from '@domain/answers.js'
import { previewOf } from '@domain/messages.js'
import { messageTile, qaTile } from '../tests/helpers/tiles.js'
import { toastWith } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { useSite, type Owner } from './support/site.js'

// The owner answers a message in the inbox; visitors read it on the page, with JavaScript off.
const QUESTION = 'What is <b>your</b> favourite tile & why?'
const ANSWER = 'The <i>Q&A</i> tile, of course.'
const LONG_ANSWER =
  'The Q&A tile, because it shows what you asked. It keeps the newest answer on the page, and every other one a click away, on a page of their own that works without JavaScript too.'

const site = useSite({ name: 'answers' })

/**
 * A Pro owner with a message box and a Q&A tile (3 x 2 unless said), and a visitor's question in the
 * inbox; answered if said.
 */
async function ownerWithQuestion({
  answered = false,
  answer = ANSWER,
  qaSize = { width: 3, height: 2 },
} = {}): Promise<Owner> {
  const owner = await site.newOwner({ pro: true, prefix: 'answer' })
  const ask = messageTile()
  const answers = { ...qaTile, ...qaSize, data: { header: 'You asked' } }
  await owner.saveContent((content) => ({
    ...content,
    tiles: [ask, answers],
    mobileTiles: [
      { ...ask, width: 3 },
      { ...answers, x: 0, y: 2 },
    ],
  }))
  await site.sendMessage(owner.username, '203.0.113.7', { message: QUESTION, author: 'Secret Name' })
  if (answered) {
    const inbox = (await (await owner.api.get('/api/messages')).json()) as { messages: { id: string }[] }
    const published = await owner.api.put(`/api/messages/${inbox.messages[0]!.id}/answer`, {
      grid: owner.username,
      body: answer,
    })
    expect(published.status(), await published.text()).toBe(200)
  }
  return owner
}

/** Whether an element's text shows whole: nothing clipped in it, and inside the tile's box. */
function shownWhole(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    const tile = node.closest('.tile')!.getBoundingClientRect()
    const inTile = box.top >= tile.top - 1 && box.bottom <= tile.bottom + 1
    return inTile && node.scrollHeight <= node.clientHeight + 1
  })
}

/** The message dialog of the question, opened from the inbox. */
async function openQuestion(page: Page) {
  await page.goto(site.url('/messages'))
  await page.getByRole('button', { name: previewOf(QUESTION) }).click()
  return page.getByRole('dialog', { name: 'Message' })
}

describe('answering publicly in Chromium', () => {
  it('offers to add a Q&A tile before the answer is written, keeps it, and shows it on the page once saved', async () => {
    const owner = await site.newOwner({ pro: true, prefix: 'noqa' })
    const { page, pageErrors, username } = owner
    const ask = messageTile()
    await owner.saveContent((content) => ({ ...content, tiles: [ask], mobileTiles: [{ ...ask, width: 3 }] }))
    await site.sendMessage(username, '203.0.113.8', { message: QUESTION })
    const dialog = await openQuestion(page)
    await dialog.getByRole('button', { name: 'Answer publicly' }).click()
    await dialog.getByText(`/${username} has no Q&A tile yet: your answer is kept here while you add one.`).waitFor()
    await dialog.getByRole('textbox', { name: 'Your answer' }).fill(ANSWER)
    await dialog.getByRole('button', { name: ANSWER_TEXTS.addQaTile }).click()
    await dialog
      .getByRole('status')
      .filter({ hasText: `A Q&A tile was added to your draft of /${username}.` })
      .waitFor()
    expect(await dialog.getByRole('textbox', { name: 'Your answer' }).inputValue()).toBe(ANSWER)
    const editor = dialog.getByRole('link', { name: 'Open the editor' })
    expect(await editor.getAttribute('href')).toBe(`/${username}#edit`)
    await page.screenshot({ path: '/tmp/creator-shots/answer-add-qa-tile.png' })
    await dialog.getByRole('button', { name: 'Publish answer' }).click()
    await toastWith(page, ANSWER_TEXTS.published).waitFor()

    // The tile is in the draft: the owner saves it in the editor, and visitors read the answer.
    await page.goto(site.url(`/${username}#edit`))
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(async () => (await (await fetch(site.url(`/${username}`))).text()).includes('qa-a')).toBe(true)
    for (const width of [1280, 390]) {
      const visitor = await site.newContext({ viewport: { width, height: 900 } })
      const visitorPage = await visitor.newPage()
      await visitorPage.goto(site.url(`/${username}`))
      const answer = visitorPage.locator('.qa-a').filter({ hasText: ANSWER })
      await answer.waitFor()
      expect(await answer.isVisible()).toBe(true)
      expect(await shownWhole(answer), `the answer at ${width} px`).toBe(true)
      await visitorPage.screenshot({ path: `/tmp/creator-shots/answer-added-${width}.png`, fullPage: true })
    }
    expect(pageErrors).toEqual([])
  })

  it('publishes an answer from the message dialog', async () => {
    const { page, pageErrors, username } = await ownerWithQuestion()
    const dialog = await openQuestion(page)
    await dialog.getByRole('button', { name: 'Answer publicly' }).click()
    await dialog.getByRole('textbox', { name: 'Your answer' }).fill(ANSWER)
    expect(await dialog.getByRole('combobox', { name: 'Show on' }).inputValue()).toBe(username)
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.screenshot({ path: '/tmp/ans-dialog-1280.png' })
    await dialog.getByRole('button', { name: 'Publish answer' }).click()
    await toastWith(page, ANSWER_TEXTS.published).waitFor()
    await dialog.getByRole('button', { name: 'Edit answer' }).waitFor()
    expect(await dialog.getByText(ANSWER, { exact: true }).isVisible()).toBe(true)
    expect(pageErrors).toEqual([])
  })

  it('shows the answer on the public page and the answers page with JavaScript off', async () => {
    const { username } = await ownerWithQuestion({ answered: true })
    const visitor = await site.newContext({ javaScriptEnabled: false })
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(site.url(`/${username}`))
    const tile = visitorPage.getByRole('region', { name: 'You asked' })
    await tile.getByText(QUESTION, { exact: true }).waitFor()
    expect(await tile.locator('.qa-a').textContent()).toBe(`Answer: ${ANSWER}`)
    expect(await tile.getByText('Anonymous', { exact: true }).isVisible()).toBe(true)
    expect(await visitorPage.getByText('Secret Name').count()).toBe(0)

    await tile.getByRole('link', { name: ANSWER_TEXTS.allAnswers }).click()
    await visitorPage.waitForURL(`**/${username}/answers`)
    await visitorPage.getByRole('heading', { name: 'You asked', level: 1 }).waitFor()
    const article = visitorPage.locator('article.qa').filter({ hasText: ANSWER })
    const anchor = await article.getAttribute('id')
    expect(anchor).toMatch(/^answer-/)
    expect(await article.getByRole('link').getAttribute('href')).toBe(`#${anchor}`)
  })

  it('shows the start of a long answer in a small tile with "Read the answer", and the whole answer on a phone', async () => {
    const { username } = await ownerWithQuestion({
      answered: true,
      answer: LONG_ANSWER,
      qaSize: { width: 1, height: 1 },
    })
    const desktop = await (await site.newContext({ javaScriptEnabled: false })).newPage()
    await desktop.goto(site.url(`/${username}`))
    const tile = desktop.getByRole('region', { name: 'You asked' })
    expect(await shownWhole(tile.locator('.qa-a'))).toBe(false)
    expect(await tile.locator('.qa-a').isVisible()).toBe(true)
    expect(await tile.getByText(QUESTION).isVisible()).toBe(true)
    await tile.screenshot({ path: '/tmp/ans-tile-1x1-1280.png' })
    await tile.getByRole('link', { name: ANSWER_TEXTS.readAnswer }).click()
    await desktop.waitForURL(new RegExp(`/${username}/answers#answer-`))
    const target = desktop.locator('article.qa:target')
    expect(await target.locator('.qa-a').textContent()).toBe(`Answer: ${LONG_ANSWER}`)
    expect(await target.isVisible()).toBe(true)

    const phone = await (await site.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    await phone.goto(site.url(`/${username}`))
    const phoneTile = phone.getByRole('region', { name: 'You asked' })
    expect(await shownWhole(phoneTile.locator('.qa-a'))).toBe(true)
    expect(await phoneTile.getByRole('link', { name: ANSWER_TEXTS.readAnswer }).isVisible()).toBe(false)
    expect(await phoneTile.getByRole('link', { name: ANSWER_TEXTS.allAnswers }).isVisible()).toBe(true)
    await phoneTile.screenshot({ path: '/tmp/ans-tile-1x1-390.png' })
  })

  it('keeps both pages accessible and within the width of a phone', async () => {
    const { username } = await ownerWithQuestion({ answered: true })
    const visitorPage = await (await site.newContext()).newPage()
    for (const path of [`/${username}`, `/${username}/answers`]) {
      await visitorPage.goto(site.url(path))
      expect(await seriousAxeViolations(visitorPage)).toEqual([])
      for (const width of [1280, 390, 320]) {
        await visitorPage.setViewportSize({ width, height: 800 })
        expect(await visitorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await visitorPage.screenshot({
          path: `/tmp/ans-${path === `/${username}` ? 'page' : 'answers'}-${width}.png`,
          fullPage: true,
        })
      }
    }
  })

  it('withdraws the answer, which leaves the page', async () => {
    const { page, username } = await ownerWithQuestion({ answered: true })
    const dialog = await openQuestion(page)
    await dialog.getByRole('button', { name: 'Withdraw answer' }).click()
    await toastWith(page, ANSWER_TEXTS.withdrawn).waitFor()
    await dialog.getByRole('button', { name: 'Answer publicly' }).waitFor()
    const visitorPage = await (await site.newContext({ javaScriptEnabled: false })).newPage()
    await visitorPage.goto(site.url(`/${username}`))
    await visitorPage.getByText(ANSWER_TEXTS.none).waitFor()
    expect(await visitorPage.getByText(ANSWER).count()).toBe(0)
  })
})
