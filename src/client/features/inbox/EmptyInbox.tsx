import { toast } from 'sonner'
import { useViewer } from '../../lib/session'

const COPIED = 'Text copied to clipboard!'

interface EmptyInboxProps {
  /** Filters are on: the inbox may not be empty, they just match nothing. */
  filtered: boolean
  onClearFilters: () => void
}

export function EmptyInbox({ filtered, onClearFilters }: EmptyInboxProps) {
  const viewer = useViewer()
  const pageUrl = `${window.location.origin}/${viewer.username}`

  function copyLink() {
    navigator.clipboard.writeText(pageUrl).then(
      () => toast.success(COPIED),
      () => toast.error(`Could not copy the link. Your page is at ${pageUrl}`),
    )
  }

  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body items-center gap-3 py-12 text-center">
        {filtered ? (
          <>
            <h2 className="text-lg font-semibold">No messages match these filters.</h2>
            <p className="text-base-content/70">Try a longer period, or show every message.</p>
            <button type="button" className="btn btn-outline btn-sm mt-2" onClick={onClearFilters}>
              Clear filters
            </button>
          </>
        ) : (
          <>
            <h2 className="text-lg font-semibold">No messages yet — share your page</h2>
            <p className="text-base-content/70 max-w-md">
              Visitors write to you from the message box on your Tessera. Share its link to get the first one.
            </p>
            <div className="mt-2 flex w-full max-w-md flex-col items-center gap-2 sm:flex-row">
              <a
                href={`/${viewer.username}`}
                className="link link-hover bg-base-200 rounded-field w-full min-w-0 truncate px-3 py-1.5 text-sm sm:flex-1"
              >
                {pageUrl}
              </a>
              <button type="button" className="btn btn-primary btn-sm shrink-0" onClick={copyLink}>
                Copy link
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  )
}
