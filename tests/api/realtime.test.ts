import { Writable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_TEXTS } from '@domain/messages.js'
import { grids, profiles } from '@server/db/schema.js'
import { STREAMS_PER_USER } from '@server/routes/messages/owner.js'
import { setSuspended } from '@server/services/users.js'
import { buildTestApp, TEST_ORIGIN, TEST_PASSWORD, type SignedUpUser, type TestApp } from '../helpers/app.js'

let app: TestApp
let baseUrl: string
let owner: SignedUpUser
let other: SignedUpUser

const messageTile = {
  id: 'ask',
  type: 'message.me' as const,
  x: 0,
  y: 0,
  width: 2,
  height: 1,
  color: 'tile-gradient-blue',
  data: { allowAnonymous: true },
}

async function giveMessageTile(testApp: TestApp, name: string) {
  await testApp.db
    .update(grids)
    .set({ tiles: [messageTile] })
    .where(eq(grids.name, name))
}

beforeAll(async () => {
  // Every message comes from an address of its own: the per-address limits are not under test here.
  app = await buildTestApp({ TRUST_PROXY: 'true' })
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  owner = await app.signUp('streamer', { plan: 'pro' })
  other = await app.signUp('bystander', { plan: 'pro' })
  await giveMessageTile(app, 'streamer')
})
afterAll(() => app.close())

interface StreamEvent {
  id?: string
  event?: string
  data: string
}

interface OpenStream {
  status: number
  headers: Headers
  /** The error answer of a refused stream. */
  refusal?: unknown
  events: StreamEvent[]
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

/** Opens the live inbox like a browser's EventSource; resolves once the subscription is in place. */
async function openStream(cookie: string, lastEventId?: string): Promise<OpenStream> {
  const controller = new AbortController()
  const headers: Record<string, string> = { cookie, accept: 'text/event-stream' }
  if (lastEventId) headers['last-event-id'] = lastEventId
  const res = await fetch(`${baseUrl}/api/messages/stream`, { headers, signal: controller.signal })
  const close = () => controller.abort()
  if (res.status !== 200)
    return {
      status: res.status,
      headers: res.headers,
      refusal: await res.json(),
      events: [],
      ended: Promise.resolve(),
      close,
    }
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  const events: StreamEvent[] = []
  let buffer = ''
  const take = (chunk: Uint8Array) => {
    buffer += decoder.decode(chunk, { stream: true })
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event: StreamEvent = { data: '' }
      for (const line of block.split('\n')) {
        const at = line.indexOf(': ')
        const [field, value] = at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 2)]
        if (field === 'id') event.id = value
        else if (field === 'event') event.event = value
        else if (field === 'data') event.data = value
      }
      if (event.event) events.push(event)
    }
  }
  const first = await reader.read() // the retry preamble: the subscription is in place
  if (first.value) take(first.value)
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        take(value)
      }
    } catch {
      // aborted by the test
    }
  })()
  return { status: res.status, headers: res.headers, events, ended, close }
}

const messagesOf = (stream: OpenStream) =>
  stream.events.filter((event) => event.event === 'message').map((event) => JSON.parse(event.data) as { body: string })

