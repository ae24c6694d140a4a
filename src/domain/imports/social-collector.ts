import { MAX_SOCIAL_LINKS, normalizeSocialLink, SOCIAL_PLATFORMS, type SocialPlatform } from '../social-links.js'
import { phrase, type Phrase } from '../text.js'
import { IMPORT_LABELS, SKIP_REASONS, type ImportedTile, type SkippedItem } from './imported.js'

/** Profile links gathered from a file into one social links tile (at most 12, one per address). */
export class SocialCollector {
  private readonly links: { platform: SocialPlatform; url: string }[] = []

  constructor(private readonly skipped: SkippedItem[]) {}

  /** Takes a profile of a platform we draw; false when the address does not pass that platform's check. */
  add(platform: SocialPlatform, address: string, item: Phrase): boolean {
    const checked = normalizeSocialLink(platform, address)
    if (!checked.ok) return false
    if (this.links.some((link) => link.url === checked.url)) return true
    if (this.links.length >= MAX_SOCIAL_LINKS) {
      this.skipped.push({ item, reason: phrase(SKIP_REASONS.tooManySocial, { max: MAX_SOCIAL_LINKS }) })
      return true
    }
    this.links.push({ platform, url: checked.url })
    return true
  }

  /** The tile, or undefined when nothing was gathered. */
  tile(): ImportedTile | undefined {
    if (this.links.length === 0) return undefined
    return {
      type: 'social-links',
      data: { profiles: this.links },
      label: phrase(IMPORT_LABELS.socialLinks, { platforms: this.links.map((link) => link.platform).join(', ') }),
    }
  }
}

const PLATFORM_ALIASES: Record<string, SocialPlatform> = {
  twitter: 'X',
  'x-twitter': 'X',
  mail: 'Email',
  web: 'Website',
  bsky: 'Bluesky',
}

/** Our platform for another service's name of one ("twitter", "GitHub"), if we draw it. */
export function platformNamed(name: string): SocialPlatform | undefined {
  const key = name.trim().toLowerCase()
  return PLATFORM_ALIASES[key] ?? SOCIAL_PLATFORMS.find((platform) => platform.toLowerCase() === key)
}
