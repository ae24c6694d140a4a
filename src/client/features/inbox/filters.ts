import { i18n, type MessageDescriptor } from '@lingui/core'
import { normalizeName } from '@domain/names'
import { DATE_FILTERS, SEARCH_MAX, type DateFilter, type InboxMessage, type MessageFilter } from '@domain/messages'

/** What the inbox shows: the filters and the page, kept in the URL so reload and Back restore them. */
export interface InboxView {
  filter: MessageFilter
  page: number
}

export const DEFAULT_FILTER: MessageFilter = { date: 'all', favorites: false, signedIn: false }

/** Short on screen (four fit on a 320 px phone); the spoken name contains the visible words. */
export const DATE_FILTER_LABELS: Record<DateFilter, { visible: MessageDescriptor; spoken: MessageDescriptor }> = {
  all: {
    visible: /*i18n*/ { id: 'inbox.dateAll', message: 'All' },
    spoken: /*i18n*/ { id: 'inbox.dateAllSpoken', message: 'All time' },
  },
  hour: {
    visible: /*i18n*/ { id: 'inbox.dateHour', message: 'Hour' },
    spoken: /*i18n*/ { id: 'inbox.dateHourSpoken', message: 'Last hour' },
  },
  '24h': {
    visible: /*i18n*/ { id: 'inbox.date24h', message: '24h' },
    spoken: /*i18n*/ { id: 'inbox.date24hSpoken', message: 'Last 24h' },
  },
  week: {
    visible: /*i18n*/ { id: 'inbox.dateWeek', message: 'Week' },
    spoken: /*i18n*/ { id: 'inbox.dateWeekSpoken', message: 'Last week' },
  },
}

const isDateFilter = (value: string | null): value is DateFilter => DATE_FILTERS.some((filter) => filter === value)

/** Lenient on purpose: a hand-edited or outdated URL falls back to the defaults, field by field. */
export function readInboxView(params: URLSearchParams): InboxView {
  const date = params.get('date')
  const grid = normalizeName(params.get('grid') ?? '')
  const page = Number(params.get('page'))
  const search = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX)
  return {
    filter: {
      date: isDateFilter(date) ? date : 'all',
      favorites: params.get('favorites') === 'true',
      signedIn: params.get('signedIn') === 'true',
      ...(grid && grid.length <= 64 ? { grid } : {}),
      ...(search ? { search } : {}),
    },
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  }
}

/** The same parameters as the API's, leaving out the defaults so URLs stay short. */
export function inboxSearchParams({ filter, page }: InboxView): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.date !== 'all') params.set('date', filter.date)
  if (filter.favorites) params.set('favorites', 'true')
  if (filter.signedIn) params.set('signedIn', 'true')
  if (filter.grid) params.set('grid', filter.grid)
  if (filter.search) params.set('q', filter.search)
  if (page > 1) params.set('page', String(page))
  return params
}

export function hasActiveFilter(filter: MessageFilter): boolean {
  return filter.date !== 'all' || filter.favorites || filter.signedIn || Boolean(filter.grid) || Boolean(filter.search)
}

/** Identifies a set of filters, for telling whether a live count still applies. */
export function filterKey(filter: MessageFilter): string {
  return inboxSearchParams({ filter, page: 1 }).toString()
}

/**
 * Whether a message that has just arrived belongs under these filters. It is brand new, so it is
 * inside every date window, and nobody has marked it as a favourite yet.
 */
export function newMessageMatches(message: InboxMessage, filter: MessageFilter): boolean {
  if (filter.favorites && !message.favorite) return false
  if (filter.signedIn && message.anonymous) return false
  if (filter.grid && message.grid !== filter.grid) return false
  // The server compares the same way (ilike); JavaScript's lower case stands in for Postgres'.
  if (filter.search && !message.body.toLowerCase().includes(filter.search.toLowerCase())) return false
  return true
}

/** What the random pick draws among, said in the dialog: "A random entry among messages containing “giveaway”." */
export function randomPickScope(filter: MessageFilter): string {
  const filtered = filter.date !== 'all' || filter.favorites || filter.signedIn || Boolean(filter.grid)
  const { search } = filter
  if (search) {
    return filtered
      ? i18n._({
          id: 'inbox.randomAmongFilteredContaining',
          message: 'A random entry among the filtered messages containing “{search}”.',
          values: { search },
        })
      : i18n._({
          id: 'inbox.randomAmongContaining',
          message: 'A random entry among messages containing “{search}”.',
          values: { search },
        })
  }
  return filtered
    ? i18n._({ id: 'inbox.randomAmongFiltered', message: 'A random entry among the filtered messages.' })
    : i18n._({ id: 'inbox.randomAmongAll', message: 'A random entry among all messages.' })
}
