import { toast } from 'sonner'
import { formatDay } from '@domain/dates'
import { MODERATION_TEXTS } from '@domain/moderation'
import { useBlockedSenders, useUnblockSender } from './api'
import { CardSection } from '../../components/CardSection'

/** The senders the owner blocked; an anonymous block ends 30 days after it was made, on the date shown. */
export function BlockedSendersSection() {
  const { data } = useBlockedSenders()
  const unblock = useUnblockSender()
  return (
    <CardSection title="Blocked senders">
      {data && data.blocks.length === 0 ? <p className="text-base-content/70">Nobody is blocked.</p> : null}
      <ul className="flex flex-col gap-2">
        {data?.blocks.map((block) => (
          <li key={block.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {block.label}{' '}
              <span className="text-base-content/70 text-sm">
                {block.until ? `(anonymous, blocked until ${formatDay(block.until)})` : '(account)'}
              </span>
            </span>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() =>
                unblock.mutate(block.id, {
                  onSuccess: () => toast.success(MODERATION_TEXTS.unblocked),
                  onError: (error) => toast.error(error.message),
                })
              }
            >
              Unblock {block.label}
            </button>
          </li>
        ))}
      </ul>
    </CardSection>
  )
}
