import { previewOf, type InboxMessage } from '@domain/messages'
import { Modal } from '../../components/Modal'
import { PendingButton } from '../../components/PendingButton'

interface DeleteMessageDialogProps {
  message: InboxMessage | null
  deleting: boolean
  onConfirm: (message: InboxMessage) => void
  onClose: () => void
}

export function DeleteMessageDialog({ message, deleting, onConfirm, onClose }: DeleteMessageDialogProps) {
  return (
    <Modal open={message !== null} onClose={onClose} title="Delete this message?">
      {message ? (
        <>
          <p>
            The message from <strong className="break-words">{message.authorUsername ?? message.authorLabel}</strong>, “
            {previewOf(message.body)}”, is deleted for good.
          </p>
          <div className="modal-action mt-0">
            <button type="button" className="btn btn-ghost" onClick={onClose} data-autofocus>
              Cancel
            </button>
            <PendingButton pending={deleting} className="btn-error" onClick={() => onConfirm(message)}>
              Delete
            </PendingButton>
          </div>
        </>
      ) : null}
    </Modal>
  )
}
