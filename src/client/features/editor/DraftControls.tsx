import { Trans, useLingui } from '@lingui/react'
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
  const { i18n } = useLingui()
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
      <div className="join" role="group" aria-label={i18n._({ id: 'editor.history', message: 'History' })}>
        <button
          type="button"
          className="btn btn-sm btn-ghost join-item bg-base-100"
          disabled={!canUndo}
          onClick={onUndo}
          aria-label={i18n._({ id: 'editor.undo', message: 'Undo' })}
          title={i18n._({ id: 'editor.undoCtrlZ', message: 'Undo (Ctrl+Z)' })}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          <Icon name="undo" />
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost join-item bg-base-100"
          disabled={!canRedo}
          onClick={onRedo}
          aria-label={i18n._({ id: 'editor.redo', message: 'Redo' })}
          title={i18n._({ id: 'editor.redoCtrlShiftZ', message: 'Redo (Ctrl+Shift+Z)' })}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          <Icon name="redo" />
        </button>
      </div>
      {unpublished ? (
        <button type="button" className="btn btn-sm btn-ghost" onClick={() => setAsking(true)}>
          <Trans id="editor.discardChanges" message="Discard changes" />
        </button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={i18n._({ id: 'editor.discardChanges2', message: 'Discard changes?' })}
        confirmLabel={i18n._({ id: 'editor.discardChanges', message: 'Discard changes' })}
        cancelLabel={i18n._({ id: 'editor.keepEditing', message: 'Keep editing' })}
        pending={discarding}
        onConfirm={() => void discard()}
        onClose={() => setAsking(false)}
      >
        <p>
          <Trans
            id="editor.yourUnpublishedChangesWillBeLost"
            message="Your unpublished changes will be lost. The page goes back to what visitors see now."
          />
        </p>
      </ConfirmDialog>
    </>
  )
}
