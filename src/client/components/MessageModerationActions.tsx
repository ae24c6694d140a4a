import { Trans, useLingui } from '@lingui/react'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import type { InboxMessage } from '@domain/messages'
import { MODERATION_TEXTS } from '@domain/moderation'
import { localText } from '../lib/texts'
import { useBlockSender, useReportMessage } from '../lib/message-moderation'
import { ConfirmDialog } from './ConfirmDialog'

/** What the actions need of a message, from the inbox or from Filtered. */
type ModeratedMessage = Pick<InboxMessage, 'id' | 'authorUsername'>

/**
 * Report and Block sender for one of the owner's messages (ADR 0023), shared by the inbox's message
 * dialog and Filtered. Neither can be taken back from here, so each asks first. The outcome shows in
 * a toast and is also said in a status line of its own: while a dialog is open the page behind it,
 * toasts included, is hidden from screen readers.
 */
export function MessageModerationActions({ message }: { message: ModeratedMessage }) {
  const { i18n } = useLingui()
  const [asking, setAsking] = useState<'report' | 'block' | null>(null)
  const [outcome, setOutcome] = useState('')
  // Said once the confirmation has closed: until then everything behind it is hidden from screen readers too.
  const toSay = useRef('')
  const report = useReportMessage()
  const block = useBlockSender()

  const settle = (text: string, showToast: (text: string) => unknown) => {
    showToast(text)
    toSay.current = text
    setAsking(null)
  }
  const callbacks = (success: string) => ({
    onSuccess: () => settle(success, toast.success),
    onError: (error: Error) => settle(error.message, toast.error),
  })
  const confirm = (action: typeof report | typeof block, success: string) => {
    setOutcome('')
    action.mutate(message.id, callbacks(success))
  }
  const closeConfirmation = () => {
    setAsking(null)
    setOutcome(toSay.current)
    toSay.current = ''
  }

  return (
    <>
      <button type="button" className="btn btn-sm" aria-haspopup="dialog" onClick={() => setAsking('report')}>
        <Trans id="common.report" message="Report" />
      </button>
      <button type="button" className="btn btn-sm" aria-haspopup="dialog" onClick={() => setAsking('block')}>
        <Trans id="common.blockSender" message="Block sender" />
      </button>
      <p role="status" className="sr-only">
        {outcome}
      </p>
      <ConfirmDialog
        open={asking === 'report'}
        title={i18n._({ id: 'common.reportThisMessage', message: 'Report this message?' })}
        confirmLabel={i18n._({ id: 'common.report', message: 'Report' })}
        pending={report.isPending}
        onConfirm={() => confirm(report, localText(MODERATION_TEXTS.reported))}
        onClose={closeConfirmation}
      >
        <p>
          <Trans
            id="common.tesseraSTeamGetsACopy"
            message="Tessera’s team gets a copy of the message, kept even if you delete it, and can suspend the account of a sender who was signed in."
          />
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'block'}
        title={i18n._({ id: 'common.blockThisSender', message: 'Block this sender?' })}
        confirmLabel={i18n._({ id: 'common.blockSender', message: 'Block sender' })}
        pending={block.isPending}
        onConfirm={() =>
          confirm(block, localText(message.authorUsername ? MODERATION_TEXTS.blocked : MODERATION_TEXTS.blockedForDays))
        }
        onClose={closeConfirmation}
      >
        <p>
          {message.authorUsername ? (
            <>
              <Trans
                id="common.messagesFromToAnyOfYour"
                message="Messages from <0>{authorUsername}</0> to any of your pages are no longer kept, until you unblock them in Moderation."
                values={{ authorUsername: message.authorUsername }}
                components={{ 0: <strong className="break-words" /> }}
              />
            </>
          ) : (
            <>
              <Trans
                id="common.messagesFromTheirNetworkInAny"
                message="{blockedForDays} Messages from their network (in any browser) are no longer kept; you can unblock them sooner in Moderation."
                values={{ blockedForDays: localText(MODERATION_TEXTS.blockedForDays) }}
              />
            </>
          )}{' '}
          <Trans
            id="common.theSenderIsNotToldTheir"
            message="The sender is not told: their page still says the message was sent."
          />
        </p>
      </ConfirmDialog>
    </>
  )
}
