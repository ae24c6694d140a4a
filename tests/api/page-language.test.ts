import { eq } from 'drizzle-orm'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import type { StoredTile } from '@domain/grid.js'
import type { InboxPage } from '@domain/messages.js'
import { inboxSettings } from '@server/db/schema.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { messageTile, qaTile } from '../helpers/tiles.js'

// A creator's page speaks its own language (ADR 0068), whoever visits: the setting of the page, else
// its owner's account language; the creator's own text as written.

let app: TestApp
let owner: SignedUpUser

const ENGLISH_BROWSER = { 'accept-language': 'en-US,en;q=0.9' }
const POLISH_BROWSER = { 'accept-language': 'pl-PL,pl;q=0.9' }

const sensitiveLink: StoredTile = {
  id: 'late',
  type: 'link',
  x: 4,
  y: 0,
  width: 1,
  height: 1,
  color: 'tile-solid-slate',
  data: { links: [{ url: 'https://example.com/late-show', icon: 'Other' }], label: 'Late show' },
  sensitive: true,
}

/** A message box large enough for its whole form (a name field, Send anonymously), below the Q&A tile. */
const wideMessageTile = (data: Record<string, unknown> = { header: 'Ask me', allowAnonymous: true }) =>
  messageTile({ y: 2, width: 3, height: 2, data })

const socialTile: StoredTile = {
  id: 'social',
  type: 'social-links',
  x: 3,
  y: 2,
  width: 2,
  height: 1,
  color: 'tile-solid-slate',
  data: {
    profiles: [
      { platform: 'Website', url: 'https://example.com' },
      { platform: 'Instagram', url: 'https://instagram.com/olga' },
    ],
  },
}

const load = async (name = 'olga') => (await owner.get(`/api/grids/${name}/content`)).json() as GridContent

async function publish(settings: Partial<GridContent['settings']>, tiles?: StoredTile[]) {
  const current = await load()
  return owner.put('/api/grids/olga/content', {
    version: current.version,
    tiles: tiles ?? current.tiles,
    mobileTiles: [],
    settings: { ...current.settings, ...settings },
    theme: current.theme,
  })
}

/** The page's own language set aside: it speaks its owner's. */
async function publishWithoutLocale() {
  const current = await load()
  const { locale: _locale, ...settings } = current.settings
  const saved = await owner.put('/api/grids/olga/content', { ...current, settings })
  expect(saved.statusCode).toBe(200)
}

const visit = (path: string, headers: Record<string, string> = ENGLISH_BROWSER) => app.client().get(path, headers)

beforeAll(async () => {
  app = await buildTestApp()
  owner = await app.signUp('olga', { plan: 'pro' })
  const saved = await publish({}, [wideMessageTile({ header: 'Napisz do mnie', allowAnonymous: true }), qaTile])
  expect(saved.statusCode).toBe(200)
})
afterAll(() => app.close())

