import { NOTIFICATION_TEXTS } from '@domain/inbox.js'
import { Document } from './Document.js'

/** What the unsubscribe link's page shows: the question, the answer, or a link that names nobody. */
export type UnsubscribeState = 'confirm' | 'done' | 'invalid'

const HEADINGS: Record<UnsubscribeState, string> = {
  confirm: NOTIFICATION_TEXTS.unsubscribeTitle,
  done: 'Email notifications are off',
  invalid: 'This link does not work',
}

const TEXTS: Record<UnsubscribeState, string> = {
  confirm: NOTIFICATION_TEXTS.unsubscribeIntro,
  done: NOTIFICATION_TEXTS.unsubscribed,
  invalid: NOTIFICATION_TEXTS.invalidLink,
}

/**
 * The page behind a notification's unsubscribe link, without signing in and without JavaScript.
 * Opening the link only asks (mail scanners open links); the button's plain form post turns the
 * notifications off.
 */
export function UnsubscribePage({ state }: { state: UnsubscribeState }) {
  return (
    <Document title={`${HEADINGS[state]} · Tessera`}>
      <main className="center">
        <h1 style={{ margin: 0 }}>{HEADINGS[state]}</h1>
        <p className="muted" style={{ maxWidth: '28rem', margin: 0 }}>
          {TEXTS[state]}
        </p>
        {state === 'confirm' ? (
          <form method="post">
            <button type="submit" className="btn btn-primary" style={{ font: 'inherit', cursor: 'pointer' }}>
              {NOTIFICATION_TEXTS.unsubscribeAction}
            </button>
          </form>
        ) : (
          <p>
            <a className="btn" href="/settings">
              Account settings
            </a>
          </p>
        )}
      </main>
    </Document>
  )
}
