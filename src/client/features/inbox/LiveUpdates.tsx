import type { StreamStatus } from './api'

const STATUS_TEXT: Record<StreamStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Live updates off',
}

const STATUS_DOT: Record<StreamStatus, string> = {
  connecting: 'bg-warning',
  live: 'bg-success',
  reconnecting: 'bg-warning',
  closed: 'bg-base-300',
}

/** Whether new messages arrive by themselves right now. */
export function LiveStatus({ status }: { status: StreamStatus }) {
  return (
    <p className="text-base-content/70 flex items-center gap-1.5" data-stream-status={status}>
      <span aria-hidden="true" className={`size-2 rounded-full ${STATUS_DOT[status]}`} />
      {STATUS_TEXT[status]}
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
          <span aria-hidden="true">↑</span>
          {count} new {count === 1 ? 'message' : 'messages'}
        </button>
      ) : null}
    </div>
  )
}
