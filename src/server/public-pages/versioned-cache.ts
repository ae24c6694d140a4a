import { LRUCache } from 'lru-cache'

/**
 * One copy per grid, least recently used dropped first. Each entry remembers the version it was
 * made from (say, the grid's updatedAt and its owner's plan), so a newer version simply misses and
 * replaces it: a write never has to find and evict entries.
 */
export class VersionedCache<T extends object> {
  private readonly entries: LRUCache<string, { version: string; value: T }>

  constructor(capacity: number) {
    this.entries = new LRUCache({ max: capacity })
  }

  get(name: string, version: string): T | undefined {
    const entry = this.entries.get(name)
    return entry?.version === version ? entry.value : undefined
  }

  set(name: string, version: string, value: T): void {
    this.entries.set(name, { version, value })
  }
}
