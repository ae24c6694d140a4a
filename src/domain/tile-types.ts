import { z } from 'zod'
import { DEFAULT_LINK_ICON } from './link-icons.js'
import type { Plan } from './plans.js'
import {
  atMost,
  Email,
  ImageSrc,
  Link,
  OptionalLinkUrl,
  paragraphsOfAtMost,
  Phone,
  TILE_FIELD_LIMITS,
} from './tile-data.js'
import { EMBED_KIND_LABELS, EMBED_TITLE_MAX, EmbedPreview, EmbedUrl, shownEmbed } from './embed-tile.js'
import { MAX_SOCIAL_LINKS, SocialLink, socialLinksField } from './social-links.js'
import { linksField, textField, type TileData } from './tile-fields.js'
import { inEnglish, phrase, verbatim, type Phrase, type SayText } from './text.js'
import { linkDisplayText } from './urls.js'

/**
 * The tile types, one entry each: the one place a type is described in src/domain. Every other
 * list (the stored tile's type enum, the Pro types, the counted types, the editor's names) derives
 * from this table; src/ui and src/client each have one `Record<TileType, …>` beside it, so a type
 * added here and missing there does not build. CONTRIBUTING.md has the recipe.
 */
export interface TileTypeEntry {
  /** What the editor, the catalogue and the analytics call the type. */
  name: string
  /** The catalogue's line about it. */
  description: string
  /** Its picture in the catalogue, the editor and the dashboard (a name of src/ui/icons.tsx). */
  icon: string
  /** What a tile of the type holds (`data`), with the limits the editor shows as counters. */
  data: z.ZodObject
  /** A new tile's data where its empty form is not the schema's defaults (links start as blank rows). */
  emptyData?: () => Record<string, unknown>
  /** The cells a tile takes where the creator chose none. */
  defaultSize: { width: number; height: number }
  /** The plan a creator needs to add it (PLAN_MESSAGES.proTile otherwise). */
  plan: Plan
  /** Whether visitors' clicks on its links are counted (analytics, ADR 0013). */
  countsClicks: boolean
  /** Where its links lead, for a sensitive tile's confirmation page (the types that count clicks). */
  targets?: (data: TileData) => string[]
  /** The fewest columns it takes (layout.ts words the refusal). */
  minimumWidth?: number
  /**
   * What a tile of it holds, in a few words, for its accessible name and lists; '' when nothing
   * yet. Its own words (not the creator's) are said by `say`.
   */
  summary: (data: TileData, say: SayText) => string
}

/** The words a tile's summary adds of its own, where the creator wrote none. */
export const TILE_SUMMARY_TEXTS = {
  photo: 'photo added',
  noPhoto: 'no photo yet',
} as const

const text = (data: TileData, key: string) => textField(data, key).trim()
const blankLinks = (count: number) => ({
  links: Array.from({ length: count }, () => ({ url: '', icon: DEFAULT_LINK_ICON })),
})

