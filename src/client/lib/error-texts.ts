import { i18n, type MessageDescriptor } from '@lingui/core'
import { DEFAULT_LOCALE } from '@domain/locales'
import { localText } from './texts'

/**
 * What the app says for the codes whose message the server writes outside src/domain, in the
 * app's language. English keeps the server's own words.
 */
const ERROR_TEXTS: Partial<Record<string, MessageDescriptor>> = {
  INVALID_PASSWORD: /*i18n*/ { id: 'errors.invalidPassword', message: 'Your current password is not correct.' },
  CONFIRMATION_MISMATCH: /*i18n*/ {
    id: 'errors.confirmationMismatch',
    message: 'Type your username exactly to confirm.',
  },
  UNAUTHORIZED: /*i18n*/ { id: 'errors.unauthorized', message: 'Please sign in.' },
  TOO_MANY_REQUESTS: /*i18n*/ {
    id: 'errors.tooManyRequests',
    message: 'Too many attempts. Please wait a little and try again.',
  },
  LIMITS_UNAVAILABLE: /*i18n*/ {
    id: 'errors.limitsUnavailable',
    message: 'This is unavailable for a moment. Please try again in a minute.',
  },
  PICTURES_BUSY: /*i18n*/ {
    id: 'errors.picturesBusy',
    message: 'Too many images are being drawn right now. Please try again in a minute.',
  },
  INTERNAL: /*i18n*/ { id: 'errors.internal', message: 'Something went wrong on our side. Please try again.' },
}

export const NETWORK_ERROR_TEXT = /*i18n*/ {
  id: 'errors.network',
  message: 'Could not reach Tessera. Check your connection and try again.',
}
export const UNEXPECTED_RESPONSE_TEXT = /*i18n*/ {
  id: 'errors.unexpectedResponse',
  message: 'Tessera answered in a way this page does not understand. Reload the page and try again.',
}

/**
 * An error answer's message in the app's language (the API's errors keep their codes; the client
 * says them, ADR 0068): a text of src/domain through the catalogue, else by its code.
 */
export function errorText(code: string, message: string): string {
  const text = localText(message)
  if (text !== message || i18n.locale === DEFAULT_LOCALE) return text
  const byCode = ERROR_TEXTS[code]
  return byCode ? i18n._(byCode) : message
}
