import { describe, expect, it } from 'vitest'
import { answerMayOverflow, textMayOverflow } from '@domain/text-fit.js'

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

describe('whether a Q&A tile offers "Read the answer"', () => {
  const shown = (answer: string, question = 'Any tips for shooting at night?') => ({
    header: 'You asked',
    question,
    answer,
  })

  it('does not for a short answer in a roomy tile, nor for no answer', () => {
    expect(answerMayOverflow(shown('Use a tripod.'), 2, 2)).toBe(false)
    expect(answerMayOverflow(shown(''), 1, 1)).toBe(false)
  })

  it('does when the answer needs more lines than the tile leaves it at the narrowest desktop page', () => {
    expect(answerMayOverflow(shown('Brace the camera on anything solid, expose for the lights.'), 1, 1)).toBe(true)
    expect(answerMayOverflow(shown('word '.repeat(400)), 3, 3)).toBe(true)
  })

  it('leaves less room to the answer under a longer question', () => {
    const answer = 'Use a tripod and expose for the lights.'
    expect(answerMayOverflow(shown(answer, 'Tips?'), 2, 2)).toBe(false)
    expect(answerMayOverflow(shown(answer, 'So many words in this question '.repeat(3)), 2, 2)).toBe(true)
  })
})
