import { describe, expect, it } from 'vitest'
import { textMayOverflow } from '@domain/text-fit.js'

describe('whether a text tile offers "Read more"', () => {
  it('does not for a short text in a roomy tile, nor for no text', () => {
    expect(textMayOverflow('About me', 'Hello there.', 2, 2)).toBe(false)
    expect(textMayOverflow('About me', '', 1, 1)).toBe(false)
  })

  it('does when the text needs more lines than the tile has at the narrowest desktop page', () => {
    expect(textMayOverflow('About me', 'I shoot film, build keyboards and answer every message.', 1, 1)).toBe(true)
    expect(textMayOverflow('', 'word '.repeat(400), 3, 3)).toBe(true)
  })

  it('counts the owner’s line breaks as lines', () => {
    expect(textMayOverflow('', 'a', 2, 2)).toBe(false)
    expect(textMayOverflow('', 'a\n'.repeat(12), 2, 2)).toBe(true)
  })
})
