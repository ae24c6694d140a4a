import { OTHER_SOURCE } from '../../domain/analytics.js'

/** Distinct referrers one grid may gain per day in one batch before the rest count as '(other)'. */
const MAX_REFERRERS_PER_GRID_DAY = 100

export interface HourRow {
  gridId: string
  /** Start of the UTC hour, epoch ms. */
  hour: number
  views: number
  clicks: number
}

export interface VisitorRow {
  gridId: string
  day: string
  hash: string
  /** The hour the visitor was first seen in this batch: it gains the visitor if the hash is new. */
  hour: number
}

export interface ClickRow {
  gridId: string
  tileId: string
  hour: number
  day: string
  clicks: number
}

export interface SourceRow {
  gridId: string
  day: string
  kind: 'referrer' | 'device' | 'browser'
  value: string
  views: number
}

/**
 * Counts gathered in memory between two writes. Every event only adds to a counter in a map, so
 * recording costs no I/O; the maps are keyed so that a write is one row per key.
 */
export class AnalyticsBatch {
  readonly hours = new Map<string, HourRow>()
  readonly visitors = new Map<string, VisitorRow>()
  readonly clicks = new Map<string, ClickRow>()
  readonly sources = new Map<string, SourceRow>()
  private readonly referrerCounts = new Map<string, number>()
  /** How many writes of these counts failed already. */
  failedWrites = 0

  get isEmpty(): boolean {
    return this.hours.size === 0 && this.visitors.size === 0 && this.clicks.size === 0 && this.sources.size === 0
  }

  addView(gridId: string, hour: number) {
    this.hourRow(gridId, hour).views += 1
  }

  addVisitor(gridId: string, day: string, hash: string, hour: number) {
    const key = `${gridId}|${day}|${hash}`
    if (!this.visitors.has(key)) this.visitors.set(key, { gridId, day, hash, hour })
  }

  addClick(gridId: string, tileId: string, hour: number, day: string, clicks = 1) {
    const key = `${gridId}|${hour}|${tileId}`
    const row = this.clicks.get(key)
    if (row) row.clicks += clicks
    else this.clicks.set(key, { gridId, tileId, hour, day, clicks })
  }

  addSource(gridId: string, day: string, kind: SourceRow['kind'], value: string, views = 1) {
    let key = `${gridId}|${day}|${kind}|${value}`
    if (kind === 'referrer' && !this.sources.has(key)) {
      const gridDay = `${gridId}|${day}`
      const distinct = this.referrerCounts.get(gridDay) ?? 0
      if (distinct >= MAX_REFERRERS_PER_GRID_DAY) {
        value = OTHER_SOURCE
        key = `${gridId}|${day}|${kind}|${value}`
      } else {
        this.referrerCounts.set(gridDay, distinct + 1)
      }
    }
    const row = this.sources.get(key)
    if (row) row.views += views
    else this.sources.set(key, { gridId, day, kind, value, views })
  }

  /** Puts back a batch whose write failed, so that the next write carries it. */
  absorb(other: AnalyticsBatch) {
    for (const row of other.hours.values()) {
      const mine = this.hourRow(row.gridId, row.hour)
      mine.views += row.views
      mine.clicks += row.clicks
    }
    for (const row of other.visitors.values()) this.addVisitor(row.gridId, row.day, row.hash, row.hour)
    for (const row of other.clicks.values()) this.addClick(row.gridId, row.tileId, row.hour, row.day, row.clicks)
    for (const row of other.sources.values()) this.addSource(row.gridId, row.day, row.kind, row.value, row.views)
  }

  private hourRow(gridId: string, hour: number): HourRow {
    const key = `${gridId}|${hour}`
    let row = this.hours.get(key)
    if (!row) {
      row = { gridId, hour, views: 0, clicks: 0 }
      this.hours.set(key, row)
    }
    return row
  }
}
