/**
 * What an embed tile may show: a URL is recognised by these parsers alone (no network), each
 * accepting only its provider's own hosts, and is stored as its canonical address without
 * tracking parameters. The player's address is derived from it, and the page's CSP lets in
 * exactly the players' origins (EMBED_FRAME_ORIGINS).
 */
export const EMBED_PROVIDERS = [
  'YouTube',
  'Vimeo',
  'Spotify',
  'SoundCloud',
  'Apple Music',
  'Bandcamp',
  'OpenStreetMap',
] as const
export type EmbedProvider = (typeof EMBED_PROVIDERS)[number]

export interface RecognisedEmbed {
  provider: EmbedProvider
  /** The original content's address, canonical and without tracking parameters: the facade's link. */
  url: string
  /** The provider's player, loaded only when the visitor asks for it; absent where it needs data from the provider (Bandcamp's numeric id). */
  player?: string
}

export type EmbedResult = { ok: true; embed: RecognisedEmbed } | { ok: false; message: string }

export const UNSUPPORTED_EMBED_MESSAGE = `This link cannot be embedded. Supported: YouTube, Vimeo, Spotify, SoundCloud, Apple Music, Bandcamp, and OpenStreetMap links or coordinates.`

/** Each player's origin, for the CSP's frame-src of pages that have an embed tile. */
export const EMBED_FRAME_ORIGINS: Record<EmbedProvider, string> = {
  YouTube: 'https://www.youtube-nocookie.com',
  Vimeo: 'https://player.vimeo.com',
  Spotify: 'https://open.spotify.com',
  SoundCloud: 'https://w.soundcloud.com',
  'Apple Music': 'https://embed.music.apple.com',
  Bandcamp: 'https://bandcamp.com',
  OpenStreetMap: 'https://www.openstreetmap.org',
}

const isHostOf = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

const YOUTUBE_ID = /^[\w-]{11}$/
const YOUTUBE_LIST = /^[\w-]{10,64}$/

function youtube(url: URL): RecognisedEmbed | undefined {
  const host = url.hostname
  const path = url.pathname.split('/').filter(Boolean)
  let id: string | undefined
  if (host === 'youtu.be') id = path[0]
  else if (isHostOf(host, 'youtube.com') || isHostOf(host, 'youtube-nocookie.com')) {
    if (path[0] === 'watch') id = url.searchParams.get('v') ?? undefined
    else if (path[0] === 'shorts' || path[0] === 'embed' || path[0] === 'live') id = path[1]
    else if (path[0] === 'playlist') {
      const list = url.searchParams.get('list') ?? ''
      if (!YOUTUBE_LIST.test(list)) return undefined
      return {
        provider: 'YouTube',
        url: `https://www.youtube.com/playlist?list=${list}`,
        player: `${EMBED_FRAME_ORIGINS.YouTube}/embed/videoseries?list=${list}&autoplay=1`,
      }
    }
  } else return undefined
  if (!id || !YOUTUBE_ID.test(id)) return undefined
  const start = /^\d+s?$/.test(url.searchParams.get('t') ?? '') ? parseInt(url.searchParams.get('t')!, 10) : 0
  return {
    provider: 'YouTube',
    url: `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}`,
    player: `${EMBED_FRAME_ORIGINS.YouTube}/embed/${id}?autoplay=1${start ? `&start=${start}` : ''}`,
  }
}

function vimeo(url: URL): RecognisedEmbed | undefined {
  if (!isHostOf(url.hostname, 'vimeo.com')) return undefined
  const path = url.pathname.split('/').filter(Boolean)
  const [id, hash] = url.hostname === 'player.vimeo.com' && path[0] === 'video' ? path.slice(1) : path
  if (!id || !/^\d{1,12}$/.test(id)) return undefined
  const privateHash = hash && /^[\da-f]{6,20}$/.test(hash) ? hash : undefined
  return {
    provider: 'Vimeo',
    url: `https://vimeo.com/${id}${privateHash ? `/${privateHash}` : ''}`,
    player: `${EMBED_FRAME_ORIGINS.Vimeo}/video/${id}?autoplay=1${privateHash ? `&h=${privateHash}` : ''}`,
  }
}

const SPOTIFY_KINDS = new Set(['track', 'album', 'playlist', 'episode', 'show'])

function spotify(url: URL): RecognisedEmbed | undefined {
  if (url.hostname !== 'open.spotify.com') return undefined
  const path = url.pathname.split('/').filter(Boolean)
  // Localised links (`/intl-de/track/…`) and player links (`/embed/track/…`) name the same item.
  const [kind, id] = path[0] === 'embed' || path[0]?.startsWith('intl-') ? path.slice(1) : path
  if (!kind || !SPOTIFY_KINDS.has(kind) || !id || !/^[\dA-Za-z]{22}$/.test(id)) return undefined
  return {
    provider: 'Spotify',
    url: `https://open.spotify.com/${kind}/${id}`,
    player: `${EMBED_FRAME_ORIGINS.Spotify}/embed/${kind}/${id}`,
  }
}

const SLUG = /^[\w-]{1,100}$/

