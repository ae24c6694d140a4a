import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { isbot } from 'isbot'
import { browserName, deviceKind, isPrefetch, referrerSource } from '@domain/analytics.js'
import type { ClickLayout } from '@domain/click-layouts.js'
import type { CountryTable } from '@domain/ip-country.js'
import { HOUR_MS, startOfUtcHour, utcDay } from '@domain/dates.js'
import type { Db } from '../db/client.js'
import { clientAddress } from '../rate-limits/client-address.js'
import { addReferrer, AnalyticsBatch, type Agent } from './batch.js'
import { isPublicAddress } from './public-address.js'
import { visitorHash } from './visitor-hash.js'
import { loadSalts, writeBatch } from './store.js'

/** What a count needs of a request: a Fastify request, or what the public pages' fast path knows. */
export type CountedRequest = Pick<FastifyRequest, 'method' | 'headers' | 'ip' | 'url'>

interface Visitor extends Agent {
  bot: boolean
}

/** One visitor's views of one grid in one hour since the last write, counted per referrer. */
interface Visit {
  agent: Agent
  referrers: Map<string, number>
}

/** Views gathered in one UTC hour, by grid id, client address and user agent string. */
interface HourVisits {
  hour: number
  day: string
  visits: Map<string, Map<string, Map<string, Visit>>>
}

/**
 * Counts `wanted` of one client's events for a key (grid, client and hour) and answers how many
 * of them may still count; the rest are not counted.
 */
export type Allowance = (key: string, wanted: number) => Promise<number>

/** What one client (an IPv4 address, an IPv6 /64) may add to one grid in one UTC hour. */
export interface ClientAllowances {
  views: Allowance
  visitors: Allowance
}

/** One client's visits of one grid in one hour, as settled at a write. */
interface ClientVisits {
  hour: number
  day: string
  gridId: string
  /** The allowances' key: grid, client and hour. */
  key: string
  visits: { address: string; visit: Visit; visitor: string | undefined }[]
  views: number
  /** Visits whose visitor hash was not sent today yet: each may be a new visitor. */
  newVisitors: number
}

/** User agents already classified (a page's visitors share a few hundred); cleared when full. */
const USER_AGENT_MEMORY = 2_000
/** Hashes already sent today; beyond this the database alone tells new visitors from known ones. */
const SEEN_TODAY_CAPACITY = 200_000
/** Distinct visits held between two writes before a write is started early (bounds the memory of a burst). */
const MAX_WAITING_VISITS = 50_000
/** Tries of one batch's write before its counts are given up. */
const MAX_FAILED_WRITES = 3

export interface RecorderOptions {
  db: Db
  log: FastifyBaseLogger
  /** The public host: a referrer from it is the site itself, not a source. */
  ownHost: string
  enabled: boolean
  flushIntervalMs: number
  /**
   * Where a view's country comes from, loaded when the first view from a public address is
   * written (not when the app starts); without it no view has a country.
   */
  countries?: () => Promise<CountryTable>
  /** Distinct visits gathered before a write starts early; MAX_WAITING_VISITS unless a test says. */
  maxWaitingVisits?: number
  /**
   * What one client may add to a grid per hour (issue 31: a script must not inflate the figures);
   * without them every view and visitor counts.
   */
  allowances?: ClientAllowances
  now?: () => number
}

/**
 * Counts views and clicks in memory and writes them to the daily rollups in batches (ADR 0013).
 * Recording is synchronous and touches no database: a page answer never waits for analytics.
 * A crash loses at most the counts of the batch not yet written.
 *
 * A view only adds to its visit's counter (grid, address and user agent, this hour): the visitor
 * hash and the country are worked out once per visit when the batch is written, not per view
 * (ADR 0038). Addresses are held in memory until that write, and never written.
 */
export class AnalyticsRecorder {
  readonly enabled: boolean
  private batch = new AnalyticsBatch()
  private current: HourVisits = { hour: 0, day: '', visits: new Map() }
  /** Earlier hours' visits not yet written (the hour changed since the last write). */
  private earlier: HourVisits[] = []
  private visitCount = 0
  private countries: Promise<CountryTable | undefined> | undefined
  private salts = new Map<string, string>()
  private saltsDay = ''
  private seenToday = new Set<string>()
  private seenDay = ''
  private readonly userAgents = new Map<string, Visitor>()
  /** The current UTC hour (epoch ms), its end and its day: worked out once an hour, not per view. */
  private hour = 0
  private hourEnd = 0
  private day = ''
  private timer: NodeJS.Timeout | undefined
  private writing: Promise<void> | undefined
  /** The recorder's clock (epoch ms); tests give the app a fake one. */
  readonly now: () => number
  private readonly maxWaitingVisits: number

