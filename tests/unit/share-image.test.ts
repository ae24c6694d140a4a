import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estimatedAdvance, fitText, shareImageFileName, type TextBox } from '@domain/share-image.js'

const box: TextBox = { width: 600, height: 300, sizes: [60, 40, 30], lineHeight: 1.25 }
const widthOf = (line: string, size: number) => [...line].reduce((sum, char) => sum + estimatedAdvance(char), 0) * size

describe('fitText', () => {
  it('keeps a short text whole at the largest size', () => {
    expect(fitText('Hello there', box)).toEqual({ text: 'Hello there', size: 60, lines: 1 })
  })

  it('takes a smaller size before cutting anything', () => {
    const text = 'What is the one tile you would keep if you could keep only one of them all?'
    const fitted = fitText(text, box)
    expect(fitted.size).toBeLessThan(60)
    expect(fitted.text.replaceAll('\n', ' ')).toBe(text)
  })

  it('clamps at the smallest size after a whole word, with an ellipsis', () => {
    const text = Array.from({ length: 200 }, (_, index) => `word${index}`).join(' ')
    const fitted = fitText(text, box)
    expect(fitted.size).toBe(30)
    expect(fitted.lines).toBe(Math.floor(300 / (30 * 1.25)))
    expect(fitted.text).toMatch(/ word\d+…$/)
    const words = fitted.text.replace('…', '').split(/\s+/)
    expect(words.every((word, index) => word === `word${index}`)).toBe(true)
  })

  it('ends a word longer than a whole line in an ellipsis', () => {
    const fitted = fitText(`Hi ${'a'.repeat(200)} there`, box)
    const lines = fitted.text.split('\n')
    expect(lines[0]).toBe('Hi')
    expect(lines[1]).toMatch(/^a+…$/)
    expect(widthOf(lines[1]!, fitted.size)).toBeLessThanOrEqual(box.width)
    expect(lines[2]).toBe('there')
  })

  it('gives an emoji the room of its picture, wider than a letter', () => {
    const fitted = fitText('😀'.repeat(60), box)
    const emojiShown = [...fitted.text.split('\n')[0]!].filter((char) => char !== '…').length
    // Satori draws each emoji as a picture 1 em wide.
    expect(emojiShown * fitted.size).toBeLessThanOrEqual(box.width)
  })

  it('keeps line breaks, collapses spaces and runs of empty lines', () => {
    expect(fitText('One   two\r\n\n\n\nthree\n', box).text).toBe('One two\n\nthree')
  })

  it('never gives a line wider than the box or more lines than fit, and cuts no word that fits a line', () => {
    const word = fc.stringMatching(/^[A-Za-z@%.,!]{1,14}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 300 }), (words) => {
        const fitted = fitText(words.join(' '), box)
        const lines = fitted.text.split('\n')
        expect(lines.length * fitted.size * box.lineHeight).toBeLessThanOrEqual(box.height)
        for (const line of lines) expect(widthOf(line, fitted.size)).toBeLessThanOrEqual(box.width)
        const shown = fitted.text.replace(/…$/, '').split(/\s+/)
        // Every word shown is the input's word at that place; only the last may lose trailing punctuation.
        shown.slice(0, -1).forEach((shownWord, index) => expect(shownWord).toBe(words[index]))
        expect(words[shown.length - 1]!.startsWith(shown.at(-1)!)).toBe(true)
      }),
    )
  })
})

describe('shareImageFileName', () => {
  it('names the grid, the message and the format', () => {
    expect(shareImageFileName('dana', '3f2a9c1b-0000-4000-8000-000000000000', 'story')).toBe(
      'dana-message-3f2a9c1b-story.png',
    )
  })
})
