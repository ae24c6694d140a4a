import type { GridSettings, TileType } from '../grid.js'
import type { ImportFormat } from './formats.js'
import type { Rect } from '../layout.js'
import { isLinkIconName, type LinkIconName } from '../link-icons.js'
import { TILE_FIELD_LIMITS } from '../tile-data.js'
import { OWNER_INTRODUCTION } from '../tile-types.js'
import { phrase, verbatim, withoutBidiControls, type Phrase } from '../text.js'
import type { TileVisibility } from '../tile-visibility.js'
import type { UploadBucket } from '../uploads.js'
import { normalizeLinkUrl } from '../urls.js'

/*
 * What every importer produces (ADR 0067): tiles in our stored shape, without a place yet, and the
 * items it left out with the reason. The parsers are pure: they read a file's text and never fetch
 * anything; images come only from inside the file (base64), uploaded by the server afterwards.
 */

export const SKIP_REASONS = {
  unfetchable: 'it could not be fetched (public https addresses only, images up to 5 MB)',
  tooManyRemote: 'at most {max} images at other addresses are fetched per import',
  notAnImage: 'it is not an image inside the file or a web address',
  emptyLink: 'it has no address',
  spacer: 'spacers have no tile here; the grid leaves room itself',
  inactive: 'it is switched off on Linktree',
  locked: 'it is locked on Linktree (age, code or payment)',
  unknownType: '“{type}” blocks have no tile here',
  noRoom: 'there is no free room for it on the grid',
  proOnly: 'this tile is available only for PRO users',
  tooManySocial: 'a social links tile holds at most {max} links',
  introductionFull: 'your introduction already has a name, description and photo',
  notBase64Image: 'it is not a JPEG, PNG, WebP, GIF or AVIF image in base64',
  notInFile: 'the file does not hold it',
} as const

/** How the preview names what is added or left out; the values are the file's own words. */
export const IMPORT_LABELS = {
  link: 'Link ({title})',
  text: 'Text ({title})',
  image: 'Image ({title})',
  photo: 'Image (photo)',
  embed: 'Embed ({title})',
  socialLinks: 'Social links ({platforms})',
  introductionNamed: 'Introduction ({name})',
  introductionWithPhoto: 'Introduction ({name}, photo)',
  introductionPhoto: 'Introduction (photo)',
  introductionDescription: 'Introduction (description)',
  tileWithSummary: '{type} ({summary})',
  linkWithAddress: '{title} ({address})',
  untitledLink: 'an untitled link',
  untitledItem: 'an untitled item',
  block: 'a {type} block',
  spacer: 'a spacer',
  avatar: 'the avatar',
  imageOf: 'the image of {tile}',
  imageAt: 'the image of {tile} ({address})',
  introductionFields: 'your Introduction’s {fields}',
} as const

/** The introduction's fields an import fills, as `introductionFields` lists them. */
export const INTRODUCTION_FIELD_WORDS = { name: 'name', description: 'description', photo: 'photo' } as const

/**
 * An image for the tile's `data.image`, to go through the upload pipeline: the bytes inside the file
 * (base64), or a web address the server fetches under its SSRF rules (ADR 0064).
 */
export type PendingImage = { bucket: UploadBucket } & ({ base64: string } | { url: string })

/** One tile to add: its type, its data as the tile stores it, and how the preview names it. */
export interface ImportedTile {
  type: TileType
  data: Record<string, unknown>
  /** What the preview calls it, e.g. "Link (GitHub)". */
  label: Phrase
  color?: string
  /** The cells it takes where it finds room (else its type's default size). */
  size?: { width: number; height: number }
  /** Where it was on both layouts (a Tessera file), kept when the target has room there. */
  at?: { desktop: Rect; mobile?: Rect }
  image?: PendingImage
  /** Hidden, sensitive or scheduled (a Tessera file). */
  visibility?: TileVisibility
}

export interface SkippedItem {
  /** What was left out, as the file names it (a title, or the address). */
  item: Phrase
  reason: Phrase
}

export interface ParsedImport {
  format: ImportFormat
  /** In the source's reading order. */
  tiles: ImportedTile[]
  skipped: SkippedItem[]
  /** A Tessera file is a whole page: its look replaces the grid's and its tiles replace the grid's tiles. */
  page?: { settings: GridSettings; theme: string }
}

/** Cut to at most `max` characters (an ellipsis marks the cut). */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}

/* eslint-disable no-control-regex -- removing control characters is the point */
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g
const ALL_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g
/* eslint-enable no-control-regex */

/** One line of text from a file: no controls, no bidirectional overrides, spaces collapsed, at most `max`. */
export function singleLine(value: unknown, max: number): string {
  if (typeof value !== 'string') return ''
  return clip(withoutBidiControls(value.replace(ALL_CONTROLS, ' ')).replace(/\s+/g, ' ').trim(), max)
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })
}

/**
 * HTML from another service made plain text: scripts and styles dropped with their content, block
 * ends and `<br>` made line breaks, every other tag removed, entities decoded. The result is text,
 * shown escaped like anything typed; nothing of the markup survives.
 */
