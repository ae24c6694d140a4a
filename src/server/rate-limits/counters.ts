/** The count of one key in its current fixed window. */
export interface WindowCount {
  count: number
  /** When the window ends, in milliseconds since the epoch. */
  resetAt: number
}

/** One limit's counters: fixed windows of one length, one counter per key. */
export interface Counters {
  /** Counts one more event (or `amount` more) for the key and answers the window's count including them. */
  hit(key: string, amount?: number): Promise<WindowCount>
  /** The window's count without counting (0 for a key not seen in this window). */
  peek(key: string): Promise<WindowCount>
}

/** The counters could not count: Redis is unreachable, or memory is full of keys over their limit. */
export class CountersUnavailable extends Error {
  override name = 'CountersUnavailable'
}

interface Entry {
  count: number
  resetAt: number
}

/**
 * Counters in this process's memory, at most `capacity` keys, so that a flood of invented keys
 * (made-up emails, grid names, addresses) cannot grow memory without bound. What a full store
 * forgets is chosen so that the flood cannot flush the counters that matter:
 * - keys whose window has ended go first (the map is in window order, so they sit at its front);
 * - then keys seen only once, oldest first: each invented key is one of these;
 * - then the lowest counts still under the limit, a tenth of the store at a time;
 * - never a key at or over its limit. A store full of those refuses new keys (CountersUnavailable),
 *   and the limit decides whether that lets requests through or not.
 */
export class MemoryCounters implements Counters {
  private readonly entries = new Map<string, Entry>()
  /** Keys counted once in their window, in insertion order: the first to forget. */
  private readonly singles = new Set<string>()

  constructor(private readonly options: { max: number; windowMs: number; capacity: number; now?: () => number }) {}

  get size() {
    return this.entries.size
  }

  async hit(key: string, amount = 1): Promise<WindowCount> {
    const now = this.now()
    let entry = this.current(key, now)
    if (entry) {
      entry.count += amount
      this.singles.delete(key)
    } else {
      this.dropEnded(now)
      if (this.entries.size >= this.options.capacity && !this.forgetSome()) {
        throw new CountersUnavailable('every counter in memory is over its limit')
      }
      entry = { count: amount, resetAt: now + this.options.windowMs }
      this.entries.set(key, entry)
      if (amount === 1) this.singles.add(key)
    }
    return { count: entry.count, resetAt: entry.resetAt }
  }

  async peek(key: string): Promise<WindowCount> {
    const now = this.now()
    const entry = this.current(key, now)
    return entry ? { count: entry.count, resetAt: entry.resetAt } : { count: 0, resetAt: now + this.options.windowMs }
  }

  private now() {
    return (this.options.now ?? Date.now)()
  }

  /** The key's entry if its window is still open; an ended window is forgotten. */
  private current(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry && entry.resetAt <= now) {
      this.forget(key)
      return undefined
    }
    return entry
  }

  private forget(key: string) {
    this.entries.delete(key)
    this.singles.delete(key)
  }

  /** Every window has the same length and entries are inserted when theirs starts: ended ones lead. */
  private dropEnded(now: number) {
    for (const [key, entry] of this.entries) {
      if (entry.resetAt > now) return
      this.forget(key)
    }
  }

  /** Makes room for one key; false when every key is at or over the limit. */
  private forgetSome(): boolean {
    for (const key of this.singles) {
      this.forget(key)
      return true
    }
    const underLimit = [...this.entries].filter(([, entry]) => entry.count < this.options.max)
    underLimit.sort(([, a], [, b]) => a.count - b.count)
    for (const [key] of underLimit.slice(0, Math.ceil(this.options.capacity / 10))) this.forget(key)
    return underLimit.length > 0
  }
}
