import { i18n } from '@lingui/core'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { localText } from '../../lib/texts'
import { MESSAGE_TEXTS, type InboxMessage, type MessageFilter } from '@domain/messages'
import { useRandomMessage } from './api'

/** How long the draw shows before the message, unless the reader asked for reduced motion. */
const DRAW_MS = 1200

export interface RandomDraw {
  state: 'closed' | 'drawing' | 'shown'
  message: InboxMessage | null
  markingWinner: boolean
  /** Opens the dialog drawing; also Pick again. */
  start: () => void
  markWinner: () => void
  close: () => void
}

/**
 * The random pick as a short ceremony: the dialog opens drawing, the server picks (in SQL), and
 * the message shows once the draw has run (at once under reduced motion). Pick again draws anew;
 * Mark as winner makes the message a favorite with a Winner badge. A draw overtaken by a newer one or by closing is dropped.
 */
export function useRandomDraw({
  filter,
  reducedMotion,
  markWinner: saveWinner,
  onError,
}: {
  filter: MessageFilter
  reducedMotion: boolean
  /** Resolves once the winner is saved; rejects when it is not. */
  markWinner: (message: InboxMessage) => Promise<unknown>
  onError: (error: Error) => void
}): RandomDraw {
  const randomMessage = useRandomMessage()
  const [state, setState] = useState<RandomDraw['state']>('closed')
  const [message, setMessage] = useState<InboxMessage | null>(null)
  const [markingWinner, setMarkingWinner] = useState(false)
  const current = useRef(0)

  async function start() {
    const draw = ++current.current
    setState('drawing')
    setMessage(null)
    const ceremony = new Promise((resolve) => setTimeout(resolve, reducedMotion ? 0 : DRAW_MS))
    try {
      const [picked] = await Promise.all([randomMessage.mutateAsync(filter), ceremony])
      if (draw !== current.current) return
      if (!picked) {
        setState('closed')
        toast.info(
          filter.search
            ? i18n._({
                id: 'inbox.noMessagesContainingMatch',
                message: 'No messages containing “{search}” match these filters.',
                values: { search: filter.search },
              })
            : i18n._({ id: 'inbox.noMessagesMatchTheseFilters', message: 'No messages match these filters.' }),
        )
        return
      }
      setMessage(picked)
      setState('shown')
      toast.success(localText(MESSAGE_TEXTS.random))
    } catch (error) {
      if (draw !== current.current) return
      setState('closed')
      onError(error as Error)
    }
  }

  async function markWinner() {
    if (!message) return
    setMarkingWinner(true)
    try {
      await saveWinner(message)
      setMessage((shown) => (shown?.id === message.id ? { ...shown, favorite: true, winner: true } : shown))
    } catch (error) {
      onError(error as Error)
    } finally {
      setMarkingWinner(false)
    }
  }

  return {
    state,
    message,
    markingWinner,
    start: () => void start(),
    markWinner: () => void markWinner(),
    close: () => {
      current.current++
      setState('closed')
    },
  }
}
