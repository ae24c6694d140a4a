import { Trans, useLingui } from '@lingui/react'
import { toast } from 'sonner'
import { formatDay } from '../../lib/format'
import { MODERATION_TEXTS } from '@domain/moderation'
import { useBlockedSenders, useUnblockSender } from './api'
import { CardSection } from '../../components/CardSection'
import { localText } from '../../lib/texts'

/** The senders the owner blocked; an anonymous block ends 30 days after it was made, on the date shown. */
export function BlockedSendersSection() {
  const { i18n } = useLingui()
  const { data } = useBlockedSenders()
  const unblock = useUnblockSender()
  return (
    <CardSection title={i18n._({ id: 'moderation.blockedSenders', message: 'Blocked senders' })}>
      {data && data.blocks.length === 0 ? (
        <p className="text-base-content/70">
          <Trans id="moderation.nobodyIsBlocked" message="Nobody is blocked." />
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {data?.blocks.map((block) => (
          <li key={block.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {block.label}{' '}
              <span className="text-base-content/70 text-sm">
                {block.until
                  ? i18n._({
                      id: 'moderation.anonymousBlockedUntil',
                      message: '(anonymous, blocked until {date})',
                      values: { date: formatDay(block.until) },
                    })
                  : i18n._({ id: 'moderation.account', message: '(account)' })}
              </span>
            </span>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() =>
                unblock.mutate(block.id, {
                  onSuccess: () => toast.success(localText(MODERATION_TEXTS.unblocked)),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              <Trans id="moderation.unblock" message="Unblock {label}" values={{ label: block.label }} />
            </button>
          </li>
        ))}
      </ul>
    </CardSection>
  )
}