export function plainTextOfHtml(html: string, max: number = TILE_FIELD_LIMITS.text): string {
  const text = html
    .replace(/<(script|style|template|iframe|object|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|ul|ol|tr)\s*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<[^>]*>?/g, '')
  const decoded = withoutBidiControls(decodeEntities(text))
    .replace(/\r\n?/g, '\n')
    .replace(CONTROLS_BUT_LINES, '')
    // Entities may have spelled markup: what they decode to is text, but a tag-looking rest is noise.
    .replace(/<\/?[a-z][^>]*>/gi, '')
  const lines = decoded.split('\n').map((line) => line.replace(/[ \t]+/g, ' ').trim())
  return clip(
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    max,
  )
}

/** A link from a file, through the same check as a typed one, or why it is skipped. */
export function checkedLink(value: unknown): { ok: true; url: string } | { ok: false; reason: Phrase } {
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, reason: phrase(SKIP_REASONS.emptyLink) }
  const result = normalizeLinkUrl(value)
  return result.ok ? { ok: true, url: result.url } : { ok: false, reason: phrase(result.message) }
}

/** The file's own name for an item, or the label that stands in when it has none. */
export const namedOr = (name: string, fallback: Phrase): Phrase => (name ? verbatim(name) : fallback)

/** A link left out: its title and, where it has one, the address it held (so an unsafe one is seen). */
export function skippedLink(title: string, address: unknown, reason: Phrase): SkippedItem {
  const shown = singleLine(address, 200)
  const item =
    title && shown
      ? phrase(IMPORT_LABELS.linkWithAddress, { title, address: shown })
      : namedOr(title || shown, phrase(IMPORT_LABELS.untitledLink))
  return { item, reason }
}

/** The spec's icon for a web address whose site has one ("github.com" → GitHub), else Other. */
export function linkIconFor(url: string): LinkIconName {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return 'Other'
  }
  if (host === 'x.com' || host.endsWith('.x.com') || host === 't.co') return 'Twitter'
  if (host === 'youtu.be') return 'YouTube'
  const site = host.split('.').at(-2) ?? ''
  const name = ['Facebook', 'Discord', 'Instagram', 'Reddit', 'Snapchat', 'Telegram', 'TikTok', 'Twitch', 'Twitter']
    .concat(['WhatsApp', 'YouTube', 'LinkedIn', 'Wikipedia', 'Pinterest', 'GitHub', 'Spotify', 'Vimeo', 'Shopify'])
    .find((candidate) => candidate.toLowerCase() === site)
  return name && isLinkIconName(name) ? name : 'Other'
}

/** A link tile for a checked address, labelled with its title. */
export function linkTile(url: string, title: string): ImportedTile {
  const label = singleLine(title, TILE_FIELD_LIMITS.linkLabel)
  return {
    type: 'link',
    data: { links: [{ url, icon: linkIconFor(url) }], ...(label ? { label } : {}) },
    label: phrase(IMPORT_LABELS.link, { title: label || url }),
  }
}

/** The introduction of a display name, a description and a picture; undefined when all are empty. */
export function introductionTile(
  firstName: string,
  description: string,
  image?: PendingImage,
): ImportedTile | undefined {
  if (!firstName && !description && !image) return undefined
  return {
    type: OWNER_INTRODUCTION,
    data: { firstName, description },
    label: introductionLabel(firstName, image !== undefined),
    ...(image ? { image } : {}),
  }
}

function introductionLabel(name: string, withPhoto: boolean): Phrase {
  if (name) return phrase(withPhoto ? IMPORT_LABELS.introductionWithPhoto : IMPORT_LABELS.introductionNamed, { name })
  return phrase(withPhoto ? IMPORT_LABELS.introductionPhoto : IMPORT_LABELS.introductionDescription)
}

/** Puts the social links tile where link pages show their icons: after the introduction, else first. */
export function insertSocialTile(tiles: ImportedTile[], socialTile: ImportedTile | undefined) {
  if (socialTile) tiles.splice(tiles[0]?.type === OWNER_INTRODUCTION ? 1 : 0, 0, socialTile)
}

/** A text tile of a header and plain text; undefined when both are empty. */
export function textTile(header: string, text: string): ImportedTile | undefined {
  if (!header && !text) return undefined
  return {
    type: 'text',
    data: { header, text },
    label: phrase(IMPORT_LABELS.text, { title: header || singleLine(text, 30) }),
  }
}

/** Base64 as files carry it: a bare string or a `data:image/…;base64,` URL; undefined for anything else. */
export function base64Image(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  const data = /^data:image\/[a-z0-9.+-]+;base64,/i.exec(value)
  const body = data ? value.slice(data[0].length) : value
  return /^[A-Za-z0-9+/\s]+=*\s*$/.test(body) ? body.replace(/\s/g, '') : undefined
}

/** An image a file names: inside it (base64 or a data URL) or at a web address; reported and undefined otherwise. */
export function imageIn(
  value: unknown,
  item: Phrase,
  bucket: UploadBucket,
  skipped: SkippedItem[],
): PendingImage | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  if (/^https?:\/\//i.test(value.trim())) return { url: value.trim(), bucket }
  const base64 = base64Image(value)
  if (!base64) skipped.push({ item, reason: phrase(SKIP_REASONS.notAnImage) })
  return base64 ? { base64, bucket } : undefined
}