function soundcloud(url: URL): RecognisedEmbed | undefined {
  if (url.hostname !== 'soundcloud.com' && url.hostname !== 'www.soundcloud.com' && url.hostname !== 'm.soundcloud.com')
    return undefined
  const path = url.pathname.split('/').filter(Boolean)
  const isTrack = path.length === 2
  const isSet = path.length === 3 && path[1] === 'sets'
  if (!(isTrack || isSet) || !path.every((part) => SLUG.test(part))) return undefined
  const canonical = `https://soundcloud.com/${path.join('/')}`
  return {
    provider: 'SoundCloud',
    url: canonical,
    player: `${EMBED_FRAME_ORIGINS.SoundCloud}/player/?url=${encodeURIComponent(canonical)}&auto_play=true`,
  }
}

const APPLE_MUSIC_KINDS = new Set(['album', 'playlist', 'song', 'music-video', 'station'])

function appleMusic(url: URL): RecognisedEmbed | undefined {
  if (url.hostname !== 'music.apple.com') return undefined
  const [country, kind, ...rest] = url.pathname.split('/').filter(Boolean)
  if (!country || !/^[a-z]{2}$/.test(country) || !kind || !APPLE_MUSIC_KINDS.has(kind)) return undefined
  if (rest.length < 1 || rest.length > 2 || !rest.every((part) => /^[\w.%-]{1,200}$/.test(part))) return undefined
  const song = url.searchParams.get('i')
  const query = song && /^\d{1,15}$/.test(song) ? `?i=${song}` : ''
  const path = `/${country}/${kind}/${rest.join('/')}${query}`
  return {
    provider: 'Apple Music',
    url: `https://music.apple.com${path}`,
    player: `${EMBED_FRAME_ORIGINS['Apple Music']}${path}`,
  }
}

/** Bandcamp's player names an album or track by its number, which only its page tells (ADR 0064). */
export const BANDCAMP_ITEM = /^(album|track)=\d{1,12}$/

export const bandcampPlayer = (item: string) =>
  `${EMBED_FRAME_ORIGINS.Bandcamp}/EmbeddedPlayer/${item}/size=large/bgcol=ffffff/linkcol=0687f5/tracklist=false/transparent=true/`

function bandcamp(url: URL): RecognisedEmbed | undefined {
  const artist = url.hostname.endsWith('.bandcamp.com') ? url.hostname.slice(0, -'.bandcamp.com'.length) : ''
  if (!/^[a-z\d-]{1,63}$/.test(artist)) return undefined
  const [kind, slug, ...rest] = url.pathname.split('/').filter(Boolean)
  if ((kind !== 'album' && kind !== 'track') || !slug || !SLUG.test(slug) || rest.length) return undefined
  return { provider: 'Bandcamp', url: `https://${artist}.bandcamp.com/${kind}/${slug}` }
}

interface MapPoint {
  lat: number
  lon: number
  zoom: number
}

const DEFAULT_MAP_ZOOM = 15

function mapEmbed({ lat, lon, zoom }: MapPoint): RecognisedEmbed {
  // The embed takes a bounding box: about a tile's width of map around the point at this zoom.
  const span = 360 / 2 ** zoom
  const bbox = [lon - span, lat - span / 2, lon + span, lat + span / 2].map((value) => value.toFixed(5)).join(',')
  return {
    provider: 'OpenStreetMap',
    url: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`,
    player: `${EMBED_FRAME_ORIGINS.OpenStreetMap}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`,
  }
}

function point(lat: number, lon: number, zoom = DEFAULT_MAP_ZOOM): MapPoint | undefined {
  const ok = Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180
  return ok
    ? { lat: Number(lat.toFixed(5)), lon: Number(lon.toFixed(5)), zoom: Math.min(Math.max(Math.round(zoom), 1), 19) }
    : undefined
}

function openStreetMap(url: URL): RecognisedEmbed | undefined {
  if (url.hostname !== 'www.openstreetmap.org' && url.hostname !== 'openstreetmap.org') return undefined
  const view = /^#map=(\d{1,2})\/(-?[\d.]+)\/(-?[\d.]+)/.exec(url.hash)
  const marker = [url.searchParams.get('mlat'), url.searchParams.get('mlon')]
  const found =
    marker[0] && marker[1]
      ? point(Number(marker[0]), Number(marker[1]), view ? Number(view[1]) : undefined)
      : view
        ? point(Number(view[2]), Number(view[3]), Number(view[1]))
        : undefined
  return found && mapEmbed(found)
}

const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/

const PARSERS = [youtube, vimeo, spotify, soundcloud, appleMusic, bandcamp, openStreetMap]

/** Recognises a pasted link (or `lat, lon` coordinates) as one of the supported embeds. */
export function recogniseEmbed(input: string): EmbedResult {
  const text = input.trim()
  const coordinates = COORDINATES.exec(text)
  if (coordinates) {
    const found = point(Number(coordinates[1]), Number(coordinates[2]))
    return found ? { ok: true, embed: mapEmbed(found) } : { ok: false, message: UNSUPPORTED_EMBED_MESSAGE }
  }
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return { ok: false, message: UNSUPPORTED_EMBED_MESSAGE }
  }
  if (url.username || url.password || (url.port && url.port !== '443'))
    return { ok: false, message: UNSUPPORTED_EMBED_MESSAGE }
  for (const parse of PARSERS) {
    const embed = parse(url)
    if (embed) return { ok: true, embed }
  }
  return { ok: false, message: UNSUPPORTED_EMBED_MESSAGE }
}
