import { Trans, useLingui } from '@lingui/react'
import { useId } from 'react'
import { previewOf, type InboxMessage } from '@domain/messages'
import { Icon } from '@ui/icons'
import { AuthorIcon } from './icons'
import { formatDateTime } from '../../lib/format'

export interface MessageActions {
  onOpen: (message: InboxMessage) => void
  onToggleFavorite: (message: InboxMessage) => void
  onDelete: (message: InboxMessage) => void
}

interface MessageListProps extends MessageActions {
  messages: InboxMessage[]
  /** Names the table (or the list) for screen readers. */
  label: string
  /** Stacked cards instead of the table, for narrow screens. */
  stacked: boolean
}

/** The page of messages: a table on wide screens, a list of cards on narrow ones. */
export function MessageList({ messages, label, stacked, ...actions }: MessageListProps) {
  if (stacked) {
    return (
      <ul aria-label={label} className="card bg-base-100 divide-base-200 divide-y shadow-sm">
        {messages.map((message) => (
          <MessageCard key={message.id} message={message} {...actions} />
        ))}
      </ul>
    )
  }
  return (
    <div className="card bg-base-100 shadow-sm">
      <table className="table">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-12">
              <span className="sr-only">
                <Trans id="inbox.authorType" message="Author type" />
              </span>
            </th>
            <th scope="col">
              <Trans id="inbox.name" message="Name" />
            </th>
            <th scope="col">
              <Trans id="inbox.message" message="Message" />
            </th>
            <th scope="col">
              <Trans id="inbox.tessera" message="Tessera" />
            </th>
            <th scope="col">
              <Trans id="inbox.date" message="Date" />
            </th>
            <th scope="col" className="w-12">
              <span className="sr-only">
                <Trans id="inbox.favorite" message="Favorite" />
              </span>
            </th>
            <th scope="col" className="w-12">
              <span className="sr-only">
                <Trans id="common.delete" message="Delete" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <MessageRow key={message.id} message={message} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

interface MessageItemProps extends MessageActions {
  message: InboxMessage
}

function MessageRow({ message, onOpen, onToggleFavorite, onDelete }: MessageItemProps) {
  const previewId = useId()
  return (
    <tr className="hover:bg-base-200/50">
      <td>
        <AuthorIcon anonymous={message.anonymous} />
      </td>
      <td className="max-w-40 font-medium break-words">
        <AuthorName message={message} />
      </td>
      <td className="min-w-48">
        <PreviewButton id={previewId} message={message} onOpen={onOpen} />
      </td>
      <td className="text-base-content/70 max-w-32 break-words">/{message.grid}</td>
      <td className="text-base-content/70 whitespace-nowrap">
        <MessageDate createdAt={message.createdAt} />
        <MessageBadges message={message} />
      </td>
      <td>
        <FavoriteButton message={message} describedBy={previewId} onToggle={onToggleFavorite} />
      </td>
      <td>
        <DeleteButton message={message} describedBy={previewId} onDelete={onDelete} />
      </td>
    </tr>
  )
}

function MessageCard({ message, onOpen, onToggleFavorite, onDelete }: MessageItemProps) {
  const previewId = useId()
  return (
    <li className="flex flex-col gap-2 px-3 py-4">
      <div className="flex items-center gap-2">
        <AuthorIcon anonymous={message.anonymous} />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium">
            <AuthorName message={message} />
            <MessageBadges message={message} />
          </span>
          <span className="text-base-content/70 truncate text-xs">
            <MessageDate createdAt={message.createdAt} /> · /{message.grid}
          </span>
        </div>
        <div className="flex shrink-0 items-center">
          <FavoriteButton message={message} describedBy={previewId} onToggle={onToggleFavorite} />
          <DeleteButton message={message} describedBy={previewId} onDelete={onDelete} />
        </div>
      </div>
      {/* Lined up with the name, past the icon (size-8 plus gap-2). */}
      <div className="pl-10">
        <PreviewButton id={previewId} message={message} onOpen={onOpen} />
      </div>
    </li>
  )
}

/** Signed-in authors by username, linking to their page (served by the server, so a full load). */
export function AuthorName({ message }: { message: InboxMessage }) {
  if (message.authorUsername) {
    return (
      <a href={`/${message.authorUsername}`} className="link link-primary">
        {message.authorUsername}
      </a>
    )
  }
  return <bdi>{message.authorLabel}</bdi>
}

/** "New" until the message is opened or all are marked read; "Winner" once drawn and marked. */
function MessageBadges({ message }: { message: InboxMessage }) {
  return (
    <>
      {message.unread ? (
        <span className="badge badge-primary badge-sm ml-2 align-middle">
          <Trans id="inbox.new" message="New" />
        </span>
      ) : null}
      {message.winner ? (
        <span className="badge badge-warning badge-sm ml-2 align-middle">
          <Trans id="inbox.winner" message="Winner" />
        </span>
      ) : null}
    </>
  )
}

export function MessageDate({ createdAt }: { createdAt: string }) {
  return <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
}

function PreviewButton({
  id,
  message,
  onOpen,
}: {
  id: string
  message: InboxMessage
  onOpen: MessageActions['onOpen']
}) {
  return (
    <button
      type="button"
      id={id}
      aria-haspopup="dialog"
      className="link link-hover line-clamp-2 w-full text-left break-words"
      onClick={() => onOpen(message)}
    >
      <bdi>{previewOf(message.body)}</bdi>
    </button>
  )
}

function FavoriteButton({
  message,
  describedBy,
  onToggle,
}: {
  message: InboxMessage
  describedBy: string
  onToggle: MessageActions['onToggleFavorite']
}) {
  const { i18n } = useLingui()
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm btn-square ${message.favorite ? 'text-warning' : 'text-base-content/60'}`}
      aria-label={i18n._({ id: 'inbox.favorite', message: 'Favorite' })}
      aria-pressed={message.favorite}
      aria-describedby={describedBy}
      title={
        message.favorite
          ? i18n._({ id: 'inbox.removeFromFavorites', message: 'Remove from favorites' })
          : i18n._({ id: 'inbox.addToFavorites', message: 'Add to favorites' })
      }
      onClick={() => onToggle(message)}
    >
      <Icon name="star" filled={message.favorite} className="size-5" />
    </button>
  )
}

function DeleteButton({
  message,
  describedBy,
  onDelete,
}: {
  message: InboxMessage
  describedBy: string
  onDelete: MessageActions['onDelete']
}) {
  const { i18n } = useLingui()
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-square text-error-strong"
      aria-label={i18n._({ id: 'common.delete', message: 'Delete' })}
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      title={i18n._({ id: 'inbox.deleteMessage', message: 'Delete message' })}
      onClick={() => onDelete(message)}
    >
      <Icon name="trash" className="size-5" />
    </button>
  )
}

const SKELETON_ROW_COUNT = 5

/** Placeholder rows while the first page loads; purely visual. */
export function MessageListSkeleton() {
  return (
    <ul className="card bg-base-100 divide-base-200 divide-y shadow-sm" aria-hidden="true">
      {Array.from({ length: SKELETON_ROW_COUNT }, (_, index) => (
        <li key={index} className="flex items-center gap-4 p-4">
          <div className="skeleton size-8 shrink-0 rounded-full" />
          <div className="skeleton hidden h-4 w-24 sm:block" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="skeleton h-4 w-24 sm:hidden" />
            <div className="skeleton h-4 w-full max-w-xs" />
          </div>
          <div className="skeleton hidden h-4 w-36 sm:block" />
          <div className="skeleton size-8 shrink-0" />
        </li>
      ))}
    </ul>
  )
}
