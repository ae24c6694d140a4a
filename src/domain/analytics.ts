import { z } from 'zod'
import type { Plan } from './plans.js'
import { TILE_TYPE_IDS, tileType } from './tile-types.js'

/**
 * Visitor analytics without cookies (ADR 0013): what is counted, how a request is classified from
 * its headers alone, and the dashboard's contract. Pure functions, shared by server and client.
 */

/** The dashboard's range picker, in days. */
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const

/** How far back each plan may look. */
export const ANALYTICS_MAX_DAYS: Record<Plan, number> = { free: 7, pro: 365 }

/** Tile types whose links are counted when clicked. */
export const CLICKABLE_TILE_TYPES: ReadonlySet<string> = new Set(
  TILE_TYPE_IDS.filter((type) => tileType(type).countsClicks),
)

export const DEVICE_KINDS = ['phone', 'tablet', 'desktop'] as const
export type DeviceKind = (typeof DEVICE_KINDS)[number]

/** What the per-day breakdown of views is by (`analytics_sources.kind`). */
export const SOURCE_KINDS = ['referrer', 'device', 'browser', 'country'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]

/** The source of a visit with neither a referrer from another site nor a utm_source. */
export const DIRECT_SOURCE = '(direct)'
/** Where referrers go once a grid has this many distinct ones in a day (invented values stay bounded). */
export const OTHER_SOURCE = '(other)'

export const ANALYTICS_MESSAGES = {
  invalidTimeZone: 'Unknown time zone.',
  emptyState: 'Share your link to see visitors here',
} as const

type Headers = Readonly<Record<string, string | string[] | undefined>>

const header = (headers: Headers, name: string): string => {
  const value = headers[name]
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
}

/** Speculative loads the visitor may never see: Chromium's and Safari's prefetch/prerender, Firefox's. */
export function isPrefetch(headers: Headers): boolean {
  if (!headers['sec-purpose'] && !headers.purpose && !headers['x-purpose'] && !headers['x-moz']) return false
  const purpose = `${header(headers, 'sec-purpose')} ${header(headers, 'purpose')} ${header(headers, 'x-purpose')} ${header(headers, 'x-moz')}`
  return /prefetch|prerender|preview/i.test(purpose)
}

/**
 * How much of a user agent the device is read from: real ones are a few hundred characters, and a
 * visitor chooses the header (up to Node's 16 KB).
 */
const USER_AGENT_READ = 512

/** Phone, tablet or desktop, from the user agent (and the client hint Chromium sends on its own). */
export function deviceKind(userAgent: string, mobileHint?: string): DeviceKind {
  const read = userAgent.length > USER_AGENT_READ ? userAgent.slice(0, USER_AGENT_READ) : userAgent
  // An Android without "Mobile" after it is a tablet. Found with two scans rather than a lookahead
  // (`Android(?!.*Mobile)`), which rescans the rest at every "Android": quadratic on a made-up header.
  const android = read.search(/Android/i)
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(read) || (android >= 0 && !/Mobile/i.test(read.slice(android)))) {
    return 'tablet'
  }
  if (mobileHint === '?1' || /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(read)) {
    return 'phone'
  }
  return 'desktop'
}

// Order matters: in-app browsers and Chromium's derivatives also carry "Chrome" and "Safari".
const BROWSERS: [RegExp, string][] = [
  [/Instagram/, 'Instagram app'],
  [/FBAN|FBAV|FB_IAB/, 'Facebook app'],
  [/musical_ly|BytedanceWebview|TikTok/i, 'TikTok app'],
  [/Snapchat/, 'Snapchat app'],
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
]

export function browserName(userAgent: string): string {
  for (const [pattern, name] of BROWSERS) if (pattern.test(userAgent)) return name
  return 'Other'
}

