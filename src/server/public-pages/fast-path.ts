import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import { isPageName, normalizeName } from '@domain/names.js'
import { logsAt } from '../request-log.js'
import { requestIdOf } from '../request-id.js'
import { clientAddress, type TrustProxy } from '../trust-proxy.js'
import type { PageState } from './page-states.js'
import { answerFor, rawHeadersWithRequestId, type PreparedDocument } from './prepared-document.js'
import { NOT_FOUND, type PageVisit, type PublicDocuments } from './public-documents.js'
import { choosesLanguage, localeOfHeaders } from './visitor-language.js'

/** Answers a request and returns true, or returns false to leave it to Fastify. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean

/** What the router would send to `/:name` (its parameters are at most maxParamLength, 100, long). */
const ONE_SEGMENT = /^\/[^/]{1,100}\/?$/

export interface FastPathOptions {
  documents: PublicDocuments
  /** The app's own one-segment paths (`/login`, `/robots.txt`…): the router prefers them to `/:name`. */
  rootPaths: ReadonlySet<string>
  /** The function Fastify is given as trustProxy, so that the client's address is the same. */
  trustProxy: TrustProxy
  log: FastifyBaseLogger
}

/**
 * A view the fast path answered, as analytics reads it, holding the request's socket and headers
 * but not the request itself: a visit that held the request (a getter's closure, or a field) kept
 * every answered request's objects alive into the old space (ADR 0053).
 */
class AnsweredVisit implements PageVisit {
  readonly method: string
  readonly url: string
  readonly headers: IncomingHttpHeaders
  /** For the client's address: a keep-alive socket outlives its requests, so holding it retains nothing new. */
  readonly socket: Socket

  constructor(
    readonly id: string,
    request: IncomingMessage,
    private readonly trustProxy: TrustProxy,
  ) {
    this.method = request.method ?? 'GET'
    this.url = request.url ?? ''
    this.headers = request.headers
    this.socket = request.socket
  }

  /** Worked out only for a view that is counted (most requests of bots and previews are not). */
  get ip(): string {
    return clientAddress(this, this.trustProxy)
  }
}

/** Sends a prepared document with the headers the routes send (sendDocument), the request id included. */
export function sendPrepared(request: IncomingMessage, response: ServerResponse, document: PreparedDocument) {
  const answer = answerFor(request.headers, document)
  const requestId = requestIdOf(request.headers)
  // The request id goes last, where the routes' onSend hook puts it.
  response.writeHead(answer.status, rawHeadersWithRequestId(answer.headers, requestId))
  response.end(answer.body)
  return { status: answer.status, requestId }
}

/**
 * The public pages' fast path (ADR 0014): GET /{name} and GET / for a visitor without a session,
 * answered from memory before Fastify builds its request, runs its hooks and logs. It answers only
 * what the routes have already worked out (a remembered page state and its rendered version, the
 * rendered landing page) and the 404 page for an address that can name no page (ADR 0072);
 * anything else, and every visitor with a session cookie (the owner gets the editor), takes the
 * long way through the routes, which remember for next time.
 */
export function createFastPath({ documents, rootPaths, trustProxy, log }: FastPathOptions): FastPath {
  return (request, response) => {
    if (request.method !== 'GET') return false
    // The session cookie's name ends in session_token; any other cookie does not matter here.
    if (request.headers.cookie?.includes('session_token')) return false
    const url = request.url ?? ''
    const query = url.indexOf('?')
    const path = query < 0 ? url : url.slice(0, query)
    let document: PreparedDocument | undefined
    let grid: PageState | undefined
    if (path === '/') {
      // The landing and 404 pages speak the visitor's language (ADR 0068); a `?lang=` link sets
      // the cookie, which the routes do.
      if (choosesLanguage(url, query)) return false
      document = documents.rememberedLanding(localeOfHeaders(request.headers))
    }
    // An escaped segment may decode to a page's name: the router decodes it.
    else if (ONE_SEGMENT.test(path) && !path.includes('%')) {
      const route = path.endsWith('/') ? path.slice(0, -1) : path
      if (!rootPaths.has(route)) {
        const name = normalizeName(route.slice(1))
        // What `/:name` answers without a lookup (`/wp-login.php`, `/.env`, `/favicon.ico`): scanners
        // and browsers ask for such addresses all day, and each took Fastify's whole way.
        const remembered = isPageName(name) ? documents.rememberedForVisitor(name) : NOT_FOUND
        if (remembered === NOT_FOUND) {
          if (choosesLanguage(url, query)) return false
          document = documents.notFound(localeOfHeaders(request.headers))
        } else if (remembered) {
          grid = remembered.state
          document = documents.shownTo(remembered.document, grid, request.headers['user-agent'])
        }
      }
    }
    if (!document) return false
    const { status, requestId } = sendPrepared(request, response, document)
    if (grid) documents.pageServed(new AnsweredVisit(requestId, request, trustProxy), grid)
    else if (logsAt(log, 'debug')) log.debug({ reqId: requestId, url, statusCode: status }, 'answered from memory')
    return true
  }
}
