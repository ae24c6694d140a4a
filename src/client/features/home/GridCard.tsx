import { useId, useState } from 'react'
import { toast } from 'sonner'
import { GRID_NAME_MESSAGES } from '../../../domain/grid-names'
import type { GridSummary } from '../../../domain/grid-summary'
import { Modal } from '../../components/Modal'
import { useDeleteGrid, useSetGridActive } from './api'
import { GridPreview } from './GridPreview'

/** How long each progress step of a deletion stays on screen at least, so it can be read. */
const PROGRESS_STEP_MS = 450

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const publicAddress = (name: string) => `${window.location.origin}/${name}`

interface GridCardProps {
  grid: GridSummary
  /** After the grid is gone, so the page can move the focus that was on its card. */
  onDeleted: () => void
}

/** One of the viewer's grids: its preview, whether visitors can see it, and what can be done with it. */
export function GridCard({ grid, onDeleted }: GridCardProps) {
  const nameId = useId()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const deleteGrid = useDeleteGrid()
  const showHref = `/${grid.name}`

  async function deleteWithProgress() {
    setConfirmingDelete(false)
    setDeleting(true)
    // The server deletes messages, grid and images in one request (one transaction); the steps
    // tell what it is doing, each long enough to be read. The outcome never rejects.
    const outcome = deleteGrid.mutateAsync(grid.name).then(
      () => ({ error: undefined }),
      (error: Error) => ({ error }),
    )
    const toastId = toast.loading('Deleting messages...')
    const early = await Promise.race([outcome, pause(PROGRESS_STEP_MS)])
    let error = early?.error
    if (!error) {
      toast.loading('Deleting grid...', { id: toastId })
      ;[{ error }] = await Promise.all([outcome, pause(PROGRESS_STEP_MS)])
    }
    if (error) {
      toast.error(error.message, { id: toastId })
      setDeleting(false)
      return
    }
    toast.success('Grid deleted!', { id: toastId })
    onDeleted()
  }

  return (
    <article aria-labelledby={nameId} className="card bg-base-100 h-full shadow-sm">
      {/* The Show button is the keyboard's way in; the picture is a bigger target for the pointer. */}
      <a href={showHref} tabIndex={-1} aria-hidden="true" className="block p-3 pb-0">
        <GridPreview grid={grid} />
      </a>
      <div className="card-body gap-3 p-4 pt-3">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="flex min-w-0 items-center gap-2">
            <h3 id={nameId} className="card-title truncate text-lg">
              {grid.name}
            </h3>
            {grid.isProfile ? <span className="badge badge-soft badge-primary badge-sm shrink-0">Profile</span> : null}
          </div>
          <ActiveSwitch grid={grid} />
        </div>
        <div className="card-actions mt-auto flex-nowrap items-center">
          <DeleteButton isProfile={grid.isProfile} deleting={deleting} onClick={() => setConfirmingDelete(true)} />
          <div className="ml-auto flex gap-2">
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void copyLink(grid.name)}>
              <LinkIcon />
              Link
            </button>
            <a href={showHref} className="btn btn-primary btn-sm">
              Show
            </a>
          </div>
        </div>
      </div>
      <Modal open={confirmingDelete} onClose={() => setConfirmingDelete(false)} title={`Delete ${grid.name}?`}>
        <p>
          This deletes the Tessera <strong className="font-semibold">{grid.name}</strong> with its messages and images.
          Its address becomes free for anyone. It cannot be undone.
        </p>
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost" onClick={() => setConfirmingDelete(false)} data-autofocus>
            Cancel
          </button>
          <button type="button" className="btn btn-error" onClick={() => void deleteWithProgress()}>
            Delete
          </button>
        </div>
      </Modal>
    </article>
  )
}

/**
 * The daisyUI toggle on a real checkbox. While the change is on its way it shows the wanted state
 * and is disabled; afterwards it shows the list the server sent back, so a refused change reverts.
 */
