import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import type { InboxPage } from '@domain/messages.js'
import { tilePhase } from '@domain/tile-visibility.js'
import { DEMO_EMAIL, DEMO_PASSWORD } from '@server/services/demo-account.js'
import { seedDemo } from '@server/services/demo.js'
import { DEMO_QUESTIONS } from '@server/services/demo-messages.js'
import { buildTestApp, type TestApp } from '../helpers/app.js'

let app: TestApp

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const seed = (messages: number) => seedDemo(app.db, app.auth, app.storage, { messages, password: DEMO_PASSWORD })
const demoPage = async () => (await app.client().get('/demo')).body
const answersPage = async () => (await app.client().get('/demo/answers')).body
// The seed asks the questions a day apart, in order: the last one is the newest.
const NEWEST = DEMO_QUESTIONS.at(-1)!
const uploadsOn = (html: string) => [...html.matchAll(/src="(\/uploads\/[^"]+)"/g)].map((match) => match[1]!)

describe('npx tessera seed demo', () => {
  it('gives the introduction and the image tile a picture stored through the upload pipeline', async () => {
    await seed(0)
    const html = await demoPage()
    const images = uploadsOn(html)
    expect(images.filter((src) => src.startsWith('/uploads/profile_images/'))).toHaveLength(1)
    expect(images.filter((src) => src.startsWith('/uploads/tile_images/'))).toHaveLength(1)
    expect(html).toContain('alt="Sunrise over the hills behind the studio."')
    for (const src of images) {
      const file = await app.client().get(src)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/webp')
    }
  })

  it('shows the owner four visibility examples and visitors only the sensitive one, behind its confirmation', async () => {
    const owner = app.client()
    await owner.post('/api/account/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })
    const content = (await owner.get('/api/grids/demo/content')).json() as GridContent
    const labels = ['Hidden for now', 'Summer sale', 'Coming soon', 'Not for everyone']
    const shown = content.tiles.filter((tile) => labels.includes(tile.data.label as string))
    expect(shown.map((tile) => tilePhase(tile, Date.now()))).toEqual(['shown', 'hidden', 'ended', 'scheduled'])
    expect(shown[0]!.sensitive).toBe(true)

    const html = await demoPage()
    for (const label of labels.slice(0, 3)) expect(html).not.toContain(label)
    expect(html).toContain('Not for everyone')
    expect(html).not.toContain('example.com/after-dark')
    expect((await app.client().get('/demo/go/not-for-everyone')).body).toContain('https://example.com/after-dark')
  })

  it('seeds content that the API itself accepts: saved back unchanged, it round-trips', async () => {
    const owner = app.client()
    await owner.post('/api/account/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })
    const content = (await owner.get('/api/grids/demo/content')).json() as GridContent
    expect(content.mobileTiles.map((tile) => tile.id).sort()).toEqual(content.tiles.map((tile) => tile.id).sort())
    const { tiles, mobileTiles, settings, theme, version } = content
    const saved = await owner.put('/api/grids/demo/content', { tiles, mobileTiles, settings, theme, version })
    expect(saved.statusCode, saved.body).toBe(200)
    const after = saved.json() as GridContent
    expect({ tiles: after.tiles, mobileTiles: after.mobileTiles }).toEqual({ tiles, mobileTiles })
  })

  it('shows the newest answered question in the Q&A tile, and every answer on the answers page', async () => {
    const html = await demoPage()
    expect(html).toContain('You asked')
    expect(html).toContain(NEWEST.question)
    expect(html).toContain(NEWEST.answer)
    const answers = await answersPage()
    for (const { question, answer } of DEMO_QUESTIONS) {
      expect(answers).toContain(question)
      expect(answers).toContain(answer)
    }
  })

  it('adds varied messages from anonymous visitors, nicknames and fans, and no second set of answers when run again', async () => {
    const before = await demoPage()
    await seed(30)
    const after = await demoPage()
    // The pictures were stored again and the previous files removed.
    for (const src of uploadsOn(before)) expect((await app.client().get(src)).statusCode).toBe(404)
    for (const src of uploadsOn(after)) expect((await app.client().get(src)).statusCode).toBe(200)
    expect(after.split(NEWEST.question)).toHaveLength(2)
    const answers = await answersPage()
    for (const { question } of DEMO_QUESTIONS) expect(answers.split(question)).toHaveLength(2)

    const owner = app.client()
    expect((await owner.post('/api/account/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    )
    const pages = await Promise.all([1, 2].map((page) => owner.get(`/api/messages?page=${page}`)))
    const messages = pages.flatMap((page) => (page.json() as InboxPage).messages)
    expect(messages).toHaveLength(30 + DEMO_QUESTIONS.length)
    const bodies = messages.map((message) => message.body)
    expect(new Set(bodies).size).toBeGreaterThanOrEqual(15)
    expect(bodies.some((body) => body.includes('(#'))).toBe(false)
    const authors = new Set(messages.map((message) => message.authorLabel))
    for (const author of ['Anonymous', 'fan_ania', 'fan_bartek', 'fan_celina', 'Marta'])
      expect(authors).toContain(author)
  })
})
