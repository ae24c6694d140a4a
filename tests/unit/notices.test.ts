import { describe, expect, it } from 'vitest'
import {
  fromLocalInputValue,
  lastNoticeChange,
  nextNoticeChange,
  NOTICE_TEXTS,
  NoticeBody,
  noticePhase,
  toLocalInputValue,
} from '@domain/notices.js'

const window = { startsAt: 1_000, endsAt: 2_000 }

describe('a notice’s window', () => {
  it('is scheduled before its start, showing from its start and ended from its end', () => {
    expect(noticePhase(window, 999)).toBe('scheduled')
    expect(noticePhase(window, 1_000)).toBe('showing')
    expect(noticePhase(window, 1_999)).toBe('showing')
    expect(noticePhase(window, 2_000)).toBe('ended')
    expect(noticePhase({ startsAt: null, endsAt: null }, 0)).toBe('showing')
    expect(noticePhase({ startsAt: null, endsAt: 5 }, 5)).toBe('ended')
    expect(noticePhase({ startsAt: 5, endsAt: null }, Number.MAX_SAFE_INTEGER)).toBe('showing')
  })

  it('changes the page next at the first boundary still ahead, and last changed it at the latest one passed', () => {
    expect(nextNoticeChange(window, 0)).toBe(1_000)
    expect(nextNoticeChange(window, 1_000)).toBe(2_000)
    expect(nextNoticeChange(window, 2_000)).toBeUndefined()
    expect(nextNoticeChange({ startsAt: null, endsAt: null }, 0)).toBeUndefined()
    expect(lastNoticeChange(window, 999)).toBeUndefined()
    expect(lastNoticeChange(window, 1_000)).toBe(1_000)
    expect(lastNoticeChange(window, 5_000)).toBe(2_000)
  })
})

describe('NoticeBody', () => {
  it('trims the text, normalises the link and the times, and takes an empty link as none', () => {
    expect(
      NoticeBody.parse({ text: ' Hi ', link: 'example.com', startsAt: '2026-12-01T10:00:00+01:00', endsAt: null }),
    ).toEqual({ text: 'Hi', link: 'https://example.com/', startsAt: '2026-12-01T09:00:00.000Z', endsAt: null })
    expect(NoticeBody.parse({ text: 'Hi', link: '  ' })).toEqual({
      text: 'Hi',
      link: null,
      startsAt: null,
      endsAt: null,
    })
  })

  it('keeps line breaks but refuses an end that is not after the start', () => {
    expect(NoticeBody.parse({ text: 'One\nTwo' }).text).toBe('One\nTwo')
    const same = NoticeBody.safeParse({ text: 'Hi', startsAt: '2026-12-01T09:00:00Z', endsAt: '2026-12-01T09:00:00Z' })
    expect(same.error?.issues[0]).toMatchObject({ path: ['endsAt'], message: NOTICE_TEXTS.endBeforeStart })
  })

  it('takes instants from 1970 to the end of 9999 (UTC) only', () => {
    expect(NoticeBody.safeParse({ text: 'Hi', startsAt: '1970-01-01T00:00:00Z' }).success).toBe(true)
    expect(NoticeBody.safeParse({ text: 'Hi', endsAt: '9999-12-31T23:59:59.999Z' }).success).toBe(true)
    for (const startsAt of ['0000-01-01T00:00:00Z', '1970-01-01T00:00:00+01:00', '9999-12-31T23:00:00-05:00']) {
      expect(NoticeBody.safeParse({ text: 'Hi', startsAt }).error?.issues[0]?.message).toBe(NOTICE_TEXTS.invalidStart)
    }
  })
})

describe('the editor’s time fields', () => {
  it('round-trip an instant through a datetime-local value in the browser’s time zone', () => {
    const value = toLocalInputValue('2026-12-01T09:30:00.000Z')
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    expect(fromLocalInputValue(value)).toBe('2026-12-01T09:30:00.000Z')
    expect(toLocalInputValue(null)).toBe('')
    expect(fromLocalInputValue('')).toBeNull()
    expect(fromLocalInputValue('not a time')).toBe('not a time')
  })
})