function ActiveSwitch({ grid }: { grid: GridSummary }) {
  const setActive = useSetGridActive(grid.name)
  const shownActive = setActive.isPending ? (setActive.variables ?? grid.active) : grid.active
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm font-medium has-disabled:cursor-wait">
      <input
        type="checkbox"
        role="switch"
        className="toggle toggle-success toggle-sm"
        checked={shownActive}
        disabled={setActive.isPending}
        onChange={(event) => setActive.mutate(event.target.checked, { onError: (error) => toast.error(error.message) })}
      />
      <span className={shownActive ? '' : 'text-base-content/70'}>{shownActive ? 'Active' : 'Not Active'}</span>
    </label>
  )
}

interface DeleteButtonProps {
  isProfile: boolean
  deleting: boolean
  onClick: () => void
}

/** The profile grid cannot be deleted: its button looks disabled and says why when pressed. */
function DeleteButton({ isProfile, deleting, onClick }: DeleteButtonProps) {
  const reasonId = useId()
  if (isProfile) {
    return (
      <>
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={reasonId}
          title={GRID_NAME_MESSAGES.profileGridDelete}
          className="btn btn-ghost btn-sm text-base-content/50 cursor-not-allowed"
          // daisyUI turns off the pointer on aria-disabled buttons; this one must answer a click.
          style={{ pointerEvents: 'auto' }}
          onClick={() => toast.error(GRID_NAME_MESSAGES.profileGridDelete)}
        >
          <TrashIcon />
          Delete
        </button>
        <span id={reasonId} className="sr-only">
          {GRID_NAME_MESSAGES.profileGridDelete}
        </span>
      </>
    )
  }
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm text-error-strong"
      // Not `disabled`: the focus the dialog gives back on closing stays here while it works.
      aria-disabled={deleting || undefined}
      aria-busy={deleting || undefined}
      onClick={deleting ? undefined : onClick}
    >
      {deleting ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <TrashIcon />}
      Delete
    </button>
  )
}

async function copyLink(name: string) {
  try {
    // Undefined outside a secure context (plain http on another host than localhost).
    const clipboard = navigator.clipboard as Clipboard | undefined
    if (!clipboard) throw new Error('the clipboard is not available on this page')
    await clipboard.writeText(publicAddress(name))
    toast.success('Text copied to clipboard!')
  } catch (error) {
    toast.error('Error copying to clipboard: ' + (error instanceof Error ? error.message : String(error)))
  }
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M8.75 1A2.75 2.75 0 0 0 6 3.75v.44c-.8.08-1.59.18-2.37.3a.75.75 0 1 0 .23 1.49l.15-.03.84 10.52A2.75 2.75 0 0 0 7.59 19h4.82a2.75 2.75 0 0 0 2.74-2.53l.84-10.52.15.03a.75.75 0 0 0 .23-1.49c-.78-.12-1.57-.22-2.37-.3v-.44A2.75 2.75 0 0 0 11.25 1h-2.5ZM10 4c.84 0 1.67.03 2.5.08v-.33c0-.69-.56-1.25-1.25-1.25h-2.5c-.69 0-1.25.56-1.25 1.25v.33C8.33 4.03 9.16 4 10 4ZM8.58 7.72a.75.75 0 0 0-1.5.06l.3 7.5a.75.75 0 1 0 1.5-.06l-.3-7.5Zm4.34.06a.75.75 0 1 0-1.5-.06l-.3 7.5a.75.75 0 1 0 1.5.06l.3-7.5Z"
        clipRule="evenodd"
      />
    </svg>
  )
}

function LinkIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
      <path d="M12.23 3.77a3.5 3.5 0 0 1 4.95 4.95l-2.5 2.5a3.5 3.5 0 0 1-4.95 0 .75.75 0 0 1 1.06-1.06 2 2 0 0 0 2.83 0l2.5-2.5a2 2 0 0 0-2.83-2.83l-1.25 1.25a.75.75 0 0 1-1.06-1.06l1.25-1.25Z" />
      <path d="M7.77 16.23a3.5 3.5 0 0 1-4.95-4.95l2.5-2.5a3.5 3.5 0 0 1 4.95 0 .75.75 0 0 1-1.06 1.06 2 2 0 0 0-2.83 0l-2.5 2.5a2 2 0 0 0 2.83 2.83l1.25-1.25a.75.75 0 0 1 1.06 1.06l-1.25 1.25Z" />
    </svg>
  )
}
