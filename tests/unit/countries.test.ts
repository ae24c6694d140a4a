import { describe, expect, test } from 'vitest'
import { countryNameIn } from '@domain/countries'

describe('a country named in the page’s language', () => {
  test.each([
    ['Poland', 'pl', 'Polska'],
    ['Poland', 'en', 'Poland'],
    ['germany', 'pl', 'Niemcy'],
    [' Finland ', 'pl', 'Finlandia'],
    ['Atlantis', 'pl', 'Atlantis'],
  ] as const)('%j in %s is %j', (name, locale, shown) => {
    expect(countryNameIn(name, locale)).toBe(shown)
  })
})