const UTM_SOURCE = /[?&]utm_source=([^&#]*)/
const SOURCE_MAX_LENGTH = 60

/** Lower-case, letters, digits and a few separators only: sources are shown to the owner and stored. */
function cleanSourcePart(value: string): string {
  let decoded = value
  try {
    decoded = decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    // A malformed escape is kept as typed.
  }
  return decoded
    .toLowerCase()
    .replace(/[^a-z0-9._ -]/g, '')
    .trim()
    .slice(0, SOURCE_MAX_LENGTH)
}

/**
 * Where a visit came from: the referring site's host (without `www.`), plus the link's
 * `utm_source` when present, as `host · utm_source`. Links from the page's own site and visits
 * without a referrer are `(direct)`.
 */
export function referrerSource(referer: string, url: string, ownHost: string): string {
  // Most views: typed, bookmarked, or from an app that sends no referrer.
  if (!referer && !url.includes('utm_source=')) return DIRECT_SOURCE
  let host = ''
  if (referer) {
    try {
      const parsed = new URL(referer)
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') host = parsed.hostname.toLowerCase()
    } catch {
      // Not a URL: treated as no referrer.
    }
  }
  if (host === ownHost.toLowerCase()) host = ''
  host = cleanSourcePart(host.replace(/^www\./, ''))
  const utm = cleanSourcePart(UTM_SOURCE.exec(url)?.[1] ?? '')
  const base = host || DIRECT_SOURCE
  return utm ? `${base} · ${utm}` : base
}

/** The canonical names checked so far: a few hundred at most, as other spellings are not kept. */
const knownTimeZones = new Set<string>()

/**
 * An IANA time zone name that this runtime (and so Postgres' list, which is the same database)
 * knows. Building a formatter to ask is a fifth of a millisecond: each dashboard request would pay it.
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (knownTimeZones.has(timeZone)) return true
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(timeZone)) return false
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone
    if (canonical === timeZone) knownTimeZones.add(timeZone)
    return true
  } catch {
    return false
  }
}

export const AnalyticsQuery = z.object({
  days: z.coerce.number().int().min(1).max(ANALYTICS_MAX_DAYS.pro).default(7),
  tz: z.string().max(64).refine(isValidTimeZone, ANALYTICS_MESSAGES.invalidTimeZone).default('UTC'),
})
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>

const Count = z.number().int().nonnegative()

export const AnalyticsDay = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  views: Count,
  visitors: Count,
  clicks: Count,
})
export type AnalyticsDay = z.infer<typeof AnalyticsDay>

export const GridAnalytics = z.object({
  views: Count,
  visitors: Count,
  clicks: Count,
  /** One entry per day of the range, oldest first, days without visits included. */
  daily: z.array(AnalyticsDay),
  /**
   * Clicks per tile, in all and per layout the visitor saw (ADR 0071): `unknown` are clicks sent
   * without the page's script, whose layout the page could not tell.
   */
  tiles: z.array(
    z.object({
      tileId: z.string(),
      clicks: Count,
      byLayout: z.object({ desktop: Count, phone: Count, unknown: Count }),
    }),
  ),
  referrers: z.array(z.object({ source: z.string(), views: Count })),
  devices: z.array(z.object({ kind: z.enum(DEVICE_KINDS), views: Count })),
  /** Beyond the fixed contract: the same totals over the period just before, and browsers (Pro). */
  previous: z.object({ views: Count, visitors: Count, clicks: Count }),
  browsers: z.array(z.object({ name: z.string(), views: Count })),
  /**
   * Views per country of the visitor's address (Pro; ADR 0033), most first, every country of the
   * range. Views from addresses of no known country are in none.
   */
  countries: z.array(z.object({ country: z.string().regex(/^[A-Z]{2}$/), views: Count })),
})
export type GridAnalytics = z.infer<typeof GridAnalytics>

/** One tile's clicks per day of the range (Pro), for the chart's second series (ADR 0071). */
export const TileClicks = z.object({
  tileId: z.string(),
  /** What the owner calls the tile (tileName), or '' for a tile the grid no longer has. */
  name: z.string(),
  clicks: Count,
  /** One entry per day of the range, oldest first, days without clicks included. */
  daily: z.array(z.object({ date: AnalyticsDay.shape.date, clicks: Count })),
})
export type TileClicks = z.infer<typeof TileClicks>

/** The tables the CSV export gives: the daily figures, or views per country. */
export const ANALYTICS_CSV_TABLES = ['daily', 'countries'] as const

export type AnalyticsCsvTable = (typeof ANALYTICS_CSV_TABLES)[number]

export const AnalyticsCsvQuery = AnalyticsQuery.extend({
  table: z.enum(ANALYTICS_CSV_TABLES).default('daily'),
})
export type AnalyticsCsvQuery = z.infer<typeof AnalyticsCsvQuery>

const regionNames = new Map<string | undefined, Intl.DisplayNames>()

/** A country's name from its two-letter code, in the given language (the runtime's own by default). */
export function countryName(code: string, locale?: string): string {
  let names = regionNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' })
    regionNames.set(locale, names)
  }
  return names.of(code) ?? code
}

/** Clicks per view, as a whole percentage; no views, no rate. */
export function clickThroughRate(views: number, clicks: number): number | undefined {
  return views > 0 ? Math.round((clicks / views) * 100) : undefined
}

/** The change from the previous period in percent, or undefined when there was nothing to compare with. */
export function changeFromPrevious(current: number, previous: number): number | undefined {
  return previous > 0 ? Math.round(((current - previous) / previous) * 100) : undefined
}
