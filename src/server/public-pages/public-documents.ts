import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { logsAt } from '../request-log.js'
import { isPublished, pageVersion, type PageState, type PageStates } from './page-states.js'
import { inAppWayOut, type WayOut } from '@domain/in-app-browsers.js'
import { prepareDocument, prepareVariant, type PreparedDocument } from './prepared-document.js'
import { VersionedCache } from './versioned-cache.js'
import { VISITOR_LANGUAGE_VARY } from './visitor-language.js'
import type { Locale } from '@domain/locales.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The public pages rendered and compressed once (by routes/public); the fast path answers from them too. */
    publicDocuments: PublicDocuments
  }
}

/** A grid's page as rendered for visitors, with what identifies its version. */
export interface RenderedGrid {
  name: string
  html: string
  version: string
  /** When what the page shows last changed: a write to the grid, or its notice's start or end passing. */
  changedAt: Date
  /** When what the page shows changes by the clock alone (its notice starts or ends), if it does. */
  expiresAt?: number
  /** The origins its embed tiles' players come from, for its CSP's frame-src. */
  frameSources: readonly string[]
}

/** A request that was served a grid's page, as the fast path and the route both know it. */
export interface PageVisit {
  id: string
  method: string
  url: string
  headers: IncomingHttpHeaders
  /** The client's address (behind trusted proxies, the forwarded one). */
  ip: string
}

export type CountView = (visit: PageVisit, grid: PageState) => void

export interface Renderers {
  /** The grid's page under its owner's current plan, or undefined if it is gone. */
  grid(name: string): Promise<RenderedGrid | undefined>
  landing(signedIn: boolean, locale: Locale): string
  notFound(locale: Locale): string
  /** A grid's rendered page with the in-app browser's bar for this way out (ADR 0064). */
  withInAppBar(html: string, wayOut: WayOut, name: string): string
}

/**
 * The bytes of the pages kept rendered and compressed, one version per grid, all three encodings
 * together: about 40 KB for the demo's page, so some 400 pages of that size, and fewer of a page
 * that grows to 200 tiles (docs/operations.md). A count bound let long pages take what they liked.
 */
const RENDERED_PAGES_MAX_BYTES = 16 * 1024 * 1024
const bytesOf = ({ bodies }: PreparedDocument) => bodies.identity.length + bodies.gzip.length + bodies.br.length

const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
/** Visitors get the page, its owner the editor, at the same address; in-app browsers get a bar. */
const PAGE_VARY = 'accept-encoding, cookie, user-agent'
/** The landing and 404 pages speak their visitor's language (ADR 0068), whose cookie also says who is signed in. */
const VISITOR_PAGE_VARY = `accept-encoding, ${VISITOR_LANGUAGE_VARY}`

/** What the fast path learns of an address whose page it knows is not there. */
export const NOT_FOUND = 'not-found'

/**
 * The public documents (grid pages, the landing page and the 404 page) rendered and compressed
 * once, and the one place that hears of every public page served, wherever it was answered.
 */
export class PublicDocuments {
  private readonly pages: VersionedCache<PreparedDocument>
  /** Renders under way, so that a burst of visitors to a new version renders it once. */
  private readonly rendering = new Map<string, Promise<PreparedDocument | undefined>>()
  /** The landing page in each language, for visitors without a session and for those signed in. */
  private readonly landings = {
    signedOut: new Map<Locale, PreparedDocument>(),
    signedIn: new Map<Locale, PreparedDocument>(),
  }
  /** Each page version's in-app variants, made on first request and gone with the version. */
  private readonly inAppVariants = new WeakMap<PreparedDocument, Map<WayOut, PreparedDocument>>()
  private readonly notFoundDocuments = new Map<Locale, PreparedDocument>()

  constructor(
    private readonly pageStates: PageStates,
    private readonly render: Renderers,
    private readonly log: FastifyBaseLogger,
    private readonly countView: CountView,
    now: () => number,
  ) {
    this.pages = new VersionedCache({ maxBytes: RENDERED_PAGES_MAX_BYTES, bytesOf }, now)
  }

