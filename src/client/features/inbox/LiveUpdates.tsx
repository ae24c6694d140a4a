import { Trans, useLingui } from '@lingui/react'
import type { MessageDescriptor } from '@lingui/core'
import type { StreamStatus } from './api'

const STATUS_TEXT: Record<StreamStatus, MessageDescriptor> = {
  connecting: /*i18n*/ { id: 'inbox.streamConnecting', message: 'Connecting…' },
  live: /*i18n*/ { id: 'inbox.streamLive', message: 'Live' },
  reconnecting: /*i18n*/ { id: 'inbox.streamReconnecting', message: 'Reconnecting…' },
  closed: /*i18n*/ { id: 'inbox.streamClosed', message: 'Live updates off' },
}

const STATUS_DOT: Record<StreamStatus, string> = {
  connecting: 'bg-warning',
  live: 'bg-success',
  reconnecting: 'bg-warning',
  closed: 'bg-base-300',
}

/** Whether new messages arrive by themselves right now. */
export function LiveStatus({ status }: { status: StreamStatus }) {
  const { i18n } = useLingui()
  return (
    <p className="text-base-content/70 flex items-center gap-1.5" data-stream-status={status}>
      <span aria-hidden="true" className={`size-2 rounded-full ${STATUS_DOT[status]}`} />
      {i18n._(STATUS_TEXT[status])}
    </p>
  )
}

/**
 * "N new": messages that arrived while the inbox was open wait behind this button instead of
 * pushing the rows down under the reader; pressing it loads page 1. The polite live region
 * announces the count, so it stays in the page, empty when there is nothing new.
 */
export function NewMessagesButton({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div aria-live="polite">
      {count > 0 ? (
        <button type="button" className="btn btn-primary btn-sm rounded-full shadow-md" onClick={onShow}>
          <Trans
            id="inbox.newMessages"
            message="<0>↑</0>{count, plural, one {# new message} other {# new messages}}"
            values={{ count }}
            components={{ 0: <span aria-hidden="true" /> }}
          />
        </button>
      ) : null}
    </div>
  )
}
