import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import { EmbedPreview, needsEmbedPreview } from '@domain/embed-tile.js'
import { recogniseEmbed, type EmbedProvider } from '@domain/embeds.js'
import type { StoredTile } from '@domain/grid.js'
import { EMBED_TILE } from '@domain/tile-types.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { storeUpload } from '../services/uploads.js'
import type { Storage } from '../storage/storage.js'
import { safeFetch, type SafeFetchOptions } from './safe-fetch.js'

/**
 * The embed tiles' previews, fetched when a grid is saved (ADR 0064): the provider's oEmbed title
 * and author and its thumbnail, copied into our storage as WebP like an upload, so that the public
 * page loads nothing from the provider. A fetch that fails (offline, provider down, refused by the
 * SSRF rules) leaves the tile without a preview: it saves, the page draws a poster in the
 * provider's colours, and a save five minutes later tries again (saves in between do not wait on
 * a provider that is down or an address that hangs until the deadline).
 */

/**
 * Where each provider tells what a link shows: its published oEmbed endpoint, or for Bandcamp
 * (which has none) the page itself, whose Open Graph tags name the player's album or track. Apple
 * Music and maps get the drawn poster.
 */
const OEMBED_ENDPOINTS: Partial<Record<EmbedProvider, string>> = {
  YouTube: 'https://www.youtube.com/oembed?format=json&url=',
  Vimeo: 'https://vimeo.com/api/oembed.json?url=',
  Spotify: 'https://open.spotify.com/oembed?url=',
  SoundCloud: 'https://soundcloud.com/oembed?format=json&url=',
}

const OEMBED_MAX_BYTES = 64 * 1024
/** Bandcamp's pages hold their Open Graph tags in the head, within the first few hundred KB. */
const PAGE_MAX_BYTES = 1024 * 1024
const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024
const MAX_REDIRECTS = 3

const OEmbedAnswer = z.object({
  title: z.string().catch(''),
  author_name: z.string().catch(''),
  thumbnail_url: z.string().optional().catch(undefined),
})

/** How long an address whose preview could not be fetched is not asked again. */
export const EMBED_RETRY_AFTER_MS = 5 * 60_000

/** The addresses whose preview could not be fetched lately, with when (the process's last 1,000). */
export class RecentEmbedFailures {
  private readonly failedAt = new LRUCache<string, number>({ max: 1000 })

  constructor(private readonly now: () => number = Date.now) {}

  isRecent(url: string): boolean {
    const at = this.failedAt.get(url)
    return at !== undefined && this.now() - at < EMBED_RETRY_AFTER_MS
  }

  record(url: string): void {
    this.failedAt.set(url, this.now())
  }
}

export interface EmbedFetchSettings {
  timeoutMs: number
  /** Tests only: the local fake provider every oEmbed request goes to (EMBED_TEST_PROVIDER). */
  testOrigin?: string
  /** The process's memory of failed addresses; without one (the demo seed) every save asks. */
  recentFailures?: RecentEmbedFailures
}

/** The settings of one server, with its memory of failed addresses judged by its clock. */
export const embedFetchSettings = (config: Config, now?: () => number): EmbedFetchSettings => ({
  timeoutMs: config.EMBED_FETCH_TIMEOUT_MS,
  testOrigin: config.EMBED_TEST_PROVIDER && new URL(config.EMBED_TEST_PROVIDER).origin,
  recentFailures: new RecentEmbedFailures(now),
})

/** The address to ask, on the test provider's origin when there is one. */
function addressFor(provider: EmbedProvider, url: string, settings: EmbedFetchSettings): string | undefined {
  const endpoint = OEMBED_ENDPOINTS[provider]
  const real = endpoint
    ? new URL(endpoint + encodeURIComponent(url))
    : provider === 'Bandcamp'
      ? new URL(url)
      : undefined
  if (!real) return undefined
  return settings.testOrigin ? new URL(real.pathname + real.search, settings.testOrigin).href : real.href
}

/** What a provider tells about a link. */
interface ProviderAnswer {
  title: string
  author: string
  thumbnail: string | undefined
  bandcampItem?: string
}

