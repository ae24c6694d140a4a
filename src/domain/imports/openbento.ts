import { z } from 'zod'
import { EMBED_TITLE_MAX } from '../embed-tile.js'
import { recogniseEmbed } from '../embeds.js'
import { TILE_FIELD_LIMITS } from '../tile-data.js'
import { EMBED_TILE } from '../tile-types.js'
import {
  checkedLink,
  IMPORT_LABELS,
  insertSocialTile,
  introductionTile,
  imageIn,
  linkTile,
  namedOr,
  plainTextOfHtml,
  singleLine,
  SKIP_REASONS,
  skippedLink,
  textTile,
  type ImportedTile,
  type ParsedImport,
  type SkippedItem,
} from './imported.js'
import { platformNamed, SocialCollector } from './social-collector.js'
import { phrase, verbatim } from '../text.js'

/*
 * OpenBento's export (`{ profile, blocks[] }`, also wrapped as a saved bento `{ data: { … } }`):
 * blocks of type LINK, TEXT, MEDIA, SOCIAL, SOCIAL_ICON, MAP and SPACER on a 9-column grid, placed
 * by `gridRow`/`gridColumn`; a YouTube block is a SOCIAL block with a video or channel id.
 */

const optionalText = z.string().nullish()

const OpenBentoBlock = z.object({
  type: z.string(),
  title: optionalText,
  content: optionalText,
  subtext: optionalText,
  imageUrl: optionalText,
  socialPlatform: optionalText,
  socialHandle: optionalText,
  youtubeVideoId: optionalText,
  channelId: optionalText,
  channelTitle: optionalText,
  gridRow: z.number().nullish(),
  gridColumn: z.number().nullish(),
})
type OpenBentoBlock = z.infer<typeof OpenBentoBlock>

const SiteData = z.object({
  profile: z.object({
    name: optionalText,
    bio: optionalText,
    avatarUrl: optionalText,
    socialAccounts: z.array(z.object({ platform: z.string(), handle: z.string() })).nullish(),
  }),
  blocks: z.array(OpenBentoBlock),
})

export const OpenBentoExport = z.union([SiteData, z.object({ data: SiteData })])
export type OpenBentoExport = z.infer<typeof OpenBentoExport>

/** Profile addresses from a handle, for the platforms whose handles OpenBento stores bare. */
const PROFILE_ADDRESS: Record<string, (handle: string) => string> = {
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://x.com/${handle}`,
  instagram: (handle) => `https://instagram.com/${handle}`,
  tiktok: (handle) => `https://tiktok.com/@${handle}`,
  youtube: (handle) => `https://youtube.com/@${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  gitlab: (handle) => `https://gitlab.com/${handle}`,
  linkedin: (handle) => `https://linkedin.com/in/${handle}`,
  facebook: (handle) => `https://facebook.com/${handle}`,
  twitch: (handle) => `https://twitch.tv/${handle}`,
  threads: (handle) => `https://threads.net/@${handle}`,
  bluesky: (handle) => `https://bsky.app/profile/${handle}`,
  dribbble: (handle) => `https://dribbble.com/${handle}`,
  medium: (handle) => `https://medium.com/@${handle}`,
  reddit: (handle) => `https://reddit.com/user/${handle}`,
  pinterest: (handle) => `https://pinterest.com/${handle}`,
  substack: (handle) => `https://${handle}.substack.com`,
  patreon: (handle) => `https://patreon.com/${handle}`,
  kofi: (handle) => `https://ko-fi.com/${handle}`,
  snapchat: (handle) => `https://snapchat.com/add/${handle}`,
  telegram: (handle) => `https://t.me/${handle}`,
  spotify: (handle) => `https://open.spotify.com/user/${handle}`,
}

/** A handle or a whole address made an address (a Mastodon `@you@server` stays for its own check). */
function addressOf(platform: string, handle: string): string {
  const bare = handle.trim()
  if (/^[a-z][a-z\d+.-]*:/i.test(bare) || bare.includes('/') || platform === 'mastodon') return bare
  const template = PROFILE_ADDRESS[platform]
  return template ? template(bare.replace(/^@/, '')) : bare
}

