import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANSWER_TEXTS, ANSWERS_IN_TILE, ANSWERS_PAGE_SIZE, type MessageAnswer } from '@domain/answers.js'
import { addTileAnywhere, toDraft } from '@domain/editor-model.js'
import type { StoredTile } from '@domain/grid.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import type { InboxPage } from '@domain/messages.js'
import { ANSWERS_TILE } from '@domain/tile-types.js'
import { grids } from '@server/db/schema.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { askTile, qaTile } from '../helpers/tiles.js'

let app: TestApp
let owner: SignedUpUser
let other: SignedUpUser
let fan: SignedUpUser

async function giveTiles(gridName: string, tiles: StoredTile[]) {
  await app.db.update(grids).set({ tiles, mobileTiles: tiles }).where(eq(grids.name, gridName))
}

/** Sends a message to the owner's grid and returns its id from the inbox. */
async function ask(body: string, options: { from?: SignedUpUser; author?: string } = {}) {
  const sender = options.from ?? app.client()
  const sent = await sender.post('/api/grids/owner/messages', {
    tileId: 'ask',
    message: body,
    author: options.author,
    anonymous: options.from ? false : undefined,
  })
  expect(sent.statusCode).toBe(201)
  const inbox = (await owner.get('/api/messages')).json() as InboxPage
  return inbox.messages.find((message) => message.body === body)!.id
}

const answer = (id: string, body: string, extra: Record<string, unknown> = {}, user = owner) =>
  user.put(`/api/messages/${id}/answer`, { grid: 'owner', body, ...extra })

/** The page as a visitor without a session gets it. */
const publicPage = async (path = '/owner') => (await app.client().get(path)).body

beforeAll(async () => {
  app = await buildTestApp()
  owner = await app.signUp('owner', { plan: 'pro' })
  other = await app.signUp('other', { plan: 'pro' })
  fan = await app.signUp('fan')
  await giveTiles('owner', [askTile, qaTile])
  await giveTiles('other', [askTile])
})
afterAll(() => app?.close())

