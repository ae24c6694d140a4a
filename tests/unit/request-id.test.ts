import { describe, expect, it } from 'vitest'
import { requestIdOf } from '@server/request-id.js'

describe('requestIdOf', () => {
  it('keeps a proxy’s plain-token request id, so that log lines agree across hops', () => {
    expect(requestIdOf({ 'x-request-id': 'edge-42_a' })).toBe('edge-42_a')
  })

  it('replaces an id that is not a plain token', () => {
    for (const incoming of ['a b', 'x'.repeat(65), '', 'id\nforged: header']) {
      const id = requestIdOf({ 'x-request-id': incoming })
      expect(id).not.toBe(incoming)
      expect(id).toMatch(/^[\w-]{1,64}$/)
    }
  })

  it('gives every other request an id of its own that a proxy would pass on as it is', () => {
    const ids = Array.from({ length: 10_000 }, () => requestIdOf({}))
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids.slice(0, 100)) expect(requestIdOf({ 'x-request-id': id })).toBe(id)
  })
})
