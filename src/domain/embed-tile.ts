import { z } from 'zod'
import {
  BANDCAMP_ITEM,
  bandcampPlayer,
  EMBED_FRAME_ORIGINS,
  recogniseEmbed,
  type EmbedProvider,
  type RecognisedEmbed,
} from './embeds.js'
import { singleLineText } from './text.js'
import { textField, type TileData } from './tile-fields.js'
import { safeImageSrc } from './urls.js'

/**
 * The embed tile's data: the pasted address (stored canonical), the creator's title if any, and
 * what the server learned from the provider when the tile was saved (its oEmbed title and author,
 * for the address they belong to) with our copy of the poster in `image`.
 */
export const EMBED_TITLE_MAX = 100
const PREVIEW_TEXT_MAX = 200

/** The pasted link, stored as its canonical address; an unknown one is refused with what is supported. */
export const EmbedUrl = z
  .string()
  .max(2048)
  .transform((value, context) => {
    const result = recogniseEmbed(value)
    if (result.ok) return result.embed.url
    context.addIssue({ code: 'custom', message: result.message })
    return z.NEVER
  })

/** Written by the server at save (oEmbed); the client sends back what it was given. */
export const EmbedPreview = z.object({
  url: z.string().max(2048),
  title: singleLineText().trim().max(PREVIEW_TEXT_MAX).catch(''),
  author: singleLineText().trim().max(PREVIEW_TEXT_MAX).catch(''),
  /** Bandcamp's album or track number (`album=123`), from its page: its player needs it. */
  bandcampItem: z.string().regex(BANDCAMP_ITEM).optional().catch(undefined),
})
export type EmbedPreview = z.infer<typeof EmbedPreview>

export type EmbedKind = 'video' | 'audio' | 'map'

const KINDS: Record<EmbedProvider, EmbedKind> = {
  YouTube: 'video',
  Vimeo: 'video',
  Spotify: 'audio',
  SoundCloud: 'audio',
  'Apple Music': 'audio',
  Bandcamp: 'audio',
  OpenStreetMap: 'map',
}

/** The facade's badge: what a click does. */
export const EMBED_BADGE_LABELS: Record<EmbedKind, string> = { video: 'Play', audio: 'Listen', map: 'View map' }

/** What a tile shows before the provider has told us a title (offline, or a map). */
export const EMBED_KIND_LABELS: Record<EmbedKind, string> = { video: 'Video', audio: 'Music', map: 'Map' }

export interface ShownEmbed extends RecognisedEmbed {
  kind: EmbedKind
  /** The creator's title, else the provider's; none before the provider has told one (then EMBED_KIND_LABELS). */
  title: string | undefined
  author: string
  /** Our copy of the provider's poster; undefined where the page draws one (provider colour and mark). */
  poster: string | undefined
}

function storedPreview(data: TileData, url: string): EmbedPreview | undefined {
  const parsed = EmbedPreview.safeParse(data.preview)
  return parsed.success && parsed.data.url === url ? parsed.data : undefined
}

/**
 * A stored tile's embed, checked again at render time (the data is JSON from the database): an
 * address that no parser accepts any more shows nothing. The poster and the provider's title
 * count only for the address they were fetched for.
 */
export function shownEmbed(data: TileData): ShownEmbed | undefined {
  const recognised = recogniseEmbed(textField(data, 'url'))
  if (!recognised.ok) return undefined
  const { embed } = recognised
  const kind = KINDS[embed.provider]
  const preview = storedPreview(data, embed.url)
  const title = textField(data, 'title').trim() || preview?.title || undefined
  const player = embed.player ?? (preview?.bandcampItem && bandcampPlayer(preview.bandcampItem))
  return {
    ...embed,
    player,
    kind,
    title,
    author: preview?.author ?? '',
    poster: preview ? safeImageSrc(textField(data, 'image')) : undefined,
  }
}

/** Whether the tile's stored preview is missing or belongs to another address: the save fetches it (again). */
export function needsEmbedPreview(data: TileData): boolean {
  const url = textField(data, 'url')
  return url !== '' && storedPreview(data, url) === undefined
}

/** A provider's name as a CSS class suffix (`embed-apple-music`). */
export const providerSlug = (provider: EmbedProvider) => provider.toLowerCase().replace(/\s+/g, '-')

/**
 * The player origins a page's CSP lets in (frame-src): those of its embed tiles' players, each once
 * and in a stable order, so that the same page always has the same header. None without an embed.
 */
export function embedFrameOrigins(embedTiles: readonly TileData[]): string[] {
  const origins = new Set<string>()
  for (const data of embedTiles) {
    const embed = shownEmbed(data)
    if (embed?.player) origins.add(EMBED_FRAME_ORIGINS[embed.provider])
  }
  return [...origins].sort()
}