describe('the page’s language', () => {
  it('is Polish for an English browser once the page is set to Polish: its form, toasts and script texts', async () => {
    expect((await publish({ locale: 'pl' })).statusCode).toBe(200)
    expect((await load()).settings.locale).toBe('pl')
    const page = await visit('/olga')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<html lang="pl">')
    // The creator's own header as written; the form's fixed words in Polish.
    expect(page.body).toContain('Napisz do mnie')
    expect(page.body).toContain('<label for="ask-message">Twoja wiadomość</label>')
    expect(page.body).toContain('placeholder="Twoja wiadomość"')
    expect(page.body).toContain('<label for="ask-author">Pseudonim (opcjonalnie)</label>')
    expect(page.body).toContain('Wyślij anonimowo')
    expect(page.body).toContain('<button type="submit">Wyślij wiadomość</button>')
    expect(page.body).toContain('data-sent="Wiadomość wysłana!"')
    expect(page.body).toContain('data-not-sent="Nie udało się wysłać wiadomości. Spróbuj ponownie."')
    expect(page.body).toContain(
      'data-offline="Nie udało się wysłać wiadomości: sprawdź połączenie i spróbuj ponownie."',
    )
    // The script shows a refusal in the page's words: by the server's English message, or its code.
    const refusals = JSON.parse(
      /data-refusals="([^"]*)"/.exec(page.body)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    ) as Record<string, string>
    expect(refusals['Message has to be at least 5 characters long!']).toBe('Wiadomość musi mieć co najmniej 5 znaków!')
    expect(refusals.TOO_MANY_REQUESTS).toBe('Zbyt wiele prób. Poczekaj chwilę i spróbuj ponownie.')
    expect(page.body).toContain('stworzone w <b>Tesserze</b>')
    expect(page.body).not.toContain('Send Message')
    expect(page.body).not.toContain('Your message')
  })

  it('follows its owner’s account language when the page has none, and changes with it', async () => {
    await publishWithoutLocale()
    expect((await load()).settings.locale).toBeUndefined()
    const english = await visit('/olga', POLISH_BROWSER)
    expect(english.body).toContain('<html lang="en">')
    expect(english.body).toContain('<button type="submit">Send Message</button>')
    expect(english.body).not.toContain('data-refusals')

    expect((await owner.put('/api/account/language', { locale: 'pl' })).statusCode).toBe(200)
    const polish = await visit('/olga')
    expect(polish.body).toContain('<html lang="pl">')
    expect(polish.body).toContain('<button type="submit">Wyślij wiadomość</button>')

    // The page's own language wins over the account's.
    expect((await publish({ locale: 'en' })).statusCode).toBe(200)
    const own = await visit('/olga', POLISH_BROWSER)
    expect(own.body).toContain('<html lang="en">')
    expect(own.body).toContain('<button type="submit">Send Message</button>')
    expect((await owner.put('/api/account/language', { locale: 'en' })).statusCode).toBe(200)
  })

  it('is a setting of every plan: a Free owner’s page speaks Polish too', async () => {
    const free = await app.signUp('filip')
    const current = (await free.get('/api/grids/filip/content')).json() as GridContent
    const saved = await free.put('/api/grids/filip/content', {
      ...current,
      settings: { ...current.settings, locale: 'pl' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const page = await visit('/filip')
    expect(page.body).toContain('<html lang="pl">')
    expect(page.body).toContain('stworzone w <b>Tesserze</b>')
  })

  it('is one of English and Polish: another value is refused with 400 and nothing is saved', async () => {
    const before = await load()
    const refused = await publish({ locale: 'de' as 'pl' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'A page speaks English or Polish.' },
    })
    const { version, tiles, mobileTiles, theme } = before
    const draft = await owner.put('/api/grids/olga/draft', {
      version,
      tiles,
      mobileTiles,
      theme,
      settings: { ...before.settings, locale: 'english' },
    })
    expect(draft.statusCode).toBe(400)
    expect(draft.json().error.message).toBe('A page speaks English or Polish.')
    expect((await load()).version).toBe(before.version)
  })
})

describe('a Polish page’s other pages, for an English browser', () => {
  beforeAll(async () => {
    const saved = await publish({ locale: 'pl' }, [wideMessageTile(), qaTile, sensitiveLink, socialTile])
    expect(saved.statusCode, saved.body).toBe(200)
  })

  it('answers a form posted without JavaScript in Polish: the refusal, then the sent message', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', ...ENGLISH_BROWSER }
    const refused = await app.client().request('POST', '/olga/messages', 'tileId=ask&message=hej', form)
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('<html lang="pl">')
    expect(refused.body).toContain('<p class="notice" role="alert">Wiadomość musi mieć co najmniej 5 znaków!</p>')

    const sent = await app.client().request('POST', '/olga/messages', 'tileId=ask&message=Dzie%C5%84+dobry', form)
    expect(sent.statusCode).toBe(303)
    const shown = await visit(sent.headers.location as string)
    expect(shown.body).toContain('<p class="sent">wiadomość wysłana!</p>')
    expect(shown.body).toContain('<p class="toast">Wiadomość wysłana!</p>')
    expect(shown.body).toContain('Wyślij kolejną wiadomość')
  })

  it('keeps the API’s refusals in English with their codes: the app and the page’s script translate them', async () => {
    const res = await app.client().post('/api/grids/olga/messages', { tileId: 'ask', message: 'hej' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Message has to be at least 5 characters long!' },
    })
  })

  it('names a social link by a word in Polish, by a brand as it is', async () => {
    const page = await visit('/olga')
    expect(page.body).toContain('<span class="sr-only">Strona internetowa</span>')
    expect(page.body).toContain('<span class="sr-only">Instagram</span>')
  })

  it('shows the sensitive tile’s gate and its confirmation page in Polish', async () => {
    const page = await visit('/olga')
    expect(page.body).toContain('<span class="sensitive-notice">Może zawierać treści wrażliwe</span>')
    const confirmation = await visit('/olga/go/late')
    expect(confirmation.statusCode).toBe(200)
    expect(confirmation.body).toContain('<html lang="pl">')
    expect(confirmation.body).toContain('<title>Late show · Może zawierać treści wrażliwe</title>')
    expect(confirmation.body).toContain(
      '<strong>Late show</strong> może zawierać treści wrażliwe. Przejdź dalej tylko wtedy, gdy chcesz to zobaczyć.',
    )
    expect(confirmation.body).toContain('>Przejdź dalej</a>')
    expect(confirmation.body).toContain('data-back="">Wróć</a>')
  })

  it('shows the answers page and the Q&A tile in Polish, an anonymous asker as “Anonim”', async () => {
    await visit('/olga')
    const sent = await app.client().post('/api/grids/olga/messages', { tileId: 'ask', message: 'Jak się masz?' })
    expect(sent.statusCode).toBe(201)
    const inbox = (await owner.get('/api/messages')).json() as InboxPage
    const question = inbox.messages.find((message) => message.body === 'Jak się masz?')!
    expect((await owner.put(`/api/messages/${question.id}/answer`, { grid: 'olga', body: 'Dobrze!' })).statusCode).toBe(
      200,
    )
    const page = await visit('/olga')
    expect(page.body).toContain('<p class="qa-by" dir="auto">Anonim</p>')
    expect(page.body).toContain('Wszystkie odpowiedzi')
    const answers = await visit('/olga/answers')
    expect(answers.statusCode).toBe(200)
    expect(answers.body).toContain('<html lang="pl">')
    expect(answers.body).toContain('<span class="sr-only">Odpowiedź: </span>Dobrze!')
    expect(answers.body).toContain('<p class="qa-by" dir="auto">Anonim</p>')
    expect(answers.body).not.toContain('Anonymous')

    // Its share image names the anonymous asker in the page's language too: another picture in English.
    const drawn = async () => {
      const image = await owner.get(`/api/messages/${question.id}/share.png?format=square`)
      expect(image.statusCode).toBe(200)
      return image.headers.etag
    }
    const polish = await drawn()
    expect((await publish({ locale: 'en' })).statusCode).toBe(200)
    const english = await drawn()
    expect(english).not.toBe(polish)
    expect((await publish({ locale: 'pl' })).statusCode).toBe(200)
    expect(await drawn()).toBe(polish)
  })

  it('shows the notice with its Polish name and close button, the creator’s text as written', async () => {
    expect((await owner.put('/api/grids/olga/notice', { text: 'Sklep zamknięty w sobotę' })).statusCode).toBe(200)
    const page = await visit('/olga')
    expect(page.body).toContain('aria-label="Ogłoszenie"')
    expect(page.body).toContain('data-close="Zamknij ogłoszenie"')
    expect(page.body).toContain('<p class="notice-text">Sklep zamknięty w sobotę</p>')
    expect((await owner.delete('/api/grids/olga/notice')).statusCode).toBe(200)
  })

  it('adds the in-app browser’s bar in Polish', async () => {
    const page = await visit('/olga', { ...ENGLISH_BROWSER, 'user-agent': 'Mozilla/5.0 (iPhone) Instagram 300.0' })
    expect(page.body).toContain('<html lang="pl">')
    expect(page.body).toContain('aria-label="Otwórz w przeglądarce"')
    expect(page.body).toContain('data-dismiss-bar="" hidden="">Zamknij</button>')
  })
})

