import { Trans, useLingui } from '@lingui/react'
import type { InboxMessage } from '@domain/messages'
import { MessageModerationActions } from '../../components/MessageModerationActions'
import { Modal } from '../../components/Modal'
import { AnswerPanel } from './AnswerPanel'
import { ShareImagePanel } from './ShareImagePanel'
import { AuthorIcon } from './icons'
import { AuthorName, MessageDate } from './MessageList'

interface MessageDialogProps {
  message: InboxMessage | null
  /** The owner's grids, where an answer can be shown. */
  gridNames: string[]
  onClose: () => void
}

/** The whole message opened from a row, with its public answer, its share image, and Report and Block sender. */
export function MessageDialog({ message, gridNames, onClose }: MessageDialogProps) {
  const { i18n } = useLingui()
  return (
    <Modal open={message !== null} onClose={onClose} title={i18n._({ id: 'inbox.message', message: 'Message' })}>
      {message ? (
        <>
          <MessageDetails message={message} />
          <AnswerPanel key={message.id} message={message} gridNames={gridNames} />
          <ShareImagePanel key={`share-${message.id}`} message={message} />
          <section
            aria-label={i18n._({ id: 'inbox.reportOrBlock', message: 'Report or block' })}
            className="flex flex-col gap-2"
          >
            <p className="text-sm font-semibold">
              <Trans id="inbox.reportOrBlock" message="Report or block" />
            </p>
            <div className="flex flex-wrap gap-2">
              <MessageModerationActions key={message.id} message={message} />
            </div>
          </section>
          <div className="modal-action mt-0">
            <button type="button" className="btn" onClick={onClose} data-autofocus>
              <Trans id="common.close" message="Close" />
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  )
}

/** The whole message with its author, date and the Tessera it was sent to. */
export function MessageDetails({ message }: { message: InboxMessage }) {
  return (
    <>
      <div className="flex items-center gap-3">
        <AuthorIcon anonymous={message.anonymous} />
        <div className="flex min-w-0 flex-col">
          <span className="font-semibold break-words">
            <AuthorName message={message} />
          </span>
          <span className="text-base-content/70 text-sm">
            <Trans
              id="inbox.dateToGrid"
              message="<0/> · to /{grid}"
              values={{ grid: message.grid }}
              components={{ 0: <MessageDate createdAt={message.createdAt} /> }}
            />
          </span>
        </div>
      </div>
      <blockquote
        dir="auto"
        className="bg-base-200 rounded-box max-h-[50vh] shrink-0 overflow-y-auto p-4 break-words whitespace-pre-wrap"
      >
        {message.body}
      </blockquote>
    </>
  )
}
