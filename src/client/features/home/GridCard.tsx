import { Trans, useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { GRID_NAME_MESSAGES } from '@domain/grid-names'
import type { GridSummary } from '@domain/grid-summary'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { PendingButton } from '../../components/PendingButton'
import { EDIT_HASH } from '../../lib/editor-address'
import { useViewer } from '../../lib/session'
import { useDeleteGrid, useSetGridActive } from './api'
import { copyLinkOf } from './first-run-memory'
import { GridPreview } from './GridPreview'
import { QrCodeDialog } from './QrCodeDialog'
import { Icon } from '@ui/icons'
import { localText } from '../../lib/texts'

/** How long each progress step of a deletion stays on screen at least, so it can be read. */
const PROGRESS_STEP_MS = 450

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

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
  const [showingQrCode, setShowingQrCode] = useState(false)
  const { i18n } = useLingui()
  const deleteGrid = useDeleteGrid()
  // One mutation for the switch and the dormant page's button, so that both show it pending.
  const setActive = useSetGridActive(grid.name)
  const showHref = `/${grid.name}`
  const viewer = useViewer()

  async function deleteWithProgress() {
    setConfirmingDelete(false)
    setDeleting(true)
    // The server deletes messages, grid and images in one request (one transaction); the steps
    // tell what it is doing, each long enough to be read. The outcome never rejects.
    const outcome = deleteGrid.mutateAsync(grid.name).then(
      () => ({ error: undefined }),
      (error: Error) => ({ error }),
    )
    const toastId = toast.loading(i18n._({ id: 'home.deletingMessages', message: 'Deleting messages...' }))
    const early = await Promise.race([outcome, pause(PROGRESS_STEP_MS)])
    let error = early?.error
    if (!error) {
      toast.loading(i18n._({ id: 'home.deletingGrid', message: 'Deleting grid...' }), { id: toastId })
      ;[{ error }] = await Promise.all([outcome, pause(PROGRESS_STEP_MS)])
    }
    if (error) {
      toast.error(error.message, { id: toastId })
      setDeleting(false)
      return
    }
    toast.success(i18n._({ id: 'home.gridDeleted', message: 'Grid deleted!' }), { id: toastId })
    onDeleted()
  }

  return (
    <article aria-labelledby={nameId} className="card bg-base-100 h-full shadow-sm">
      {/* The Show button is the keyboard's way in; the picture is a bigger target for the pointer. */}
      <a href={showHref} tabIndex={-1} aria-hidden="true" className="block p-3 pb-0">
        <GridPreview grid={grid} />
      </a>
      {/* A container: on a narrow card the secondary actions show only their icons. */}
      <div className="card-body @container gap-3 p-4 pt-3">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="flex min-w-0 items-center gap-2">
            <h3 id={nameId} className="card-title truncate text-lg">
              {grid.name}
            </h3>
            {grid.isProfile ? (
              <span className="badge badge-soft badge-primary badge-sm shrink-0">
                <Trans id="home.profile" message="Profile" />
              </span>
            ) : null}
          </div>
          <ActiveSwitch grid={grid} setActive={setActive} />
        </div>
        {grid.dormant ? <DormantNote setActive={setActive} /> : null}
        {/* On a narrow card the actions wrap onto a second line, at its end, rather than leave the card. */}
        <div className="card-actions mt-auto items-center justify-end">
          <DeleteButton isProfile={grid.isProfile} deleting={deleting} onClick={() => setConfirmingDelete(true)} />
          <Link
            to={`/home/${grid.name}/analytics`}
            className="btn btn-outline btn-sm ml-auto"
            aria-label={i18n._({ id: 'home.analyticsOf', message: 'Analytics of {name}', values: { name: grid.name } })}
          >
            <Icon name="chart" className="size-4" />
            <span className="@max-sm:sr-only">
              <Trans id="home.analytics" message="Analytics" />
            </span>
          </Link>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void copyLinkOf(grid, viewer.id)}>
            <Icon name="link" className="size-4" />
            <Trans id="home.link" message="Link" />
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={i18n._({ id: 'home.qrCode.button', message: 'QR code of {name}', values: { name: grid.name } })}
            onClick={() => setShowingQrCode(true)}
          >
            <Icon name="qr" className="size-4" />
            <span className="@max-sm:sr-only">{i18n._({ id: 'home.qrCode.label', message: 'QR code' })}</span>
          </button>
          <a
            href={`${showHref}#${EDIT_HASH}`}
            className="btn btn-outline btn-sm"
            aria-label={i18n._({ id: 'home.edit', message: 'Edit {name}', values: { name: grid.name } })}
          >
            <Icon name="pencil" className="size-4" />
            <span className="@max-sm:sr-only">
              <Trans id="common.edit" message="Edit" />
            </span>
          </a>
          <a href={showHref} className="btn btn-primary btn-sm">
            <Trans id="home.show" message="Show" />
          </a>
        </div>
      </div>
      <QrCodeDialog gridName={grid.name} open={showingQrCode} onClose={() => setShowingQrCode(false)} />
      <ConfirmDialog
        open={confirmingDelete}
        title={i18n._({ id: 'home.delete', message: 'Delete {name}?', values: { name: grid.name } })}
        confirmLabel={i18n._({ id: 'common.delete', message: 'Delete' })}
        onConfirm={() => void deleteWithProgress()}
        onClose={() => setConfirmingDelete(false)}
      >
        <p>
          <Trans
            id="home.thisDeletesTheTesseraWithIts"
            message="This deletes the Tessera <0>{name}</0> with its messages and images. Its address becomes free for anyone. It cannot be undone."
            values={{ name: grid.name }}
            components={{ 0: <strong className="font-semibold" /> }}
          />
        </p>
      </ConfirmDialog>
    </article>
  )
}