  constructor(private readonly options: RecorderOptions) {
    this.enabled = options.enabled
    this.now = options.now ?? Date.now
    this.maxWaitingVisits = options.maxWaitingVisits ?? MAX_WAITING_VISITS
  }

  /** Loads today's salt and starts the periodic writes. */
  async start() {
    if (!this.enabled) return
    await this.refreshSalts()
    this.timer = setInterval(() => void this.flush(), this.options.flushIntervalMs)
    this.timer.unref()
  }

  /** Writes what is left; the app calls it on close. */
  async stop() {
    clearInterval(this.timer)
    await this.flush()
  }

  /**
   * A public page was served (200 or 304) to someone other than its owner. Counted unless it was
   * a HEAD request, a bot or link-preview fetcher (`isbot`, or no user agent at all), or a
   * prefetch/prerender the visitor may never look at. The address gives the visitor's hash and
   * country when the batch is written, and is not kept after that.
   */
  countView(request: CountedRequest, grid: { id: string }) {
    if (!this.enabled || request.method !== 'GET') return
    const agent = this.classify(request)
    if (!agent) return
    this.tick()
    const userAgent = request.headers['user-agent']!
    const address = request.ip
    // Nested maps rather than one joined key: the strings' hashes are cached, and a known visit
    // costs no allocation.
    let byAddress = this.current.visits.get(grid.id)
    if (!byAddress) this.current.visits.set(grid.id, (byAddress = new Map()))
    let byAgent = byAddress.get(address)
    if (!byAgent) byAddress.set(address, (byAgent = new Map()))
    let visit = byAgent.get(userAgent)
    const fresh = !visit
    if (!visit) byAgent.set(userAgent, (visit = { agent, referrers: new Map() }))
    addReferrer(visit.referrers, referrerSource(request.headers.referer ?? '', request.url, this.options.ownHost), 1)
    // Once, when the count reaches the limit (it goes on while that write waits for an earlier one).
    if (fresh && ++this.visitCount === this.maxWaitingVisits) void this.flush()
  }

  /**
   * A visitor followed a link of a tile that counts clicks (a ping or a beacon), on the layout the
   * page's script saw, or 'unknown' for a ping sent without it.
   */
  countClick(request: FastifyRequest, gridId: string, tileId: string, layout: ClickLayout) {
    if (!this.enabled || !this.classify(request)) return
    this.tick()
    this.batch.addClick(gridId, tileId, layout, this.hour, this.day)
  }

  /** Moves the current hour and day along with the clock (which tests may also turn back). */
  private tick() {
    const now = this.now()
    if (now >= this.hour && now < this.hourEnd) return
    this.hour = startOfUtcHour(now)
    this.hourEnd = this.hour + HOUR_MS
    this.day = utcDay(now)
    if (this.current.visits.size > 0) this.earlier.push(this.current)
    this.current = { hour: this.hour, day: this.day, visits: new Map() }
  }

  /** Writes the counts gathered so far; one write at a time, and a failed one is retried with the next. */
  async flush(): Promise<void> {
    if (this.writing) await this.writing
    this.writing = this.write().finally(() => (this.writing = undefined))
    return this.writing
  }

  private async write() {
    // Before the salts move on to a new day: the visits of the day that ended still need its salt.
    await this.settleVisits()
    const now = this.now()
    if (this.saltsDay !== utcDay(now)) await this.refreshSalts().catch((error: unknown) => this.warn(error))
    if (this.batch.isEmpty) return
    const batch = this.batch
    this.batch = new AnalyticsBatch()
    try {
      await writeBatch(this.options.db, batch)
    } catch (error) {
      // Kept for the next write, but not for ever: a batch that keeps failing (the database is
      // away) is dropped after a few tries, so memory stays bounded.
      if (batch.failedWrites + 1 >= MAX_FAILED_WRITES) {
        this.options.log.error({ err: error }, 'analytics: writing counts failed repeatedly; this batch is dropped')
        return
      }
      this.warn(error)
      this.batch.absorb(batch)
      this.batch.failedWrites = batch.failedWrites + 1
    }
  }

  private async refreshSalts() {
    const now = this.now()
    this.salts = await loadSalts(this.options.db, now)
    this.saltsDay = utcDay(now)
  }

