import { describe, expect, it } from 'vitest'
import {
  checkSchedule,
  lastTileChange,
  nextTileChange,
  shownTiles,
  tilePhase,
  visibilityNote,
  zonedTimeToInstant,
} from '@domain/tile-visibility.js'

const iso = (time: number | undefined) => (time === undefined ? undefined : new Date(time).toISOString())

describe('a wall-clock time of a time zone', () => {
  it('names its instant in winter and in summer', () => {
    expect(iso(zonedTimeToInstant('2026-01-15T23:00', 'Europe/Warsaw'))).toBe('2026-01-15T22:00:00.000Z')
    expect(iso(zonedTimeToInstant('2026-07-15T23:00', 'Europe/Warsaw'))).toBe('2026-07-15T21:00:00.000Z')
    expect(iso(zonedTimeToInstant('2026-07-15T23:00', 'America/New_York'))).toBe('2026-07-16T03:00:00.000Z')
  })

  it('moves a time the clocks skip an hour on, and refuses what is no date or out of 1970–9999', () => {
    expect(iso(zonedTimeToInstant('2026-03-29T02:30', 'Europe/Warsaw'))).toBe('2026-03-29T01:30:00.000Z')
    for (const bad of ['2026-02-29T10:00', '1969-12-31T23:59', '2026-01-01T24:00', '2026-01-01', 'soon']) {
      expect(zonedTimeToInstant(bad, 'UTC')).toBeUndefined()
    }
    expect(zonedTimeToInstant('9999-12-31T23:00', 'America/New_York')).toBeUndefined()
  })
})

describe('a tile for visitors', () => {
  const schedule = checkSchedule({ timeZone: 'UTC', start: '2030-01-01T10:00', end: '2030-01-01T12:00' })
  const window = schedule.ok ? schedule.schedule : undefined
  const start = Date.UTC(2030, 0, 1, 10)
  const end = Date.UTC(2030, 0, 1, 12)

  it('is shown inside its window (start included, end excluded), and never while hidden', () => {
    const tile = { schedule: window }
    expect([start - 1, start, end - 1, end].map((now) => tilePhase(tile, now))).toEqual([
      'scheduled',
      'shown',
      'shown',
      'ended',
    ])
    expect(tilePhase({ schedule: window, hidden: true }, start)).toBe('hidden')
  })

  it('makes the page change at the next start or end, and tells the last one passed', () => {
    const tiles = [{ schedule: window }, { hidden: true, schedule: window }, {}]
    expect(nextTileChange(tiles, start - 5)).toBe(start)
    expect(nextTileChange(tiles, start)).toBe(end)
    expect(nextTileChange(tiles, end)).toBeUndefined()
    expect(lastTileChange(tiles, start - 5)).toBeUndefined()
    expect(lastTileChange(tiles, end + 5)).toBe(end)
  })

  it("is marked in the editor in English, or in the words the app's language says", () => {
    expect(visibilityNote({ schedule: window, sensitive: true }, start - 1)).toBe(
      'Scheduled from 2030-01-01 10:00 · Sensitive',
    )
    expect(visibilityNote({ schedule: window }, start)).toBe('Shown until 2030-01-01 12:00')
    expect(visibilityNote({ schedule: window }, end)).toBe('Ended 2030-01-01 12:00')
    expect(visibilityNote({}, start)).toBeUndefined()
    const polish: Record<string, string> = {
      'Shown until {time}': 'Widoczny do {time}',
      Sensitive: 'Treści wrażliwe',
    }
    const say = (text: string, values: Record<string, string | number> = {}) =>
      (polish[text] ?? text).replace('{time}', String(values.time))
    expect(visibilityNote({ schedule: window, sensitive: true }, start, say)).toBe(
      'Widoczny do 2030-01-01 12:00 · Treści wrażliwe',
    )
  })

  it('drops from both layouts when not shown', () => {
    const tiles = [{ id: 'a', hidden: true }, { id: 'b', schedule: window }, { id: 'c' }]
    expect(shownTiles({ tiles, mobileTiles: tiles }, start - 1)).toEqual({
      tiles: [{ id: 'c' }],
      mobileTiles: [{ id: 'c' }],
    })
  })

  it('has no schedule without a time', () => {
    expect(checkSchedule({ timeZone: 'UTC', start: '', end: '' })).toEqual({ ok: true, schedule: undefined })
  })
})
