import type { I18n, MessageDescriptor } from '@lingui/core'
import { DEFAULT_LOCALE } from '@domain/locales.js'
import { MESSAGE_TEXTS } from '@domain/messages.js'
import { MODERATION_TEXTS } from '@domain/moderation.js'
import { TEXT_MESSAGES } from '@domain/text.js'
import { refusalText } from './refusal-text.js'

/**
 * A refused message in the page's language (ADR 0068). The API answers in English with a code, as
 * it does for the app; a page in another language says the same in its own words, both in the page
 * answered to a form posted without JavaScript and through its script, which reads these texts from
 * the page (`messageErrorTexts`) rather than carrying a catalogue.
 */

/** The refusals a message can meet whose words are the domain's: the catalogues hold them under those words. */
const DOMAIN_REFUSALS = [
  MESSAGE_TEXTS.tooShort,
  MESSAGE_TEXTS.tooLong,
  MESSAGE_TEXTS.authorTooLong,
  MESSAGE_TEXTS.anonymousNotAllowed,
  MESSAGE_TEXTS.notAccepting,
  MESSAGE_TEXTS.duplicate,
  MODERATION_TEXTS.paused,
  TEXT_MESSAGES.controlCharacters,
]

/** The refusals whose words the server writes outside src/domain (its rate limits), by code. */
const REFUSALS_BY_CODE: Record<string, MessageDescriptor> = {
  TOO_MANY_REQUESTS: /*i18n*/ {
    id: 'page.message.tooManyRequests',
    message: 'Too many attempts. Please wait a moment and try again.',
  },
  LIMITS_UNAVAILABLE: /*i18n*/ {
    id: 'page.message.limitsUnavailable',
    message: 'This is unavailable for a moment. Please try again in a minute.',
  },
}

/** What a page says for a refusal it has no words of its own for, or when the server's answer is unreadable. */
export const MESSAGE_NOT_SENT = /*i18n*/ {
  id: 'page.message.notSent',
  message: 'The message could not be sent. Please try again.',
}

/** What the page's script says when the message did not reach the server. */
export const MESSAGE_OFFLINE = /*i18n*/ {
  id: 'page.message.offline',
  message: 'The message could not be sent: check your connection and try again.',
}

/**
 * The page's words for each refusal, keyed by the server's English message or by its code; none for
 * a page in the server's own language, which shows the server's message as it comes.
 */
export function messageErrorTexts(i18n: I18n): Record<string, string> | undefined {
  if (i18n.locale === DEFAULT_LOCALE) return undefined
  return Object.fromEntries([
    ...DOMAIN_REFUSALS.map((text) => [text, i18n._(text)]),
    ...Object.entries(REFUSALS_BY_CODE).map(([code, descriptor]) => [code, i18n._(descriptor)]),
  ])
}

/** A refusal (the API's code and English message) as the page says it. */
export function messageErrorText(i18n: I18n, error: { code: string; message: string }): string {
  return refusalText(messageErrorTexts(i18n), error, i18n._(MESSAGE_NOT_SENT))
}
