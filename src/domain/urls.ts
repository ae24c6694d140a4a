import { uploadKeyOf } from './uploads.js'

/**
 * The links an owner may put on a page. Only web, mail and phone links are allowed: anything else
 * (`javascript:`, `data:`, `vbscript:`, `file:`, app schemes) could run code or confuse visitors.
 * The same check runs when a link is saved and again when the page is rendered.
 */

export const LINK_URL_MIN_LENGTH = 3
export const LINK_URL_MAX_LENGTH = 2048

export const LINK_URL_MESSAGES = {
  TOO_SHORT: `Link must be at least ${LINK_URL_MIN_LENGTH} characters long`,
  TOO_LONG: `Link must be at most ${LINK_URL_MAX_LENGTH} characters long`,
  UNSUPPORTED_SCHEME: 'Links must start with http://, https://, mailto: or tel:',
  INVALID: 'This is not a valid link',
} as const
export type LinkUrlError = keyof typeof LINK_URL_MESSAGES

export type LinkUrlResult = { ok: true; url: string } | { ok: false; error: LinkUrlError; message: string }

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/* eslint-disable no-control-regex -- matching control characters is the point of these patterns */
/** What the URL parser itself ignores: C0 controls and spaces at the ends, tabs and newlines anywhere. */
const IGNORED_AT_ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g
const IGNORED_ANYWHERE = /[\t\n\r]/g
/** Controls left inside, and bidirectional overrides that could make a link read as another. */
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/
/* eslint-enable no-control-regex */

const SCHEME = /^([a-z][a-z\d+.-]*):/i
/** `example.com:8080/x` looks like a scheme to the parser but is a host and a port. */
const HOST_AND_PORT = /^[^:]*\.[^:]*:\d+(?:[/?#]|$)/
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/
const IPV4_ADDRESS = /^\d{1,3}(?:\.\d{1,3}){3}$/
const PHONE_NUMBER = /^\+?[\d ().-]{3,}$/

const failure = (error: LinkUrlError): LinkUrlResult => ({ ok: false, error, message: LINK_URL_MESSAGES[error] })

/** Percent-decodes for display and checks; a malformed escape is kept as typed instead of throwing. */
function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function parseUrl(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base)
  } catch {
    return undefined
  }
}

function hasValidTarget(url: URL): boolean {
  switch (url.protocol) {
    case 'mailto:':
      return /^[^@\s]+@[^@\s]+$/.test(decodeSafely(url.pathname))
    case 'tel:':
      return PHONE_NUMBER.test(decodeSafely(url.pathname))
    default:
      // No `user:password@` part: `https://bank.com@evil.example` is a classic disguise.
      return (
        url.username === '' &&
        url.password === '' &&
        (DOMAIN_NAME.test(url.hostname) || IPV4_ADDRESS.test(url.hostname))
      )
  }
}

/**
 * Checks and normalises a link typed by an owner: `http(s)`, `mailto:` and `tel:` are kept, a bare
 * domain (`example.com/x`) gets `https://`, everything else is refused with a message to show.
 */
export function normalizeLinkUrl(input: string): LinkUrlResult {
  const text = input.replace(IGNORED_AT_ENDS, '').replace(IGNORED_ANYWHERE, '')
  if (text.length < LINK_URL_MIN_LENGTH) return failure('TOO_SHORT')
  if (text.length > LINK_URL_MAX_LENGTH) return failure('TOO_LONG')
  if (FORBIDDEN_CHARACTERS.test(text)) return failure('INVALID')

  const scheme = SCHEME.exec(text)?.[1]
  let candidate: string
  if (scheme && !HOST_AND_PORT.test(text)) {
    if (!ALLOWED_PROTOCOLS.has(`${scheme.toLowerCase()}:`)) return failure('UNSUPPORTED_SCHEME')
    candidate = text
  } else {
    candidate = text.startsWith('//') ? `https:${text}` : `https://${text}`
  }

  const url = parseUrl(candidate)
  if (!url) return failure('INVALID')
  // The parser has the last word on the scheme: check what it understood, not what we guessed.
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return failure('UNSUPPORTED_SCHEME')
  if (!hasValidTarget(url)) return failure('INVALID')
  return { ok: true, url: url.href }
}

/** True for a web link leaving this site (it opens in a new tab); mail and phone links are not. */
export function isExternalUrl(url: string, siteOrigin?: string): boolean {
  const parsed = parseUrl(url)
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return false
  return siteOrigin === undefined || parsed.origin !== parseUrl(siteOrigin)?.origin
}

/**
 * A return path (`?next=`) only when it stays on the site at `origin`: a path starting with one
 * '/', never '//' or '/\\' (which browsers read as another host), resolving to that origin. The
 * path, query and fragment, or undefined.
 */
export function sameOriginPath(value: string | null | undefined, origin: string): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  const url = parseUrl(value, origin)
  if (!url || url.origin !== origin) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** Short text for a normalised link: the host without `www.`, the mail address or the phone number. */
export function linkDisplayText(url: string): string {
  const parsed = parseUrl(url)
  if (!parsed) return url
  if (parsed.protocol === 'mailto:' || parsed.protocol === 'tel:') return decodeSafely(parsed.pathname)
  return parsed.hostname.replace(/^www\./, '')
}

/**
 * The `src` for a stored image URL, or undefined unless it is one of this site's uploads
 * (`/uploads/{bucket}/{userId}/{file}.webp`). Any other path of the site (`/api/...`) would make
 * every visitor's browser send a request there; remote images are refused by the pages' CSP anyway.
 */
export function safeImageSrc(src: string): string | undefined {
  return uploadKeyOf(src) === undefined ? undefined : src
}
