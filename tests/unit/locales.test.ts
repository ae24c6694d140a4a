import { describe, expect, test } from 'vitest'
import { localeFromAcceptLanguage, visitorLocale } from '@domain/locales'

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
  ])('Accept-Language %j speaks %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale)
  })

  test('a ?lang= link comes before the cookie, and the cookie before the browser', () => {
    expect(visitorLocale({ query: 'pl', cookie: 'en', acceptLanguage: 'en' })).toBe('pl')
    expect(visitorLocale({ query: 'xx', cookie: 'pl', acceptLanguage: 'en' })).toBe('pl')
    expect(visitorLocale({ cookie: 'fr', acceptLanguage: 'pl' })).toBe('pl')
  })
})
