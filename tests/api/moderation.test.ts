import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_AUTHOR_LABEL, MESSAGE_TEXTS, type InboxPage } from '@domain/messages.js'
import {
  DEFAULT_PAUSE_NOTE,
  FILTER_WORDS_MAX,
  MODERATION_TEXTS,
  type BlockedSenders,
  type FilteredPage,
} from '@domain/moderation.js'
import { blockedSenders, grids, messages } from '@server/db/schema.js'
import { formatReported, listReported } from '@server/services/moderation.js'
import { buildTestApp, TEST_ORIGIN, type SignedUpUser, type TestApp, type TestClient } from '../helpers/app.js'
import { askTile } from '../helpers/tiles.js'

const DAY = 24 * 60 * 60 * 1000
/** Visitors come through one trusted proxy (X-Forwarded-For), as in production. */
const PROXY = '10.0.0.1'
/** How far the app's clock is ahead of the real one. */
let shift = 0

let app: TestApp
let owner: SignedUpUser
let other: SignedUpUser
let fan: SignedUpUser

const FAN_BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' }

const send = (client: TestClient, message: string, extra: Record<string, unknown> = {}, grid = 'owner') =>
  client.post(`/api/grids/${grid}/messages`, { tileId: askTile.id, message, ...extra }, FAN_BROWSER)

const inbox = async () => ((await owner.get('/api/messages')).json() as InboxPage).messages
const filtered = async () => (await owner.get('/api/moderation/filtered')).json() as FilteredPage
const setFilter = (words: string[]) => owner.put('/api/moderation/filter', { words })

beforeAll(async () => {
  app = await buildTestApp({ TRUST_PROXY: '1' }, { now: () => Date.now() + shift })
  owner = await app.signUp('owner', { plan: 'pro' })
  other = await app.signUp('other', { plan: 'pro' })
  fan = await app.signUp('fan')
  for (const name of ['owner', 'other']) {
    await app.db
      .update(grids)
      .set({ tiles: [askTile], mobileTiles: [askTile], active: true })
      .where(eq(grids.name, name))
  }
})
afterAll(() => app.close())

