import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_TEXTS } from '@domain/inbox.js'
import { grids, inboxSettings } from '@server/db/schema.js'
import { sendDailyDigests, type InboxMailer } from '@server/services/inbox-notifications.js'
import { buildTestApp, TEST_ORIGIN, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { onlyOn } from '../helpers/database.js'
import { askTile } from '../helpers/tiles.js'

const SHARED_ENV = { AUTH_SECRET: 'a-secret-both-instances-share-0123456789' }
const DAY_MS = 24 * 60 * 60 * 1000

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp(SHARED_ENV)
})
afterAll(() => app.close())

/** A Pro owner with a message box and notifications off: each test chooses the mode it is about. */
async function proOwner(username: string) {
  const owner = await app.signUp(username, { plan: 'pro' })
  await app.db
    .update(grids)
    .set({ tiles: [askTile], mobileTiles: [askTile], active: true })
    .where(eq(grids.ownerId, owner.id))
  await app.db.update(inboxSettings).set({ notify: 'off' }).where(eq(inboxSettings.userId, owner.id))
  return owner
}

const send = (grid: string, message = `Hello there ${Math.random()}`) =>
  app.client().post(`/api/grids/${grid}/messages`, { tileId: 'ask', message })

const choose = (owner: SignedUpUser, notify: string) => owner.put('/api/account/notifications', { notify })

const mailsTo = (target: TestApp, owner: SignedUpUser, subject: RegExp) =>
  target.mailbox.received.filter((mail) => mail.to.includes(owner.email) && subject.test(mail.subject))

describe('notification settings', () => {
  it('are a daily digest for a new account, and keep what the owner chose', async () => {
    const owner = await app.signUp('chooser', { plan: 'pro' })
    expect((await owner.get('/api/account/notifications')).json()).toEqual({ notify: 'daily' })
    for (const notify of ['each', 'off', 'daily']) {
      const saved = await choose(owner, notify)
      expect(saved.statusCode).toBe(200)
      expect(saved.json()).toEqual({ notify })
      expect((await owner.get('/api/account/notifications')).json()).toEqual({ notify })
    }
  })

  it('refuse an unknown choice (400), visitors (401) and Free users (403)', async () => {
    const owner = await proOwner('refuser')
    expect((await choose(owner, 'hourly')).statusCode).toBe(400)
    expect((await app.client().put('/api/account/notifications', { notify: 'each' })).statusCode).toBe(401)
    const free = await app.signUp('freebie')
    expect((await choose(free, 'each')).statusCode).toBe(403)
    expect((await free.get('/api/account/notifications')).statusCode).toBe(403)
  })
})

describe('a mail for each message', () => {
  it('goes to an owner who chose it, quoting the message escaped, with a one-click unsubscribe', async () => {
    const quiet = await proOwner('quietone')
    const owner = await proOwner('eachone')
    await choose(owner, 'each')
    await send('quietone', 'Sent while notifications are off')
    expect((await send('eachone', 'Is <b>this</b> bold & loud?')).statusCode).toBe(201)
    const mail = await app.mailbox.waitForMail(owner.email, /New message on \/eachone/)
    expect(mail.text).toContain('Anonymous to /eachone:\nIs <b>this</b> bold & loud?')
    expect(mail.html).toContain('Is &lt;b&gt;this&lt;/b&gt; bold &amp; loud?')
    expect(mail.text).toContain(`${TEST_ORIGIN}/messages`)
    expect(mail.headers['list-unsubscribe']).toMatch(/<http:\/\/localhost:3000\/messages\/unsubscribe\/[\w-]{32}>/)
    expect(mail.headers['list-unsubscribe-post']).toMatch(/List-Unsubscribe=One-Click/)
    expect(mailsTo(app, owner, /New message/)).toHaveLength(1)
    expect(mailsTo(app, quiet, /New message/)).toHaveLength(0)
  })

  it('quotes the addresses a visitor wrote so that no mail client links them', async () => {
    const owner = await proOwner('linkless')
    await choose(owner, 'each')
    const res = await app.client().post('/api/grids/linkless/messages', {
      tileId: 'ask',
      message: 'Your account is locked: https://evil.example/login or www.evil.example, mail help@evil.example',
      author: 'Support at evil.example',
    })
    expect(res.statusCode).toBe(201)
    const mail = await app.mailbox.waitForMail(owner.email, /New message on \/linkless/)
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toMatch(/https:\/\/evil|www\.evil|evil\.example/)
      expect(body).toContain('https[:]//evil[.]example/login or www[.]evil[.]example, mail help@evil[.]example')
      expect(body).toContain('Support at evil[.]example')
    }
    expect(mail.html).not.toContain('href="https://evil')
  })

  it('stops after the unsubscribe link, which asks first and works without signing in', async () => {
    const owner = await proOwner('leaver')
    await choose(owner, 'each')
    await send('leaver')
    const mail = await app.mailbox.waitForMail(owner.email, /New message/)
    const link = new URL(/Stop these emails: (\S+)/.exec(mail.text)![1]!)
    const visitor = app.client()
    const asked = await visitor.get(link.pathname)
    expect(asked.statusCode).toBe(200)
    expect(asked.body).toContain(NOTIFICATION_TEXTS.unsubscribeTitle)
    expect((await owner.get('/api/account/notifications')).json()).toEqual({ notify: 'each' })
    const done = await visitor.post(link.pathname, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(done.statusCode).toBe(200)
    expect(done.body).toContain(NOTIFICATION_TEXTS.unsubscribed)
    expect((await owner.get('/api/account/notifications')).json()).toEqual({ notify: 'off' })
  })

  it('answers an unknown unsubscribe link with a 404 page, not a 5xx', async () => {
    for (const path of ['/messages/unsubscribe/nope', `/messages/unsubscribe/${'a'.repeat(32)}`]) {
      const res = await app.client().get(path)
      expect(res.statusCode).toBe(404)
      expect(res.body).toContain(NOTIFICATION_TEXTS.invalidLink)
      expect((await app.client().post(path, {})).statusCode).toBe(404)
    }
  })
})

