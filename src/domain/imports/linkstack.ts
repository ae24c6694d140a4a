import { z } from 'zod'
import { TILE_FIELD_LIMITS } from '../tile-data.js'
import {
  base64Image,
  checkedLink,
  IMPORT_LABELS,
  insertSocialTile,
  introductionTile,
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
import { phrase } from '../text.js'
import { platformNamed, SocialCollector } from './social-collector.js'

/*
 * LinkStack's "Export all" (UserController::exportAll: the user's columns, `links`, and the avatar
 * as `image_data` base64 with `image_extension`) and its "Export links" (`{"links": […]}`). A link
 * row's `button_id` says what it is: 42 a heading, 43 a spacer, 93 a text block (HTML), 94 a social
 * icon whose platform is the `title`, 96 a contact card; any other button is a link.
 */

const BUTTON = { heading: 42, spacer: 43, text: 93, socialIcon: 94, contactCard: 96 } as const

const optionalText = z.string().nullish()

const LinkStackLink = z.object({
  button_id: z.coerce.number().nullish(),
  link: optionalText,
  title: optionalText,
  order: z.coerce.number().nullish(),
  up_link: optionalText,
  type: optionalText,
})
type LinkStackLink = z.infer<typeof LinkStackLink>

export const LinkStackExport = z.object({
  name: optionalText,
  littlelink_name: optionalText,
  littlelink_description: optionalText,
  links: z.array(LinkStackLink),
  image_data: optionalText,
  image_extension: optionalText,
})
export type LinkStackExport = z.infer<typeof LinkStackExport>

const AVATAR_EXTENSIONS = new Set(['jpeg', 'jpg', 'png', 'webp', 'gif', 'avif'])

/** The order LinkStack shows them in: by `up_link`, then `order`. */
function pageOrder(links: readonly LinkStackLink[]): LinkStackLink[] {
  return links
    .map((link, index) => ({ link, index }))
    .sort(
      (a, b) =>
        (a.link.up_link ?? '').localeCompare(b.link.up_link ?? '') ||
        (a.link.order ?? 0) - (b.link.order ?? 0) ||
        a.index - b.index,
    )
    .map(({ link }) => link)
}

export function fromLinkStack(file: LinkStackExport): ParsedImport {
  const tiles: ImportedTile[] = []
  const skipped: SkippedItem[] = []
  const social = new SocialCollector(skipped)
  const itemName = (link: LinkStackLink) =>
    namedOr(singleLine(link.title, 80) || singleLine(link.link, 200), phrase(IMPORT_LABELS.untitledItem))

  const intro = introductionOf(file, skipped)
  if (intro) tiles.push(intro)

  for (const link of pageOrder(file.links)) {
    const button = link.button_id ?? 1
    if (button === BUTTON.heading) {
      const tile = textTile(singleLine(link.title, TILE_FIELD_LIMITS.header), '')
      if (tile) tiles.push(tile)
      continue
    }
    if (button === BUTTON.text) {
      const tile = textTile('', plainTextOfHtml(link.title ?? ''))
      if (tile) tiles.push(tile)
      continue
    }
    if (button === BUTTON.spacer) {
      skipped.push({ item: phrase(IMPORT_LABELS.spacer), reason: phrase(SKIP_REASONS.spacer) })
      continue
    }
    if (button === BUTTON.contactCard) {
      skipped.push({ item: itemName(link), reason: phrase(SKIP_REASONS.unknownType, { type: 'vCard' }) })
      continue
    }
    const checked = checkedLink(link.link)
    if (!checked.ok) {
      skipped.push(skippedLink(singleLine(link.title, 80), link.link, checked.reason))
      continue
    }
    const platform = button === BUTTON.socialIcon ? platformNamed(link.title ?? '') : undefined
    if (!platform || !social.add(platform, checked.url, itemName(link)))
      tiles.push(linkTile(checked.url, link.title ?? ''))
  }

  // LinkStack shows its icons under the description: the social tile follows the introduction.
  insertSocialTile(tiles, social.tile())
  return { format: 'linkstack', tiles, skipped }
}

/** The owner's introduction tile, from the display name, the description (HTML made plain text) and the avatar. */
function introductionOf(file: LinkStackExport, skipped: SkippedItem[]): ImportedTile | undefined {
  const firstName = singleLine(file.name, TILE_FIELD_LIMITS.name)
  const description = plainTextOfHtml(file.littlelink_description ?? '', TILE_FIELD_LIMITS.description)
  const extension = (file.image_extension ?? '').toLowerCase()
  const base64 = base64Image(file.image_data)
  if (file.image_data && !(base64 && AVATAR_EXTENSIONS.has(extension))) {
    skipped.push({ item: phrase(IMPORT_LABELS.avatar), reason: phrase(SKIP_REASONS.notBase64Image) })
  }
  const image = base64 && AVATAR_EXTENSIONS.has(extension) ? base64 : undefined
  return introductionTile(firstName, description, image ? { base64: image, bucket: 'profile_images' } : undefined)
}