const fromOEmbed = (body: Buffer): ProviderAnswer => {
  const answer = OEmbedAnswer.parse(JSON.parse(body.toString('utf8')))
  return { title: answer.title, author: answer.author_name, thumbnail: answer.thumbnail_url }
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", apos: "'", lt: '<', gt: '>' }
const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|#39|apos|lt|gt);/g, (_, name: string) => ENTITIES[name]!)

/** A Bandcamp page's Open Graph tags: "Album, by Artist", the cover, and the player's album or track. */
function fromBandcampPage(body: Buffer): ProviderAnswer {
  const html = body.toString('utf8')
  const meta = (property: string) => {
    const tag = new RegExp(`<meta[^>]+property="og:${property}"[^>]+content="([^"]*)"`).exec(html)
    return tag ? decodeEntities(tag[1]!) : undefined
  }
  const [title = '', author = ''] = (meta('title') ?? '').split(', by ')
  const item = /\/(album|track)=(\d{1,12})\//.exec(meta('video') ?? '')
  return { title, author, thumbnail: meta('image'), bandcampItem: item ? `${item[1]}=${item[2]}` : undefined }
}

interface Fetched {
  preview: EmbedPreview
  image: string
}

export interface PreviewContext {
  db: Db
  storage: Storage
  ownerId: string
  settings: EmbedFetchSettings
}

async function fetchPreview(url: string, { db, storage, ownerId, settings }: PreviewContext): Promise<Fetched> {
  const recognised = recogniseEmbed(url)
  const provider = recognised.ok ? recognised.embed.provider : undefined
  const address = provider && addressFor(provider, url, settings)
  if (!address) return { preview: { url, title: '', author: '' }, image: '' }
  const options = (maxBytes: number, accept: string): SafeFetchOptions => ({
    timeoutMs: settings.timeoutMs,
    maxBytes,
    maxRedirects: MAX_REDIRECTS,
    accept,
    testOrigin: settings.testOrigin,
  })
  const answer =
    provider === 'Bandcamp'
      ? fromBandcampPage((await safeFetch(address, options(PAGE_MAX_BYTES, 'text/html'))).body)
      : fromOEmbed((await safeFetch(address, options(OEMBED_MAX_BYTES, 'application/json'))).body)
  // Through the schema the client sends it back with: one line each, bounded, the player's number checked.
  const preview = EmbedPreview.parse({
    url,
    title: answer.title.slice(0, 200),
    author: answer.author.slice(0, 200),
    bandcampItem: answer.bandcampItem,
  })
  if (!answer.thumbnail) return { preview, image: '' }
  // A thumbnail that cannot be had (refused, too large, not an image) leaves the drawn poster.
  const image = await safeFetch(answer.thumbnail, options(THUMBNAIL_MAX_BYTES, 'image/*'))
    .then((thumbnail) => storeUpload(db, storage, ownerId, 'tile_images', thumbnail.body))
    .then((stored) => stored.url)
    .catch(() => '')
  return { preview, image }
}

/**
 * The tiles with their embeds' previews brought up to date, on both layouts (a tile's data is the
 * same on both): each embed tile whose preview is missing or belongs to another address is fetched
 * (all at once, each within the deadline); one whose fetch fails, or failed within the last
 * five minutes, loses its stale poster and preview. Other tiles are returned as they are.
 */
export async function withEmbedPreviews<Layouts extends { tiles: StoredTile[]; mobileTiles: StoredTile[] }>(
  layouts: Layouts,
  context: PreviewContext,
): Promise<Layouts> {
  const tiles = await Promise.all(
    layouts.tiles.map(async (tile) => {
      if (tile.type !== EMBED_TILE || !needsEmbedPreview(tile.data)) return tile
      const { preview: _stale, image: _staleImage, ...data } = tile.data
      const url = String(data.url)
      const failures = context.settings.recentFailures
      const fetched = failures?.isRecent(url)
        ? undefined
        : await fetchPreview(url, context).catch(() => void failures?.record(url))
      return {
        ...tile,
        data: fetched ? { ...data, preview: fetched.preview, image: fetched.image } : { ...data, image: '' },
      }
    }),
  )
  const dataOf = new Map(tiles.map((tile) => [tile.id, tile.data]))
  const mobileTiles = layouts.mobileTiles.map((tile) => ({ ...tile, data: dataOf.get(tile.id) ?? tile.data }))
  return { ...layouts, tiles, mobileTiles }
}
