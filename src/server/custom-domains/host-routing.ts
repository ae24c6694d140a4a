import type { IncomingMessage, ServerResponse } from 'node:http'
import { clickBeaconPath, OG_IMAGE_ROUTE } from '../public-pages/page-addresses.js'
import type { ActiveDomains, DomainSite } from './active-domains.js'
import { hostNameOf } from './active-domains.js'

/** Answers a request on a custom domain that is not its grid's and returns true, or returns false. */
export type HostRouting = (request: IncomingMessage, response: ServerResponse) => boolean

/** The addresses every page loads, whatever its grid. */
const SHARED_PREFIXES = ['/uploads/', '/scripts/', '/fonts/']
const SHARED_PATHS = new Set(['/favicon.svg', '/api/account/session'])

/**
 * The installation's address of what a custom domain's visitor asks for, or undefined for anything
 * that is not its grid's page or what the page uses: its `/` is the page at /{name}; its answers,
 * sensitive-content confirmations and message form, the message and click APIs, its share image and
 * the files every page loads keep their paths (the page links to them as on the installation).
 */
export function pathOnSite(site: DomainSite, path: string): string | undefined {
  const page = `/${site.gridName}`
  if (path === '/') return page
  if (path === page || path.startsWith(`${page}/`)) {
    return /^(\/(answers|messages|go\/[\w-]+))?\/?$/.test(path.slice(page.length)) ? path : undefined
  }
  if (path === `/api/grids/${site.gridName}/messages`) return path
  if (path.startsWith(clickBeaconPath(site.gridId, ''))) return path
  if (path === OG_IMAGE_ROUTE.replace(':name', site.gridName)) return path
  if (SHARED_PATHS.has(path) || SHARED_PREFIXES.some((prefix) => path.startsWith(prefix))) return path
  return undefined
}

/**
 * In front of the public pages' fast path (ADR 0014, 0065): a request whose Host is an active custom
 * domain is readdressed to its grid's page, or answered with the 404 page (`notFound`). It never
 * reads a session there: the cookie header is dropped, so the owner too gets the page from the
 * fast path's cache; signing in, the editor and the API stay on the installation's address.
 */
export function createHostRouting(domains: ActiveDomains, notFound: HostRouting): HostRouting {
  return (request, response) => {
    // Most installations have none, and every request passes here (ADR 0072).
    if (domains.empty) return false
    const site = domains.siteAt(hostNameOf(request.headers.host))
    if (!site) return false
    delete request.headers.cookie
    const url = request.url ?? '/'
    const query = url.indexOf('?')
    const path = pathOnSite(site, query < 0 ? url : url.slice(0, query))
    if (path === undefined) return notFound(request, response)
    request.url = query < 0 ? path : path + url.slice(query)
    return false
  }
}
