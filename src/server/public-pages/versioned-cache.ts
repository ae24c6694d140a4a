import { LRUCache } from 'lru-cache'

interface Entry<T> {
  version: string
  value: T
  /** Epoch ms from which the entry no longer answers (a page whose notice starts or ends then). */
  expiresAt: number | undefined
}

/** How much a cache keeps: a number of entries, or their total size in bytes. */
export type CacheBound<T> = number | { maxBytes: number; bytesOf: (value: T) => number }

/**
 * One copy per grid, least recently used dropped first. Each entry remembers the version it was
 * made from (say, the grid's updatedAt and its owner's plan), so a newer version simply misses and
 * replaces it: a write never has to find and evict entries. An entry may also expire at a time,
 * for what changes by the clock alone; only such entries read the clock when asked for.
 */
export class VersionedCache<T extends object> {
  private readonly entries: LRUCache<string, Entry<T>>

  constructor(
    bound: CacheBound<T>,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache(
      typeof bound === 'number'
        ? { max: bound }
        : { maxSize: bound.maxBytes, sizeCalculation: (entry) => bound.bytesOf(entry.value) },
    )
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
