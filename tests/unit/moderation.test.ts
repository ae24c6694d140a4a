import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { filterForm, FilterWords, matchFilter } from '@domain/moderation.js'

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
    expect(FilterWords.parse({ words: ['Spam', ' spam ', 'SPÁM', ''] }).words).toEqual(['Spam'])
    expect(filterForm('  Hi,   there! ')).toBe(' hi there ')
  })
})
