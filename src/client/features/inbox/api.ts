import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useState } from 'react'
import { API } from '@domain/api-routes'
import { InboxMessage, type InboxPage, type MessageFilter } from '@domain/messages'
import { ApiError, apiUrl, callApi } from '../../lib/api'
import { NEW_MESSAGES_KEY } from '../../lib/new-messages'
import type { InboxView } from './filters'

const MESSAGES_KEY = ['inbox', 'messages'] as const
const TOTAL_KEY = ['inbox', 'total'] as const
const GRIDS_KEY = ['inbox', 'grids'] as const

/** The server refuses the inbox to free users (also right after a downgrade elsewhere). */
export function isProRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403
}

/**
 * One page of messages, newest first. The rows on screen stay put: no refetch when the window
 * gets focus, and the previous page stays visible while the next one loads. New messages are
 * announced by the live stream instead.
 */
export function useInboxPage(view: InboxView) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, view.filter, view.page],
    queryFn: ({ signal }) => callApi(API.inbox, { query: { ...view.filter, page: view.page }, signal }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  })
}

/** The names of the owner's grids, for the grid selector. */
export function useGridNames() {
  return useQuery({
    queryKey: GRIDS_KEY,
    queryFn: ({ signal }) => callApi(API.grids, { signal }),
    select: (grids) => grids.map((grid) => grid.name),
    staleTime: 60_000,
  })
}

/** How many messages match the filters: asked once per filter set, refreshed with the list. */
export function useInboxTotal(filter: MessageFilter) {
  return useQuery({
    queryKey: [...TOTAL_KEY, filter],
    queryFn: ({ signal }) => callApi(API.inboxTotal, { query: filter, signal }).then(({ total }) => total),
    refetchOnWindowFocus: false,
  })
}

/**
 * Opening a message marks it read (ADR 0066): its "New" goes at once, the dashboard's count asks
 * again. A failure leaves the mark, to be tried again at the next opening.
 */
export function useMarkRead() {
  const queryClient = useQueryClient()
  const updateCachedMessages = useUpdateCachedMessages()
  return useMutation({
    mutationFn: (id: string) => callApi(API.markRead, { params: { id } }),
    onSuccess: (_nothing, id) => {
      updateCachedMessages((messages) =>
        messages.map((message) => (message.id === id ? { ...message, unread: false } : message)),
      )
      void queryClient.invalidateQueries({ queryKey: NEW_MESSAGES_KEY })
    },
  })
}

/** Mark all read: no row is new any more, and the dashboard's count is 0. */
export function useMarkAllRead() {
  const queryClient = useQueryClient()
  const updateCachedMessages = useUpdateCachedMessages()
  return useMutation({
    mutationFn: () => callApi(API.markAllRead),
    onSuccess: () => {
      updateCachedMessages((messages) => messages.map((message) => ({ ...message, unread: false })))
      queryClient.setQueryData(NEW_MESSAGES_KEY, 0)
    },
  })
}

/** Mark as winner: a favorite with a Winner badge, in every cached page at once. */
export function useMarkWinner() {
  const updateCachedMessages = useUpdateCachedMessages()
  return useMutation({
    mutationFn: (id: string) => callApi(API.markWinner, { params: { id } }),
    onSuccess: (_nothing, id) =>
      updateCachedMessages((messages) =>
        messages.map((message) => (message.id === id ? { ...message, favorite: true, winner: true } : message)),
      ),
  })
}

/** Asks the list and its total to load again: the visible page at once, the others when shown. */
export function useRefreshInbox() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
      queryClient.invalidateQueries({ queryKey: TOTAL_KEY }),
    ])
}

function useUpdateCachedMessages() {
  const queryClient = useQueryClient()
  return (update: (messages: InboxMessage[]) => InboxMessage[]) =>
    queryClient.setQueriesData<InboxPage>({ queryKey: MESSAGES_KEY }, (page) =>
      page ? { ...page, messages: update(page.messages) } : page,
    )
}

/**
 * The star: flipped in every cached page at once, then saved; put back if the server refuses.
 * The visible page is not refetched afterwards, so un-starring under the Favorites filter does not
 * pull the row away (a later visit to the page asks again).
 */
export function useSetFavorite({ onError }: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient()
  const updateCachedMessages = useUpdateCachedMessages()
  const setFavorite = (id: string, favorite: boolean) =>
    updateCachedMessages((messages) =>
      messages.map((message) =>
        message.id === id ? { ...message, favorite, winner: favorite && message.winner } : message,
      ),
    )
  return useMutation({
    mutationFn: ({ id, favorite }: { id: string; favorite: boolean }) =>
      callApi(API.setFavorite, { params: { id }, body: { favorite } }),
    onMutate: async ({ id, favorite }) => {
      // A page arriving now would overwrite the flipped star with the old value.
      await queryClient.cancelQueries({ queryKey: MESSAGES_KEY })
      setFavorite(id, favorite)
      return { previous: !favorite }
    },
    onError: (error, { id }, context) => {
      if (context) setFavorite(id, context.previous)
      onError(error)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY, refetchType: 'none' }),
  })
}

export function useDeleteMessage() {
  const refreshInbox = useRefreshInbox()
  const updateCachedMessages = useUpdateCachedMessages()
  return useMutation({
    mutationFn: (id: string) => callApi(API.deleteMessage, { params: { id } }),
    onSuccess: async (_nothing, id) => {
      updateCachedMessages((messages) => messages.filter((message) => message.id !== id))
      // The page fills up again from the next one (or, emptied, gives way to the one before).
      await refreshInbox()
    },
  })
}

/** One random message under the filters (in SQL on the server), or null when none matches. */
export function useRandomMessage() {
  return useMutation({
    mutationFn: (filter: MessageFilter) => callApi(API.randomMessage, { query: filter }).then(({ message }) => message),
  })
}

export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'closed'

/**
 * New messages pushed by the server (Server-Sent Events) while the inbox is open. The browser
 * reconnects by itself after a drop and sends the last event's id, so the server sends what was
 * missed; `onReconnected` lets the inbox reload the page shown, which may have changed meanwhile
 * beyond what the stream says (deleted or starred elsewhere, more missed than it sends). The
 * stream is closed when the inbox unmounts.
 */
export function useNewMessageStream(
  onMessage: (message: InboxMessage) => void,
  onReconnected: () => void,
): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting')
  const deliver = useEffectEvent(onMessage)
  const reconnected = useEffectEvent(onReconnected)

  useEffect(() => {
    const source = new EventSource(apiUrl(API.messageStream))
    let dropped = false
    const receive = (event: MessageEvent<string>) => {
      let payload: unknown
      try {
        payload = JSON.parse(event.data)
      } catch {
        return
      }
      const message = InboxMessage.safeParse(payload)
      if (message.success) deliver(message.data)
    }
    source.addEventListener('open', () => {
      setStatus('live')
      if (dropped) reconnected()
      dropped = false
    })
    // After a refusal (signed out, no longer pro) the browser gives up; otherwise it tries again.
    source.addEventListener('error', () => {
      dropped = true
      setStatus(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting')
    })
    source.addEventListener('message', receive)
    return () => source.close()
  }, [])

  return status
}
