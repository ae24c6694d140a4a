import { Trans, useLingui } from '@lingui/react'
import { formatDateTime } from '../../lib/format'
import { useState } from 'react'
import { toast } from 'sonner'
import { MODERATION_TEXTS } from '@domain/moderation'
import { MESSAGE_TEXTS } from '@domain/messages'
import { useDeleteFiltered, useFilteredMessages, useReleaseFiltered } from './api'
import { CardSection } from '../../components/CardSection'
import { MessageModerationActions } from '../../components/MessageModerationActions'
import { localText } from '../../lib/texts'

/** Messages the word filter set aside: move one to the inbox, report it, block its sender, or delete it. */
export function FilteredSection() {
  const { i18n } = useLingui()
  const [page, setPage] = useState(1)
  const { data } = useFilteredMessages(page)
  const release = useReleaseFiltered()
  const remove = useDeleteFiltered()
  const fail = (error: Error) => toast.error(error.message)
  return (
    <CardSection title={i18n._({ id: 'moderation.filtered', message: 'Filtered' })}>
      {data && data.messages.length === 0 ? (
        <p className="text-base-content/70">
          <Trans id="moderation.noFilteredMessages" message="No filtered messages." />
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {data?.messages.map((message) => (
          <li key={message.id} className="border-base-300 flex flex-col gap-2 rounded-box border p-3">
            <p className="text-base-content/70 text-sm">
              <bdi>{message.authorUsername ?? message.authorLabel}</bdi>{' '}
              <Trans
                id="moderation.matched"
                message="· /{grid} · {createdAt} · matched “{matched}”"
                values={{ grid: message.grid, createdAt: formatDateTime(message.createdAt), matched: message.matched }}
              />
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
                    onSuccess: () => toast.success(localText(MODERATION_TEXTS.released)),
                    onError: fail,
                  })
                }
              >
                <Trans id="moderation.moveToInbox" message="Move to inbox" />
              </button>
              <MessageModerationActions message={message} />
              <button
                type="button"
                className="btn btn-sm"
                onClick={() =>
                  remove.mutate(message.id, {
                    onSuccess: () => toast.success(localText(MESSAGE_TEXTS.deleted)),
                    onError: fail,
                  })
                }
              >
                <Trans id="common.delete" message="Delete" />
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
            <Trans id="common.previous" message="Previous" />
          </button>
          <span className="btn join-item btn-sm pointer-events-none">
            <Trans id="moderation.page" message="Page {page}" values={{ page }} />
          </span>
          <button
            type="button"
            className="btn join-item btn-sm"
            disabled={data.isLastPage}
            onClick={() => setPage(page + 1)}
          >
            <Trans id="common.next" message="Next" />
          </button>
        </div>
      ) : null}
    </CardSection>
  )
}
