import { Trans, useLingui } from '@lingui/react'
import { useId, useRef, useState } from 'react'
import type { FormEvent, KeyboardEvent, ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { toast } from 'sonner'
import { GRID_NAME_MESSAGES, GRID_NAME_PATTERN } from '@domain/grid-names'
import { PLAN_MESSAGES } from '@domain/plans'
import { PendingButton } from '../../components/PendingButton'
import { ProBadge, UpgradePopover, useUpgradePopover } from '../../components/ProUpgrade'
import { TextField } from '../../components/TextField'
import { useNameAvailability } from '../../lib/names'
import { useDebouncedValue } from '../../lib/useDebouncedValue'
import { useCreateGrid } from './api'
import { Icon } from '@ui/icons'
import { localText } from '../../lib/texts'

const CHECK_DELAY_MS = 300

interface CreateGridCardProps {
  /** A line under the prompt, such as how many Tesseras the plan allows. */
  allowance: ReactNode
  /**
   * Set when the plan allows no more Tesseras: the card says so before anything is typed, with
   * the upgrade popover on Free ('upgrade') or only the spec's text on Pro ('limit').
   */
  locked?: 'upgrade' | 'limit'
}

/** The last card: a prompt to create a Tessera that turns into the form for its name. */
export function CreateGridCard({ allowance, locked }: CreateGridCardProps) {
  const { i18n } = useLingui()
  const [naming, setNaming] = useState(false)
  const promptRef = useRef<HTMLButtonElement>(null)

  function backToPrompt() {
    // The form that had the focus is gone: give it to the button that opened it.
    flushSync(() => setNaming(false))
    promptRef.current?.focus()
  }

  return (
    <section
      aria-label={i18n._({ id: 'home.createANewTessera', message: 'Create a new Tessera' })}
      className="card border-base-300 bg-base-100/60 h-full min-h-60 border-2 border-dashed"
    >
      {locked ? (
        <LockedPrompt allowance={allowance} upgrade={locked === 'upgrade'} />
      ) : naming ? (
        <CreateGridForm onCancel={backToPrompt} />
      ) : (
        <div className="card-body items-center justify-center gap-3 text-center">
          <button
            ref={promptRef}
            type="button"
            className="group flex flex-col items-center gap-3 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
            onClick={() => setNaming(true)}
          >
            <span
              className="bg-primary text-primary-content flex size-16 items-center justify-center rounded-full shadow-md transition-transform group-hover:scale-105 motion-reduce:transition-none"
              aria-hidden="true"
            >
              <Icon name="plus" className="size-8" />
            </span>
            <span className="text-lg font-semibold">
              <Trans id="home.createANewTessera" message="Create a new Tessera" />
            </span>
          </button>
          <p className="text-base-content/70 text-sm">{allowance}</p>
        </div>
      )}
    </section>
  )
}

/** The prompt when the plan allows no more Tesseras: locked, with the limit said up front. */
function LockedPrompt({ allowance, upgrade }: { allowance: ReactNode; upgrade: boolean }) {
  const popover = useUpgradePopover()
  const picture = (
    <span
      className="bg-base-300 text-base-content/70 flex size-16 items-center justify-center rounded-full"
      aria-hidden="true"
    >
      <Icon name="lock" className="size-7" />
    </span>
  )
  return (
    <div className="card-body items-center justify-center gap-3 text-center">
      {upgrade ? (
        <>
          <button
            type="button"
            {...popover.triggerProps}
            className="flex flex-col items-center gap-3 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
          >
            {picture}
            <span className="flex items-center gap-2 text-lg font-semibold">
              <Trans id="home.createANewTessera" message="Create a new Tessera" />
              <ProBadge />
            </span>
          </button>
          <UpgradePopover {...popover.popoverProps} reason={localText(PLAN_MESSAGES.gridLimitReached)} />
        </>
      ) : (
        <>
          {picture}
          <p className="font-semibold">{localText(PLAN_MESSAGES.gridLimitReached)}</p>
        </>
      )}
      <p className="text-base-content/70 text-sm">{allowance}</p>
    </div>
  )
}

type NameCheck = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown'

/** Format first, at once; availability once the name is well formed and typing has paused. */
function useGridNameCheck(name: string): NameCheck {
  const debounced = useDebouncedValue(name, CHECK_DELAY_MS)
  const wellFormed = GRID_NAME_PATTERN.test(name)
  const availability = useNameAvailability(debounced, { enabled: wellFormed && debounced === name })
  if (!name) return 'idle'
  if (!wellFormed) return debounced === name ? 'invalid' : 'idle'
  if (debounced !== name || availability.isPending) return 'checking'
  if (availability.isError) return 'unknown'
  return availability.data.available ? 'available' : 'taken'
}

function CreateGridForm({ onCancel }: { onCancel: () => void }) {
  const { i18n } = useLingui()
  const [name, setName] = useState('')
  const [invalid, setInvalid] = useState(false)
  const check = useGridNameCheck(name)
  const createGrid = useCreateGrid()
  const feedbackId = useId()
  const inputRef = useRef<HTMLInputElement>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!GRID_NAME_PATTERN.test(name)) {
      setInvalid(true)
      toast.error(localText(GRID_NAME_MESSAGES.rule))
      inputRef.current?.focus()
      return
    }
    createGrid.mutate(name, {
      // The editor is served at the grid's address: a full page load, not a route of this app.
      onSuccess: (grid) => window.location.assign(`/${grid.name}`),
      onError: (error) => {
        toast.error(error.message)
        inputRef.current?.focus()
      },
    })
  }

  function cancelOnEscape(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onCancel()
  }

  return (
    <form noValidate onSubmit={submit} onKeyDown={cancelOnEscape} className="card-body justify-center gap-4">
      <h3 className="card-title">
        <Trans id="home.createANewTessera" message="Create a new Tessera" />
      </h3>
      <TextField
        ref={inputRef}
        label={i18n._({ id: 'home.name', message: 'Name' })}
        name="name"
        type="text"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        value={name}
        onChange={(event) => {
          setName(event.target.value)
          setInvalid(false)
        }}
        hint={localText(GRID_NAME_MESSAGES.hint)}
        describedBy={feedbackId}
        invalid={invalid || check === 'invalid'}
        // The form appears because the visitor asked for it: the field is where they go next.
        autoFocus
        required
      >
        <NameFeedback id={feedbackId} check={check} />
      </TextField>
      <div className="card-actions justify-end">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          <Trans id="common.cancel" message="Cancel" />
        </button>
        <PendingButton type="submit" pending={createGrid.isPending || createGrid.isSuccess} className="btn-primary">
          <Trans id="home.create" message="Create" />
        </PendingButton>
      </div>
    </form>
  )
}

function NameFeedback({ id, check }: { id: string; check: NameCheck }) {
  return (
    // Always in the page, so screen readers announce each change of this polite live region.
    <p id={id} role="status" className="flex min-h-5 items-start gap-1.5 text-sm">
      {check === 'checking' ? (
        <>
          <span className="loading loading-spinner loading-xs text-base-content/60" aria-hidden="true" />
          <span className="text-base-content/70">
            <Trans id="home.checkingName" message="Checking name..." />
          </span>
        </>
      ) : null}
      {check === 'available' ? (
        <span className="text-success-strong font-semibold">{localText(GRID_NAME_MESSAGES.available)}</span>
      ) : null}
      {check === 'taken' ? (
        <span className="text-error-strong font-semibold">{localText(GRID_NAME_MESSAGES.notAvailable)}</span>
      ) : null}
      {check === 'invalid' ? <span className="text-error-strong">{localText(GRID_NAME_MESSAGES.rule)}</span> : null}
      {check === 'unknown' ? (
        <span className="text-base-content/70">
          <Trans id="home.couldNotCheckTheNameRight" message="Could not check the name right now." />
        </span>
      ) : null}
    </p>
  )
}
