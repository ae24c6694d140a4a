import type { Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { messageTile } from '../tests/helpers/tiles.js'
import { seriousAxeViolations } from './support/browser.js'
import { useSite } from './support/site.js'

// A creator's page in the language its owner picks (ADR 0068), whatever the visitor's browser
// speaks: the form, its refusals and its toast, the refusal shown by the page's script from the
// page's own words.
const site = useSite({ name: 'page-language' })

/** Runs an action and waits for the editor's write it causes: the draft, or the publication (`/content`). */
async function written(page: Page, action: () => Promise<unknown>, path: string) {
  const isWrite = (response: Response) =>
    response.url().split('?')[0]!.endsWith(path) && response.request().method() === 'PUT'
  const [response] = await Promise.all([page.waitForResponse(isWrite, { timeout: 15_000 }), action()])
  expect(response.status(), await response.text()).toBe(200)
}

describe('a page in Polish', () => {
  it('is set to Polski in the editor, and an en-US visitor writes through its Polish form', async () => {
    const owner = await site.newOwner({ pro: true, prefix: 'polska' })
    // A message box large enough for its whole form, on both layouts.
    const ask = messageTile({ width: 3, height: 2, data: { header: 'Napisz do mnie', allowAnonymous: true } })
    await owner.saveContent((content) => ({ ...content, tiles: [ask], mobileTiles: [ask] }))

    const editor = owner.page
    await editor.goto(site.url(`/${owner.username}`))
    const language = editor.getByLabel('Page language', { exact: true })
    expect(await language.inputValue()).toBe('')
    await written(editor, () => language.selectOption({ label: 'Polski' }), '/draft')
    await written(editor, () => editor.getByRole('button', { name: 'Save', exact: true }).click(), '/content')
    // The editor shows the page's tiles in the page's language, its own controls in the app's.
    const tileContent = editor.locator('.te-content[lang="pl"]')
    await tileContent.getByRole('button', { name: 'Wyślij wiadomość' }).waitFor({ state: 'attached' })
    expect(await tileContent.getByText('Twoja wiadomość').count()).toBeGreaterThan(0)
    await editor.getByLabel('Page language', { exact: true }).waitFor()

    const visitor = await (await site.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage()
    await visitor.goto(site.url(`/${owner.username}`))
    expect(await visitor.locator('html').getAttribute('lang')).toBe('pl')
    const form = visitor.getByRole('form', { name: 'Napisz do mnie' })
    const message = form.getByRole('textbox', { name: 'Twoja wiadomość' })
    await message.fill('hej')
    await form.getByRole('button', { name: 'Wyślij wiadomość' }).click()
    // The API refused in English with its code; the page's script says it in the page's words.
    await form.getByRole('alert').filter({ hasText: 'Wiadomość musi mieć co najmniej 5 znaków!' }).waitFor()
    expect(await seriousAxeViolations(visitor)).toEqual([])

    await message.fill('Dzień dobry, piszę z przeglądarki po angielsku.')
    await form.getByRole('button', { name: 'Wyślij wiadomość' }).click()
    await visitor.getByRole('status').filter({ hasText: 'Wiadomość wysłana!' }).waitFor()
    await form.getByText('wiadomość wysłana!', { exact: true }).waitFor()
    expect(await seriousAxeViolations(visitor)).toEqual([])

    const inbox = (await (await owner.api.get('/api/messages')).json()) as { messages: { body: string }[] }
    expect(inbox.messages.map((sent) => sent.body)).toEqual(['Dzień dobry, piszę z przeglądarki po angielsku.'])
  })
})
