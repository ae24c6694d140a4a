import { z } from 'zod'
import { TILE_FIELD_LIMITS } from '../tile-data.js'
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
import { IMPORT_MESSAGES, ImportError } from './formats.js'
import { phrase, verbatim } from '../text.js'
import { platformNamed, SocialCollector } from './social-collector.js'

/*
 * A Linktree page's HTML source, as its owner saves it: the page's data is the JSON in
 * `<script id="__NEXT_DATA__">`, under `props.pageProps.account` (links with titles and URLs,
 * social links, the avatar's URL). Nothing is fetched: the avatar is at Linktree's address, so it
 * is reported, not imported.
 */

const optionalText = z.string().nullish()

const LinktreeLink = z.object({
  title: optionalText,
  url: optionalText,
  type: optionalText,
  isActive: z.boolean().nullish(),
  locked: z.boolean().nullish(),
  isLocked: z.boolean().nullish(),
})

export const LinktreePage = z.object({
  props: z.object({
    pageProps: z.object({
      account: z.object({
        username: optionalText,
        pageTitle: optionalText,
        description: optionalText,
        profilePictureUrl: optionalText,
        links: z.array(LinktreeLink).nullish(),
        socialLinks: z.array(z.object({ type: optionalText, url: optionalText })).nullish(),
      }),
    }),
  }),
})
export type LinktreePage = z.infer<typeof LinktreePage>

const NEXT_DATA = /<script\b[^>]*\bid\s*=\s*["']?__NEXT_DATA__["']?[^>]*>([\s\S]*?)<\/script\s*>/i

/** The JSON text of the page's `__NEXT_DATA__` script, or the text itself when it is that JSON already. */
export function nextDataOf(text: string): string {
  const trimmed = text.trimStart()
  if (trimmed.startsWith('{')) return trimmed
  const script = NEXT_DATA.exec(text)
  if (!script) throw new ImportError(IMPORT_MESSAGES.noNextData)
  return script[1]!
}

const SOCIAL_TYPE_ALIASES: Record<string, string> = { email_address: 'Email', personal_website: 'Website' }

export function fromLinktree(page: LinktreePage): ParsedImport {
  const account = page.props.pageProps.account
  const tiles: ImportedTile[] = []
  const skipped: SkippedItem[] = []
  const social = new SocialCollector(skipped)

  const firstName = singleLine(account.pageTitle || account.username, TILE_FIELD_LIMITS.name).replace(/^@/, '')
  const description = plainTextOfHtml(account.description ?? '', TILE_FIELD_LIMITS.description)
  const picture = account.profilePictureUrl?.includes('blank-avatar') ? undefined : account.profilePictureUrl
  const avatar = imageIn(picture, phrase(IMPORT_LABELS.avatar), 'profile_images', skipped)
  const introduction = introductionTile(firstName, description, avatar)
  if (introduction) tiles.push(introduction)

  for (const link of account.socialLinks ?? []) {
    const type = (link.type ?? '').toLowerCase()
    const platform = platformNamed(SOCIAL_TYPE_ALIASES[type] ?? type)
    const name = verbatim(singleLine(link.url, 200) || type)
    const checked = checkedLink(link.url)
    if (!checked.ok) skipped.push(skippedLink('', link.url, checked.reason))
    else if (!platform || !social.add(platform, checked.url, name)) tiles.push(linkTile(checked.url, platform ?? type))
  }

  for (const link of account.links ?? []) {
    const title = singleLine(link.title, TILE_FIELD_LIMITS.header)
    const name = namedOr(title || singleLine(link.url, 200), phrase(IMPORT_LABELS.untitledLink))
    if (link.isActive === false) {
      skipped.push({ item: name, reason: phrase(SKIP_REASONS.inactive) })
      continue
    }
    if (link.locked || link.isLocked) {
      skipped.push({ item: name, reason: phrase(SKIP_REASONS.locked) })
      continue
    }
    if ((link.type ?? '').toUpperCase() === 'HEADER') {
      const tile = textTile(title, '')
      if (tile) tiles.push(tile)
      continue
    }
    const checked = checkedLink(link.url)
    if (checked.ok) tiles.push(linkTile(checked.url, link.title ?? ''))
    else skipped.push(skippedLink(title, link.url, checked.reason))
  }

  const socialTile = social.tile()
  insertSocialTile(tiles, socialTile)
  return { format: 'linktree', tiles, skipped }
}
