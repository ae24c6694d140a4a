import { Link } from 'react-router'
import { useId } from 'react'
import type { ReactNode } from 'react'
import { DATE_FILTERS, type DateFilter, type MessageFilter } from '@domain/messages'
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
}

/** Filters (all kept in the URL by the page) and the random pick. */
export function InboxToolbar({ filter, onFilterChange, gridNames, onRandom, randomPending }: InboxToolbarProps) {
  const showLabelId = useId()
  const gridSelectId = useId()
  const change = (patch: Partial<MessageFilter>) => onFilterChange({ ...filter, ...patch })

  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="flex flex-col gap-1.5">
          <span id={showLabelId} className="text-base-content/70 text-xs font-semibold">
            Show
          </span>
          <div role="group" aria-labelledby={showLabelId} className="flex flex-wrap gap-2">
            <FilterToggle pressed={filter.favorites} onToggle={() => change({ favorites: !filter.favorites })}>
              <Icon name="star" filled={filter.favorites} className="size-5" />
              Favorites
            </FilterToggle>
            <FilterToggle pressed={filter.signedIn} onToggle={() => change({ signedIn: !filter.signedIn })}>
              Only Signed In
            </FilterToggle>
          </div>
        </div>

        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-base-content/70 mb-1.5 text-xs font-semibold">Date</legend>
          <div className="join w-full sm:w-auto">
            {DATE_FILTERS.map((date) => (
              <DateOption key={date} date={date} checked={filter.date === date} onSelect={() => change({ date })} />
            ))}
          </div>
        </fieldset>

        {gridNames.length > 1 ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={gridSelectId} className="text-base-content/70 text-xs font-semibold">
              Tessera
            </label>
            <select
              id={gridSelectId}
              className="select select-sm w-full sm:w-44"
              value={filter.grid ?? ''}
              onChange={(event) => change({ grid: event.target.value || undefined })}
            >
              <option value="">All grids</option>
              {gridNames.map((name) => (
                <option key={name} value={name}>
                  /{name}
                </option>
              ))}
            </select>
          </div>
        ) : null}

        <Link className="btn btn-ghost btn-sm sm:ml-auto" to="/messages/moderation">
          Moderation
        </Link>
        <PendingButton pending={randomPending} className="btn-primary btn-sm" onClick={onRandom}>
          {randomPending ? null : <Icon name="sparkles" className="size-4" />}
          Random
        </PendingButton>
      </div>
    </div>
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
        aria-label={spoken}
        // Covers the whole segment, invisible: clicks and taps land on the radio itself.
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
      />
      <span aria-hidden="true">{visible}</span>
    </label>
  )
}
