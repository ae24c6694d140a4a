import { hash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { DAY_MS, utcDay } from '@domain/dates.js'
import { BLOCK_DAYS } from '@domain/moderation.js'
import { selectRows, type Db } from '../db/client.js'
import { clientAddress } from '../rate-limits/client-address.js'

/**
 * How long a salt is the current one. A block lasts one period and a message can be blocked for one
 * period after it was sent, so a block's key needs its salt for at most the current period and the
 * two before it (ADR 0049).
 */
const PERIOD_MS = BLOCK_DAYS * DAY_MS
const LIVE_PERIODS = 3

export interface Sender {
  /** The client's address, as the request's trusted address says. */
  address: string
}

/** A sender's keys for one owner. */
export interface SenderKeys {
  /** Under the current salt: what a new message stores. */
  key: string
  /** Under every live salt, newest first: what blocks are matched against. */
  keys: string[]
}

const periodOf = (epochMs: number) => epochMs - (epochMs % PERIOD_MS)

/**
 * A sender's key for an owner: a period's salt, the owner (so that no two owners' keys can be
 * linked) and the sender's network, an IPv4 address or an IPv6 /64, without the user agent, so
 * that neither another browser nor another address of the same /64 escapes a block. No address is
 * stored, and once the salt is deleted no one can tell whom a key was.
 */
export function senderKey(salt: string, ownerId: string, address: string): string {
  return hash('sha256', `${salt}|owner:${ownerId}|${clientAddress(address)}`, 'base64url').slice(0, 22)
}

/** Senders' keys, with the live salts read once a period per instance. */
export class SenderHashes {
  private salts: { period: number; values: string[] } | undefined

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Undefined when the salts cannot be read: the message is then stored without a key. */
  async of(ownerId: string, sender: Sender): Promise<SenderKeys | undefined> {
    const salts = await this.liveSalts()
    if (!salts) return undefined
    const keys = salts.map((salt) => senderKey(salt, ownerId, sender.address))
    return { key: keys[0]!, keys }
  }

  private async liveSalts(): Promise<string[] | undefined> {
    const period = periodOf(this.now())
    if (this.salts?.period === period) return this.salts.values
    const values = await loadSenderSalts(this.db, period).catch(() => undefined)
    if (values) this.salts = { period, values }
    return values
  }
}

/**
 * The live salts, newest first. The current period's and the next one's are created by whichever
 * instance asks first, so that every instance keys a sender alike, also at the turn of a period;
 * salts older than the live periods are deleted.
 */
async function loadSenderSalts(db: Db, period: number): Promise<string[] | undefined> {
  const current = utcDay(period)
  const oldest = utcDay(period - (LIVE_PERIODS - 1) * PERIOD_MS)
  await db.execute(sql`
    insert into sender_salts (period, salt)
    values (${current}, ${randomBytes(32).toString('hex')}), (${utcDay(period + PERIOD_MS)}, ${randomBytes(32).toString('hex')})
    on conflict (period) do nothing`)
  await db.execute(sql`delete from sender_salts where period < ${oldest}`)
  const rows = await selectRows<{ period: string; salt: string }>(
    db,
    sql`select period::text as period, salt from sender_salts
        where period between ${oldest} and ${current} order by period desc`,
  )
  return rows[0]?.period === current ? rows.map((row) => row.salt) : undefined
}