describe('word filter', () => {
  it('keeps the owner’s list trimmed and without repeats', async () => {
    const res = await setFilter(['  Spam ', 'spam', 'SPÁM', 'free money', '', '!!!'])
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ words: ['Spam', 'free money'] })
    expect((await owner.get('/api/moderation/filter')).json()).toEqual({ words: ['Spam', 'free money'] })
  })

  it('refuses a list that is too long or has a too long entry, with the exact text', async () => {
    const many = await setFilter(Array.from({ length: FILTER_WORDS_MAX + 1 }, (_, i) => `word${i}`))
    expect(many.statusCode).toBe(400)
    expect(many.json().error.message).toBe(MODERATION_TEXTS.tooManyWords)
    const long = await setFilter(['x'.repeat(61)])
    expect(long.statusCode).toBe(400)
    expect(long.json().error.message).toBe(MODERATION_TEXTS.wordTooLong)
  })

  it('sets a matching message aside in Filtered, answered as sent, and keeps it out of the inbox', async () => {
    await setFilter(['free money', 'spam'])
    const res = await send(app.client(), 'Get FREE   money now!!')
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ status: 'sent' })
    expect((await inbox()).map((message) => message.body)).not.toContain('Get FREE   money now!!')
    const { messages } = await filtered()
    expect(messages[0]).toMatchObject({ body: 'Get FREE   money now!!', matched: 'free money', grid: 'owner' })
  })

  it('refuses a filtered message sent again within a minute, as it refuses a repeat in the inbox', async () => {
    await setFilter(['spam'])
    expect((await send(app.client(), 'Spam once, spam twice')).statusCode).toBe(201)
    const again = await send(app.client(), 'Spam once, spam twice')
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(MESSAGE_TEXTS.duplicate)
    expect((await filtered()).messages.filter((message) => message.body === 'Spam once, spam twice')).toHaveLength(1)
  })

  it('matches whole words only, ignoring case and accents, in the message and in the sender’s name', async () => {
    await setFilter(['spam'])
    await send(app.client(), 'A classic spammer would not say this')
    expect((await inbox())[0]!.body).toBe('A classic spammer would not say this')
    await send(app.client(), 'Just saying hello', { author: 'SPÁM king' })
    expect((await filtered()).messages[0]).toMatchObject({ body: 'Just saying hello', matched: 'spam' })
  })

  it('sees through invisible characters and look-alike letters inside a filtered word', async () => {
    await setFilter(['spam'])
    const dodges = ['s\u200Bpam', 'sp\u00ADam', 'spa\u2060m', 's\uFEFFpam', 'sp\u3164am', 'sp\u{E0041}am', 'ѕраm']
    for (const [index, dodge] of dodges.entries()) {
      expect((await send(app.client(), `Dodge ${index}: ${dodge} here`)).statusCode).toBe(201)
    }
    const set = (await filtered()).messages.filter((message) => message.body.startsWith('Dodge '))
    expect(set.map((message) => message.matched)).toEqual(dodges.map(() => 'spam'))
    expect((await inbox()).filter((message) => message.body.startsWith('Dodge '))).toEqual([])
  })

  it('sends no new-message mail for a filtered message', async () => {
    await owner.put('/api/account/notifications', { notify: 'each' })
    await setFilter(['muted'])
    await send(app.client(), 'A muted message here')
    await send(app.client(), 'A welcome message here')
    const mail = await app.mailbox.waitForMail(owner.email, /New message/)
    expect(mail.text).toContain('A welcome message here')
    const mails = app.mailbox.received.filter((received) => received.to.includes(owner.email))
    expect(mails.map((received) => received.text).join()).not.toContain('A muted message here')
    await owner.put('/api/account/notifications', { notify: 'off' })
  })

  it('moves a filtered message to the inbox, as received', async () => {
    await setFilter(['release'])
    await send(app.client(), 'Please release me')
    const [message] = (await filtered()).messages
    const res = await owner.post(`/api/moderation/filtered/${message!.id}/release`)
    expect(res.statusCode).toBe(204)
    expect((await inbox()).find((row) => row.body === 'Please release me')).toMatchObject({
      createdAt: message!.createdAt,
      favorite: false,
    })
    expect((await filtered()).messages.map((row) => row.id)).not.toContain(message!.id)
  })

  it('deletes a filtered message', async () => {
    await setFilter(['delete'])
    await send(app.client(), 'Please delete me')
    const [message] = (await filtered()).messages
    expect((await owner.delete(`/api/moderation/filtered/${message!.id}`)).statusCode).toBe(204)
    expect((await filtered()).messages.map((row) => row.id)).not.toContain(message!.id)
  })

  it('keeps each owner’s Filtered to themselves', async () => {
    await setFilter(['private'])
    await send(app.client(), 'A private matter')
    const [message] = (await filtered()).messages
    expect((await other.get('/api/moderation/filtered')).json().messages).toEqual([])
    expect((await other.post(`/api/moderation/filtered/${message!.id}/release`)).statusCode).toBe(404)
    expect((await other.delete(`/api/moderation/filtered/${message!.id}`)).statusCode).toBe(404)
  })
})

