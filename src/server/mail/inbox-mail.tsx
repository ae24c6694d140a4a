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
  const quotedText = visitorText.map((message) => `${message.author} to /${message.grid}:\n${message.excerpt}`)
  const text = [
    intro,
    ...quotedText,
    `Open your inbox: ${links.inbox}`,
    `Stop these emails: ${links.unsubscribe}`,
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
          <p style={{ margin: '0 0 4px', color: MUTED, fontSize: 14 }}>
            {message.author} to /{message.grid}
          </p>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{message.excerpt}</p>
        </blockquote>
      ))}
      <MailButton href={links.inbox}>Open your inbox</MailButton>
      <MailFootnote>
        You get this email because you turned on email notifications in Tessera.{' '}
        <a href={links.unsubscribe} style={{ color: MUTED }}>
          Stop these emails
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

export function newMessageMail(to: string, message: NotifiedMessage, links: NotificationLinks): Mail {
  return notification(to, `New message on /${message.grid}`, 'You received a new message.', [message], links)
}

/** The newest messages a digest quotes; it counts all of them. */
export const DIGEST_QUOTED = 5

export function digestMail(to: string, total: number, newest: NotifiedMessage[], links: NotificationLinks): Mail {
  const subject = total === 1 ? '1 new message on Tessera' : `${total.toLocaleString('en-US')} new messages on Tessera`
  const intro =
    total > newest.length
      ? `Since your last digest you received ${total.toLocaleString('en-US')} messages. The newest ${newest.length}:`
      : `Since your last digest you received ${total === 1 ? '1 message' : `${total} messages`}:`
  return notification(to, subject, intro, newest, links)
}
