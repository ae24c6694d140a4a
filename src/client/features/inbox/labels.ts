import { i18n } from '@lingui/core'
import { formatNumber } from '../../lib/format'

/** "Messages 1–25 of 2,340", "Message 26 of 26": the messages on the page among all that match. */
export function shownRangeLabel(first: number, shown: number, total?: number): string {
  const values = {
    shown,
    first: formatNumber(first),
    last: formatNumber(first + shown - 1),
    total: total === undefined ? '' : formatNumber(Math.max(total, first + shown - 1)),
  }
  return total === undefined
    ? i18n._({
        id: 'inbox.shownRange',
        message: '{shown, plural, one {Message {first}} other {Messages {first}–{last}}}',
        values,
      })
    : i18n._({
        id: 'inbox.shownRangeOfTotal',
        message: '{shown, plural, one {Message {first} of {total}} other {Messages {first}–{last} of {total}}}',
        values,
      })
}
