import { formatDateTime } from '@domain/dates'
import { useState } from 'react'
import { toast } from 'sonner'
import { MODERATION_TEXTS } from '@domain/moderation'
import { MESSAGE_TEXTS } from '@domain/messages'
import { useDeleteFiltered, useFilteredMessages, useReleaseFiltered } from './api'
import { CardSection } from '../../components/CardSection'
import { MessageModerationActions } from '../../components/MessageModerationActions'

/** Messages the word filter set aside: move one to the inbox, report it, block its sender, or delete it. */
export function FilteredSection() {
  const [page, setPage] = useState(1)
  const { data } = useFilteredMessages(page)
  const release = useReleaseFiltered()
  const remove = useDeleteFiltered()
  const fail = (error: Error) => toast.error(error.message)
  return (
    <CardSection title="Filtered">
      {data && data.messages.length === 0 ? <p className="text-base-content/70">No filtered messages.</p> : null}
      <ul className="flex flex-col gap-3">
        {data?.messages.map((message) => (
          <li key={message.id} className="border-base-300 flex flex-col gap-2 rounded-box border p-3">
            <p className="text-base-content/70 text-sm">
              <bdi>{message.authorUsername ?? message.authorLabel}</bdi> · /{message.grid} ·{' '}
              {formatDateTime(message.createdAt)} · matched “{message.matched}”
            </p>
            <p dir="auto" className="break-words whitespace-pre-wrap">
              {message.body}
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-sm btn-primary"
                onClick={() =>
                  release.mutate(message.id, {
                    onSuccess: () => toast.success(MODERATION_TEXTS.released),
                    onError: fail,
                  })
                }
              >
                Move to inbox
              </button>
              <MessageModerationActions message={message} />
              <button
                type="button"
                className="btn btn-sm"
                onClick={() =>
                  remove.mutate(message.id, { onSuccess: () => toast.success(MESSAGE_TEXTS.deleted), onError: fail })
                }
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      {data && (page > 1 || !data.isLastPage) ? (
        <div className="join">
          <button
            type="button"
            className="btn join-item btn-sm"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span className="btn join-item btn-sm pointer-events-none">Page {page}</span>
          <button
            type="button"
            className="btn join-item btn-sm"
            disabled={data.isLastPage}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </div>
      ) : null}
    </CardSection>
  )
}