type SetActive = ReturnType<typeof useSetGridActive>

const setPageActive = (setActive: SetActive, active: boolean) =>
  setActive.mutate(active, { onError: (error) => toast.error(error.message) })

/**
 * The daisyUI toggle on a real checkbox. While the change is on its way it shows the wanted state
 * and is disabled; afterwards it shows the list the server sent back, so a refused change reverts.
 */

function ActiveSwitch({ grid, setActive }: { grid: GridSummary; setActive: SetActive }) {
  const shownActive = setActive.isPending ? (setActive.variables ?? grid.active) : grid.active
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm font-medium has-disabled:cursor-wait">
      <input
        type="checkbox"
        role="switch"
        className="toggle toggle-success toggle-sm"
        checked={shownActive}
        disabled={setActive.isPending}
        onChange={(event) => setPageActive(setActive, event.target.checked)}
      />
      <span className={shownActive ? '' : 'text-base-content/70'}>{shownActive ? 'Active' : 'Not Active'}</span>
    </label>
  )
}

/**
 * A page made with an account signed up to write to someone (ADR 0069): visitors do not see it
 * until its owner turns it on here or publishes an edit.
 */
function DormantNote({ setActive }: { setActive: SetActive }) {
  return (
    <div className="bg-base-200 flex flex-col items-start gap-2 rounded-box p-3 text-sm">
      <p>
        <Trans
          id="home.notPublicYetThisPageCame"
          message="Not public yet: this page came with the account you made to write a message. Visitors see it once you turn it on or edit it."
        />
      </p>
      <PendingButton
        pending={setActive.isPending}
        className="btn-sm btn-primary"
        onClick={() => setPageActive(setActive, true)}
      >
        <Trans id="home.turnOnMyPage" message="Turn on my page" />
      </PendingButton>
    </div>
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
          title={localText(GRID_NAME_MESSAGES.profileGridDelete)}
          className="btn btn-ghost btn-sm text-base-content/50 cursor-not-allowed"
          // daisyUI turns off the pointer on aria-disabled buttons; this one must answer a click.
          style={{ pointerEvents: 'auto' }}
          onClick={() => toast.error(localText(GRID_NAME_MESSAGES.profileGridDelete))}
        >
          <Icon name="trash" className="size-4" />
          <span className="@max-sm:sr-only">
            <Trans id="common.delete" message="Delete" />
          </span>
        </button>
        <span id={reasonId} className="sr-only">
          {localText(GRID_NAME_MESSAGES.profileGridDelete)}
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
      {deleting ? (
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
      ) : (
        <Icon name="trash" className="size-4" />
      )}
      <span className="@max-sm:sr-only">
        <Trans id="common.delete" message="Delete" />
      </span>
    </button>
  )
}