  /**
   * The same for every unknown address, so it is rendered once per language (scanners ask for
   * thousands); each language's copy has its own ETag.
   */
  notFound(locale: Locale): PreparedDocument {
    let document = this.notFoundDocuments.get(locale)
    if (!document) {
      document = prepareDocument(this.render.notFound(locale), {
        status: 404,
        cacheControl: 'no-cache',
        vary: VISITOR_PAGE_VARY,
      })
      this.notFoundDocuments.set(locale, document)
    }
    return document
  }

  landing(signedIn: boolean, locale: Locale): PreparedDocument {
    const landings = signedIn ? this.landings.signedIn : this.landings.signedOut
    let document = landings.get(locale)
    if (!document) {
      document = prepareDocument(this.render.landing(signedIn, locale), {
        status: 200,
        cacheControl: 'no-cache',
        vary: VISITOR_PAGE_VARY,
      })
      landings.set(locale, document)
    }
    return document
  }

  /** What a visitor (anyone but the owner) sees at the grid's address, or undefined for the 404 page. */
  async forVisitor(state: PageState | undefined): Promise<PreparedDocument | undefined> {
    if (!state || !isPublished(state)) return undefined
    const version = pageVersion(state)
    const key = `${state.name}|${version}`
    return this.pages.get(state.name, version) ?? (await (this.rendering.get(key) ?? this.renderOnce(key, state.name)))
  }

  private renderOnce(key: string, name: string): Promise<PreparedDocument | undefined> {
    const rendering = this.render
      .grid(name)
      .then((grid) => {
        if (!grid) return undefined
        const page = prepareDocument(grid.html, {
          status: 200,
          cacheControl: PAGE_CACHE_CONTROL,
          vary: PAGE_VARY,
          changedAt: grid.changedAt,
          frameSources: grid.frameSources,
        })
        this.pages.set(grid.name, grid.version, page, grid.expiresAt)
        return page
      })
      .finally(() => this.rendering.delete(key))
    this.rendering.set(key, rendering)
    return rendering
  }

  /**
   * Without any I/O, what a visitor without a session gets at /{name}, if this instance already
   * knows it: the page, or NOT_FOUND for the 404 page in the visitor's language; undefined sends
   * the request the long way (the route reads, renders and remembers).
   */
  rememberedForVisitor(name: string): { document: PreparedDocument; state: PageState } | typeof NOT_FOUND | undefined {
    const remembered = this.pageStates.cache.peek(name)
    if (!remembered) return undefined
    const { state, version } = remembered
    if (!state || !version || !isPublished(state)) return NOT_FOUND
    const document = this.pages.get(state.name, version)
    return document && { document, state }
  }

  /**
   * The grid's page as this visitor's browser gets it: with the bar out of an in-app browser
   * (ADR 0064), else as it is. An ordinary browser costs one regular expression test.
   */
  shownTo(page: PreparedDocument, grid: PageState, userAgent: string | undefined): PreparedDocument {
    const wayOut = page.status === 200 ? inAppWayOut(userAgent) : undefined
    if (!wayOut) return page
    let variants = this.inAppVariants.get(page)
    if (!variants) this.inAppVariants.set(page, (variants = new Map()))
    let variant = variants.get(wayOut)
    if (!variant) {
      variant = prepareVariant(page, this.render.withInAppBar(page.bodies.identity.toString(), wayOut, grid.name))
      variants.set(wayOut, variant)
    }
    return variant
  }

  /** The landing page in this language for a visitor without a session, if it was rendered already. */
  rememberedLanding(locale: Locale): PreparedDocument | undefined {
    return this.landings.signedOut.get(locale)
  }

  /**
   * The one place that knows a grid's page was served to a visitor (200, or 304 for a copy still
   * current), whichever path answered it: analytics counts the view here.
   */
  pageServed(visit: PageVisit, grid: PageState): void {
    if (logsAt(this.log, 'debug')) this.log.debug({ reqId: visit.id, url: visit.url, grid: grid.name }, 'page served')
    this.countView(visit, grid)
  }
}