describe('the daily digest', () => {
  it('starts the day after it is chosen and covers each message once', async () => {
    const owner = await proOwner('digester')
    await choose(owner, 'daily')
    for (let index = 0; index < 3; index++) await send('digester', `Digest message number ${index}`)
    const now = Date.now()
    expect(await sendDailyDigests(app.db, app.inboxMailer, new Date(now))).toBe(0)
    expect(await sendDailyDigests(app.db, app.inboxMailer, new Date(now + DAY_MS))).toBe(1)
    const mail = await app.mailbox.waitForMail(owner.email, /3 new messages on Tessera/)
    expect(mail.text).toContain('Digest message number 2')
    expect(await sendDailyDigests(app.db, app.inboxMailer, new Date(now + DAY_MS + 60_000))).toBe(0)
    // The next day: nothing new, nothing sent; then one new message, one digest about it.
    expect(await sendDailyDigests(app.db, app.inboxMailer, new Date(now + 2 * DAY_MS))).toBe(0)
    await app.db
      .update(inboxSettings)
      .set({ digestSince: new Date(now - 1000) })
      .where(eq(inboxSettings.userId, owner.id))
    expect(await sendDailyDigests(app.db, app.inboxMailer, new Date(now + 3 * DAY_MS))).toBe(1)
    expect(mailsTo(app, owner, /new messages? on Tessera/)).toHaveLength(2)
  })

  it('comes to a new account that chose nothing, from the next day, with the unsubscribe link', async () => {
    const owner = await app.signUp('newcomer', { plan: 'pro' })
    await app.db
      .update(grids)
      .set({ tiles: [askTile], mobileTiles: [askTile] })
      .where(eq(grids.ownerId, owner.id))
    await send('newcomer', 'A first message for the newcomer')
    const now = Date.now()
    await sendDailyDigests(app.db, app.inboxMailer, new Date(now))
    expect(mailsTo(app, owner, /new message/)).toHaveLength(0)
    await sendDailyDigests(app.db, app.inboxMailer, new Date(now + DAY_MS))
    const mail = await app.mailbox.waitForMail(owner.email, /1 new message on Tessera/)
    expect(mail.text).toContain('A first message for the newcomer')
    expect(mail.headers['list-unsubscribe-post']).toMatch(/List-Unsubscribe=One-Click/)
  })

  it('gives its claim back when the mail fails, so that a later pass sends it', async () => {
    const owner = await proOwner('retrier')
    await choose(owner, 'daily')
    await send('retrier')
    const tomorrow = new Date(Date.now() + DAY_MS)
    const failing: InboxMailer = {
      ...app.inboxMailer,
      mailer: { send: () => Promise.reject(new Error('SMTP is down')), close: () => {} },
    }
    expect(await sendDailyDigests(app.db, failing, tomorrow)).toBe(0)
    expect(await sendDailyDigests(app.db, app.inboxMailer, tomorrow)).toBe(1)
    await app.mailbox.waitForMail(owner.email, /1 new message on Tessera/)
  })

  it('is sent once when two instances on one Postgres run their passes together', onlyOn('postgres'), async () => {
    const other = await buildTestApp(SHARED_ENV, { sameDatabaseAs: app })
    try {
      const owners = await Promise.all(['twin_one', 'twin_two', 'twin_three'].map(proOwner))
      for (const owner of owners) {
        await choose(owner, 'daily')
        await send(owner.username)
      }
      const tomorrow = new Date(Date.now() + DAY_MS)
      const passes = await Promise.all(
        [app, other, app, other].map((instance) => sendDailyDigests(instance.db, instance.inboxMailer, tomorrow)),
      )
      expect(passes.reduce((sum, sent) => sum + sent, 0)).toBe(owners.length)
      for (const owner of owners) {
        await expect
          .poll(() => mailsTo(app, owner, /new message/).length + mailsTo(other, owner, /new message/).length)
          .toBe(1)
      }
    } finally {
      await other.close()
    }
  })
})
