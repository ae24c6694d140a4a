import { describe, expect, it } from 'vitest'
import { NEW_COUNT_LIMIT, newCountLabel, shownRangeLabel } from '@domain/inbox.js'

describe('shownRangeLabel', () => {
  it('names the range and the total with thousands separators', () => {
    expect(shownRangeLabel(1, 25, 2340)).toBe('Messages 1–25 of 2,340')
    expect(shownRangeLabel(1026, 25, 2340)).toBe('Messages 1,026–1,050 of 2,340')
  })

  it('names a single message in the singular', () => {
    expect(shownRangeLabel(26, 1, 26)).toBe('Message 26 of 26')
  })

  it('leaves the total out until it is known', () => {
    expect(shownRangeLabel(26, 25)).toBe('Messages 26–50')
  })

  it('never shows a total below the range on screen (a count older than the page)', () => {
    expect(shownRangeLabel(1, 25, 20)).toBe('Messages 1–25 of 25')
  })
})

describe('newCountLabel', () => {
  it('says how many are new, up to the limit counted', () => {
    expect(newCountLabel(3)).toBe('3 new')
    expect(newCountLabel(NEW_COUNT_LIMIT)).toBe(`${NEW_COUNT_LIMIT} new`)
    expect(newCountLabel(NEW_COUNT_LIMIT + 1)).toBe(`${NEW_COUNT_LIMIT}+ new`)
  })
})
