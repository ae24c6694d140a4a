import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grids } from '../../src/server/db/schema.js'
import { buildTestApp, TEST_ORIGIN, type SignedUpUser, type TestApp } from '../helpers/app.js'

let app: TestApp
let baseUrl: string
let owner: SignedUpUser
let other: SignedUpUser

beforeAll(async () => {
  app = await buildTestApp()
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  owner = await app.signUp('streamer', { plan: 'pro' })
  other = await app.signUp('bystander', { plan: 'pro' })
  const tile = {
    id: 'ask',
    type: 'message.me' as const,
    x: 0,
    y: 0,
    width: 2,
    height: 1,
    color: 'tile-gradient-blue',
    data: { allowAnonymous: true },
  }
  await app.db
    .update(grids)
    .set({ tiles: [tile] })
    .where(eq(grids.name, 'streamer'))
})
afterAll(() => app.close())

/** Reads server-sent events until one named `message` arrives, or gives up after the timeout. */
async function nextMessageEvent(cookie: string, trigger: () => Promise<unknown>, timeoutMs: number) {
  const controller = new AbortController()
  const res = await fetch(`${baseUrl}/api/messages/stream`, { headers: { cookie }, signal: controller.signal })
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  await reader.read() // the retry preamble: the subscription is in place
  await trigger()
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return undefined
      buffer += decoder.decode(value)
      const event = /event: message\ndata: (.*)\n\n/.exec(buffer)
      if (event) return JSON.parse(event[1]!)
    }
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
}

const sendToStreamer = (message: string) =>
  fetch(`${baseUrl}/api/grids/streamer/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify({ tileId: 'ask', message }),
  })

describe('live inbox', () => {
  it('delivers a new message to the owner’s open stream', async () => {
    const event = await nextMessageEvent(owner.cookie, () => sendToStreamer('Live hello to you'), 5000)
    expect(event).toMatchObject({ body: 'Live hello to you', grid: 'streamer', anonymous: true })
  })

  it('delivers nothing to another user’s stream', async () => {
    const event = await nextMessageEvent(other.cookie, () => sendToStreamer('Not for the bystander'), 1500)
    expect(event).toBeUndefined()
  })

  it('refuses the stream without a session', async () => {
    const res = await fetch(`${baseUrl}/api/messages/stream`)
    expect(res.status).toBe(401)
  })
})
