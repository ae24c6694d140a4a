import type { StreamStatus } from './api'

const STATUS_TEXT: Record<StreamStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Live updates off',
}

/** Whether new messages arrive by themselves right now. */
export function LiveStatus({ status }: { status: StreamStatus }) {
  return (
    <p className="text-base-content/70 flex items-center gap-1.5" data-stream-status={status}>
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${status === 'live' ? 'bg-success' : status === 'closed' ? 'bg-base-300' : 'bg-warning'}`}
      />
      {STATUS_TEXT[status]}
    </p>
  )
}

/**
 * "N new": messages that arrived while the inbox was open wait here instead of pushing the rows
 * down under the reader; pressing it loads page 1. It floats over the top of the list (taking no
 * room) and stays in view while the list scrolls. The polite live region announces the count, so it
 * is always in the page, empty when there is nothing new.
 */
export function NewMessagesButton({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div aria-live="polite" className="sticky top-2 z-10 flex h-0 justify-center overflow-visible">
      {count > 0 ? (
        <button type="button" className="btn btn-primary btn-sm mt-1 rounded-full shadow-md" onClick={onShow}>
          <span aria-hidden="true">↑</span>
          {count} new {count === 1 ? 'message' : 'messages'}
        </button>
      ) : null}
    </div>
  )
}
