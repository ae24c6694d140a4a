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

/** What a cache does with the announcements it watches. */
export interface WatchesChanges {
  changed(change: Change): void
  deaf(): void
  hearingAgain(): void
  forgetAll(): void
}

/**
 * Remembers what was read from the database until a change to it is announced (ADR 0007): each
 * cache says which entries a change affects, and those are dropped; the next `get` reads them
 * again. A read that a change overtook is not remembered, and while announcements cannot be
 * heard nothing is.
 */
export class AnnouncedCache<K extends string, V extends object> implements WatchesChanges {
  private readonly entries: LRUCache<K, V>
  /** Bumped by every change, so a read that raced a change is not remembered. */
  private generation = 0
  private hearing = true

  constructor(
    private readonly affectedBy: (change: Change, key: K, value: V) => boolean,
    capacity: number,
  ) {
    this.entries = new LRUCache({ max: capacity })
  }

  peek(key: K): V | undefined {
    return this.entries.get(key)
  }

  /** Reads a value and remembers it, unless it is missing or a change overtook the read. */
  async remember(key: K, read: () => Promise<V | undefined>): Promise<V | undefined> {
    const generation = this.generation
    const value = await read()
    if (value && this.hearing && generation === this.generation) this.entries.set(key, value)
    return value
  }

  forget(key: K): void {
    this.entries.delete(key)
  }

  changed(change: Change): void {
    this.generation++
    const affected = [...this.entries.entries()].filter(([key, value]) => this.affectedBy(change, key, value))
    for (const [key] of affected) this.entries.delete(key)
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
    this.generation++
    this.entries.clear()
  }
}
