import { describe, expect, it } from 'vitest'
import { PageStates, type PageState } from '@server/public-pages/page-states.js'
import { AnnouncedCache, parseChange } from '@server/realtime/announced-cache.js'

const state = (name: string, ownerId = `owner-of-${name}`): PageState => ({
  id: `id-of-${name}`,
  name,
  ownerId,
  active: true,
  suspended: false,
  ownerVerified: true,
  ownerPlan: 'free',
  updatedAt: new Date(0),
})

/** A store whose reads are counted and can be held back, to interleave them with changes. */
function fakeStore(rows: Record<string, PageState>) {
  const reads: string[] = []
  let hold: Promise<void> | undefined
  return {
    reads,
    rows,
    holdReads() {
      let release!: () => void
      hold = new Promise((resolve) => (release = resolve))
      return () => {
        hold = undefined
        release()
      }
    },
    load: async (name: string) => {
      reads.push(name)
      const row = rows[name]
      if (hold) await hold
      return row
    },
  }
}

describe('PageStates', () => {
  it('reads a name once and answers from memory afterwards, unknown names included', async () => {
    const store = fakeStore({ alice: state('alice') })
    const states = new PageStates(store.load)
    expect(await states.get('alice')).toEqual(state('alice'))
    expect(await states.get('alice')).toEqual(state('alice'))
    expect(await states.get('nobody')).toBeUndefined()
    expect(await states.get('nobody')).toBeUndefined()
    expect(store.reads).toEqual(['alice', 'nobody'])
  })

  it('reads a grid again after its announcement, and only that grid', async () => {
    const store = fakeStore({ alice: state('alice'), bob: state('bob') })
    const states = new PageStates(store.load)
    await states.get('alice')
    await states.get('bob')
    store.rows.alice = { ...state('alice'), active: false }
    states.cache.changed(parseChange('grid:alice'))
    expect((await states.get('alice'))?.active).toBe(false)
    await states.get('bob')
    expect(store.reads).toEqual(['alice', 'bob', 'alice'])
  })

  it('reads every grid of an owner again after the owner changes', async () => {
    const store = fakeStore({ a1: state('a1', 'ann'), a2: state('a2', 'ann'), b: state('b', 'ben') })
    const states = new PageStates(store.load)
    for (const name of ['a1', 'a2', 'b']) await states.get(name)
    states.cache.changed(parseChange('owner:ann'))
    for (const name of ['a1', 'a2', 'b']) await states.get(name)
    expect(store.reads).toEqual(['a1', 'a2', 'b', 'a1', 'a2'])
  })

  it('learns of a grid created after its name was asked for', async () => {
    const store = fakeStore({})
    const states = new PageStates(store.load)
    expect(await states.get('newbie')).toBeUndefined()
    store.rows.newbie = state('newbie')
    states.cache.changed(parseChange('grid:newbie'))
    expect(await states.get('newbie')).toEqual(state('newbie'))
  })

  it('does not remember a read that a change overtook', async () => {
    const store = fakeStore({ alice: state('alice') })
    const states = new PageStates(store.load)
    const release = store.holdReads()
    const stale = states.get('alice')
    store.rows.alice = { ...state('alice'), suspended: true }
    states.cache.changed(parseChange('grid:alice'))
    release()
    expect((await stale)?.suspended).toBe(false)
    expect((await states.get('alice'))?.suspended).toBe(true)
  })

  it('remembers nothing while deaf, and starts afresh when hearing again', async () => {
    const store = fakeStore({ alice: state('alice') })
    const states = new PageStates(store.load)
    await states.get('alice')
    states.cache.deaf()
    await states.get('alice')
    await states.get('alice')
    states.cache.hearingAgain()
    await states.get('alice')
    await states.get('alice')
    expect(store.reads).toEqual(['alice', 'alice', 'alice', 'alice'])
  })

  it('ignores announcements about other things, such as sessions', async () => {
    const store = fakeStore({ alice: state('alice') })
    const states = new PageStates(store.load)
    await states.get('alice')
    states.cache.changed(parseChange('session:alice'))
    await states.get('alice')
    expect(store.reads).toEqual(['alice'])
  })
})

describe('AnnouncedCache', () => {
  it('keeps at most its capacity, dropping the least recently used', async () => {
    const cache = new AnnouncedCache<string, { n: number }>(() => [], 2)
    const read = (n: number) => async () => ({ n })
    await cache.remember('a', read(1))
    await cache.remember('b', read(2))
    cache.peek('a')
    await cache.remember('c', read(3))
    expect(cache.peek('a')).toEqual({ n: 1 })
    expect(cache.peek('b')).toBeUndefined()
    expect(cache.peek('c')).toEqual({ n: 3 })
  })

  it('does not remember a missing value', async () => {
    const cache = new AnnouncedCache<string, { n: number }>(() => [], 2)
    expect(await cache.remember('a', async () => undefined)).toBeUndefined()
    expect(cache.peek('a')).toBeUndefined()
  })
})
