import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grids, inboxSettings } from '@server/db/schema.js'
import { sendDailyDigests } from '@server/services/inbox-notifications.js'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../helpers/app.js'
import { askTile } from '../helpers/tiles.js'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const DAY_MS = 24 * 60 * 60 * 1000

describe('the account’s language (ADR 0068)', () => {
  it('is the one the app spoke at sign-up, and the verification mail speaks it', async () => {
    const register = await app.client().post('/api/account/register', {
      email: 'zofia@example.com',
      username: 'zofia',
      password: TEST_PASSWORD,
      repeatPassword: TEST_PASSWORD,
      locale: 'pl',
    })
    expect(register.statusCode).toBe(201)
    const mail = await app.mailbox.waitForMail('zofia@example.com', /Potwierdź swój e-mail w Tesserze/)
    expect(mail.text).toContain('Cześć zofia, witaj w Tesserze!')
    expect(mail.text).toContain('Potwierdź mój e-mail: http')
  })

  it('is English by default, changed in Settings, and refused when it is not one of ours', async () => {
    const jan = await app.signUp('jan')
    expect((await jan.get('/api/account/me')).json().locale).toBe('en')
    const saved = await jan.put('/api/account/language', { locale: 'pl' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ locale: 'pl' })
    expect((await jan.get('/api/account/me')).json().locale).toBe('pl')
    // The app reads the session, which says it too: the app speaks it once signed in.
    expect((await jan.get('/api/account/session')).json().viewer.locale).toBe('pl')
    const refused = await jan.put('/api/account/language', { locale: 'de' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.code).toBe('VALIDATION_FAILED')
    expect((await app.client().put('/api/account/language', { locale: 'pl' })).statusCode).toBe(401)
  })

  it('is the language of the owner’s notifications: a Polish digest counts in Polish', async () => {
    const owner = await app.signUp('marta', { plan: 'pro' })
    await owner.put('/api/account/language', { locale: 'pl' })
    await app.db
      .update(grids)
      .set({ tiles: [askTile], mobileTiles: [askTile], active: true })
      .where(eq(grids.ownerId, owner.id))
    await app.db
      .update(inboxSettings)
      .set({ notify: 'daily', digestSince: new Date(Date.now() - 1000) })
      .where(eq(inboxSettings.userId, owner.id))
    for (const message of ['Pierwsza', 'Druga']) {
      await app.client().post('/api/grids/marta/messages', { tileId: 'ask', message })
    }
    await sendDailyDigests(app.db, app.inboxMailer, new Date(Date.now() + DAY_MS))
    const mail = await app.mailbox.waitForMail(owner.email, /2 nowe wiadomości w Tesserze/)
    expect(mail.text).toContain('Od ostatniego podsumowania masz 2 nowe wiadomości:')
    expect(mail.text).toContain('Otwórz skrzynkę: http')
  })
})
