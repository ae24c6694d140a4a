import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/app.js'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp({})
})
afterAll(() => app.close())

const POLISH = 'pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7'
const ENGLISH = 'en-US,en;q=0.9'
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const textOf = (html: string) => html.replace(/<[^>]+>/g, '')

describe('the 404 page in the visitor’s language', () => {
  it('speaks Polish to a Polish browser and the spec’s English to an American one', async () => {
    for (const url of ['/nobody-here', '/wp-login.php']) {
      const polish = await get(url, { 'accept-language': POLISH })
      expect(polish.statusCode).toBe(404)
      expect(polish.body).toMatch(/^<!doctype html><html lang="pl">/)
      expect(textOf(polish.body)).toContain('Tej strony tu nie ma')
      const english = await get(url, { 'accept-language': ENGLISH })
      expect(english.body).toMatch(/^<!doctype html><html lang="en">/)
      expect(textOf(english.body)).toContain('This page is not here')
      expect(textOf(english.body)).toContain(
        'The page you are looking for does not exist, or its owner has not made it public.',
      )
      expect(polish.headers.vary).toBe('accept-encoding, accept-language, cookie')
      expect(english.headers.vary).toBe('accept-encoding, accept-language, cookie')
      expect(polish.headers.etag).not.toBe(english.headers.etag)
    }
  })

  it('speaks English to a browser that names neither language', async () => {
    const res = await get('/nobody-here', { 'accept-language': 'de-DE,de;q=0.9,fr;q=0.5' })
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/)
  })

  it('takes ?lang= first, sets the lang cookie for a year, and the cookie wins over the browser', async () => {
    const chosen = await get('/nobody-here?lang=pl', { 'accept-language': ENGLISH })
    expect(chosen.headers['set-cookie']).toBe('lang=pl; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(chosen.body).toMatch(/<html lang="pl">/)
    const next = await get('/nobody-here', { 'accept-language': ENGLISH, cookie: 'lang=pl' })
    expect(next.body).toMatch(/<html lang="pl">/)
    expect(next.headers['set-cookie']).toBeUndefined()
    const back = await get('/nobody-here?lang=en', { 'accept-language': POLISH, cookie: 'lang=pl' })
    expect(back.headers['set-cookie']).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(back.body).toMatch(/<html lang="en">/)
  })

  it('ignores a ?lang= it does not speak, and sets no cookie', async () => {
    const res = await get('/nobody-here?lang=de', { 'accept-language': POLISH })
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.body).toMatch(/<html lang="pl">/)
  })
})

describe('the landing page in the visitor’s language', () => {
  it('speaks Polish to a Polish browser, with Polish prices and the footer’s switch', async () => {
    const res = await get('/', { 'accept-language': POLISH })
    expect(res.body).toMatch(/^<!doctype html><html lang="pl">/)
    const text = textOf(res.body)
    expect(text).toContain('Cały Twój świat w jednym linku.')
    expect(text).toContain('Kilka stron, jedno konto')
    expect(text).toContain('Po co mi Tessera?')
    expect(text).toContain('3,99\u00a0USD')
    expect(text).toContain('Dostęp do wszystkich przyszłych funkcji')
    expect(text).toContain(`© ${new Date().getFullYear()} Tessera. Twórca i serwery: Polska.`)
    expect(res.body).toContain('<label for="hero-claim-username" class="sr-only">Wybierz nazwę użytkownika</label>')
    expect(res.body).toContain('data-available="tessera/{name} jest wolna."')
    expect(res.body).toContain('<a href="?lang=pl" hrefLang="pl" lang="pl" aria-current="true">Polski</a>')
    expect(res.body).toContain('<a href="?lang=en" hrefLang="en" lang="en">English</a>')
    expect(res.headers.vary).toBe('accept-encoding, accept-language, cookie')
  })

  it('speaks the spec’s English to an American browser', async () => {
    const res = await get('/', { 'accept-language': ENGLISH })
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/)
    const text = textOf(res.body)
    expect(text).toContain('Your whole world, in one link.')
    expect(text).toContain('$3.99')
    expect(text).toContain(`© ${new Date().getFullYear()} Tessera. Made and hosted in Poland.`)
    expect(res.body).toContain('<a href="?lang=en" hrefLang="en" lang="en" aria-current="true">English</a>')
    expect(res.body).not.toContain('data-problems')
  })

  it('is kept once per language: each has its own ETag, and a 304 only for its own', async () => {
    const polish = await get('/', { 'accept-language': POLISH })
    const english = await get('/', { 'accept-language': ENGLISH })
    expect(polish.headers.etag).not.toBe(english.headers.etag)
    const again = await get('/', { 'accept-language': POLISH, 'if-none-match': String(polish.headers.etag) })
    expect(again.statusCode).toBe(304)
    const other = await get('/', { 'accept-language': ENGLISH, 'if-none-match': String(polish.headers.etag) })
    expect(other.statusCode).toBe(200)
  })

  it('follows ?lang=pl, whose cookie then wins over the browser', async () => {
    const chosen = await get('/?lang=pl', { 'accept-language': ENGLISH })
    expect(chosen.headers['set-cookie']).toBe('lang=pl; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(textOf(chosen.body)).toContain('Cały Twój świat w jednym linku.')
    const next = await get('/', { 'accept-language': ENGLISH, cookie: 'lang=pl' })
    expect(next.body).toMatch(/<html lang="pl">/)
  })

  it('translates the name check’s answers for the landing script', async () => {
    const html = (await get('/', { 'accept-language': POLISH })).body
    const problems = /data-problems="([^"]+)"/.exec(html)?.[1]?.replaceAll('&quot;', '"')
    expect(JSON.parse(problems!)).toMatchObject({ 'Username is not available!': expect.any(String) })
  })
})

