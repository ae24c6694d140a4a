import type { I18n } from '@lingui/core'
import { DEFAULT_LOCALE, type Locale } from '@domain/locales.js'
import { i18nFor } from '@ui/i18n/catalogues.js'
import { MailButton, MailDocument, MailFootnote, MUTED, renderMail } from './mail-layout.js'
import type { Mail } from './mailer.js'

/** A message as a notification shows it: where it went, who wrote it, its first words. */
export interface NotifiedMessage {
  grid: string
  author: string
  body: string
}

/** Characters of a message a notification quotes; the inbox has the rest. */
const EXCERPT_LENGTH = 200

function excerpt(body: string): string {
  const characters = Array.from(body.replace(/\s+/g, ' ').trim())
  return characters.length > EXCERPT_LENGTH ? `${characters.slice(0, EXCERPT_LENGTH).join('')}…` : characters.join('')
}

/**
 * A visitor's text with its addresses made inert: mail clients turn `https://…`, `www.…`, bare
 * domains and mail addresses into links, which a visitor could aim anywhere under the owner's
 * trusted sender. A scheme's colon and a domain's dots are bracketed (`https[:]//evil[.]example`):
 * no client links that, and a reader still reads it.
 */
function unlinked(text: string): string {
  return text
    .replace(/([a-z][a-z\d+.-]*):(?=\/\/)/giu, '$1[:]')
    .replace(/(?<![\p{L}\p{N}.-])(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?![\p{L}\p{N}-])/gu, (domain) =>
      domain.replaceAll('.', '[.]'),
    )
}

interface NotificationLinks {
  inbox: string
  unsubscribe: string
}

/**
 * The notification layout: an intro, the quoted messages, a button to the inbox and the
 * unsubscribe link, also as List-Unsubscribe headers (one click, RFC 8058) for mail clients.
 */
function notification(
  i18n: I18n,
  to: string,
  subject: string,
  intro: string,
  quoted: NotifiedMessage[],
  links: NotificationLinks,
): Mail {
  // What visitors wrote (the message, the name they gave) is quoted without live addresses.
  const visitorText = quoted.map((message) => ({
    grid: message.grid,
    author: unlinked(message.author),
    excerpt: unlinked(excerpt(message.body)),
  }))
  const byline = (message: { author: string; grid: string }) =>
    i18n._({ id: 'mail.notification.byline', message: '{author} to /{grid}', values: message })
  const openInbox = i18n._({ id: 'mail.notification.openInbox', message: 'Open your inbox' })
  const stop = i18n._({ id: 'mail.notification.stop', message: 'Stop these emails' })
  const quotedText = visitorText.map((message) => `${byline(message)}:\n${message.excerpt}`)
  const text = [
    intro,
    ...quotedText,
    `${openInbox}: ${links.inbox}`,
    `${stop}: ${links.unsubscribe}`,
    '— Tessera',
  ].join('\n\n')
  const html = renderMail(
    <MailDocument>
      <p>{intro}</p>
      {visitorText.map((message, index) => (
        <blockquote
          key={index}
          style={{ margin: '0 0 12px', padding: '12px 16px', background: '#f1f5f9', borderRadius: 10 }}
        >
          <p style={{ margin: '0 0 4px', color: MUTED, fontSize: 14 }}>{byline(message)}</p>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{message.excerpt}</p>
        </blockquote>
      ))}
      <MailButton href={links.inbox}>{openInbox}</MailButton>
      <MailFootnote>
        {i18n._({
          id: 'mail.notification.why',
          message: 'You get this email because you turned on email notifications in Tessera.',
        })}{' '}
        <a href={links.unsubscribe} style={{ color: MUTED }}>
          {stop}
        </a>
        .
      </MailFootnote>
    </MailDocument>,
  )
  return {
    to,
    subject,
    text,
    html,
    link: links.inbox,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/** In the owner's account language (ADR 0068). */
export function newMessageMail(
  to: string,
  message: NotifiedMessage,
  links: NotificationLinks,
  locale: Locale = DEFAULT_LOCALE,
): Mail {
  const i18n = i18nFor(locale)
  return notification(
    i18n,
    to,
    i18n._({ id: 'mail.newMessage.subject', message: 'New message on /{grid}', values: { grid: message.grid } }),
    i18n._({ id: 'mail.newMessage.intro', message: 'You received a new message.' }),
    [message],
    links,
  )
}

/** The newest messages a digest quotes; it counts all of them. */
export const DIGEST_QUOTED = 5

export function digestMail(
  to: string,
  total: number,
  newest: NotifiedMessage[],
  links: NotificationLinks,
  locale: Locale = DEFAULT_LOCALE,
): Mail {
  const i18n = i18nFor(locale)
  const subject = i18n._({
    id: 'mail.digest.subject',
    message: '{total, plural, one {# new message on Tessera} other {# new messages on Tessera}}',
    values: { total },
  })
  const intro =
    total > newest.length
      ? i18n._({
          id: 'mail.digest.introNewest',
          message: 'Since your last digest you received {total, number} messages. The newest {quoted}:',
          values: { total, quoted: newest.length },
        })
      : i18n._({
          id: 'mail.digest.intro',
          message: 'Since your last digest you received {total, plural, one {# message} other {# messages}}:',
          values: { total },
        })
  return notification(i18n, to, subject, intro, newest, links)
}