export const TILE_TYPE_TABLE = {
  introduction: {
    name: 'Introduction',
    description: 'Your name, a few words, contacts and a photo.',
    icon: 'user',
    data: z.object({
      firstName: atMost('First name', TILE_FIELD_LIMITS.name).default(''),
      lastName: atMost('Last name', TILE_FIELD_LIMITS.name).default(''),
      email: Email,
      phone: Phone,
      description: paragraphsOfAtMost('Description', TILE_FIELD_LIMITS.description).default(''),
      image: ImageSrc,
    }),
    defaultSize: { width: 2, height: 2 },
    plan: 'free',
    countsClicks: false,
    summary: (data) => `${text(data, 'firstName')} ${text(data, 'lastName')}`.trim(),
  },
  image: {
    name: 'Image',
    description: 'A photo that fills the tile, with a caption and a link if you like.',
    icon: 'image',
    data: z.object({
      image: ImageSrc,
      alt: atMost('Alt text', 200).default(''),
      caption: atMost('Caption', TILE_FIELD_LIMITS.caption).default(''),
      link: OptionalLinkUrl,
    }),
    defaultSize: { width: 2, height: 2 },
    plan: 'free',
    // A photo with a link is followed like any link tile's.
    countsClicks: true,
    targets: (data) => (text(data, 'link') ? [text(data, 'link')] : []),
    summary: (data, say) =>
      text(data, 'caption') || say(text(data, 'image') ? TILE_SUMMARY_TEXTS.photo : TILE_SUMMARY_TEXTS.noPhoto),
  },
  link: {
    name: 'Link',
    description: 'One link with its brand icon.',
    icon: 'link',
    data: z.object({
      links: z.array(Link).length(1, 'A link tile holds exactly one link.'),
      // Optional: a handle such as "@ninamakes", shown instead of the bare domain.
      label: atMost('Label', TILE_FIELD_LIMITS.linkLabel).optional(),
      // The page appends utm_source, utm_medium and utm_campaign to the link (ADR 0071).
      campaignTags: z.boolean().optional(),
    }),
    emptyData: () => blankLinks(1),
    defaultSize: { width: 1, height: 1 },
    plan: 'free',
    countsClicks: true,
    targets: (data) => linksField(data).map((link) => link.url),
    summary: (data) => {
      const [link] = linksField(data)
      return link && link.url ? linkDisplayText(link.url) : ''
    },
  },
  'links-grid': {
    name: 'Links grid',
    description: 'Four links in a 2 x 2 grid of icons.',
    icon: 'grid',
    data: z.object({ links: z.array(Link).length(4, 'A links grid holds exactly 4 links.') }),
    emptyData: () => blankLinks(4),
    defaultSize: { width: 2, height: 2 },
    plan: 'pro',
    countsClicks: true,
    targets: (data) => linksField(data).map((link) => link.url),
    summary: (data) =>
      linksField(data)
        .map((link) => (link.icon === DEFAULT_LINK_ICON ? linkDisplayText(link.url) : link.icon))
        .filter(Boolean)
        .join(', '),
  },
  'social-links': {
    name: 'Social links',
    description: 'Icons linking to your profiles, up to 12.',
    icon: 'share',
    data: z.object({
      profiles: z
        .array(SocialLink)
        .min(1, 'Add at least one link.')
        .max(MAX_SOCIAL_LINKS, `A social links tile holds at most ${MAX_SOCIAL_LINKS} links.`),
    }),
    emptyData: () => ({ profiles: [{ platform: 'Instagram', url: '' }] }),
    defaultSize: { width: 2, height: 1 },
    plan: 'free',
    countsClicks: true,
    targets: (data) => socialLinksField(data).map((link) => link.url),
    summary: (data) =>
      socialLinksField(data)
        .map((link) => link.platform)
        .join(', '),
  },
  embed: {
    name: 'Embed',
    description: 'A video, song or map that plays when a visitor asks for it.',
    icon: 'play',
    data: z.object({
      url: EmbedUrl,
      // The creator's title, shown instead of the provider's.
      title: atMost('Title', EMBED_TITLE_MAX).default(''),
      // Set by the server at save: our copy of the provider's poster and its oEmbed data.
      image: ImageSrc,
      preview: EmbedPreview.optional(),
    }),
    emptyData: () => ({ url: '', title: '' }),
    defaultSize: { width: 2, height: 2 },
    plan: 'free',
    countsClicks: true,
    targets: (data) => {
      const embed = shownEmbed(data)
      return embed ? [embed.url] : []
    },
    summary: (data) => {
      const embed = shownEmbed(data)
      return embed ? `${embed.title ?? EMBED_KIND_LABELS[embed.kind]} (${embed.provider})` : ''
    },
  },
  text: {
    name: 'Text',
    description: 'A header and free text.',
    icon: 'text',
    data: z.object({
      header: atMost('Header', TILE_FIELD_LIMITS.header).default(''),
      text: paragraphsOfAtMost('Text', TILE_FIELD_LIMITS.text).default(''),
    }),
    defaultSize: { width: 2, height: 1 },
    plan: 'free',
    countsClicks: false,
    summary: (data) => text(data, 'header') || text(data, 'text').slice(0, 40),
  },
  'message.me': {
    name: 'Message box',
    description: 'Visitors send you messages, anonymously or signed in.',
    icon: 'message',
    data: z.object({
      header: atMost('Header', TILE_FIELD_LIMITS.header).default(''),
      allowAnonymous: z.boolean().default(true),
    }),
    defaultSize: { width: 2, height: 2 },
    plan: 'pro',
    countsClicks: false,
    // Its form needs two columns (the spec's 'Minimum width is 2').
    minimumWidth: 2,
    summary: (data) => text(data, 'header'),
  },
  qa: {
    name: 'Q&A',
    description: 'Questions from your inbox with the answers you publish.',
    icon: 'questions',
    // The answered questions come from the grid's answers (ADR 0022), not from the tile.
    data: z.object({ header: atMost('Header', TILE_FIELD_LIMITS.header).default('') }),
    defaultSize: { width: 2, height: 2 },
    plan: 'pro',
    countsClicks: false,
    summary: (data) => text(data, 'header'),
  },
} as const satisfies Record<string, TileTypeEntry>

