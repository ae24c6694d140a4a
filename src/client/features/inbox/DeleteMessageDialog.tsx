import { Trans, useLingui } from '@lingui/react'
import { previewOf, type InboxMessage } from '@domain/messages'
import { ConfirmDialog } from '../../components/ConfirmDialog'

interface DeleteMessageDialogProps {
  message: InboxMessage | null
  deleting: boolean
  onConfirm: (message: InboxMessage) => void
  onClose: () => void
}

export function DeleteMessageDialog({ message, deleting, onConfirm, onClose }: DeleteMessageDialogProps) {
  const { i18n } = useLingui()
  return (
    <ConfirmDialog
      open={message !== null}
      title={i18n._({ id: 'inbox.deleteThisMessage', message: 'Delete this message?' })}
      confirmLabel={i18n._({ id: 'common.delete', message: 'Delete' })}
      pending={deleting}
      onConfirm={() => {
        if (message) onConfirm(message)
      }}
      onClose={onClose}
    >
      {message ? (
        <p>
          <Trans
            id="inbox.theMessageFromIsDeletedForGood"
            message="The message from <0><1>{author}</1></0>, “<2>{body}</2>”, is deleted for good."
            values={{ author: message.authorUsername ?? message.authorLabel, body: previewOf(message.body) }}
            components={{ 0: <strong className="break-words" />, 1: <bdi />, 2: <bdi /> }}
          />
        </p>
      ) : null}
    </ConfirmDialog>
  )
}
