/**
 * A small least-recently-used map with a fixed capacity. Keys carry the version of what they were
 * made from (a grid's updatedAt, its owner's plan), so a write never has to find and evict entries.
 */
export class BoundedCache<T> {
  private readonly entries = new Map<string, T>()

  constructor(private readonly capacity: number) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: string, value: T): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!)
  }

  /** Drops every other version under a prefix (one grid), so memory holds one copy per grid. */
  forgetOthers(prefix: string, keep: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix) && key !== keep) this.entries.delete(key)
  }
}