describe('blocking senders', () => {
  it('answers a blocked account’s messages as sent and stores none of them, until unblocked', async () => {
    await setFilter([])
    await send(fan, 'First words from a fan', { anonymous: false })
    const [message] = await inbox()
    const blocked = await owner.post('/api/moderation/blocks', { messageId: message!.id })
    expect(blocked.statusCode).toBe(201)
    expect(blocked.json()).toMatchObject({ label: 'fan', kind: 'account', until: null })

    const before = await inbox()
    for (const extra of [{ anonymous: false }, { anonymous: true }]) {
      const res = await send(fan, `Still writing ${JSON.stringify(extra)}`, extra)
      expect(res.statusCode).toBe(201)
      expect(res.json()).toEqual({ status: 'sent' })
    }
    expect(await inbox()).toEqual(before)

    const { blocks } = (await owner.get('/api/moderation/blocks')).json() as BlockedSenders
    expect(blocks.map((block) => block.label)).toContain('fan')
    expect((await owner.delete(`/api/moderation/blocks/${blocked.json().id}`)).statusCode).toBe(204)
    await send(fan, 'Back again, unblocked', { anonymous: false })
    expect((await inbox())[0]!.body).toBe('Back again, unblocked')
  })

  it('blocks an anonymous sender by their network for 30 days: another browser or address of the same /64 stays blocked', async () => {
    const fromNetwork = (address: string, message: string, userAgent = FAN_BROWSER['user-agent']) =>
      app.inject({
        method: 'POST',
        url: '/api/grids/owner/messages',
        remoteAddress: PROXY,
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address, 'user-agent': userAgent },
        payload: { tileId: askTile.id, message },
      })
    await fromNetwork('2001:db8:77:1::10', 'Anonymous and rude')
    const [message] = await inbox()
    const res = await owner.post('/api/moderation/blocks', { messageId: message!.id })
    expect(res.statusCode).toBe(201)
    const block = res.json()
    expect(block).toMatchObject({ label: DEFAULT_AUTHOR_LABEL, kind: 'anonymous' })
    expect(Math.abs(Date.parse(block.until) - (Date.now() + 30 * DAY))).toBeLessThan(60_000)
    expect(((await owner.get('/api/moderation/blocks')).json() as BlockedSenders).blocks).toContainEqual(block)

    const before = await inbox()
    for (const [address, userAgent] of [
      ['2001:db8:77:1::10', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1'],
      ['2001:db8:77:1:abcd::99', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Firefox/133.0'],
    ]) {
      const res = await fromNetwork(address!, `Trying again from ${address}`, userAgent)
      expect(res.json()).toEqual({ status: 'sent' })
    }
    expect(await inbox()).toEqual(before)
    // Another network still reaches the owner.
    await fromNetwork('2001:db8:77:2::10', 'A different visitor')
    expect((await inbox())[0]!.body).toBe('A different visitor')

    // The block holds when the salts turn to the next period (they turn every 30 days), and ends after 30 days.
    shift = 30 * DAY
    try {
      await fromNetwork('2001:db8:77:1::11', 'Still blocked next month')
      expect((await inbox())[0]!.body).toBe('A different visitor')
    } finally {
      shift = 0
    }
    await app.db
      .update(blockedSenders)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(blockedSenders.id, block.id))
    await fromNetwork('2001:db8:77:1::10', 'After the block')
    expect((await inbox())[0]!.body).toBe('After the block')
    expect(((await owner.get('/api/moderation/blocks')).json() as BlockedSenders).blocks).not.toContainEqual(block)
  })

  it('blocks the sender of a filtered message too', async () => {
    await setFilter(['nasty'])
    const stranger = app.client()
    await send(stranger, 'Something nasty here')
    const [message] = (await filtered()).messages
    expect((await owner.post('/api/moderation/blocks', { messageId: message!.id })).statusCode).toBe(201)
    await send(stranger, 'Something nasty again')
    expect((await filtered()).messages[0]!.id).toBe(message!.id)
    await setFilter([])
  })

  it('refuses to block from someone else’s message, and an anonymous sender from a message older than 30 days', async () => {
    await send(app.client(), 'A message to block later')
    const [message] = await inbox()
    expect((await other.post('/api/moderation/blocks', { messageId: message!.id })).statusCode).toBe(404)
    const longAgo = new Date(Date.now() - 30 * DAY - 60_000)
    await app.db.update(messages).set({ createdAt: longAgo }).where(eq(messages.id, message!.id))
    const late = await owner.post('/api/moderation/blocks', { messageId: message!.id })
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toEqual({ code: 'CANNOT_BLOCK', message: MODERATION_TEXTS.cannotBlock })
  })

  it('lets only the owner unblock', async () => {
    const stranger = app.client()
    await send(stranger, 'Block me please')
    const [message] = await inbox()
    const block = (await owner.post('/api/moderation/blocks', { messageId: message!.id })).json()
    expect((await other.delete(`/api/moderation/blocks/${block.id}`)).statusCode).toBe(404)
    expect((await other.get('/api/moderation/blocks')).json()).toEqual({ blocks: [] })
  })
})

