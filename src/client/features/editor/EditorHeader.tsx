import { Trans, useLingui } from '@lingui/react'
import { useId } from 'react'
import { Link } from 'react-router'
import { copyText } from '../../lib/clipboard'
import { Icon } from './icons'
import type { SaveStatus } from './useGridEditor'

interface EditorHeaderProps {
  name: string
  active: boolean
  status: SaveStatus
  previewing: boolean
  onPreviewChange: (previewing: boolean) => void
}

export const publicAddress = (name: string) => `${window.location.origin}/${name}`

/**
 * The editor's top bar: back home, the grid's name and state, its public address to copy, and the
 * visitor preview (the owner is shown the editor at the public address, so the preview is in place).
 */
export function EditorHeader({ name, active, status, previewing, onPreviewChange }: EditorHeaderProps) {
  const { i18n } = useLingui()
  const addressId = useId()
  const address = publicAddress(name)
  return (
    <header className="border-base-300 bg-base-100/90 sticky top-0 z-20 border-b backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 flex-1 items-center gap-2 sm:gap-3">
          <Link
            to="/home"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={i18n._({ id: 'editor.backToHome', message: 'Back to home' })}
            title={i18n._({ id: 'editor.backToHome', message: 'Back to home' })}
          >
            <Icon name="back" className="size-5" />
          </Link>
          <div className="flex min-w-0 flex-col">
            <div className="flex min-w-0 items-center gap-2">
              <h1 className="truncate text-lg font-bold tracking-tight sm:text-xl">{name}</h1>
              <span
                className={`badge badge-sm shrink-0 ${active ? 'badge-success badge-soft text-success-strong' : 'badge-ghost'}`}
                title={
                  active
                    ? i18n._({ id: 'editor.visitorsCanSee', message: 'Visitors can see this page' })
                    : i18n._({ id: 'editor.onlyYouCanSee', message: 'Only you can see this page' })
                }
              >
                {active
                  ? i18n._({ id: 'editor.active', message: 'Active' })
                  : i18n._({ id: 'editor.notActive', message: 'Not active' })}
              </span>
            </div>
            <p role="status" className="text-base-content/70 flex items-center gap-1 text-xs">
              <SaveStatusText status={status} />
            </p>
          </div>
        </div>

        <div className="order-last flex w-full items-center gap-2 sm:order-none sm:w-auto">
          <div className="join min-w-0 flex-1 sm:w-80 sm:flex-none">
            <label htmlFor={addressId} className="sr-only">
              <Trans id="editor.publicAddress" message="Public address" />
            </label>
            <input
              id={addressId}
              readOnly
              value={address.replace(/^https?:\/\//, '')}
              className="input input-sm join-item bg-base-200 min-w-0 flex-1 font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="btn btn-sm join-item btn-outline" onClick={() => void copyText(address)}>
              <Icon name="copy" />
              <Trans id="editor.copy" message="Copy" />
            </button>
          </div>
          <button
            type="button"
            className={`btn btn-sm ${previewing ? 'btn-neutral' : 'btn-ghost'}`}
            aria-pressed={previewing}
            onClick={() => onPreviewChange(!previewing)}
            title={i18n._({ id: 'editor.seeThePageAsVisitorsSee', message: 'See the page as visitors see it' })}
          >
            <Icon name="eye" />
            <span className="hidden sm:inline">
              <Trans id="editor.viewAsVisitor" message="View as visitor" />
            </span>
            <span className="sm:hidden">
              <Trans id="editor.preview" message="Preview" />
            </span>
          </button>
        </div>
      </div>
    </header>
  )
}

/** The owner's marker of what visitors see: the draft's state, or that everything is published. */
function SaveStatusText({ status }: { status: SaveStatus }) {
  if (status === 'saving') {
    return (
      <>
        <Trans
          id="editor.savingDraft"
          message="<0/>Saving draft…"
          components={{ 0: <span className="loading loading-spinner loading-xs" aria-hidden="true" /> }}
        />
      </>
    )
  }
  if (status === 'draft') {
    return (
      <>
        <Trans
          id="editor.unpublishedChanges"
          message="<0/>Unpublished changes"
          components={{ 0: <span className="status status-warning" aria-hidden="true" /> }}
        />
      </>
    )
  }
  return (
    <>
      <Icon name="check" className="text-success-strong size-3.5" />
      <Trans id="editor.allChangesPublished" message="All changes published" />
    </>
  )
}