describe('publishing an answer', () => {
  it('shows the question, "Anonymous" and the answer on the page, without JavaScript', async () => {
    const id = await ask('What is your favourite colour?', { author: 'Zed' })
    const res = await answer(id, 'Teal, always.')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ grid: 'owner', body: 'Teal, always.', showUsername: false })
    const page = await publicPage()
    expect(page).toContain('What is your favourite colour?')
    expect(page).toContain('Teal, always.')
    expect(page).toContain('>Anonymous<')
    // A name typed into an anonymous message is never published.
    expect(page).not.toContain('Zed')
    expect(page).toContain('href="/owner/answers"')
  })

  it('isolates the question and the answer, so that a bidirectional override inside stays inside', async () => {
    const id = await ask('Reordered \u202Etxt.exe question')
    await answer(id, 'An answer \u202Ekept in its box')
    for (const page of [await publicPage(), await publicPage('/owner/answers')]) {
      expect(page).toContain('<p class="qa-q" dir="auto">Reordered \u202Etxt.exe question</p>')
      expect(page).toMatch(/<p class="qa-a" dir="auto">.*An answer \u202Ekept in its box<\/p>/)
    }
  })

  it('lists the answer with its message in the inbox', async () => {
    const unanswered = await ask('Nothing answered here')
    const id = await ask('Do you read every message?')
    await answer(id, 'Every one.')
    const inbox = (await owner.get('/api/messages')).json() as InboxPage
    expect(inbox.messages.find((message) => message.id === id)?.answer).toMatchObject({
      grid: 'owner',
      body: 'Every one.',
    })
    expect(inbox.messages.find((message) => message.id === unanswered)?.answer).toBeNull()
  })

  it('escapes everything the sender and the owner wrote', async () => {
    const id = await ask('<script>alert("q")</script> & friends')
    await answer(id, '<img src=x onerror=alert(1)> "quoted"')
    for (const page of [await publicPage(), await publicPage('/owner/answers')]) {
      expect(page).toContain('&lt;script&gt;alert(&quot;q&quot;)&lt;/script&gt; &amp; friends')
      expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;')
      expect(page).not.toContain('<script>alert')
      expect(page).not.toContain('<img src=x')
    }
  })

  it('names a signed sender only when the owner chooses to', async () => {
    const id = await ask('Signed question from a fan', { from: fan })
    await answer(id, 'Thanks, fan.')
    expect(await publicPage('/owner/answers')).not.toContain('@fan')
    await answer(id, 'Thanks, fan.', { showUsername: true })
    expect(await publicPage('/owner/answers')).toContain('@fan')
  })

  it('never names an anonymous sender, even when asked to', async () => {
    const id = await ask('Anonymous but named Quill', { author: 'Quill' })
    await answer(id, 'Hello Quill.', { showUsername: true })
    const page = await publicPage('/owner/answers')
    expect(page).toContain('Hello Quill.')
    expect(page).not.toContain('@Quill')
    expect(page).not.toContain('>Quill<')
  })

  it('refuses an empty or too long answer with the form’s texts', async () => {
    const id = await ask('Will you answer this one?')
    const empty = await answer(id, '   ')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe(ANSWER_TEXTS.empty)
    const long = await answer(id, 'x'.repeat(2001))
    expect(long.statusCode).toBe(400)
    expect(long.json().error.message).toBe(ANSWER_TEXTS.tooLong)
  })

  it('refuses a grid without a Q&A tile', async () => {
    const id = await ask('Where will this go?')
    await owner.post('/api/grids', { name: 'owner-shop' })
    const res = await answer(id, 'Nowhere yet.', { grid: 'owner-shop' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toEqual({ code: 'NO_QA_TILE', message: ANSWER_TEXTS.noQaTile })
  })

  it('accepts a grid whose draft has a Q&A tile, showing the answer once the draft is saved', async () => {
    const id = await ask('Will this wait for the draft?')
    await owner.post('/api/grids', { name: 'owner-draft' })
    const content = (await owner.get('/api/grids/owner-draft/content')).json()
    const added = addTileAnywhere(toDraft(content), ANSWERS_TILE)!
    const look = { ...added.draft, version: content.version }
    expect((await owner.put('/api/grids/owner-draft/draft', look)).statusCode).toBe(200)
    expect((await answer(id, 'Once the draft is saved.', { grid: 'owner-draft' })).statusCode).toBe(200)
    const saved = (await owner.get('/api/grids/owner-draft/content')).json()
    expect(
      (await owner.put('/api/grids/owner-draft/content', { ...saved.draft, version: saved.version })).statusCode,
    ).toBe(200)
    await owner.patch('/api/grids/owner-draft', { active: true })
    expect(await publicPage('/owner-draft')).toContain('Once the draft is saved.')
  })
})

