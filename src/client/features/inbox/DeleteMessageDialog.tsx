import { previewOf, type InboxMessage } from '@domain/messages'
import { ConfirmDialog } from '../../components/ConfirmDialog'

interface DeleteMessageDialogProps {
  message: InboxMessage | null
  deleting: boolean
  onConfirm: (message: InboxMessage) => void
  onClose: () => void
}

export function DeleteMessageDialog({ message, deleting, onConfirm, onClose }: DeleteMessageDialogProps) {
  return (
    <ConfirmDialog
      open={message !== null}
      title="Delete this message?"
      confirmLabel="Delete"
      pending={deleting}
      onConfirm={() => {
        if (message) onConfirm(message)
      }}
      onClose={onClose}
    >
      {message ? (
        <p>
          The message from{' '}
          <strong className="break-words">
            <bdi>{message.authorUsername ?? message.authorLabel}</bdi>
          </strong>
          , “<bdi>{previewOf(message.body)}</bdi>”, is deleted for good.
        </p>
      ) : null}
    </ConfirmDialog>
  )
}
