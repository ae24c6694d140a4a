import { Trans } from '@lingui/react'
import type { ReactNode } from 'react'
import { Modal } from './Modal'
import { PendingButton } from './PendingButton'

interface ConfirmDialogProps {
  open: boolean
  title: string
  /** What confirming does, in a sentence or two. */
  children: ReactNode
  confirmLabel: string
  /** The way back, which has the focus. */
  cancelLabel?: string
  /** While the confirmed action is on its way: the button shows a spinner and cannot be pressed again. */
  pending?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Asks before an action that cannot simply be taken back; the way back has the focus, so Enter changes nothing. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {children}
      <div className="modal-action mt-0">
        <button type="button" className="btn btn-ghost" onClick={onClose} data-autofocus>
          {cancelLabel ?? <Trans id="common.cancel" message="Cancel" />}
        </button>
        <PendingButton pending={pending} className="btn-error" onClick={onConfirm}>
          {confirmLabel}
        </PendingButton>
      </div>
    </Modal>
  )
}
