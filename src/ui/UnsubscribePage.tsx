import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { NOTIFICATION_TEXTS } from '@domain/inbox.js'
import { Document } from './Document.js'

/** What the unsubscribe link's page shows: the question, the answer, or a link that names nobody. */
export type UnsubscribeState = 'confirm' | 'done' | 'invalid'

const HEADINGS: Record<UnsubscribeState, MessageDescriptor> = {
  // A text of the domain: the catalogues hold it under its own words.
  confirm: { id: NOTIFICATION_TEXTS.unsubscribeTitle },
  done: /*i18n*/ { id: 'unsubscribe.done', message: 'Email notifications are off' },
  invalid: /*i18n*/ { id: 'unsubscribe.invalid', message: 'This link does not work' },
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
  const { i18n } = useLingui()
  const heading = i18n._(HEADINGS[state])
  // The brand's name is not translated.
  const title = `${heading} · Tessera`
  return (
    <Document title={title}>
      <main className="center">
        <h1 style={{ margin: 0 }}>{heading}</h1>
        <p className="muted" style={{ maxWidth: '28rem', margin: 0 }}>
          {i18n._(TEXTS[state])}
        </p>
        {state === 'confirm' ? (
          <form method="post">
            <button type="submit" className="btn btn-primary" style={{ font: 'inherit', cursor: 'pointer' }}>
              {i18n._(NOTIFICATION_TEXTS.unsubscribeAction)}
            </button>
          </form>
        ) : (
          <p>
            <a className="btn" href="/settings">
              {i18n._({ id: 'unsubscribe.accountSettings', message: 'Account settings' })}
            </a>
          </p>
        )}
      </main>
    </Document>
  )
}
