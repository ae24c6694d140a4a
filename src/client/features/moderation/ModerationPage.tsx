import { Trans, useLingui } from '@lingui/react'
import { Navigate } from 'react-router'
import { MESSAGE_TEXTS } from '@domain/messages'
import { ScreenLayout } from '../../components/ScreenLayout'
import { ApiError } from '../../lib/api'
import { useFilterWords } from './api'
import { BlockedSendersSection } from './BlockedSendersSection'
import { FilteredSection } from './FilteredSection'
import { FilterWordsForm } from './FilterWordsForm'
import { MessageBoxesSection } from './MessageBoxesSection'

/** /messages/moderation: what the owner lets reach their inbox (ADR 0023). Pro, like the inbox. */
export function ModerationPage() {
  const { i18n } = useLingui()
  const words = useFilterWords()
  if (words.error instanceof ApiError && words.error.status === 403) {
    return <Navigate to="/profile" replace state={{ banner: MESSAGE_TEXTS.inboxProOnly }} />
  }
  return (
    <ScreenLayout
      title={i18n._({ id: 'moderation.moderation', message: 'Moderation' })}
      description={i18n._({
        id: 'moderation.decideWhatReachesYourInboxFilter',
        message: 'Decide what reaches your inbox: filter words, pause a message box, block senders.',
      })}
      showBackToHome
    >
      <a className="link w-fit" href="/messages">
        <Trans id="moderation.backToMessages" message="Back to messages" />
      </a>
      <FilteredSection />
      {words.data ? <FilterWordsForm words={words.data.words} /> : null}
      <MessageBoxesSection />
      <BlockedSendersSection />
    </ScreenLayout>
  )
}
