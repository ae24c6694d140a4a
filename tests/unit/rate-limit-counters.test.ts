import { describe, expect, it } from 'vitest'
import { CountersUnavailable, MemoryCounters } from '@server/rate-limits/counters.js'

const setup = (capacity = 10, max = 3) => {
  let now = 1_000_000
  const counters = new MemoryCounters({ max, windowMs: 60_000, capacity, now: () => now })
  const hitTimes = async (key: string, times: number) => {
    let last = 0
    for (let i = 0; i < times; i++) last = (await counters.hit(key)).count
    return last
  }
  return { counters, hitTimes, advance: (ms: number) => (now += ms) }
}

describe('MemoryCounters', () => {
  it('counts within a window and starts again after it', async () => {
    const { counters, hitTimes, advance } = setup()
    expect(await hitTimes('a', 4)).toBe(4)
    advance(60_000)
    expect((await counters.hit('a')).count).toBe(1)
  })

  it('keeps a key over its limit through a flood of invented keys', async () => {
    const { counters, hitTimes } = setup(10, 3)
    await hitTimes('victim-lockout', 5)
    for (let i = 0; i < 10_000; i++) await counters.hit(`invented-${i}`)
    expect(counters.size).toBeLessThanOrEqual(10)
    expect((await counters.peek('victim-lockout')).count).toBe(5)
  })

  it('forgets keys seen once before keys seen more often', async () => {
    const { counters, hitTimes } = setup(10, 3)
    await hitTimes('twice', 2)
    for (let i = 0; i < 100; i++) await counters.hit(`invented-${i}`)
    expect((await counters.peek('twice')).count).toBe(2)
  })

  it('forgets the lowest counts under the limit when no key was seen only once', async () => {
    const { counters, hitTimes } = setup(4, 5)
    await hitTimes('two', 2)
    await hitTimes('four', 4)
    await hitTimes('three', 3)
    await hitTimes('over', 6)
    await counters.hit('new')
    expect((await counters.peek('two')).count).toBe(0)
    expect((await counters.peek('four')).count).toBe(4)
    expect((await counters.peek('over')).count).toBe(6)
  })

  it('forgets ended windows first', async () => {
    const { counters, hitTimes, advance } = setup(2, 3)
    await hitTimes('old', 2)
    advance(30_000)
    await hitTimes('recent', 2)
    advance(30_000)
    await counters.hit('new')
    expect((await counters.peek('recent')).count).toBe(2)
    expect(counters.size).toBe(2)
  })

  it('refuses to count a new key when every key is over its limit', async () => {
    const { counters, hitTimes } = setup(2, 1)
    await hitTimes('a', 2)
    await hitTimes('b', 2)
    await expect(counters.hit('c')).rejects.toBeInstanceOf(CountersUnavailable)
    expect((await counters.hit('a')).count).toBe(3)
  })
})
