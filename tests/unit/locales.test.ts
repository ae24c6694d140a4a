import { describe, expect, test } from 'vitest'
import { localeFromAcceptLanguage, localeFromCookie, visitorLocale } from '@domain/locales'

describe('the language of a visitor', () => {
  test.each([
    [undefined, 'en'],
    ['', 'en'],
    ['pl', 'pl'],
    ['pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7', 'pl'],
    ['en-US,en;q=0.9,pl;q=0.8', 'en'],
    ['de-DE,de;q=0.9,pl;q=0.5', 'pl'],
    ['de, fr;q=0.8', 'en'],
    ['en;q=0.2, PL-pl;q=0.6', 'pl'],
    ['pl;q=0, en;q=0.1', 'en'],
    ['*', 'en'],
    ['en;q=0.5, pl ; q = 0.7', 'pl'],
    ['en;q=0.8,pl;q=0.8', 'en'],
    ['pl;q=0.300,en;q=0.299', 'pl'],
    ['plx,pl;q=0.1,en;q=0.05', 'pl'],
    ['pl;q=abc,en;q=0.1', 'en'],
    ['pl;q=2,en;q=0.1', 'en'],
    ['pl;level=1;q=0.9,en;q=0.8', 'pl'],
    ['p', 'en'],
    [',,pl', 'pl'],
  ])('Accept-Language %j speaks %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale)
  })

  test.each([
    [undefined, undefined],
    ['lang=pl', 'pl'],
    ['a=1; lang=pl; b=2', 'pl'],
    ['a=1;lang=en', 'en'],
    ['xlang=pl', undefined],
    ['lang=fr', undefined],
    ['lang=plx', undefined],
    ['better-auth.session_token=abc; lang=pl', 'pl'],
  ])('the Cookie header %j holds the language %s', (header, locale) => {
    expect(localeFromCookie(header)).toBe(locale)
  })

  test('a ?lang= link comes before the cookie, the cookie before the account, the account before the browser', () => {
    expect(visitorLocale({ query: 'pl', cookie: 'en', acceptLanguage: 'en' })).toBe('pl')
    expect(visitorLocale({ query: 'xx', cookie: 'pl', acceptLanguage: 'en' })).toBe('pl')
    expect(visitorLocale({ cookie: 'fr', acceptLanguage: 'pl' })).toBe('pl')
    expect(visitorLocale({ cookie: 'en', account: 'pl', acceptLanguage: 'pl' })).toBe('en')
    expect(visitorLocale({ account: 'pl', acceptLanguage: 'en' })).toBe('pl')
  })
})
