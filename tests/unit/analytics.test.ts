import { describe, expect, it } from 'vitest'
import {
  browserName,
  changeFromPrevious,
  clickThroughRate,
  countryName,
  deviceKind,
  isPrefetch,
  isValidTimeZone,
  referrerSource,
} from '@domain/analytics.js'
import { AnalyticsBatch } from '@server/analytics/batch.js'

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.0',
}

describe('deviceKind', () => {
  it('tells phones, tablets and desktops apart from the user agent', () => {
    expect(deviceKind(UA.iphone)).toBe('phone')
    expect(deviceKind(UA.androidPhone)).toBe('phone')
    expect(deviceKind(UA.instagram)).toBe('phone')
    expect(deviceKind(UA.ipad)).toBe('tablet')
    expect(deviceKind(UA.androidTablet)).toBe('tablet')
    expect(deviceKind(UA.windowsChrome)).toBe('desktop')
    expect(deviceKind(UA.macSafari)).toBe('desktop')
  })

  it("believes Chromium's mobile client hint", () => {
    expect(deviceKind(UA.windowsChrome, '?1')).toBe('phone')
  })

  it('reads a made-up 16 KB user agent in linear time, from its first part only', () => {
    // Every "Android" made the lookahead it replaced rescan the rest for "Mobile": 30-40 ms here.
    const madeUp = `${'Android'.repeat(2_300)} Mobile`
    const started = performance.now()
    for (let i = 0; i < 20; i++) deviceKind(madeUp)
    expect((performance.now() - started) / 20).toBeLessThan(2)
    expect(deviceKind(madeUp)).toBe('tablet')
    expect(deviceKind(`${'x'.repeat(600)} iPad`)).toBe('desktop')
  })
})

describe('browserName', () => {
  it('names the browser, in-app browsers first', () => {
    expect(browserName(UA.instagram)).toBe('Instagram app')
    expect(browserName(UA.edge)).toBe('Edge')
    expect(browserName(UA.windowsChrome)).toBe('Chrome')
    expect(browserName(UA.firefox)).toBe('Firefox')
    expect(browserName(UA.macSafari)).toBe('Safari')
    expect(browserName('Lynx/2.9')).toBe('Other')
  })
})

describe('referrerSource', () => {
  it("is the referring host without www, plus the link's utm_source", () => {
    expect(referrerSource('https://www.Instagram.com/p/1', '/ann', 'tessera.example')).toBe('instagram.com')
    expect(referrerSource('https://l.instagram.com/', '/ann?utm_source=Bio%20Link', 'tessera.example')).toBe(
      'l.instagram.com · bio link',
    )
    expect(referrerSource('', '/ann?a=1&utm_source=newsletter', 'tessera.example')).toBe('(direct) · newsletter')
  })

  it('counts visits from the site itself, without a referrer or with a malformed one as direct', () => {
    expect(referrerSource('https://tessera.example/home', '/ann', 'tessera.example')).toBe('(direct)')
    expect(referrerSource('', '/ann', 'tessera.example')).toBe('(direct)')
    expect(referrerSource('not a url', '/ann', 'tessera.example')).toBe('(direct)')
    expect(referrerSource('android-app://com.slack/', '/ann', 'tessera.example')).toBe('(direct)')
  })

  it('keeps only harmless characters and a bounded length', () => {
    expect(referrerSource('', `/ann?utm_source=<script>${'x'.repeat(200)}`, 'h')).toMatch(/^\(direct\) · scriptx{54}$/)
  })
})

describe('isPrefetch', () => {
  it('recognises speculative loads by their headers', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch' })).toBe(true)
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true)
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true)
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true)
    expect(isPrefetch({ 'user-agent': 'x' })).toBe(false)
  })
})

