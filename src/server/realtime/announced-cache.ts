import { LRUCache } from 'lru-cache'

/** An announcement of a change, as the database's triggers make it: `grid:<name>`, `owner:<user id>`, `session:<token>`. */
export interface Change {
  kind: string
  id: string
}

export function parseChange(announcement: string): Change {
  const at = announcement.indexOf(':')
  return at < 0 ? { kind: announcement, id: '' } : { kind: announcement.slice(0, at), id: announcement.slice(at + 1) }
}

/** The announcement (`kind:id`) that a change to this thing makes. */
export const changeTag = ({ kind, id }: Change) => `${kind}:${id}`

/** What a cache does with the announcements it watches. */
export interface WatchesChanges {
  changed(change: Change): void
  deaf(): void
  hearingAgain(): void
  forgetAll(): void
}

/**
 * Remembers what was read from the database until a change to it is announced (ADR 0007, 0014):
 * each entry is filed under the announcements that concern it (its tags, such as `grid:alice` and
 * `owner:<id>`), and an announcement drops exactly those entries, found through an index rather
 * than by scanning, so a busy instance's writes cost the others nothing. A read that a change to
 * one of its tags overtook is not remembered, and while announcements cannot be heard nothing is.
 */
export class AnnouncedCache<K extends string, V extends object> implements WatchesChanges {
  private readonly entries: LRUCache<K, V>
  /** Which keys each announcement concerns. */
  private readonly keysByTag = new Map<string, Set<K>>()
  /** The tags changed during each read under way. */
  private readonly readsUnderWay = new Set<Set<string>>()
  /** Bumped when everything is forgotten, so that no read begun before is remembered. */
  private epoch = 0
  private hearing = true

  constructor(
    private readonly tagsOf: (key: K, value: V) => readonly string[],
    capacity: number,
  ) {
    this.entries = new LRUCache({ max: capacity, dispose: (value, key) => this.unfile(key, value) })
  }

  peek(key: K): V | undefined {
    return this.entries.get(key)
  }

  /** Reads a value and remembers it, unless it is missing or a change to it overtook the read. */
  async remember(key: K, read: () => Promise<V | undefined>): Promise<V | undefined> {
    const changedMeanwhile = new Set<string>()
    const epoch = this.epoch
    this.readsUnderWay.add(changedMeanwhile)
    let value: V | undefined
    try {
      value = await read()
    } finally {
      this.readsUnderWay.delete(changedMeanwhile)
    }
    if (!value || !this.hearing || epoch !== this.epoch) return value
    const tags = this.tagsOf(key, value)
    if (tags.some((tag) => changedMeanwhile.has(tag))) return value
    this.entries.set(key, value)
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<K>()
      keys.add(key)
      this.keysByTag.set(tag, keys)
    }
    return value
  }

  forget(key: K): void {
    this.entries.delete(key)
  }

  changed(change: Change): void {
    const tag = changeTag(change)
    for (const changedMeanwhile of this.readsUnderWay) changedMeanwhile.add(tag)
    const keys = this.keysByTag.get(tag)
    if (keys) for (const key of [...keys]) this.entries.delete(key)
  }

  deaf(): void {
    this.hearing = false
    this.forgetAll()
  }

  hearingAgain(): void {
    this.hearing = true
    this.forgetAll()
  }

  forgetAll(): void {
    this.epoch++
    this.entries.clear()
  }

  /** Takes a dropped, evicted or replaced entry out of the index. */
  private unfile(key: K, value: V): void {
    for (const tag of this.tagsOf(key, value)) {
      const keys = this.keysByTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.keysByTag.delete(tag)
    }
  }
}
