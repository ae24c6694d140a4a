import { OTHER_SOURCE, type DeviceKind, type SourceKind } from '@domain/analytics.js'
import type { ClickLayout } from '@domain/click-layouts.js'

/** Distinct referrers one grid may gain per hour in one batch before the rest count as '(other)'. */
const MAX_REFERRERS_PER_GRID_HOUR = 100

/** What a user agent says about the visitor's device and browser: one object per user agent string. */
export interface Agent {
  device: DeviceKind
  browser: string
}

export interface HourRow {
  gridId: string
  /** Start of the UTC hour, epoch ms. */
  hour: number
  /** Its UTC day, YYYY-MM-DD. */
  day: string
  views: number
  clicks: number
  /**
   * Views per user agent kind and per referrer. A view only adds to these (keyed by the cached
   * agent object and the source string); they become device, browser and referrer rows when the
   * batch is written, off the page's path.
   */
  agents: Map<Agent, number>
  referrers: Map<string, number>
  /** Views per two-letter country code (views from an address of no known country are not here). */
  countries: Map<string, number>
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
  /** The layout the visitor saw, or 'unknown' (a click without the page's script). */
  layout: ClickLayout
  hour: number
  day: string
  clicks: number
}

export interface SourceRow {
  gridId: string
  day: string
  kind: SourceKind
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
  /** How many writes of these counts failed already. */
  failedWrites = 0

  get isEmpty(): boolean {
    return this.hours.size === 0 && this.visitors.size === 0 && this.clicks.size === 0
  }

  /** Views of one agent, source and country: one map lookup for the grid's hour, then their counters. */
  addView(
    gridId: string,
    hour: number,
    day: string,
    agent: Agent,
    referrer: string,
    country: string | undefined,
    views = 1,
  ) {
    const row = this.hourRow(gridId, hour, day)
    row.views += views
    row.agents.set(agent, (row.agents.get(agent) ?? 0) + views)
    addReferrer(row.referrers, referrer, views)
    if (country) row.countries.set(country, (row.countries.get(country) ?? 0) + views)
  }

  addVisitor(gridId: string, day: string, hash: string, hour: number) {
    const key = `${gridId}|${day}|${hash}`
    if (!this.visitors.has(key)) this.visitors.set(key, { gridId, day, hash, hour })
  }

  addClick(gridId: string, tileId: string, layout: ClickLayout, hour: number, day: string, clicks = 1) {
    const key = `${gridId}|${hour}|${tileId}|${layout}`
    const row = this.clicks.get(key)
    if (row) row.clicks += clicks
    else this.clicks.set(key, { gridId, tileId, layout, hour, day, clicks })
  }

  /** Views per grid, UTC day and device, browser, referrer or country: the rows of `analytics_sources`. */
  sourceRows(): SourceRow[] {
    const rows = new Map<string, SourceRow>()
    const add = (gridId: string, day: string, kind: SourceRow['kind'], value: string, views: number) => {
      const key = `${gridId}|${day}|${kind}|${value}`
      const row = rows.get(key)
      if (row) row.views += views
      else rows.set(key, { gridId, day, kind, value, views })
    }
    for (const row of this.hours.values()) {
      for (const [agent, views] of row.agents) {
        add(row.gridId, row.day, 'device', agent.device, views)
        add(row.gridId, row.day, 'browser', agent.browser, views)
      }
      for (const [value, views] of row.referrers) add(row.gridId, row.day, 'referrer', value, views)
      for (const [code, views] of row.countries) add(row.gridId, row.day, 'country', code, views)
    }
    return [...rows.values()]
  }

  /** Puts back a batch whose write failed, so that the next write carries it. */
  absorb(other: AnalyticsBatch) {
    for (const row of other.hours.values()) {
      const mine = this.hourRow(row.gridId, row.hour, row.day)
      mine.views += row.views
      mine.clicks += row.clicks
      for (const [agent, views] of row.agents) mine.agents.set(agent, (mine.agents.get(agent) ?? 0) + views)
      for (const [value, views] of row.referrers) addReferrer(mine.referrers, value, views)
      for (const [code, views] of row.countries) mine.countries.set(code, (mine.countries.get(code) ?? 0) + views)
    }
    for (const row of other.visitors.values()) this.addVisitor(row.gridId, row.day, row.hash, row.hour)
    for (const row of other.clicks.values()) {
      this.addClick(row.gridId, row.tileId, row.layout, row.hour, row.day, row.clicks)
    }
  }

  private hourRow(gridId: string, hour: number, day: string): HourRow {
    const key = `${gridId}|${hour}`
    let row = this.hours.get(key)
    if (!row) {
      row = { gridId, hour, day, views: 0, clicks: 0, agents: new Map(), referrers: new Map(), countries: new Map() }
      this.hours.set(key, row)
    }
    return row
  }
}

/** Adds views to a source's count; a map holding its share of distinct sources already gives the rest to '(other)'. */
export function addReferrer(referrers: Map<string, number>, value: string, views: number) {
  const known = referrers.get(value)
  if (known !== undefined) referrers.set(value, known + views)
  else if (referrers.size < MAX_REFERRERS_PER_GRID_HOUR) referrers.set(value, views)
  else referrers.set(OTHER_SOURCE, (referrers.get(OTHER_SOURCE) ?? 0) + views)
}
