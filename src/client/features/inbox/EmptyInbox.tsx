import { Trans, useLingui } from '@lingui/react'
import { toast } from 'sonner'
import { useViewer } from '../../lib/session'

interface EmptyInboxProps {
  /** Filters are on: the inbox may not be empty, they just match nothing. */
  filtered: boolean
  onClearFilters: () => void
}

export function EmptyInbox({ filtered, onClearFilters }: EmptyInboxProps) {
  const { i18n } = useLingui()
  const viewer = useViewer()
  const pageUrl = `${window.location.origin}/${viewer.username}`

  function copyLink() {
    navigator.clipboard.writeText(pageUrl).then(
      () => toast.success(i18n._({ id: 'common.textCopiedToClipboard', message: 'Text copied to clipboard!' })),
      () =>
        toast.error(
          i18n._({
            id: 'inbox.couldNotCopyTheLink',
            message: 'Could not copy the link. Your page is at {pageUrl}',
            values: { pageUrl },
          }),
        ),
    )
  }

  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body items-center gap-3 py-12 text-center">
        {filtered ? (
          <>
            <h2 className="text-lg font-semibold">
              <Trans id="inbox.noMessagesMatchTheseFilters" message="No messages match these filters." />
            </h2>
            <p className="text-base-content/70">
              <Trans id="inbox.tryALongerPeriodOrShow" message="Try a longer period, or show every message." />
            </p>
            <button type="button" className="btn btn-outline btn-sm mt-2" onClick={onClearFilters}>
              <Trans id="inbox.clearFilters" message="Clear filters" />
            </button>
          </>
        ) : (
          <>
            <h2 className="text-lg font-semibold">
              <Trans id="inbox.noMessagesYetShareYourPage" message="No messages yet — share your page" />
            </h2>
            <p className="text-base-content/70 max-w-md">
              <Trans
                id="inbox.visitorsWriteToYouFromThe"
                message="Visitors write to you from the message box on your Tessera. Share its link to get the first one."
              />
            </p>
            <div className="mt-2 flex w-full max-w-md flex-col items-center gap-2 sm:flex-row">
              <a
                href={`/${viewer.username}`}
                className="link link-hover bg-base-200 rounded-field w-full min-w-0 truncate px-3 py-1.5 text-sm sm:flex-1"
              >
                {pageUrl}
              </a>
              <button type="button" className="btn btn-primary btn-sm shrink-0" onClick={copyLink}>
                <Trans id="inbox.copyLink" message="Copy link" />
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  )
}
