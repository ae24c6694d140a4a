import { Trans, useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { INBOX_PAGE_SIZE, MESSAGE_TEXTS, type InboxMessage, type MessageFilter } from '@domain/messages'
import { Banner } from '../../components/Banner'
import { ScreenLayout } from '../../components/ScreenLayout'
import { INBOX_NEEDS_PRO } from '../../lib/plans-redirect'
import { ME_QUERY_KEY, useViewer } from '../../lib/session'
import {
  isProRequired,
  useDeleteMessage,
  useGridNames,
  useInboxPage,
  useInboxTotal,
  useMarkAllRead,
  useMarkRead,
  useMarkWinner,
  useNewMessageStream,
  useRefreshInbox,
  useSetFavorite,
} from './api'
import { DeleteMessageDialog } from './DeleteMessageDialog'
import { EmptyInbox } from './EmptyInbox'
import {
  filterKey,
  hasActiveFilter,
  inboxSearchParams,
  newMessageMatches,
  randomPickScope,
  readInboxView,
  DEFAULT_FILTER,
} from './filters'
import { localText } from '../../lib/texts'
import { InboxToolbar } from './InboxToolbar'
import { shownRangeLabel } from './labels'
import { LiveStatus, NewMessagesButton } from './LiveUpdates'
import { MessageDialog } from './MessageDialog'
import { MessageList, MessageListSkeleton } from './MessageList'
import { Pager } from './Pager'
import { RandomPickDialog } from './RandomPickDialog'
import { useRandomDraw } from './useRandomDraw'
import { useMediaQuery } from './useMediaQuery'

/** /messages: the inbox, for Pro users only. */
export function InboxPage() {
  const viewer = useViewer()
  if (viewer.plan !== 'pro') return <ProOnlyRedirect />
  return <Inbox />
}

/** Free users (and anyone the server says is no longer Pro) go to the plans. */
function ProOnlyRedirect() {
  const queryClient = useQueryClient()
  useEffect(() => {
    // The plan may have changed elsewhere: the plans page should show the current one.
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true })
  }, [queryClient])
  // The plans page says why in a banner ("The inbox comes with Pro").
  return <Navigate to="/profile" replace state={INBOX_NEEDS_PRO} />
}

/** Live messages that arrived under one set of filters, not yet shown. */
interface ArrivedMessages {
  filterKey: string
  ids: string[]
}