describe('a page in Polish', () => {
  it('stays small: 40 link tiles, each with its Copy link words, in at most 14 KB of gzip', async () => {
    const tiles = Array.from({ length: 40 }, (_, index) => ({
      ...sensitiveLink,
      id: `t${index}`,
      x: index % 6,
      y: Math.floor(index / 6),
      sensitive: undefined,
      data: { links: [{ url: `https://example.com/${index}`, icon: 'Other' }], label: `Link ${index}` },
    }))
    expect((await publish({ locale: 'pl' }, tiles)).statusCode).toBe(200)
    const page = await visit('/olga', { ...ENGLISH_BROWSER, 'accept-encoding': 'gzip' })
    expect(page.headers['content-encoding']).toBe('gzip')
    const html = gunzipSync(page.rawPayload).toString()
    expect(html).toContain('data-done="Link skopiowany"')
    expect(page.rawPayload.length).toBeLessThanOrEqual(14 * 1024)
    console.info(`A 40-tile page in Polish: ${page.rawPayload.length} bytes of gzip (${html.length} bytes of HTML).`)
  })
})

describe('the unsubscribe page', () => {
  it('speaks the language of the mail its link came in, the owner’s account’s', async () => {
    expect((await owner.put('/api/account/language', { locale: 'pl' })).statusCode).toBe(200)
    const [settings] = await app.db
      .select({ token: inboxSettings.unsubscribeToken })
      .from(inboxSettings)
      .where(eq(inboxSettings.userId, owner.id))
    const path = `/messages/unsubscribe/${settings!.token}`
    const asked = await visit(path)
    expect(asked.statusCode).toBe(200)
    expect(asked.body).toContain('<html lang="pl">')
    expect(asked.body).toContain('<h1 style="margin:0">Wyłączyć powiadomienia e-mail?</h1>')
    const done = await app.client().request('POST', path, '', {
      'content-type': 'application/x-www-form-urlencoded',
      ...ENGLISH_BROWSER,
    })
    expect(done.statusCode).toBe(200)
    expect(done.body).toContain('<h1 style="margin:0">Powiadomienia e-mail są wyłączone</h1>')
    expect(done.body).toContain('>Ustawienia konta</a>')
  })

  it('speaks its visitor’s language for a link that names nobody: the lang cookie, else the browser’s', async () => {
    const path = `/messages/unsubscribe/${'x'.repeat(32)}`
    const polish = await visit(path, POLISH_BROWSER)
    expect(polish.statusCode).toBe(404)
    expect(polish.body).toContain('<h1 style="margin:0">Ten link nie działa</h1>')
    expect((await visit(path)).body).toContain('<h1 style="margin:0">This link does not work</h1>')
    const chosen = await visit(path, { ...ENGLISH_BROWSER, cookie: 'lang=pl' })
    expect(chosen.body).toContain('<h1 style="margin:0">Ten link nie działa</h1>')
  })
})
