import { describe, expect, it } from 'vitest'
import { VersionedCache } from '@server/public-pages/versioned-cache.js'

describe('VersionedCache', () => {
  it('answers only for the version an entry was made from, and keeps one version per name', () => {
    const cache = new VersionedCache<{ html: string }>(10)
    cache.set('alice', 'v1', { html: 'one' })
    expect(cache.get('alice', 'v1')).toEqual({ html: 'one' })
    expect(cache.get('alice', 'v2')).toBeUndefined()
    cache.set('alice', 'v2', { html: 'two' })
    expect(cache.get('alice', 'v1')).toBeUndefined()
    expect(cache.get('alice', 'v2')).toEqual({ html: 'two' })
  })

  it('drops the least recently used name beyond its capacity', () => {
    const cache = new VersionedCache<{ html: string }>(2)
    cache.set('a', 'v', { html: 'a' })
    cache.set('b', 'v', { html: 'b' })
    cache.get('a', 'v')
    cache.set('c', 'v', { html: 'c' })
    expect(cache.get('a', 'v')).toEqual({ html: 'a' })
    expect(cache.get('b', 'v')).toBeUndefined()
    expect(cache.get('c', 'v')).toEqual({ html: 'c' })
  })

  it('stops answering for an entry from its expiry on, and never asks the clock for one without', () => {
    let now = 0
    let asked = 0
    const cache = new VersionedCache<{ html: string }>(10, () => {
      asked += 1
      return now
    })
    cache.set('alice', 'v1', { html: 'lasting' })
    expect(cache.get('alice', 'v1')).toEqual({ html: 'lasting' })
    expect(asked).toBe(0)
    cache.set('alice', 'v1', { html: 'until noon' }, 100)
    now = 99
    expect(cache.get('alice', 'v1')).toEqual({ html: 'until noon' })
    now = 100
    expect(cache.get('alice', 'v1')).toBeUndefined()
  })
})
