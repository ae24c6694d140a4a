import { describe, expect, it } from 'vitest'
import {
  DAY_MS,
  HOUR_MS,
  nextUtcDay,
  startOfUtcHour,
  utcDay,
  utcHourOfDay,
  utcMidnight,
  utcMinute,
} from '@domain/dates.js'

const instant = Date.parse('2026-03-29T23:59:59.999Z')

describe('UTC days and instants', () => {
  it('names the UTC day of an instant, given as a number or a Date, whatever the local zone says', () => {
    expect(utcDay(instant)).toBe('2026-03-29')
    expect(utcDay(new Date(instant + 1))).toBe('2026-03-30')
    expect(utcDay(new Date('2026-03-30T01:30:00+02:00'))).toBe('2026-03-29')
  })

  it('goes from a day to its midnight and back', () => {
    expect(utcMidnight('2026-03-29')).toBe(Date.parse('2026-03-29T00:00:00Z'))
    expect(utcDay(utcMidnight('2026-03-29'))).toBe('2026-03-29')
  })

  it('steps to the next day across months, years and a leap day', () => {
    expect(nextUtcDay('2026-01-31')).toBe('2026-02-01')
    expect(nextUtcDay('2026-12-31')).toBe('2027-01-01')
    expect(nextUtcDay('2028-02-28')).toBe('2028-02-29')
    expect(nextUtcDay('2026-03-29')).toBe('2026-03-30')
  })

  it('finds the hour an instant falls in and its slot in the day', () => {
    expect(startOfUtcHour(instant)).toBe(Date.parse('2026-03-29T23:00:00Z'))
    expect(startOfUtcHour(Date.parse('2026-03-29T05:00:00Z'))).toBe(Date.parse('2026-03-29T05:00:00Z'))
    expect(utcHourOfDay(instant)).toBe(23)
    expect(utcHourOfDay(utcMidnight('2026-03-30'))).toBe(0)
  })

  it('writes an instant to the minute for plain-text listings', () => {
    expect(utcMinute(new Date(instant))).toBe('2026-03-29 23:59')
  })

  it('has an hour of 60 minutes and a day of 24 hours', () => {
    expect(HOUR_MS).toBe(60 * 60 * 1000)
    expect(DAY_MS).toBe(24 * HOUR_MS)
  })
})
