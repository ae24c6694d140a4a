import { describe, expect, it } from 'vitest'
import { pickUniformly, type KeyedMessages } from '@server/services/random-pick.js'

/** A small seeded generator (mulberry32), so that the statistics below are the same on every run. */
function seeded(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The database's side in memory: messages with the given keys, read the way the SQL reads them. */
function inMemory(keys: number[]) {
  const sorted = keys.map((randomKey, i) => ({ id: String(i), randomKey })).sort((a, b) => a.randomKey - b.randomKey)
  const firstAtOrAbove = (key: number) => {
    let low = 0
    let high = sorted.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (sorted[middle]!.randomKey < key) low = middle + 1
      else high = middle
    }
    return low
  }
  const reads = { ranges: 0 }
  const source: KeyedMessages = {
    lowest: async (limit) => sorted.slice(0, limit),
    inRange: async ({ low, high }, limit) => {
      reads.ranges++
      return sorted
        .slice(firstAtOrAbove(low), firstAtOrAbove(high))
        .slice(0, limit)
        .map((message) => message.id)
    },
  }
  return { source, reads }
}

async function tally(keys: number[], draws: number, seed = 1) {
  const { source, reads } = inMemory(keys)
  const random = seeded(seed)
  const counts = new Array<number>(keys.length).fill(0)
  for (let draw = 0; draw < draws; draw++) counts[Number(await pickUniformly(source, random))]!++
  return { counts, reads }
}

/** Pearson's chi-squared statistic against equal chances. */
function chiSquared(counts: number[]) {
  const expected = counts.reduce((sum, count) => sum + count, 0) / counts.length
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
}

describe('the random pick', () => {
  it('answers nothing when no message matches', async () => {
    expect(await pickUniformly(inMemory([]).source)).toBeUndefined()
  })

  it('chooses among a few messages directly, each as often', async () => {
    const { counts, reads } = await tally([0.9, 0.1, 0.5, 0.52, 0.99, 0.3, 0.31, 0.7, 0.05, 0.6], 20_000)
    expect(reads.ranges).toBe(0)
    // 9 degrees of freedom: 27.9 is the 0.1% critical value.
    expect(chiSquared(counts)).toBeLessThan(27.9)
  })

  it('gives every message the same chance however unevenly the keys fall', async () => {
    // Pairs of keys a hair apart, pairs far apart: reading "the first key after a random point"
    // would pick the first of each pair 999 times in 1000.
    const keys = Array.from({ length: 150 }, (_, pair) => [pair / 150, pair / 150 + 0.000_01]).flat()
    const { counts } = await tally(keys, 60_000)
    const firsts = counts.filter((_, i) => i % 2 === 0).reduce((sum, count) => sum + count, 0)
    expect(firsts / 60_000).toBeGreaterThan(0.48)
    expect(firsts / 60_000).toBeLessThan(0.52)
    // 299 degrees of freedom: 380.3 is the 0.1% critical value.
    expect(chiSquared(counts)).toBeLessThan(380.3)
  })

  it('is uniform over randomly drawn keys too, reading about two buckets a pick', async () => {
    const random = seeded(7)
    const keys = Array.from({ length: 2_000 }, () => random())
    const { counts, reads } = await tally(keys, 100_000, 3)
    // 1999 degrees of freedom: 2200.1 is the 0.1% critical value.
    expect(chiSquared(counts)).toBeLessThan(2200.1)
    expect(reads.ranges / 100_000).toBeLessThan(2.5)
  })
})
