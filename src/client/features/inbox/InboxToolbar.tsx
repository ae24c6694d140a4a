import { Trans, useLingui } from '@lingui/react'
import { Link } from 'react-router'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { DATE_FILTERS, SEARCH_MAX, type DateFilter, type MessageFilter } from '@domain/messages'
import { PendingButton } from '../../components/PendingButton'
import { DATE_FILTER_LABELS } from './filters'
import { Icon } from '@ui/icons'

interface InboxToolbarProps {
  filter: MessageFilter
  onFilterChange: (filter: MessageFilter) => void
  /** The owner's grids; the selector shows only when there are several. */
  gridNames: string[]
  onRandom: () => void
  randomPending: boolean
  /** Unread messages on this page: Mark all read shows while there are. */
  onMarkAllRead?: () => void
}

/** Filters (all kept in the URL by the page) and the random pick. */
export function InboxToolbar({
  filter,
  onFilterChange,
  gridNames,
  onRandom,
  randomPending,
  onMarkAllRead,
}: InboxToolbarProps) {
  const showLabelId = useId()
  const gridSelectId = useId()
  const change = (patch: Partial<MessageFilter>) => onFilterChange({ ...filter, ...patch })

  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchBox
          key={filter.search ?? ''}
          search={filter.search ?? ''}
          onSearch={(search) => change({ search: search || undefined })}
        />
        <div className="flex flex-col gap-1.5">
          <span id={showLabelId} className="text-base-content/70 text-xs font-semibold">
            <Trans id="inbox.show" message="Show" />
          </span>
          <div role="group" aria-labelledby={showLabelId} className="flex flex-wrap gap-2">
            <FilterToggle pressed={filter.favorites} onToggle={() => change({ favorites: !filter.favorites })}>
              <Icon name="star" filled={filter.favorites} className="size-5" />
              <Trans id="inbox.favorites" message="Favorites" />
            </FilterToggle>
            <FilterToggle pressed={filter.signedIn} onToggle={() => change({ signedIn: !filter.signedIn })}>
              <Trans id="inbox.onlySignedIn" message="Only Signed In" />
            </FilterToggle>
          </div>
        </div>

        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-base-content/70 mb-1.5 text-xs font-semibold">
            <Trans id="inbox.date" message="Date" />
          </legend>
          <div className="join w-full sm:w-auto">
            {DATE_FILTERS.map((date) => (
              <DateOption key={date} date={date} checked={filter.date === date} onSelect={() => change({ date })} />
            ))}
          </div>
        </fieldset>

        {gridNames.length > 1 ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={gridSelectId} className="text-base-content/70 text-xs font-semibold">
              <Trans id="inbox.tessera" message="Tessera" />
            </label>
            <select
              id={gridSelectId}
              className="select select-sm w-full sm:w-44"
              value={filter.grid ?? ''}
              onChange={(event) => change({ grid: event.target.value || undefined })}
            >
              <option value="">
                <Trans id="inbox.allGrids" message="All grids" />
              </option>
              {gridNames.map((name) => (
                <option key={name} value={name}>
                  /{name}
                </option>
              ))}
            </select>
          </div>
        ) : null}

        {onMarkAllRead ? (
          <button type="button" className="btn btn-ghost btn-sm sm:ml-auto" onClick={onMarkAllRead}>
            <Trans id="inbox.markAllRead" message="Mark all read" />
          </button>
        ) : null}
        <Link className={`btn btn-ghost btn-sm ${onMarkAllRead ? '' : 'sm:ml-auto'}`} to="/messages/moderation">
          <Trans id="inbox.moderation" message="Moderation" />
        </Link>
        <PendingButton pending={randomPending} className="btn-primary btn-sm" onClick={onRandom}>
          {randomPending ? null : <Icon name="sparkles" className="size-4" />}
          <Trans id="inbox.random" message="Random" />
        </PendingButton>
      </div>
    </div>
  )
}

/**
 * Search by text, on Enter or the button (not on every key: each search is a query); the random
 * pick draws among what it finds. Cleared with the field's own clear button or by emptying it.
 */
function SearchBox({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { i18n } = useLingui()
  const inputId = useId()
  const [text, setText] = useState(search)
  return (
    <form
      role="search"
      className="flex w-full flex-col gap-1.5 sm:w-auto"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim())
      }}
    >
      <label htmlFor={inputId} className="text-base-content/70 text-xs font-semibold">
        <Trans id="inbox.searchMessages" message="Search messages" />
      </label>
      <div className="join w-full sm:w-auto">
        <input
          id={inputId}
          type="search"
          className="input input-sm join-item min-w-0 flex-1 sm:w-48"
          value={text}
          maxLength={SEARCH_MAX}
          placeholder={i18n._({ id: 'inbox.giveaway', message: 'giveaway' })}
          onChange={(event) => {
            setText(event.target.value)
            // The field's clear button (or deleting the text) shows everything again.
            if (event.target.value === '' && search !== '') onSearch('')
          }}
        />
        <button type="submit" className="btn btn-sm btn-outline join-item">
          <Icon name="search" className="size-4" />
          <Trans id="inbox.search" message="Search" />
        </button>
      </div>
    </form>
  )
}

function FilterToggle({
  pressed,
  onToggle,
  children,
}: {
  pressed: boolean
  onToggle: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={`btn btn-sm ${pressed ? 'btn-primary' : 'btn-outline'}`}
      onClick={onToggle}
    >
      {children}
    </button>
  )
}

/** One segment of the date choice: a real radio button (arrow keys move along), drawn as a button. */
function DateOption({ date, checked, onSelect }: { date: DateFilter; checked: boolean; onSelect: () => void }) {
  const { i18n } = useLingui()
  const { visible, spoken } = DATE_FILTER_LABELS[date]
  return (
    <label
      className={`join-item btn btn-sm relative flex-1 px-3 sm:flex-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${
        checked ? 'btn-primary' : 'btn-outline'
      }`}
    >
      <input
        type="radio"
        name="inbox-date"
        value={date}
        checked={checked}
        onChange={onSelect}
        aria-label={i18n._(spoken)}
        // Covers the whole segment, invisible: clicks and taps land on the radio itself.
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      />
      <span aria-hidden="true">{i18n._(visible)}</span>
    </label>
  )
}