describe('answers are the owner’s alone', () => {
  it('refuses visitors without a session', async () => {
    const id = await ask('Can strangers answer?')
    expect((await app.client().put(`/api/messages/${id}/answer`, { grid: 'owner', body: 'Yes' })).statusCode).toBe(401)
    expect((await app.client().delete(`/api/messages/${id}/answer`)).statusCode).toBe(401)
  })

  it('answers someone else’s message or grid with not found', async () => {
    const id = await ask('Can another owner answer?')
    expect((await answer(id, 'I can', { grid: 'other' }, other)).statusCode).toBe(404)
    const own = await answer(id, 'Mine', {})
    expect(own.statusCode).toBe(200)
    expect((await other.delete(`/api/messages/${id}/answer`)).statusCode).toBe(404)
    // Nor may the owner publish to a grid that is not theirs.
    expect((await answer(id, 'Elsewhere', { grid: 'other' })).statusCode).toBe(404)
  })

  it('refuses free users with the inbox’s Pro text', async () => {
    const res = await fan.put(`/api/messages/${crypto.randomUUID()}/answer`, { grid: 'fan', body: 'Hi' })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('PRO_REQUIRED')
  })

  it('keeps the Q&A tile a Pro tile', async () => {
    const content = (await fan.get('/api/grids/fan/content')).json()
    const res = await fan.put('/api/grids/fan/content', {
      ...content,
      tiles: [...content.tiles, qaTile],
      mobileTiles: [...content.mobileTiles, { ...qaTile, x: 0, y: 3 }],
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe(PLAN_MESSAGES.proTile)
  })
})

describe('editing and withdrawing', () => {
  it('shows the edited answer at once and withdraws it from the page', async () => {
    const id = await ask('Will this answer change?')
    await answer(id, 'First thought.')
    expect(await publicPage()).toContain('First thought.')
    const edited = (await answer(id, 'Second thought.')).json() as MessageAnswer
    expect(edited.body).toBe('Second thought.')
    let page = await publicPage()
    expect(page).toContain('Second thought.')
    expect(page).not.toContain('First thought.')
    expect((await owner.delete(`/api/messages/${id}/answer`)).statusCode).toBe(204)
    page = await publicPage()
    expect(page).not.toContain('Second thought.')
    expect(page).not.toContain('Will this answer change?')
    const again = await owner.delete(`/api/messages/${id}/answer`)
    expect(again.statusCode).toBe(404)
    expect(again.json().error.message).toBe(ANSWER_TEXTS.answerNotFound)
  })

  it('withdraws the answer when the message is deleted', async () => {
    const id = await ask('Delete me with my answer')
    await answer(id, 'Gone soon.')
    expect(await publicPage()).toContain('Gone soon.')
    expect((await owner.delete(`/api/messages/${id}`)).statusCode).toBe(204)
    expect(await publicPage()).not.toContain('Gone soon.')
    expect(await publicPage('/owner/answers')).not.toContain('Gone soon.')
  })
})

describe('the answers page', () => {
  it('pages every answer newest first, with an anchor each, and the tile shows the newest few', async () => {
    const pagedOwner = await app.signUp('paged', { plan: 'pro' })
    await giveTiles('paged', [askTile, qaTile])
    const total = ANSWERS_PAGE_SIZE + 2
    const ids: string[] = []
    for (let index = 1; index <= total; index++) {
      const body = `Paged question number ${index}`
      await app.client().post('/api/grids/paged/messages', { tileId: 'ask', message: body })
      const inbox = (await pagedOwner.get('/api/messages')).json() as InboxPage
      const id = inbox.messages.find((message) => message.body === body)!.id
      ids.push(id)
      await pagedOwner.put(`/api/messages/${id}/answer`, { grid: 'paged', body: `Paged answer ${index}.` })
    }
    const first = await publicPage('/paged/answers')
    expect(first).toContain(`Paged answer ${total}.`)
    expect(first).toContain(`Paged answer 3.`)
    expect(first).not.toContain('Paged answer 2.')
    expect(first.indexOf(`Paged answer ${total}.`)).toBeLessThan(first.indexOf('Paged answer 3.'))
    expect(first).toContain('href="/paged/answers?page=2"')
    expect(first).toMatch(/<article class="qa" id="answer-[0-9a-f-]{36}">/)
    const second = await publicPage('/paged/answers?page=2')
    expect(second).toContain('Paged answer 2.')
    expect(second).toContain('Paged answer 1.')
    expect(second).toContain('href="/paged/answers"')
    expect((await app.client().get('/paged/answers?page=3')).statusCode).toBe(404)

    const page = await publicPage('/paged')
    for (let index = total; index > total - ANSWERS_IN_TILE; index--) expect(page).toContain(`Paged answer ${index}.`)
    expect(page).not.toContain(`Paged answer ${total - ANSWERS_IN_TILE}.`)
  })

  it('is not found for a grid without a Q&A tile or an unknown one', async () => {
    expect((await app.client().get('/other/answers')).statusCode).toBe(404)
    expect((await app.client().get('/nobody-here/answers')).statusCode).toBe(404)
  })
})