function Inbox() {
  const { i18n } = useLingui()
  const [searchParams, setSearchParams] = useSearchParams()
  const view = readInboxView(searchParams)
  const { filter, page } = view
  const currentFilterKey = filterKey(filter)

  const messages = useInboxPage(view)
  const total = useInboxTotal(filter)
  const gridNames = useGridNames()
  const refreshInbox = useRefreshInbox()
  const [proLost, setProLost] = useState(false)
  const [shown, setShown] = useState<InboxMessage | null>(null)
  const [toDelete, setToDelete] = useState<InboxMessage | null>(null)
  const [arrived, setArrived] = useState<ArrivedMessages>({ filterKey: currentFilterKey, ids: [] })
  const listRef = useRef<HTMLElement>(null)
  const stacked = useMediaQuery('(max-width: 640px)')
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')

  /** Shows a failure, unless it says the viewer is no longer Pro: then off to the plans. */
  const reportError = (error: Error, prefix: string) => {
    if (isProRequired(error)) setProLost(true)
    else toast.error(`${prefix} ${error.message}`)
  }

  const setFavorite = useSetFavorite({
    onError: (error) =>
      reportError(error, i18n._({ id: 'inbox.theFavoriteWasNotSaved', message: 'The favorite was not saved.' })),
  })
  const deleteMessage = useDeleteMessage()
  const markRead = useMarkRead()
  const markAllRead = useMarkAllRead()
  const markWinner = useMarkWinner()
  const randomDraw = useRandomDraw({
    filter,
    reducedMotion,
    markWinner: (message) => markWinner.mutateAsync(message.id),
    onError: (error) =>
      reportError(error, i18n._({ id: 'inbox.theWinnerWasNotSaved', message: 'The winner was not saved.' })),
  })

  const data = messages.data
  const visibleIds = new Set(data?.messages.map((message) => message.id))
  // Once page 1 shows a live message (after "N new", a delete, a filter change back), it is no longer new.
  const newCount =
    arrived.filterKey === currentFilterKey ? arrived.ids.filter((id) => !(page === 1 && visibleIds.has(id))).length : 0

  const streamStatus = useNewMessageStream(
    (message) => {
      if (!newMessageMatches(message, filter)) return
      setArrived((previous) => {
        const ids = previous.filterKey === currentFilterKey ? previous.ids : []
        return ids.includes(message.id) ? previous : { filterKey: currentFilterKey, ids: [...ids, message.id] }
      })
    },
    () => void refreshInbox(),
  )

  // Past the last page (its last message deleted, or an old link) the server answers with the last
  // page there is: show its number in the address too.
  const answeredPage = messages.isPlaceholderData ? undefined : data?.page
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage !== page) {
      setSearchParams(inboxSearchParams({ filter, page: answeredPage }), { replace: true })
    }
  }, [answeredPage, page, filter, setSearchParams])

  if (proLost || isProRequired(messages.error)) return <ProOnlyRedirect />

  const goTo = (next: { filter?: MessageFilter; page?: number }) =>
    setSearchParams(inboxSearchParams({ filter: next.filter ?? filter, page: next.page ?? 1 }))

  function showNewMessages() {
    setArrived({ filterKey: currentFilterKey, ids: [] })
    if (page !== 1) goTo({ page: 1 })
    void refreshInbox()
    // The button goes away: keep the keyboard in the list it filled.
    listRef.current?.focus()
  }

  function openMessage(message: InboxMessage) {
    setShown(message)
    if (message.unread) markRead.mutate(message.id)
  }

  function markEverythingRead() {
    markAllRead.mutate(undefined, {
      onSuccess: () => toast.success(localText(MESSAGE_TEXTS.markedAllRead)),
      onError: (error) =>
        reportError(
          error,
          i18n._({ id: 'inbox.theMessagesWereNotMarkedAsRead', message: 'The messages were not marked as read.' }),
        ),
    })
  }

  function toggleFavorite(message: InboxMessage) {
    setFavorite.mutate({ id: message.id, favorite: !message.favorite })
  }

  function confirmDelete(message: InboxMessage) {
    deleteMessage.mutate(message.id, {
      onSuccess: () => {
        setToDelete(null)
        toast.success(localText(MESSAGE_TEXTS.deleted))
        // The dialog gives focus back to its opener, the Delete button of a row that is gone.
        requestAnimationFrame(() => listRef.current?.focus())
      },
      onError: (error) =>
        reportError(error, i18n._({ id: 'inbox.theMessageWasNotDeleted', message: 'The message was not deleted.' })),
    })
  }

  const filtered = hasActiveFilter(filter)
  const summary =
    data && data.messages.length > 0
      ? shownRangeLabel((data.page - 1) * INBOX_PAGE_SIZE + 1, data.messages.length, total.data)
      : ''

  function content() {
    if (!data) {
      if (messages.isError) {
        return (
          <Banner
            tone="error"
            role="alert"
            action={
              <button type="button" className="btn btn-sm" onClick={() => void messages.refetch()}>
                <Trans id="common.retry" message="Retry" />
              </button>
            }
          >
            <Trans
              id="inbox.yourMessagesCouldNotBeLoaded"
              message="Your messages could not be loaded. {message}"
              values={{ message: messages.error.message }}
            />
          </Banner>
        )
      }
      return (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            <Trans id="inbox.loadingYourMessages" message="Loading your messages…" />
          </p>
          <MessageListSkeleton />
        </div>
      )
    }
    if (data.messages.length === 0) {
      // A later page emptied by a delete: the server is about to answer with the page before.
      if (page > 1) return <MessageListSkeleton />
      return <EmptyInbox filtered={filtered} onClearFilters={() => goTo({ filter: DEFAULT_FILTER })} />
    }
    return (
      <MessageList
        messages={data.messages}
        label={i18n._({ id: 'inbox.messagesPage', message: 'Messages, page {page}', values: { page } })}
        stacked={stacked}
        onOpen={openMessage}
        onToggleFavorite={toggleFavorite}
        onDelete={setToDelete}
      />
    )
  }

  return (
    <ScreenLayout
      title={i18n._({ id: 'inbox.title', message: 'Messages' })}
      description={i18n._({ id: 'inbox.description', message: 'What visitors wrote to you from your Tesseras.' })}
      showBackToHome
    >
      <InboxToolbar
        filter={filter}
        onFilterChange={(next) => goTo({ filter: next })}
        gridNames={gridNames.data ?? []}
        onRandom={randomDraw.start}
        randomPending={randomDraw.state === 'drawing'}
        onMarkAllRead={data?.messages.some((message) => message.unread) ? markEverythingRead : undefined}
      />

      <section
        ref={listRef}
        tabIndex={-1}
        aria-label={i18n._({ id: 'inbox.messageList', message: 'Message list' })}
        aria-busy={messages.isFetching || undefined}
        className="flex flex-col gap-3 outline-none"
      >
        {/*
          While there is something new this bar sticks to the top of the window, so a reader further
          down the list sees the button without anything moving under them.
        */}
        <div
          className={`-m-2 flex min-h-12 items-center justify-between gap-2 p-2 text-sm ${
            newCount > 0 ? 'bg-base-200/95 sticky top-0 z-10' : ''
          }`}
        >
          <p className="text-base-content/70">{summary}</p>
          <NewMessagesButton count={newCount} onShow={showNewMessages} />
          {newCount > 0 ? null : <LiveStatus status={streamStatus} />}
        </div>
        <div className={messages.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>{content()}</div>
        {data && (data.messages.length > 0 || page > 1) ? (
          <Pager
            page={page}
            isLastPage={messages.isPlaceholderData || data.isLastPage}
            onPrevious={() => goTo({ page: page - 1 })}
            onNext={() => goTo({ page: page + 1 })}
          />
        ) : null}
      </section>

      <MessageDialog message={shown} gridNames={gridNames.data ?? []} onClose={() => setShown(null)} />
      <RandomPickDialog
        draw={randomDraw}
        candidates={data?.messages ?? []}
        reducedMotion={reducedMotion}
        among={randomPickScope(filter)}
      />
      <DeleteMessageDialog
        message={toDelete}
        deleting={deleteMessage.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </ScreenLayout>
  )
}