let senders = 1
const sendTo = (grid: string, message: string) =>
  fetch(`${baseUrl}/api/grids/${grid}/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: TEST_ORIGIN,
      'x-forwarded-for': `10.1.${senders >> 8}.${senders++ & 255}`,
    },
    body: JSON.stringify({ tileId: 'ask', message }),
  })

const sendToStreamer = (message: string) => sendTo('streamer', message)

/** Resolves true if the stream ends within the time, false if it is still open. */
const endsWithin = (stream: OpenStream, ms: number) =>
  Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))])

describe('live inbox', () => {
  it('delivers a new message to the owner’s open stream, with an id', async () => {
    const stream = await openStream(owner.cookie)
    expect((await sendToStreamer('Live hello to you')).status).toBe(201)
    await expect.poll(() => messagesOf(stream)).toHaveLength(1)
    expect(messagesOf(stream)[0]).toMatchObject({ body: 'Live hello to you', grid: 'streamer', anonymous: true })
    expect(stream.events[0]!.id).toMatch(/^\d+_[0-9a-f-]{36}$/)
    stream.close()
  })

  it('carries the security headers of every other answer', async () => {
    const stream = await openStream(owner.cookie)
    stream.close()
    const page = await fetch(`${baseUrl}/api/health`)
    for (const name of ['x-content-type-options', 'content-security-policy', 'referrer-policy']) {
      expect(stream.headers.get(name)).toBe(page.headers.get(name))
    }
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff')
    expect(stream.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(stream.headers.get('cache-control')).toBe('no-store')
  })

  it('delivers nothing to another user’s stream', async () => {
    const bystander = await openStream(other.cookie)
    const streamer = await openStream(owner.cookie)
    await sendToStreamer('Not for the bystander')
    await expect.poll(() => messagesOf(streamer)).toHaveLength(1)
    expect(bystander.events).toEqual([])
    bystander.close()
    streamer.close()
  })

  it('refuses the stream without a session', async () => {
    const res = await fetch(`${baseUrl}/api/messages/stream`)
    expect(res.status).toBe(401)
  })

  it('sends a reconnecting stream what it missed, in order, then goes on live', async () => {
    const first = await openStream(owner.cookie)
    await sendToStreamer('Before the drop')
    await expect.poll(() => first.events).toHaveLength(1)
    first.close()
    await sendToStreamer('Missed number one')
    await sendToStreamer('Missed number two')

    const again = await openStream(owner.cookie, first.events[0]!.id)
    await expect
      .poll(() => messagesOf(again).map((message) => message.body))
      .toEqual(['Missed number one', 'Missed number two'])
    await sendToStreamer('Live after the catch-up')
    await expect
      .poll(() => messagesOf(again).map((message) => message.body))
      .toEqual(['Missed number one', 'Missed number two', 'Live after the catch-up'])
    // Each id moves on: reconnecting from the last one repeats nothing.
    const ids = again.events.map((event) => event.id)
    expect(new Set([first.events[0]!.id, ...ids]).size).toBe(4)
    again.close()
    const upToDate = await openStream(owner.cookie, ids.at(-1))
    await sendToStreamer('Only this one is new')
    await expect.poll(() => messagesOf(upToDate).map((message) => message.body)).toEqual(['Only this one is new'])
    upToDate.close()
  })

  it('ignores a Last-Event-ID it did not send', async () => {
    const stream = await openStream(owner.cookie, 'not-an-event-id')
    await sendToStreamer('Fresh after a bad id')
    await expect.poll(() => messagesOf(stream).map((message) => message.body)).toEqual(['Fresh after a bad id'])
    stream.close()
  })

  it(`takes at most ${STREAMS_PER_USER} streams per user and says so with a 429`, async () => {
    const streams = await Promise.all(Array.from({ length: STREAMS_PER_USER }, () => openStream(other.cookie)))
    expect(streams.map((stream) => stream.status)).toEqual(Array(STREAMS_PER_USER).fill(200))
    const refused = await openStream(other.cookie)
    expect(refused.status).toBe(429)
    expect(refused.refusal).toEqual({ error: { code: 'TOO_MANY_STREAMS', message: MESSAGE_TEXTS.tooManyStreams } })
    streams[0]!.close()
    await streams[0]!.ended
    await expect
      .poll(async () => {
        const replacement = await openStream(other.cookie)
        replacement.close()
        return replacement.status
      })
      .toBe(200)
    streams.forEach((stream) => stream.close())
  })

  it('announces a new message with ids only, and a message NOTIFY could not carry does not fail', async () => {
    const payloads: string[] = []
    const stop = await app.database.listen('tessera_messages', {
      onNotify: (payload) => payloads.push(payload),
      onLost: () => {},
      onRestored: () => {},
    })
    const stream = await openStream(owner.cookie)
    // 2,000 characters that JSON escapes to six bytes each: more than NOTIFY's 8,000-byte payload.
    const controlCharacters = '\u0001'.repeat(2000)
    const res = await sendToStreamer(controlCharacters)
    expect(res.status).toBeLessThan(500)
    const plain = await sendToStreamer('A plain message, announced by its id')
    expect(plain.status).toBe(201)
    await expect.poll(() => payloads.length).toBeGreaterThanOrEqual(1)
    for (const payload of payloads) expect(payload).toMatch(new RegExp(`^${owner.id}:[0-9a-f-]{36}$`))
    const delivered = messagesOf(stream).map((message) => message.body)
    await expect
      .poll(() => messagesOf(stream).map((message) => message.body))
      .toContain('A plain message, announced by its id')
    if (res.status === 201) expect(delivered[0]).toBe(controlCharacters)
    stream.close()
    await stop()
  })
})

describe('a live inbox ends with its session or its right to the inbox', () => {
  let number = 0
  async function proUserWithStream() {
    const user = await app.signUp(`ender${++number}`, { plan: 'pro' })
    return { user, stream: await openStream(user.cookie) }
  }

  it('at sign-out, and the old cookie opens no new one', async () => {
    const { user, stream } = await proUserWithStream()
    const oldCookie = user.cookie
    expect((await user.post('/api/account/logout')).statusCode).toBeLessThan(300)
    expect(await endsWithin(stream, 3000)).toBe(true)
    expect((await openStream(oldCookie)).status).toBe(401)
  })

  it('at a password change made in another session', async () => {
    const { user, stream } = await proUserWithStream()
    const elsewhere = app.client()
    expect(
      (await elsewhere.post('/api/account/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200)
    const changed = await elsewhere.post('/api/account/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Another#2025pass',
    })
    expect(changed.statusCode).toBe(204)
    expect(await endsWithin(stream, 3000)).toBe(true)
  })

  it('at a suspension', async () => {
    const { user, stream } = await proUserWithStream()
    await setSuspended(app.db, user.username, true)
    expect(await endsWithin(stream, 3000)).toBe(true)
  })

  it('at a downgrade, and the reconnection is refused', async () => {
    const { user, stream } = await proUserWithStream()
    await app.db.update(profiles).set({ plan: 'free' }).where(eq(profiles.userId, user.id))
    expect(await endsWithin(stream, 3000)).toBe(true)
    expect((await openStream(user.cookie)).status).toBe(403)
  })

  it('but not when someone else’s account changes', async () => {
    const { stream } = await proUserWithStream()
    await app.db.update(profiles).set({ plan: 'free' }).where(eq(profiles.userId, other.id))
    expect(await endsWithin(stream, 500)).toBe(false)
    await app.db.update(profiles).set({ plan: 'pro' }).where(eq(profiles.userId, other.id))
    stream.close()
  })
})

describe('the log', () => {
  let log = ''
  let logged: TestApp
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString()
        done()
      },
    })
    logged = await buildTestApp({}, { logger: { level: 'info', stream: sink } })
    // What a trigger calls to refuse every new row, as a full disk or a failing constraint would.
    await logged.db.execute(
      sql.raw(`create function refuse_messages() returns trigger language plpgsql as $$
        begin raise exception 'storage refused'; end $$`),
    )
  })
  afterAll(() => logged?.close())

  it.each([
    { kind: 'an inbox message', table: 'messages', username: 'logged', filterWords: [] },
    { kind: 'a filtered message', table: 'filtered_messages', username: 'filtering', filterWords: ['private'] },
  ])('never holds the text of $kind, even when storing it fails', async ({ table, username, filterWords }) => {
    const user = await logged.signUp(username, { plan: 'pro' })
    await giveMessageTile(logged, user.username)
    expect((await user.put('/api/moderation/filter', { words: filterWords })).statusCode).toBe(200)
    await logged.db.execute(
      sql.raw(
        `create trigger refuse_${table} before insert on ${table} for each row execute function refuse_messages()`,
      ),
    )
    const secret = `A very private note for ${username}`
    const res = await logged.client().post(`/api/grids/${user.username}/messages`, { tileId: 'ask', message: secret })
    expect(res.statusCode).toBe(500)
    expect(log).toMatch(new RegExp(`Failed query: [^\\n]*insert into \\\\"${table}\\\\"`))
    expect(log).not.toContain(secret)
    expect(log).not.toContain(user.email)
  })
})
