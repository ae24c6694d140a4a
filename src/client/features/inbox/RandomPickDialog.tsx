import { Trans, useLingui } from '@lingui/react'
import { useEffect, useId, useState } from 'react'
import { localText } from '../../lib/texts'
import { MESSAGE_TEXTS, previewOf, type InboxMessage } from '@domain/messages'
import { Icon } from '@ui/icons'
import { Modal } from '../../components/Modal'
import { PendingButton } from '../../components/PendingButton'
import { MessageDetails } from './MessageDialog'
import type { RandomDraw } from './useRandomDraw'

/** How fast the draw's card flips through the messages on screen. */
const FLIP_MS = 90

interface RandomPickDialogProps {
  draw: RandomDraw
  /** The messages on screen, flipped through while drawing (a show: the pick is the server's). */
  candidates: InboxMessage[]
  reducedMotion: boolean
  /** What the draw is among: "A random entry among messages containing “giveaway”." */
  among: string
}

/**
 * The random pick's ceremony: a short draw, the message, then Pick again or Mark as winner. It
 * draws among the messages under the current search and filters, and says so.
 */
export function RandomPickDialog({ draw, candidates, reducedMotion, among }: RandomPickDialogProps) {
  const { i18n } = useLingui()
  const { state } = draw
  const winnerHintId = useId()
  return (
    <Modal
      open={state !== 'closed'}
      onClose={draw.close}
      title={i18n._({ id: 'inbox.randomMessage', message: 'Random message' })}
    >
      <p className="text-base-content/70 text-sm">{among}</p>
      {state === 'drawing' ? (
        <Drawing candidates={candidates} animated={!reducedMotion} />
      ) : draw.message ? (
        <>
          <MessageDetails message={draw.message} />
          <div className="modal-action mt-0 flex-wrap">
            {draw.message.winner ? (
              <p role="status" className="text-warning-content mr-auto flex items-center gap-1 font-semibold">
                <Icon name="star" filled className="text-warning size-5" />
                <Trans id="inbox.markedAsWinner" message="Marked as winner" />
              </p>
            ) : (
              <div className="mr-auto flex max-w-72 flex-col gap-1">
                <PendingButton
                  pending={draw.markingWinner}
                  className="btn-primary self-start"
                  onClick={draw.markWinner}
                  aria-describedby={winnerHintId}
                >
                  <Icon name="star" className="size-5" />
                  <Trans id="inbox.markAsWinner" message="Mark as winner" />
                </PendingButton>
                <p id={winnerHintId} className="text-base-content/70 text-xs">
                  {localText(MESSAGE_TEXTS.winnerHint)}
                </p>
              </div>
            )}
            <button type="button" className="btn btn-outline" onClick={draw.start}>
              <Icon name="sparkles" className="size-4" />
              <Trans id="inbox.pickAgain" message="Pick again" />
            </button>
            <button type="button" className="btn" onClick={draw.close} data-autofocus>
              <Trans id="common.close" message="Close" />
            </button>
          </div>
        </>
      ) : null}
    </Modal>
  )
}

/** A card flipping through the messages on screen; still under reduced motion. */
function Drawing({ candidates, animated }: { candidates: InboxMessage[]; animated: boolean }) {
  const [shown, setShown] = useState(0)
  useEffect(() => {
    if (!animated || candidates.length < 2) return
    const timer = setInterval(() => setShown((index) => index + 1), FLIP_MS)
    return () => clearInterval(timer)
  }, [animated, candidates.length])
  const candidate = candidates.length > 0 ? candidates[shown % candidates.length] : undefined
  return (
    <div className="flex flex-col items-center gap-3 py-4">
      <p role="status" className="text-base-content/70 text-sm">
        <Trans id="inbox.drawingARandomMessage" message="Drawing a random message…" />
      </p>
      <div
        aria-hidden="true"
        className={`bg-base-200 rounded-box border-primary/40 flex h-20 w-full items-center justify-center overflow-hidden border-2 border-dashed px-4 text-center break-words ${
          animated ? 'motion-safe:animate-pulse' : ''
        }`}
      >
        {candidate ? previewOf(candidate.body) : <Icon name="sparkles" className="size-6" />}
      </div>
    </div>
  )
}
