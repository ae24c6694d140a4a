import { describe, expect, it } from 'vitest'
import { eventIdOf, parseEventId } from '@domain/live-inbox.js'

const id = '0195e7a4-9c1b-7d2e-8f00-1234567890ab'

describe('live inbox event ids', () => {
  it('name a message by its creation time in microseconds and its id, and read back', () => {
    const cursor = { createdAtMicros: 1_764_000_000_123_456n, messageId: id }
    expect(eventIdOf(cursor)).toBe(`1764000000123456_${id}`)
    expect(parseEventId(eventIdOf(cursor))).toEqual(cursor)
  })

  it('ignore what this server cannot have sent', () => {
    for (const bad of [
      undefined,
      '',
      'abc',
      `12_${id.toUpperCase()}`,
      '12_not-a-uuid',
      `-1_${id}`,
      `99999999999999999999_${id}`,
      `${'9'.repeat(19)}_${id}`,
    ])
      expect(parseEventId(bad)).toBeUndefined()
  })
})
