import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  isLocale,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_SECONDS,
  LANG_QUERY,
  localeFromCookie,
  visitorLocale,
  type Locale,
} from '@domain/locales.js'

/**
 * What a page in its visitor's language (the landing, legal and 404 pages) varies by, beside the
 * encoding: the browser's languages and the `lang` cookie (ADR 0068).
 */
export const VISITOR_LANGUAGE_VARY = 'accept-language, cookie'

/** A request's language from its headers alone: the `lang` cookie, else the account's, else the browser's. */
export function localeOfHeaders(headers: IncomingHttpHeaders, account?: Locale): Locale {
  return visitorLocale({
    cookie: localeFromCookie(headers.cookie),
    account,
    acceptLanguage: headers['accept-language'],
  })
}

const LANG_PARAMETER = `${LANG_QUERY}=`

/** Whether an address's query (from `queryStart`, -1 for none) may hold a `?lang=` choice, which sets the cookie. */
export function choosesLanguage(url: string, queryStart: number): boolean {
  return queryStart >= 0 && url.includes(LANG_PARAMETER, queryStart)
}

/**
 * The language of a page that speaks its visitor's. A `?lang=` link (the footer's switch) wins and
 * is remembered in the `lang` cookie for a year, the only cookie a signed-out visitor gets (the
 * privacy policy says so); then the cookie, a signed-in visitor's account, the browser's languages.
 */
export function chooseVisitorLocale(request: FastifyRequest, reply: FastifyReply, account?: Locale): Locale {
  const chosen = (request.query as Record<string, unknown> | undefined)?.[LANG_QUERY]
  if (!isLocale(chosen)) return localeOfHeaders(request.headers, account)
  const secure = request.server.config.baseUrl.startsWith('https:') ? '; Secure' : ''
  reply.header(
    'set-cookie',
    `${LANG_COOKIE}=${chosen}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
  )
  return chosen
}