const readingOrder = (blocks: readonly OpenBentoBlock[]) =>
  blocks
    .map((block, index) => ({ block, index }))
    .sort(
      (a, b) =>
        (a.block.gridRow ?? 0) - (b.block.gridRow ?? 0) ||
        (a.block.gridColumn ?? 0) - (b.block.gridColumn ?? 0) ||
        a.index - b.index,
    )
    .map(({ block }) => block)

export function fromOpenBento(file: OpenBentoExport): ParsedImport {
  const site = 'data' in file ? file.data : file
  const tiles: ImportedTile[] = []
  const skipped: SkippedItem[] = []
  const social = new SocialCollector(skipped)

  const firstName = singleLine(site.profile.name, TILE_FIELD_LIMITS.name)
  const description = plainTextOfHtml(site.profile.bio ?? '', TILE_FIELD_LIMITS.description)
  const avatar = imageIn(site.profile.avatarUrl, phrase(IMPORT_LABELS.avatar), 'profile_images', skipped)
  const introduction = introductionTile(firstName, description, avatar)
  if (introduction) tiles.push(introduction)

  const addProfile = (platform: string, address: string, title: string) => {
    const name = verbatim(title || address)
    const ours = platformNamed(platform)
    if (ours && social.add(ours, address, name)) return
    const checked = checkedLink(address)
    if (checked.ok) tiles.push(linkTile(checked.url, title || platform))
    else skipped.push(skippedLink(title, address, checked.reason))
  }
  for (const account of site.profile.socialAccounts ?? []) {
    addProfile(account.platform, addressOf(account.platform.toLowerCase(), account.handle), account.platform)
  }

  for (const block of readingOrder(site.blocks)) {
    const title = singleLine(block.title, TILE_FIELD_LIMITS.header)
    const name = namedOr(
      title || singleLine(block.content, 200),
      phrase(IMPORT_LABELS.block, { type: singleLine(block.type, 30) }),
    )
    switch (block.type.toUpperCase()) {
      case 'LINK': {
        const checked = checkedLink(block.content)
        if (checked.ok) tiles.push(linkTile(checked.url, title))
        else skipped.push(skippedLink(title, block.content, checked.reason))
        break
      }
      case 'TEXT': {
        const tile = textTile(title, plainTextOfHtml(block.content ?? ''))
        if (tile) tiles.push(tile)
        break
      }
      case 'MEDIA': {
        const image = imageIn(block.imageUrl ?? block.content, name, 'tile_images', skipped)
        if (image) {
          tiles.push({
            type: 'image',
            data: { alt: singleLine(block.title, 200) },
            label: title ? phrase(IMPORT_LABELS.image, { title }) : phrase(IMPORT_LABELS.photo),
            image,
          })
        }
        break
      }
      case 'SOCIAL':
      case 'SOCIAL_ICON': {
        const video =
          block.youtubeVideoId && `https://www.youtube.com/watch?v=${encodeURIComponent(block.youtubeVideoId)}`
        const embed = video ? recogniseEmbed(video) : undefined
        if (embed?.ok) {
          const embedTitle = singleLine(block.title || block.channelTitle, EMBED_TITLE_MAX)
          tiles.push({
            type: EMBED_TILE,
            data: { url: embed.embed.url, title: embedTitle },
            label: phrase(IMPORT_LABELS.embed, { title: embedTitle || 'YouTube' }),
          })
          break
        }
        const channel = block.channelId && `https://www.youtube.com/channel/${encodeURIComponent(block.channelId)}`
        if (channel) {
          const checked = checkedLink(channel)
          if (checked.ok) tiles.push(linkTile(checked.url, title || singleLine(block.channelTitle, 40) || 'YouTube'))
          else skipped.push(skippedLink(title, channel, checked.reason))
          break
        }
        const platform = (block.socialPlatform ?? '').toLowerCase()
        addProfile(platform, addressOf(platform, block.socialHandle || block.content || ''), title)
        break
      }
      case 'SPACER':
        skipped.push({ item: phrase(IMPORT_LABELS.spacer), reason: phrase(SKIP_REASONS.spacer) })
        break
      default:
        skipped.push({ item: name, reason: phrase(SKIP_REASONS.unknownType, { type: singleLine(block.type, 30) }) })
    }
  }
  const socialTile = social.tile()
  insertSocialTile(tiles, socialTile)
  return { format: 'openbento', tiles, skipped }
}
