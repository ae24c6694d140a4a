import { LRUCache } from 'lru-cache'

interface Entry<T> {
  version: string
  value: T
  /** Epoch ms from which the entry no longer answers (a page whose notice starts or ends then). */
  expiresAt: number | undefined
}

/**
 * One copy per grid, least recently used dropped first. Each entry remembers the version it was
 * made from (say, the grid's updatedAt and its owner's plan), so a newer version simply misses and
 * replaces it: a write never has to find and evict entries. An entry may also expire at a time,
 * for what changes by the clock alone; only such entries read the clock when asked for.
 */
export class VersionedCache<T extends object> {
  private readonly entries: LRUCache<string, Entry<T>>

  constructor(
    capacity: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({ max: capacity })
  }

  get(name: string, version: string): T | undefined {
    const entry = this.entries.get(name)
    if (entry?.version !== version) return undefined
    return entry.expiresAt !== undefined && this.now() >= entry.expiresAt ? undefined : entry.value
  }

  set(name: string, version: string, value: T, expiresAt?: number): void {
    this.entries.set(name, { version, value, expiresAt })
  }
}