describe('pausing a message box', () => {
  it('shows the note in the tile instead of the form, and refuses messages until opened again', async () => {
    const paused = await owner.put('/api/grids/owner/message-pause', { note: 'Back <b>Monday</b>!' })
    expect(paused.statusCode).toBe(200)
    expect(paused.json()).toEqual({ grid: 'owner', paused: true, note: 'Back <b>Monday</b>!' })

    const page = await app.client().get('/owner')
    expect(page.body).toContain('Back &lt;b&gt;Monday&lt;/b&gt;!')
    expect(page.body).not.toContain('name="message"')

    const res = await send(app.client(), 'Are you there?')
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toEqual({ code: 'MESSAGE_BOX_PAUSED', message: MODERATION_TEXTS.paused })
    const plain = await app.client().request('POST', '/owner/messages', 'tileId=ask&message=Are+you+there' as never, {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(plain.statusCode).toBe(403)
    expect(plain.body).toContain('Back &lt;b&gt;Monday&lt;/b&gt;!')

    expect((await owner.get('/api/moderation/message-boxes')).json().grids).toContainEqual({
      grid: 'owner',
      paused: true,
      note: 'Back <b>Monday</b>!',
    })
    const opened = await owner.delete('/api/grids/owner/message-pause')
    expect(opened.json()).toEqual({ grid: 'owner', paused: false, note: '' })
    expect((await app.client().get('/owner')).body).toContain('name="message"')
    expect((await send(app.client(), 'Open again, hello')).statusCode).toBe(201)
  })

  it('shows a default note when the owner wrote none, and refuses a note that is too long', async () => {
    await owner.put('/api/grids/owner/message-pause', {})
    expect((await app.client().get('/owner')).body).toContain(DEFAULT_PAUSE_NOTE)
    await owner.delete('/api/grids/owner/message-pause')
    const long = await owner.put('/api/grids/owner/message-pause', { note: 'n'.repeat(141) })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.message).toBe(MODERATION_TEXTS.noteTooLong)
  })

  it('pauses only the owner’s own grids', async () => {
    expect((await other.put('/api/grids/owner/message-pause', { note: 'Mine now' })).statusCode).toBe(404)
    expect((await other.delete('/api/grids/owner/message-pause')).statusCode).toBe(404)
    expect((await app.client().get('/owner')).body).toContain('name="message"')
  })
})

describe('reports', () => {
  it('keeps a reported message, as it was, for the operator with its author', async () => {
    await send(fan, 'Something to report here', { anonymous: false })
    const [message] = await inbox()
    expect((await owner.post('/api/moderation/reports', { messageId: message!.id })).statusCode).toBe(204)
    expect((await owner.post('/api/moderation/reports', { messageId: message!.id })).statusCode).toBe(204)
    await owner.delete(`/api/messages/${message!.id}`)
    const reported = await listReported(app.db, 10)
    expect(reported.filter((row) => row.body === 'Something to report here')).toEqual([
      expect.objectContaining({ reporter: 'owner', grid: 'owner', author: 'fan', authorSuspended: false }),
    ])
    const printed = formatReported(reported)
    expect(printed).toContain(
      'reported by owner on /owner\n  from fan (suspend: npx tessera user suspend fan)\n  Something to report here',
    )
  })

  it('refuses to report someone else’s message', async () => {
    await send(app.client(), 'Not yours to report')
    const [message] = await inbox()
    expect((await other.post('/api/moderation/reports', { messageId: message!.id })).statusCode).toBe(404)
  })
})

describe('who may moderate', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/moderation/filter'],
    ['PUT', '/api/moderation/filter', { words: [] }],
    ['GET', '/api/moderation/filtered'],
    ['GET', '/api/moderation/blocks'],
    ['GET', '/api/moderation/message-boxes'],
    ['PUT', '/api/grids/fan/message-pause', {}],
  ]

  it.each(routes)('%s %s answers 401 signed out and 403 on Free', async (method, url, body) => {
    const signedOut = await app.client().request(method as 'GET', url, body)
    expect(signedOut.statusCode).toBe(401)
    const free = await fan.request(method as 'GET', url, body)
    expect(free.statusCode).toBe(403)
    expect(free.json().error.message).toBe(MESSAGE_TEXTS.inboxProOnly)
  })
})
