import { describe, expect, test } from 'vitest'
import { i18nFor } from '@ui/i18n/catalogues'

const digestSubject = (locale: 'en' | 'pl', total: number) =>
  i18nFor(locale)._({ id: 'mail.digest.subject', values: { total } })

describe('plural forms', () => {
  test.each([
    [1, '1 nowa wiadomość w Tesserze'],
    [2, '2 nowe wiadomości w Tesserze'],
    [5, '5 nowych wiadomości w Tesserze'],
    [12, '12 nowych wiadomości w Tesserze'],
    [22, '22 nowe wiadomości w Tesserze'],
    [25, '25 nowych wiadomości w Tesserze'],
  ])('Polish says %i as in "%s"', (total, subject) => {
    expect(digestSubject('pl', total)).toBe(subject)
  })

  test('English has one and other, its numbers grouped as the spec writes them', () => {
    expect(digestSubject('en', 1)).toBe('1 new message on Tessera')
    expect(digestSubject('en', 2)).toBe('2 new messages on Tessera')
    expect(digestSubject('en', 1234)).toBe('1,234 new messages on Tessera')
  })

  test('Polish groups large numbers its own way', () => {
    expect(digestSubject('pl', 12345)).toBe(`${(12345).toLocaleString('pl')} nowych wiadomości w Tesserze`)
  })
})