export type TileType = keyof typeof TILE_TYPE_TABLE

/** Every type, in the catalogue's order (the spec's, then the Q&A tile). */
export const TILE_TYPE_IDS = Object.keys(TILE_TYPE_TABLE) as [TileType, ...TileType[]]

/** Its entry, for a type as stored (the enum of StoredTileSchema admits no other). */
export const tileType = (type: TileType): TileTypeEntry => TILE_TYPE_TABLE[type]

/** The fewest columns a tile of this type takes; 1 for anything else (an empty cell). */
export function minimumTileWidth(type: string): number {
  return Object.hasOwn(TILE_TYPE_TABLE, type) ? (tileType(type as TileType).minimumWidth ?? 1) : 1
}

/*
 * The types with a part of their own in the product, named here so that no other file spells
 * their ids.
 */
/** Introduces the owner: every profile grid starts with one; a page's title, description and picture come from it. */
export const OWNER_INTRODUCTION: TileType = 'introduction'
/** The message box visitors write to. */
export const MESSAGE_BOX: TileType = 'message.me'
/** Shows the answers the owner publishes (ADR 0022). */
export const ANSWERS_TILE: TileType = 'qa'
/** A video, song or map behind a facade: its page lets in the players' origins (ADR 0064). */
export const EMBED_TILE: TileType = 'embed'

type DataSchemas = { [Type in TileType]: (typeof TILE_TYPE_TABLE)[Type]['data'] }

/** Each type's data schema, as the server checks a save and the editor checks its form. */
export const TILE_DATA_SCHEMAS = Object.fromEntries(
  TILE_TYPE_IDS.map((type) => [type, TILE_TYPE_TABLE[type].data]),
) as DataSchemas

/** Empty data for a new tile of a type, as the editor's forms start it. */
export function emptyTileData(type: TileType): Record<string, unknown> {
  const entry = tileType(type)
  return entry.emptyData ? entry.emptyData() : entry.data.parse({})
}

/** Where a tile's links lead (none for a type without links). */
export function tileTargets(tile: { type: TileType; data: TileData }): string[] {
  return tileType(tile.type).targets?.(tile.data) ?? []
}

/** What a tile holds, in a few words, for its accessible name and lists. */
export function tileSummary(tile: { type: TileType; data: TileData }, say: SayText = inEnglish): string {
  return tileType(tile.type).summary(tile.data, say)
}

/**
 * A tile's summary to say later: the creator's words as they are, or our own words ("no photo
 * yet"); undefined when it has none.
 */
export function tileSummaryPhrase(tile: { type: TileType; data: TileData }): Phrase | undefined {
  let ours: Phrase | undefined
  const words = tileSummary(tile, (text, values) => {
    ours = phrase(text, values)
    return text
  })
  if (!words) return undefined
  return ours && words === ours.text ? ours : verbatim(words)
}
