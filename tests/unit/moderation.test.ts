import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { distinctFilterEntries, filterForm, matchFilter } from '@domain/word-filter.js'

describe('the word filter', () => {
  it('matches whole words and phrases, ignoring case, accents, punctuation and spacing', () => {
    expect(matchFilter(['Get FREE…money, now'], ['free money'])).toBe('free money')
    expect(matchFilter(['Crème brûlée'], ['creme brulee'])).toBe('creme brulee')
    expect(matchFilter(['ＳＰＡＭ here'], ['spam'])).toBe('spam')
  })

  it('never matches inside a word', () => {
    expect(matchFilter(['A classic pass'], ['ass'])).toBeUndefined()
    expect(matchFilter(['spammer'], ['spam'])).toBeUndefined()
  })

  it('checks every text given and names the first entry that matched, as written', () => {
    expect(matchFilter(['Hello there', 'Troll King'], ['nope', 'TROLL'])).toBe('TROLL')
  })

  it('never lets a phrase span two texts', () => {
    expect(matchFilter(['hello free', 'money'], ['free money'])).toBeUndefined()
  })

  it('ignores entries without a letter or digit', () => {
    expect(matchFilter(['!!! ???'], ['!!!'])).toBeUndefined()
  })

  it('finds any entry that is in the text (property)', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 20 }), fc.nat(), (words, pick) => {
        const entry = words[pick % words.length]!
        expect(matchFilter([words.join(' ')], [entry])).toBe(entry)
      }),
    )
  })

  it('keeps one of each entry by its filter form', () => {
    expect(distinctFilterEntries(['Spam', 'spam', 'SPÁM', 'ѕраm', 's\u200Bpam', '', '!!!'])).toEqual(['Spam'])
    expect(filterForm('  Hi,   there! ')).toBe(' hi there ')
  })

  it.each([
    ['a zero-width space', 's\u200Bpam'],
    ['a soft hyphen', 'sp\u00ADam'],
    ['a word joiner', 'spa\u2060m'],
    ['a byte-order mark', '\uFEFFs\uFEFFpam'],
    ['a Hangul filler', 'sp\u3164am'],
    ['tag characters', 'spa\u{E0061}\u{E0062}m'],
    ['a zero-width joiner', 'sp\u200Dam'],
    ['Cyrillic look-alikes', '\u0455\u0440\u0430m'],
    ['Greek look-alikes', 'ѕ\u03C1am'],
    ['capital look-alikes and full-width', 'ЅРАＭ'],
    ['look-alikes with accents', 'ѕ\u0440\u00E1m'],
  ])('sees through %s', (_case, dodge) => {
    expect(matchFilter([`Buy ${dodge} now`], ['spam'])).toBe('spam')
  })

  it('folds the entries the same way as the texts', () => {
    expect(matchFilter(['cheap spam'], ['ѕраm'])).toBe('ѕраm')
    expect(matchFilter(['l0ser'], ['LOSER'])).toBe('LOSER')
  })

  it('still matches whole words only once look-alikes are folded', () => {
    expect(matchFilter(['\u0455\u0440\u0430mmer'], ['spam'])).toBeUndefined()
    expect(matchFilter(['a cl\u0430ss'], ['ass'])).toBeUndefined()
  })
})