describe('figures', () => {
  it('computes the click-through rate and the change from the previous period', () => {
    expect(clickThroughRate(200, 50)).toBe(25)
    expect(clickThroughRate(0, 3)).toBeUndefined()
    expect(changeFromPrevious(150, 100)).toBe(50)
    expect(changeFromPrevious(50, 100)).toBe(-50)
    expect(changeFromPrevious(5, 0)).toBeUndefined()
  })

  it('knows IANA time zones and refuses anything else', () => {
    expect(isValidTimeZone('Europe/Warsaw')).toBe(true)
    expect(isValidTimeZone('UTC')).toBe(true)
    expect(isValidTimeZone('Mars/Olympus')).toBe(false)
    expect(isValidTimeZone("UTC'; drop table grids")).toBe(false)
  })

  it('knows a time zone again once it is remembered, and still accepts its other spellings and aliases', () => {
    for (let round = 0; round < 2; round++) {
      expect(isValidTimeZone('America/New_York')).toBe(true)
      expect(isValidTimeZone('america/new_york')).toBe(true)
      expect(isValidTimeZone('US/Eastern')).toBe(true)
      expect(isValidTimeZone('America/Nowhere')).toBe(false)
    }
  })

  it('names countries from their two-letter codes in the given language', () => {
    expect(countryName('PL', 'en')).toBe('Poland')
    expect(countryName('US', 'en')).toBe('United States')
    expect(countryName('DE', 'de')).toBe('Deutschland')
    expect(countryName('XY', 'en')).toBe('XY')
  })
})

describe('AnalyticsBatch', () => {
  const DAY = '2026-01-01'
  const phone = { device: 'phone', browser: 'Safari' } as const
  const desktop = { device: 'desktop', browser: 'Chrome' } as const
  const sources = (batch: AnalyticsBatch) =>
    Object.fromEntries(batch.sourceRows().map((row) => [`${row.kind}|${row.value}`, row.views]))

  it('adds up counts per key and bounds invented referrers per grid and hour', () => {
    const batch = new AnalyticsBatch()
    batch.addView('g', 0, DAY, phone, '(direct)', 'PL')
    batch.addView('g', 0, DAY, phone, '(direct)', undefined)
    batch.addVisitor('g', DAY, 'h', 0)
    batch.addVisitor('g', DAY, 'h', 3_600_000)
    for (let i = 0; i < 150; i++) batch.addView('g', 0, DAY, desktop, `site${i}.example`, 'DE')
    expect(batch.hours.get('g|0')?.views).toBe(152)
    expect([...batch.visitors.values()]).toEqual([{ gridId: 'g', day: DAY, hash: 'h', hour: 0 }])
    const rows = sources(batch)
    expect(Object.keys(rows).filter((key) => key.startsWith('referrer|'))).toHaveLength(101)
    expect(rows).toMatchObject({
      'referrer|(other)': 51,
      'referrer|(direct)': 2,
      'device|phone': 2,
      'device|desktop': 150,
      'browser|Safari': 2,
      'browser|Chrome': 150,
      'country|PL': 1,
      'country|DE': 150,
    })
    // A view from an address of no known country is in no country's row.
    expect(Object.keys(rows).filter((key) => key.startsWith('country|'))).toEqual(['country|PL', 'country|DE'])
  })

  it('gives the views of one UTC day to one source row, whichever hours they came in', () => {
    const batch = new AnalyticsBatch()
    batch.addView('g', 0, DAY, phone, 't.co', 'JP')
    batch.addView('g', 3_600_000, DAY, phone, 't.co', 'JP')
    expect(batch.sourceRows()).toEqual(
      expect.arrayContaining([
        { gridId: 'g', day: DAY, kind: 'referrer', value: 't.co', views: 2 },
        { gridId: 'g', day: DAY, kind: 'device', value: 'phone', views: 2 },
        { gridId: 'g', day: DAY, kind: 'country', value: 'JP', views: 2 },
      ]),
    )
  })

  it('takes back the counts of a failed write', () => {
    const failed = new AnalyticsBatch()
    failed.addView('g', 0, DAY, phone, 't.co', 'FR')
    failed.addClick('g', 't', 'phone', 0, DAY)
    failed.addClick('g', 't', 'unknown', 0, DAY)
    const next = new AnalyticsBatch()
    next.addView('g', 0, DAY, phone, '(direct)', 'FR')
    next.absorb(failed)
    expect(next.hours.get('g|0')?.views).toBe(2)
    expect(next.clicks.get('g|0|t|phone')?.clicks).toBe(1)
    expect(next.clicks.get('g|0|t|unknown')?.clicks).toBe(1)
    expect(sources(next)).toMatchObject({
      'referrer|t.co': 1,
      'referrer|(direct)': 1,
      'device|phone': 2,
      'country|FR': 2,
    })
  })
})