  /**
   * Adds the visits gathered since the last write to the batch: one hash and one country lookup
   * per visit. Each client's views and new visitors of a grid and hour count up to its allowances;
   * the rest were answered as usual and are not counted.
   */
  private async settleVisits() {
    const hours = this.current.visits.size > 0 ? [...this.earlier, this.current] : this.earlier
    this.earlier = []
    this.current = { hour: this.hour, day: this.day, visits: new Map() }
    this.visitCount = 0
    const clients = this.visitsByClient(hours)
    const allowances = this.options.allowances
    const allowed = await Promise.all(
      clients.map(async ({ key, views, newVisitors }) =>
        allowances
          ? { views: await allowances.views(key, views), visitors: await allowances.visitors(key, newVisitors) }
          : { views, visitors: newVisitors },
      ),
    )
    let countries: CountryTable | undefined
    let asked = false
    for (const [index, { hour, day, gridId, visits }] of clients.entries()) {
      let { views: viewsLeft, visitors: visitorsLeft } = allowed[index]!
      for (const { address, visit, visitor } of visits) {
        if (viewsLeft > 0) {
          // The table is asked for only once an address can have a country: it may load now.
          if (!asked && isPublicAddress(address)) {
            countries = await this.countryTable()
            asked = true
          }
          const country = countries?.countryOf(address)
          for (const [referrer, views] of visit.referrers) {
            const counted = Math.min(views, viewsLeft)
            if (counted === 0) break
            this.batch.addView(gridId, hour, day, visit.agent, referrer, country, counted)
            viewsLeft -= counted
          }
        }
        if (visitor && visitorsLeft > 0) {
          visitorsLeft -= 1
          this.countVisitor(gridId, hour, day, visitor)
        }
      }
    }
  }

  /**
   * The visits grouped by grid, client and hour, with each visit's visitor hash when it was not
   * sent today yet (none without the day's shared salt: its database read failed, and visitors
   * cannot then be told apart consistently across instances; the views still count).
   */
  private visitsByClient(hours: HourVisits[]): ClientVisits[] {
    const clients = new Map<string, ClientVisits>()
    // A visitor whose visit spans two hours of this write is new in the first only.
    const fresh = new Set<string>()
    for (const { hour, day, visits } of hours) {
      const salt = this.salts.get(day)
      if (this.seenDay !== day) {
        this.seenToday = new Set()
        this.seenDay = day
      }
      for (const [gridId, byAddress] of visits) {
        for (const [address, byAgent] of byAddress) {
          const key = `${gridId}|${clientAddress(address)}|${hour}`
          let client = clients.get(key)
          if (!client) clients.set(key, (client = { hour, day, gridId, key, visits: [], views: 0, newVisitors: 0 }))
          for (const [userAgent, visit] of byAgent) {
            for (const views of visit.referrers.values()) client.views += views
            const hash = salt && visitorHash(salt, gridId, address, userAgent)
            const seen = `${gridId}|${hash}`
            const visitor = hash && !this.seenToday.has(seen) && !fresh.has(seen) ? hash : undefined
            client.visits.push({ address, visit, visitor })
            if (visitor) {
              fresh.add(seen)
              client.newVisitors += 1
            }
          }
        }
      }
    }
    return [...clients.values()]
  }

  /** The country table, loaded on first need; a failed load is logged, and views then have no country. */
  private countryTable(): Promise<CountryTable | undefined> {
    this.countries ??= (this.options.countries?.() ?? Promise.resolve(undefined)).catch((error: unknown) => {
      this.options.log.error({ err: error }, 'analytics: the country table could not be loaded; views have no country')
      return undefined
    })
    return this.countries
  }

  private countVisitor(gridId: string, hour: number, day: string, visitor: string) {
    if (day === this.seenDay && this.seenToday.size < SEEN_TODAY_CAPACITY) this.seenToday.add(`${gridId}|${visitor}`)
    this.batch.addVisitor(gridId, day, visitor, hour)
  }

  /** The visitor's device and browser, or undefined for a request that is not to be counted. */
  private classify(request: Pick<FastifyRequest, 'headers'>): Visitor | undefined {
    const userAgent = request.headers['user-agent']
    if (!userAgent || isPrefetch(request.headers)) return undefined
    let visitor = this.userAgents.get(userAgent)
    if (!visitor) {
      if (this.userAgents.size >= USER_AGENT_MEMORY) this.userAgents.clear()
      const mobileHint = request.headers['sec-ch-ua-mobile']
      visitor = {
        bot: isbot(userAgent),
        device: deviceKind(userAgent, typeof mobileHint === 'string' ? mobileHint : undefined),
        browser: browserName(userAgent),
      }
      this.userAgents.set(userAgent, visitor)
    }
    return visitor.bot ? undefined : visitor
  }

  private warn(error: unknown) {
    this.options.log.warn({ err: error }, 'analytics: writing counts failed; they are kept for the next write')
  }
}
