import type { Db } from '../db/client.js'
import { loadSalts, utcDay } from '../analytics/store.js'
import { visitorHash } from '../analytics/visitor-hash.js'

export interface Sender {
  address: string
  userAgent: string
}

/**
 * A sender's hash for an owner: the analytics salt of the day over address and user agent
 * (ADR 0023), scoped to the owner, so that the owner can block an anonymous sender for the rest of
 * that day while no address is ever stored. The salt is read once a day per instance.
 */
export class SenderHashes {
  private salt: { day: string; value: string } | undefined

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Undefined when the day's salt cannot be read: the message is then stored without a hash. */
  async of(ownerId: string, sender: Sender): Promise<string | undefined> {
    const salt = await this.todaysSalt()
    return salt && visitorHash(salt, `owner:${ownerId}`, sender.address, sender.userAgent)
  }

  private async todaysSalt(): Promise<string | undefined> {
    const now = this.now()
    const day = utcDay(now)
    if (this.salt?.day === day) return this.salt.value
    const value = (await loadSalts(this.db, now).catch(() => undefined))?.get(day)
    if (value) this.salt = { day, value }
    return value
  }
}