describe('the legal pages in the visitor’s language', () => {
  it('speak Polish to a Polish browser and say that the English version prevails', async () => {
    for (const [url, heading] of [
      ['/privacy-policy', 'Polityka prywatności'],
      ['/terms-of-service', 'Regulamin'],
    ] as const) {
      const res = await get(url, { 'accept-language': POLISH })
      expect(res.body).toMatch(/^<!doctype html><html lang="pl">/)
      expect(res.body).toContain(`<h1>${heading}</h1>`)
      expect(res.headers.vary).toBe('accept-language, cookie')
      const text = textOf(res.body)
      expect(text).toContain('Ostatnia aktualizacja: 28 maja 2024')
      expect(text).toContain('To jest tłumaczenie. W razie rozbieżności rozstrzyga wersja angielska.')
      expect(res.body).toContain('<a href="?lang=en" hrefLang="en">wersja angielska</a>')
    }
    const terms = textOf((await get('/terms-of-service', { 'accept-language': POLISH })).body)
    expect(terms).toContain('osoba fizyczna z siedzibą w państwie Polska')
    expect(terms).toContain('obecnie wynosi 3,99\u00a0USD miesięcznie')
  })

  it('name the lang cookie in the privacy policy, in English and in Polish', async () => {
    const english = textOf((await get('/privacy-policy', { 'accept-language': ENGLISH })).body)
    expect(english).toContain(
      'The language cookie (lang) remembers the language you picked with the switch at the bottom of our pages, for a year. It is the only cookie we set for a visitor who is not signed in, and only after that choice.',
    )
    expect(english).not.toContain('This is a translation')
    const polish = textOf((await get('/privacy-policy', { 'accept-language': POLISH })).body)
    expect(polish).toContain('Plik cookie języka (lang) zapamiętuje przez rok język wybrany przełącznikiem')
  })

  it('follow ?lang= and the cookie, as the other pages do', async () => {
    const chosen = await get('/terms-of-service?lang=pl', { 'accept-language': ENGLISH })
    expect(chosen.headers['set-cookie']).toBe('lang=pl; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(chosen.body).toContain('<h1>Regulamin</h1>')
    const next = await get('/privacy-policy', { 'accept-language': ENGLISH, cookie: 'lang=pl' })
    expect(next.body).toContain('<h1>Polityka prywatności</h1>')
  })

  it('make the Polish version prevail with LEGAL_PREVAILING_LANGUAGE=pl, and then say so in English', async () => {
    const polishFirst = await buildTestApp({ LEGAL_PREVAILING_LANGUAGE: 'pl' })
    try {
      const polish = textOf(
        (await polishFirst.inject({ url: '/terms-of-service', headers: { 'accept-language': POLISH } })).body,
      )
      expect(polish).not.toContain('To jest tłumaczenie')
      const english = textOf(
        (await polishFirst.inject({ url: '/terms-of-service', headers: { 'accept-language': ENGLISH } })).body,
      )
      expect(english).toContain(
        'This is a translation. Where it differs from the Polish version, that version prevails.',
      )
    } finally {
      await polishFirst.close()
    }
  })
})

describe('the landing’s screenshots', () => {
  it('are described in the page’s language', async () => {
    const polish = (await get('/', { 'accept-language': POLISH })).body
    expect(polish).toContain('alt="Ta sama strona w ciemnym motywie Night z inną czcionką."')
    const english = (await get('/', { 'accept-language': ENGLISH })).body
    expect(english).toContain('alt="The same page in the dark Night theme with a different font."')
  })
})

describe('a signed-in visitor', () => {
  it('reads the landing and legal pages in the account’s language, unless the switch picked another', async () => {
    const jan = await app.signUp('janek')
    expect((await jan.put('/api/account/language', { locale: 'pl' })).statusCode).toBe(200)
    const landing = await jan.get('/')
    expect(landing.body).toMatch(/^<!doctype html><html lang="pl">/)
    expect(textOf(landing.body)).toContain('Przejdź do panelu')
    expect(textOf((await jan.get('/privacy-policy')).body)).toContain('Polityka prywatności')
    const english = await jan.get('/?lang=en')
    expect(english.body).toMatch(/^<!doctype html><html lang="en">/)
    expect(textOf(english.body)).toContain('Go to dashboard')
  })
})
