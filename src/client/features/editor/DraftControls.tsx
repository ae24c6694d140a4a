import { useState } from 'react'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { Icon } from './icons'

interface DraftControlsProps {
  canUndo: boolean
  canRedo: boolean
  onUndo: () => void
  onRedo: () => void
  /** There are changes visitors do not see yet. */
  unpublished: boolean
  onDiscard: () => Promise<boolean>
}

/** Undo, redo and "Discard changes" (asked first: the published version comes back and the steps go). */
export function DraftControls({ canUndo, canRedo, onUndo, onRedo, unpublished, onDiscard }: DraftControlsProps) {
  const [asking, setAsking] = useState(false)
  const [discarding, setDiscarding] = useState(false)

  async function discard() {
    setDiscarding(true)
    await onDiscard()
    setDiscarding(false)
    setAsking(false)
  }

  return (
    <>
      <div className="join" role="group" aria-label="History">
        <button
          type="button"
          className="btn btn-sm btn-ghost join-item bg-base-100"
          disabled={!canUndo}
          onClick={onUndo}
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          <Icon name="undo" />
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost join-item bg-base-100"
          disabled={!canRedo}
          onClick={onRedo}
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z)"
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          <Icon name="redo" />
        </button>
      </div>
      {unpublished ? (
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => setAsking(true)}>
          Discard changes
        </button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Discard changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        pending={discarding}
        onConfirm={() => void discard()}
        onClose={() => setAsking(false)}
      >
        <p>Your unpublished changes will be lost. The page goes back to what visitors see now.</p>
      </ConfirmDialog>
    </>
  )
}
