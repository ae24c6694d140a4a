import { i18n } from '@lingui/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_TEXTS } from '@domain/messages'
import { PLAN_MESSAGES } from '@domain/plans'
import type { Locale } from '@domain/locales'
import { messages as en } from '@ui/i18n/locales/en/messages'
import { messages as pl } from '@ui/i18n/locales/pl/messages'
import { shownRangeLabel } from '@client/features/inbox/labels'
import { errorText } from '@client/lib/error-texts'
import { formatDateTime, formatNumber, formatPrice } from '@client/lib/format'
import { newCountLabel } from '@client/lib/new-messages'
import { localText } from '@client/lib/texts'

// The app's words in both languages (ADR 0068): English as the spec writes it, Polish with its plural forms.
const speak = (locale: Locale) => i18n.loadAndActivate({ locale, messages: { en, pl }[locale] })

beforeAll(() => speak('en'))
afterAll(() => speak('en'))

describe('the inbox in English', () => {
  beforeAll(() => speak('en'))

  it('names the range and the total with thousands separators', () => {
    expect(shownRangeLabel(1, 25, 2340)).toBe('Messages 1–25 of 2,340')
    expect(shownRangeLabel(1026, 25, 2340)).toBe('Messages 1,026–1,050 of 2,340')
  })

  it('names a single message in the singular', () => {
    expect(shownRangeLabel(26, 1, 26)).toBe('Message 26 of 26')
  })

  it('leaves the total out until it is known', () => {
    expect(shownRangeLabel(26, 25)).toBe('Messages 26–50')
  })

  it('never shows a total below the range on screen (a count older than the page)', () => {
    expect(shownRangeLabel(1, 25, 20)).toBe('Messages 1–25 of 25')
  })

  it('says how many are new, up to the limit counted', () => {
    expect(newCountLabel(3)).toBe('3 new')
    expect(newCountLabel(999)).toBe('999 new')
    expect(newCountLabel(1000)).toBe('999+ new')
  })

  it("keeps the spec's date format", () => {
    expect(formatDateTime(new Date(2026, 10, 27, 22, 54))).toBe('November-27-2026 22:54')
  })

  it('says the spec texts of the domain and of the server as they are', () => {
    expect(localText(MESSAGE_TEXTS.deleted)).toBe('Message Deleted!')
    expect(errorText('PRO_THEME', PLAN_MESSAGES.proTheme)).toBe('This theme is available only for PRO users!')
    expect(errorText('INVALID_PASSWORD', 'Your current password is not correct.')).toBe(
      'Your current password is not correct.',
    )
  })

  it('writes prices in dollars, cents only when there are some', () => {
    expect(formatPrice(3.99)).toBe('$3.99')
    expect(formatPrice(0)).toBe('$0')
  })
})

describe('the inbox in Polish', () => {
  beforeAll(() => speak('pl'))

  it('counts new messages with the plural form of each number', () => {
    const forms = [1, 2, 5, 12, 22, 25].map(newCountLabel)
    expect(forms).toEqual(['1 nowa', '2 nowe', '5 nowych', '12 nowych', '22 nowe', '25 nowych'])
  })

  it('names the range with Polish numbers', () => {
    expect(shownRangeLabel(1, 25, 2340)).toBe('Wiadomości 1–25 z 2340')
    expect(shownRangeLabel(26, 1, 26)).toBe('Wiadomość 26 z 26')
    expect(formatNumber(12345)).toBe('12\u00a0345')
  })

  it('writes dates the Polish way', () => {
    expect(formatDateTime(new Date(2026, 10, 27, 22, 54))).toBe('27 listopada 2026 22:54')
  })

  it('translates the texts of the domain and the errors the server sends', () => {
    expect(localText(MESSAGE_TEXTS.deleted)).toBe('Wiadomość usunięta!')
    expect(errorText('PRO_THEME', PLAN_MESSAGES.proTheme)).toBe('Ten motyw jest dostępny tylko dla użytkowników PRO!')
    expect(errorText('INVALID_PASSWORD', 'Your current password is not correct.')).toBe(
      'Obecne hasło jest nieprawidłowe.',
    )
  })

  it('leaves a message the server composed as it came', () => {
    expect(errorText('BAD_REQUEST', 'Cannot read x.json.')).toBe('Cannot read x.json.')
  })
})
